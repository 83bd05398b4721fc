/**
 * The accounts core every feature reuses (docs/architecture/auth.md):
 * - `app.authenticate`: preHandler that requires a valid access token and sets `request.user`;
 * - `app.requireAdmin`: the same, then 403 unless the user's role is '1';
 * - `app.auth`: the services' context (database, token signer, mailer, settings);
 * - `app.accountRateLimits`: the account routes' limiters;
 * - `app.analyticsRefused`: whether a request's page view or sales event must not be stored.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/errors.ts';
import type { AuthPreHandler } from '#server/http/current-user.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import type { AuthContext } from './auth-context.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device.ts';
import { purgeExpiredAccountTokens } from './housekeeping.ts';
import { type AccountRateLimits, createAccountRateLimits } from './rate-limits.ts';
import { createSignedTokens } from './signed-tokens.ts';
import { analyticsAllowed, setAnalyticsOptOut } from './user.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
    authenticate: AuthPreHandler;
    requireAdmin: AuthPreHandler;
    accountRateLimits: AccountRateLimits;
    analyticsRefused: (request: FastifyRequest) => Promise<boolean>;
  }
}

/** Global Privacy Control: the browser asks that nothing be recorded about its user. */
const sendsGlobalPrivacyControl = (request: FastifyRequest) => request.headers['sec-gpc'] === '1';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export interface AuthPluginOptions {
  env: Env;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { env, now = () => new Date() }: AuthPluginOptions) => {
    const context: AuthContext = {
      db: app.db,
      mailer: app.mailer,
      tokens: createSignedTokens({
        secret: env.JWT_SECRET,
        accessTokenTtlMinutes: env.ACCESS_TOKEN_TTL_MINUTES,
        emailVerificationTtlHours: env.EMAIL_VERIFICATION_TTL_HOURS,
      }),
      passwordHashCost: env.PASSWORD_HASH_COST,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
      emailVerificationTtlHours: env.EMAIL_VERIFICATION_TTL_HOURS,
      publicUrl: env.PUBLIC_URL,
      now,
    };

    async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await context.tokens.verifyAccessToken(token) : undefined;
      if (!claims) throw new AppError('UNAUTHENTICATED');
      // One indexed read: a role change, a sign-out-everywhere, a logout or a family revoked for
      // reuse takes effect at once, on every instance (docs/architecture/auth.md, Sessions).
      const user = await context.db
        .selectFrom('users')
        .select(['id', 'role', 'token_version', 'analytics_opt_out'])
        .where('id', '=', claims.userId)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('refresh_tokens')
              .select('refresh_tokens.id')
              .where('refresh_tokens.family_id', '=', claims.sessionId)
              .whereRef('refresh_tokens.user_id', '=', 'users.id')
              .where('refresh_tokens.revoked_at', 'is', null),
          ),
        )
        .executeTakeFirst();
      if (!user || user.token_version !== claims.tokenVersion) throw new AppError('UNAUTHENTICATED');
      // A browser sending GPC switches the traveller's analytics off, on every device (account.md).
      if (!user.analytics_opt_out && sendsGlobalPrivacyControl(request)) {
        await setAnalyticsOptOut(context.db, user.id, true, now().toISOString());
      }
      request.user = { id: user.id, role: user.role, sessionId: claims.sessionId };
    }

    /** GPC, or the access token of a traveller who switched analytics off in "Meus dados". */
    async function analyticsRefused(request: FastifyRequest): Promise<boolean> {
      if (sendsGlobalPrivacyControl(request)) return true;
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await context.tokens.verifyAccessToken(token) : undefined;
      return claims ? !(await analyticsAllowed(context.db, claims.userId)) : false;
    }

    async function requireAdmin(request: FastifyRequest) {
      await authenticate(request);
      if (request.user?.role !== ADMIN_ROLE) throw new AppError('FORBIDDEN');
    }

    app.decorate('auth', context);
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('accountRateLimits', createAccountRateLimits(app, env));
    app.decorate('analyticsRefused', analyticsRefused);
    app.decorateRequest('user', null);
    app.decorateRequest('deviceCookie', null);

    // The device a sign-in came from (docs/architecture/auth.md, Devices): a random id the browser
    // keeps and sends back to the API only; each sign-in renews it.
    await app.register(cookie);
    // Synchronous: it runs on every answer (docs/architecture/performance.md).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.deviceCookie) {
        reply.setCookie(DEVICE_COOKIE, request.deviceCookie, {
          path: '/api/',
          httpOnly: true,
          sameSite: 'lax',
          secure: env.PUBLIC_URL.startsWith('https:'),
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        });
      }
      done(null, payload);
    });

    app.addHook('onReady', async () => {
      try {
        await purgeExpiredAccountTokens(context.db, now());
      } catch (error) {
        // Housekeeping only: a database still starting must not keep the server from starting.
        if (!isDatabaseUnavailable(error)) throw error;
        app.log.warn({ err: error }, 'expired account tokens not purged: database unavailable');
      }
    });
  },
  { name: 'auth', dependencies: ['database', 'mailer', '@fastify/rate-limit'] },
);
