import type { FieldError } from 'react-hook-form';

/** A react-hook-form field error as the list of messages a form field shows under itself. */
export function messagesOf(error: Pick<FieldError, 'message'> | undefined): string[] | undefined {
  return error?.message ? [error.message] : undefined;
}
