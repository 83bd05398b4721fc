/**
 * Rate limits of the account calls (docs/architecture/security.md). They use
 * @fastify/rate-limit's store through `createRateLimit`, so one route can be limited per address
 * AND per e-mail, and two routes (the two recovery paths) can share one budget.
 * Exceeding a limit answers 429 with Retry-After and the catalogue's pt-BR text. With REDIS_URL the
 * counters live in Redis, shared by every instance; while Redis is away they are skipped and logged
 * (docs/decisions/084).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '#server/env.ts';
import { byAddress, byUser, limiter } from '#server/http/rate-limit.ts';
import { normalizeEmail } from './user.repository.ts';

/** The e-mail a body names (`Login` for sign-in, `email` elsewhere), normalised. */
function byEmail(field: 'Login' | 'email') {
  return (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? normalizeEmail(value) : undefined;
  };
}

/** The hooks routes attach: per-address ones on onRequest, per-e-mail ones after validation. */
export function createAccountRateLimits(app: FastifyInstance, env: Env) {
  const loginWindow = env.RATE_LIMIT_LOGIN_WINDOW_MINUTES;
  const accountWindow = env.RATE_LIMIT_ACCOUNT_WINDOW_MINUTES;
  return {
    signInPerAddress: limiter(app, {
      name: 'sign-in',
      max: env.RATE_LIMIT_LOGIN_MAX,
      windowMinutes: loginWindow,
      key: byAddress,
    }),
    signInPerEmail: limiter(app, {
      name: 'sign-in-email',
      max: env.RATE_LIMIT_LOGIN_EMAIL_MAX,
      windowMinutes: loginWindow,
      key: byEmail('Login'),
    }),
    registrationPerAddress: limiter(app, {
      name: 'registration',
      max: env.RATE_LIMIT_REGISTER_MAX,
      windowMinutes: accountWindow,
      key: byAddress,
    }),
    recoveryPerAddress: limiter(app, {
      name: 'recovery',
      max: env.RATE_LIMIT_RECOVERY_MAX,
      windowMinutes: accountWindow,
      key: byAddress,
    }),
    recoveryPerEmail: limiter(app, {
      name: 'recovery-email',
      max: env.RATE_LIMIT_RECOVERY_MAX,
      windowMinutes: accountWindow,
      key: byEmail('email'),
    }),
    resetPerAddress: limiter(app, {
      name: 'reset',
      max: env.RATE_LIMIT_RESET_MAX,
      windowMinutes: accountWindow,
      key: byAddress,
    }),
    passwordChangePerUser: limiter(app, {
      name: 'password-change',
      max: env.RATE_LIMIT_LOGIN_EMAIL_MAX,
      windowMinutes: loginWindow,
      key: byUser,
    }),
    /** Ending sessions ("Encerrar", "Encerrar todas as outras"): the sign-in budget, per traveller. */
    sessionEndsPerUser: limiter(app, {
      name: 'session-ends',
      max: env.RATE_LIMIT_LOGIN_MAX,
      windowMinutes: loginWindow,
      key: byUser,
    }),
    /** The new-device e-mail's link, used signed out: the sign-in budget, per address. */
    sessionLinkPerAddress: limiter(app, {
      name: 'session-link',
      max: env.RATE_LIMIT_LOGIN_MAX,
      windowMinutes: loginWindow,
      key: byAddress,
    }),
    /**
     * The passkey sign-in's options: asked at every visit of /login (the e-mail field's
     * suggestions) and guessing nothing, so a budget of its own, larger than the sign-in's.
     */
    passkeyOptionsPerAddress: limiter(app, {
      name: 'passkey-options',
      max: env.RATE_LIMIT_LOGIN_MAX * 6,
      windowMinutes: loginWindow,
      key: byAddress,
    }),
    /** The "confirm" call: a password or passkey guessed through the session, as at sign-in. */
    reauthenticationPerUser: limiter(app, {
      name: 'reauthentication',
      max: env.RATE_LIMIT_LOGIN_EMAIL_MAX,
      windowMinutes: loginWindow,
      key: byUser,
    }),
    passkeyChangesPerUser: limiter(app, {
      name: 'passkey-changes',
      max: env.RATE_LIMIT_LOGIN_EMAIL_MAX,
      windowMinutes: loginWindow,
      key: byUser,
    }),
    verificationMailPerUser: limiter(app, {
      name: 'verification-mail',
      max: env.RATE_LIMIT_RECOVERY_MAX,
      windowMinutes: accountWindow,
      key: byUser,
    }),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
