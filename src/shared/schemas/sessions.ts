/** Sessions a traveller sees and ends, and the sign-in record (docs/architecture/auth.md). */
import { z } from 'zod';
import { dataResponseSchema, successResponseSchema } from './envelope.ts';

/** How many attempts the traveller's "Histórico de acessos" shows. */
export const SIGN_IN_HISTORY_LIMIT = 20;

export const userSessionSchema = z.object({
  /** The sign-in's id (its refresh-token family). */
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The client address; no place is derived from it (no third-party service). */
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The sign-in this request comes from ("Este dispositivo"). */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionListSchema = dataResponseSchema(z.array(userSessionSchema));

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const sessionsEndedSchema = successResponseSchema({
  message: z.string(),
  data: z.object({ ended: z.number().int() }),
});

export const sessionEndByLinkPayloadSchema = z.object({ token: z.string().min(1).max(2048) });

export const sessionEndedByLinkSchema = successResponseSchema({
  message: z.string(),
  data: z.object({ browser: z.string().nullable(), os: z.string().nullable() }),
});

export const signInRecordSchema = z.object({
  method: z.string(),
  outcome: z.enum(['success', 'failure']),
  ip_address: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.string(),
});
export type SignInRecord = z.infer<typeof signInRecordSchema>;

export const signInHistorySchema = dataResponseSchema(z.array(signInRecordSchema));

/** The console's look at refused attempts: the last N days (1 to 180, the records' six months). */
export const signInFailuresQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(180).default(7),
});

export const signInFailuresSchema = dataResponseSchema(
  z.object({
    days: z.number().int(),
    by_account: z.array(
      z.object({
        /** Null: attempts on e-mails no account has. */
        user_id: z.string().nullable(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        failures: z.number().int(),
        last_at: z.string(),
      }),
    ),
    by_address: z.array(
      z.object({
        ip_address: z.string(),
        failures: z.number().int(),
        accounts: z.number().int(),
        last_at: z.string(),
      }),
    ),
  }),
);
export type SignInFailures = z.infer<typeof signInFailuresSchema>['data'];
