/**
 * Rate limits of the account calls (docs/decisions/012-account-rate-limits.md). They use
 * @fastify/rate-limit's store through `createRateLimit`, so one route can be limited per address
 * AND per e-mail, and two routes (the two recovery paths) can share one budget.
 * Exceeding a limit answers 429 with Retry-After and the catalogue's pt-BR text. With REDIS_URL the
 * counters live in Redis, shared by every instance; while Redis is away they are skipped and logged
 * (docs/decisions/084).
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/errors.ts';
import { normalizeEmail } from './user.repository.ts';

const MINUTE_MS = 60_000;

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface Rule {
  name: string;
  max: number;
  windowMinutes: number;
  /** What is counted; undefined skips the limit for this request. */
  key: (request: FastifyRequest) => string | undefined;
}

function limiter(app: FastifyInstance, rule: Rule): RateLimitHook {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMinutes * MINUTE_MS,
    keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
    // A shared store (Redis) that does not answer reaches the catch below instead of being skipped silently.
    skipOnError: false,
  });
  return async (request, reply) => {
    if (rule.key(request) === undefined) return;
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(request);
    } catch (error) {
      // Signing in matters more than counting (decision 084): the limit is skipped, never a 5xx.
      request.log.warn({ err: error, limit: rule.name }, 'rate limit skipped: its store did not answer');
      request.server.productEvents.rateLimitSkipped(rule.name);
      return;
    }
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, result.ttlInSeconds));
      throw new AppError('RATE_LIMITED');
    }
  };
}

/** IPv6 addresses count per /64, as one household or server holds a whole /64. */
const byAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** The e-mail a body names (`Login` for sign-in, `email` elsewhere), normalised. */
function byEmail(field: 'Login' | 'email') {
  return (request: FastifyRequest) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? normalizeEmail(value) : undefined;
  };
}

const byUser = (request: FastifyRequest) => (request.user ? String(request.user.id) : undefined);

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
    verificationMailPerUser: limiter(app, {
      name: 'verification-mail',
      max: env.RATE_LIMIT_RECOVERY_MAX,
      windowMinutes: accountWindow,
      key: byUser,
    }),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
