import { ApiError } from '#client/lib/api-client.ts';

export type FieldErrors = Record<string, string[]>;

/** Field errors from an error answer: `errors`, or SPEC's `data` map of registration. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { errors?: unknown; data?: unknown } | undefined;
  const source = error.errors ?? (body?.data && typeof body.data === 'object' ? body.data : undefined);
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries((source ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.filter((message) => typeof message === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}
