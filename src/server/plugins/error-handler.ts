import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorCode, pt } from '#shared/messages/pt.ts';
import type { ApiErrorBody } from '#shared/schemas/errors.ts';
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

/** One error handler: typed errors keep their text, bad input answers 400, 5xx hide their details. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
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
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, apiError('RATE_LIMITED'));
    }
    if (status === 413) return send(reply, 413, apiError('PAYLOAD_TOO_LARGE'));
    if (status === 416) {
      // A media Range past the end: the answer says how long the file is (RFC 9110 §15.5.17).
      const contentRange = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
      if (contentRange) reply.header('content-range', contentRange);
      return send(reply, 416, apiError('RANGE_NOT_SATISFIABLE'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type): say what, in pt-BR terms.
      return send(reply, status, {
        code: 'BAD_REQUEST',
        message: `${pt.apiErrors.BAD_REQUEST} ${error.message}`,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or out of reach: the client retries; nothing of the failure leaks.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, apiError('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, apiError('INTERNAL'));
  });
});
