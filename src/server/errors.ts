import { type ApiErrorCode, pt } from '#shared/messages/pt.ts';

const statusByCode: Record<ApiErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  BAD_URL: 400,
  CONTENT_TYPE_NOT_ACCEPTED: 415,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  LINK_EXPIRED: 410,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  RESET_TOKEN_INVALID: 422,
  RESET_TOKEN_EXPIRED: 410,
  VERIFICATION_TOKEN_INVALID: 422,
  FIELD_NOT_EDITABLE: 403,
  PROVIDER_NOT_CONFIGURED: 503,
  PROVIDER_AUTH_FAILED: 401,
  PROVIDER_UNAVAILABLE: 502,
  MAIL_FAILED: 502,
  INSUFFICIENT_PASSAGENS: 409,
  VOYAGE_NOT_STARTED: 409,
  VOYAGE_COMPLETED: 410,
  ORDER_NOT_PENDING: 409,
  PAYMENT_MISMATCH: 422,
  INVALID_SIGNATURE: 401,
  PAYMENTS_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_FAILED: 502,
  ORDER_NOT_REFUNDABLE: 409,
  WITHDRAWAL_EXPIRED: 409,
  WITHDRAWAL_SPENT: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  // Not 401/403: SPEC §8 makes any of those end the session (docs/architecture/auth.md, Fresh proof).
  REAUTHENTICATION_REQUIRED: 409,
  WEBAUTHN_CHALLENGE_INVALID: 422,
  PASSKEY_VERIFICATION_FAILED: 422,
};

/** A failure a service reports on purpose; the error handler turns it into the API's error body. */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(
    code: ApiErrorCode,
    options: { message?: string; statusCode?: number; errors?: Record<string, string[]> } = {},
  ) {
    super(options.message ?? pt.apiErrors[code]);
    this.code = code;
    this.statusCode = options.statusCode ?? statusByCode[code];
    this.errors = options.errors;
  }
}
