import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { isWorthSendingLater, mayPass, retryDelayMs, shouldRetryRead } from './retry.ts';

const failure = (status: number, code = 'HTTP_ERROR') => new ApiError(status, 'x', code);

describe('mayPass', () => {
  it('is true for no signal, timeouts, limits, server trouble and anything that is not an answer', () => {
    for (const error of [
      failure(0, 'NETWORK_ERROR'),
      failure(408),
      failure(429),
      failure(500),
      failure(503),
    ]) {
      expect(mayPass(error)).toBe(true);
    }
    expect(mayPass(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is false for what the server refused, and for an answer of the wrong shape', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422]) expect(mayPass(failure(status))).toBe(false);
    expect(mayPass(failure(200, 'INVALID_RESPONSE'))).toBe(false);
  });
});

describe('isWorthSendingLater', () => {
  it('keeps a queued change through an expired session as well', () => {
    expect(isWorthSendingLater(failure(401))).toBe(true);
    expect(isWorthSendingLater(failure(0, 'NETWORK_ERROR'))).toBe(true);
    expect(isWorthSendingLater(failure(503))).toBe(true);
  });

  it('drops what the server refused for good', () => {
    for (const status of [400, 403, 404, 410, 422]) expect(isWorthSendingLater(failure(status))).toBe(false);
  });
});

describe('shouldRetryRead', () => {
  it('tries a read again when the cause may pass, twice at most', () => {
    expect(shouldRetryRead(0, failure(0, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetryRead(1, failure(503))).toBe(true);
    expect(shouldRetryRead(0, failure(429, 'RATE_LIMITED'))).toBe(true);
    expect(shouldRetryRead(0, new TypeError('parse'))).toBe(true);
    expect(shouldRetryRead(2, failure(503))).toBe(false);
  });

  it('does not ask again what the server refused', () => {
    for (const status of [400, 401, 403, 404, 410, 422])
      expect(shouldRetryRead(0, failure(status))).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles from one second and stops growing at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
