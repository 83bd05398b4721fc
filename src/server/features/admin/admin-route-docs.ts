/** What every console route says of itself in the OpenAPI document, and its 401/403 answers. */
import { apiErrorSchema } from '#shared/schemas/errors.ts';

export const tags = ['admin'];
export const security = [{ bearerAuth: [] }];
export const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
