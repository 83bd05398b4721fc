import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorCode, pt } from '#shared/messages/pt.ts';
import { type ApiErrorBody, apiErrorSchema } from '#shared/schemas/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';

/** Seconds a client waits before retrying while the database is unavailable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, body: Omit<ApiErrorBody, 'success'>) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, ...body });
}

function apiError(code: ApiErrorCode, extra: Partial<ApiErrorBody> = {}) {
  return { code, message: pt.apiErrors[code], ...extra };
}

/**
 * Fastify's own refusals, by its error code, in the API's terms. A parameter longer than the router
 * takes (find-my-way's maxParamLength, 100) names nothing any route keeps: not found.
 */
const frameworkRefusals: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'CONTENT_TYPE_NOT_ACCEPTED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'NOT_FOUND',
};

/** The API's code of any other 4xx Fastify or a plugin raises. */
function codeOfStatus(status: number): ApiErrorCode {
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'CONTENT_TYPE_NOT_ACCEPTED';
  return 'BAD_REQUEST';
}

/** Every error the API answers: typed errors keep their text, bad input answers 400, 5xx hide their details. */
export function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A service's own 5xx (a provider that failed): the answer hides why, the log keeps it.
    if (error.statusCode >= 500)
      request.log.error({ err: error.cause ?? error, code: error.code }, 'request failed');
    return send(reply, error.statusCode, {
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] = [...(errors[field] ?? []), issue.message ?? pt.apiErrors.BAD_REQUEST];
    }
    const fields = Object.keys(errors).join(', ');
    return send(reply, 400, {
      code: 'BAD_REQUEST',
      message: `Parâmetro inválido: ${fields}`,
      errors,
    });
  }
  const refusal = frameworkRefusals[error.code];
  if (refusal) return answerError(new AppError(refusal), request, reply);
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return send(reply, 429, apiError('RATE_LIMITED'));
  }
  if (status === 416) {
    // A media Range past the end: the answer says how long the file is (RFC 9110 §15.5.17).
    const contentRange = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
    if (contentRange) reply.header('content-range', contentRange);
    return send(reply, 416, apiError('RANGE_NOT_SATISFIABLE'));
  }
  if (status >= 400 && status < 500) {
    // Any other refusal by Fastify or a plugin: its status, the API's code and a pt-BR text.
    return send(reply, status, apiError(codeOfStatus(status)));
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL restarting or out of reach: the client retries; nothing of the failure leaks.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, apiError('DATABASE_UNAVAILABLE'));
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, apiError('INTERNAL'));
}

/**
 * What Fastify and its router refuse before any handler, by the route: declared on every
 * operation, so the OpenAPI document lists them (onRoute hook, added before the routes).
 * A body that is not JSON, too large or of another type on methods that carry one; a malformed
 * or too long path parameter; a request that fails its schema; a route's own rate limit; the
 * database unavailable (503, docs/architecture/data.md). A 500 is never declared: it is a bug, and the suite's
 * check of answered statuses names any it sees (docs/architecture/api.md).
 */
export function declareFrameworkAnswers(route: RouteOptions) {
  const schema = route.schema as
    | { hide?: boolean; response?: Record<string, unknown>; [part: string]: unknown }
    | undefined;
  if (!schema?.response || schema.hide) return;
  const methods = [route.method].flat();
  const answers: Record<string, typeof apiErrorSchema> = {};
  if (methods.some((method) => BODY_METHODS.has(method))) {
    Object.assign(answers, { 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema });
  }
  if (route.url.includes(':') || route.url.includes('*')) {
    Object.assign(answers, { 400: apiErrorSchema, 404: apiErrorSchema });
  }
  if (['body', 'querystring', 'params', 'headers'].some((part) => schema[part])) {
    answers[400] = apiErrorSchema;
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) answers[429] = apiErrorSchema;
  // Every operation but the probes (which say it their own way) reads the database, or the
  // sign-in it checks: 503 while the database is unavailable.
  if (!(schema.tags as string[] | undefined)?.includes('health')) answers[503] = apiErrorSchema;
  // A copy: routes may share one schema object.
  route.schema = { ...schema, response: { ...answers, ...schema.response } };
}

/** The methods whose request body Fastify parses. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One error handler for the routes' errors and for what Fastify refuses before routing. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
  // No address holds a NUL: refused as a malformed URL, before a file path or a query is built on it.
  // Synchronous: an async hook costs every request a promise and a microtask (docs/architecture/performance.md).
  app.addHook('onRequest', (request, _reply, done) => {
    const nul = request.url.indexOf('%00');
    const query = request.url.indexOf('?');
    done(nul !== -1 && (query === -1 || nul < query) ? new AppError('BAD_URL') : undefined);
  });
});
