/**
 * Every rate limit of the API is one of these hooks, on @fastify/rate-limit's store (docs/decisions/084):
 * with REDIS_URL the counters live in Redis, shared by every instance. While Redis is away the
 * limit is skipped, logged and counted (`rota_rate_limits_skipped_total`), never a 5xx: this hook
 * is the one place that rule lives (routes take no `config.rateLimit`, whose plugin hook would
 * skip silently). A route can stack several (per address and per traveller, say). Exceeding one
 * answers 429 with Retry-After and the catalogue's pt-BR text.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';

const MINUTE_MS = 60_000;

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimitRule {
  /** Names the counter (and its keys): one name, one budget. */
  name: string;
  max: number;
  windowMinutes: number;
  /** What is counted; undefined skips the limit for this request. */
  key: (request: FastifyRequest) => string | undefined;
}

export function limiter(app: FastifyInstance, rule: RateLimitRule): RateLimitHook {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMinutes * MINUTE_MS,
    keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
  });
  return async (request, reply) => {
    if (rule.key(request) === undefined) return;
    let result: Awaited<ReturnType<typeof check>>;
    try {
      result = await check(request);
    } catch (error) {
      // The call matters more than counting (decision 084): the limit is skipped, never a 5xx.
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
export const byAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** The signed-in traveller (after `app.authenticate`): travellers sharing an address count apart. */
export const byUser = (request: FastifyRequest) => (request.user ? String(request.user.id) : undefined);
