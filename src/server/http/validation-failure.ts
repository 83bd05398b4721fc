/**
 * Turns a failed request validation into the accounts' 422 answer, with the field errors keyed as
 * the payload names them (`Login`, `Password`, `email`…) and SPEC §5's texts.
 */
import type { FastifySchemaValidationError, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from '#server/errors.ts';
import { pt } from '#shared/messages/pt.ts';

export type FieldErrors = Record<string, string[]>;

/** A route's `schemaErrorFormatter`: builds the error the error handler answers. */
export type SchemaErrorFormatter = NonNullable<RouteShorthandOptions['schemaErrorFormatter']>;

function add(errors: FieldErrors, field: string, message: string) {
  const messages = errors[field] ?? [];
  if (!messages.includes(message)) errors[field] = [...messages, message];
}

/**
 * Field errors from validation issues. A body that is missing altogether fails at its root; then
 * every field is reported the way an empty object would be (`{}` parsed by the same schema).
 */
export function fieldErrorsOf(issues: FastifySchemaValidationError[], schema?: z.ZodType): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (field === '' && issue.keyword === 'invalid_type' && schema) {
      for (const emptyIssue of schema.safeParse({}).error?.issues ?? []) {
        add(errors, emptyIssue.path.join('.') || '_', emptyIssue.message);
      }
      continue;
    }
    add(errors, field || '_', issue.message ?? pt.apiErrors.VALIDATION_FAILED);
  }
  return errors;
}

export interface ValidationFailureOptions {
  /** The answer's message; by default SPEC §8's 'Erro de validação. Verifique os campos.' */
  message?: string | 'first-field-error';
}

/** A route's `schemaErrorFormatter`: 422 with per-field errors instead of the generic 400. */
export function validationFailure(
  schema: z.ZodType,
  options: ValidationFailureOptions = {},
): SchemaErrorFormatter {
  return (issues) => {
    const errors = fieldErrorsOf(issues, schema);
    const message =
      options.message === 'first-field-error'
        ? (Object.values(errors)[0]?.[0] ?? pt.apiErrors.VALIDATION_FAILED)
        : (options.message ?? pt.apiErrors.VALIDATION_FAILED);
    return new AppError('VALIDATION_FAILED', { message, errors });
  };
}

/** A route parameter no row can have (a malformed or too long id) names nothing: a 404 with its text. */
export function notFoundFailure(message: string): SchemaErrorFormatter {
  return () => new AppError('NOT_FOUND', { message });
}
