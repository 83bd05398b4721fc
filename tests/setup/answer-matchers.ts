/**
 * `expect(answer).toHaveStatus(200)`: an API answer's status, and on a mismatch the answer's body,
 * so a failure reads "expected the answer to have status 200, got 409: {"code":"EMAIL_TAKEN",…}"
 * rather than "expected 409 to be 200". Registered for the unit project (vitest.config.ts).
 */
import { expect } from 'vitest';

/** What an answer looks like to the matcher: `app.inject`'s, or anything with a status code. */
interface Answer {
  statusCode: number;
  body?: unknown;
  payload?: unknown;
}

/** Characters of the body a failure shows: enough for an error envelope and its field errors. */
const BODY_CHARS = 2_000;

function bodyOf(answer: Answer): string {
  const body = answer.body ?? answer.payload;
  if (body === undefined || body === '') return '(no body)';
  const text =
    typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
  return text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS)}… (${text.length} characters)` : text;
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && typeof (value as Answer).statusCode === 'number';
}

expect.extend({
  toHaveStatus(received: unknown, status: number) {
    if (!isAnswer(received)) {
      return {
        pass: false,
        message: () => `expected an answer with a statusCode, got ${this.utils.printReceived(received)}`,
      };
    }
    const pass = received.statusCode === status;
    return {
      pass,
      message: () =>
        pass
          ? `expected the answer not to have status ${status}: ${bodyOf(received)}`
          : `expected the answer to have status ${status}, got ${received.statusCode}: ${bodyOf(received)}`,
      actual: received.statusCode,
      expected: status,
    };
  },
});

declare module 'vitest' {
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> {
    /** The answer's status is `status`; on a mismatch the failure shows the answer's body. */
    toHaveStatus(status: number): R;
  }
}
