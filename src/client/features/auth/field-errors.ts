import { ApiError } from '#client/lib/api-client.ts';

export type FieldErrors = Record<string, string[]>;

/** Field errors in an answer's body: `errors`, or SPEC's `data` map of registration. */
export function fieldErrorsOfBody(body: unknown): FieldErrors {
  const { errors, data } = (body && typeof body === 'object' ? body : {}) as {
    errors?: unknown;
    data?: unknown;
  };
  const source = errors && typeof errors === 'object' ? errors : data && typeof data === 'object' ? data : {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(source as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.filter((message) => typeof message === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/** Field errors of a failed request (an error answer's body). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? fieldErrorsOfBody(error.body) : {};
}
