import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import type { SignedIn } from '#shared/schemas/auth.ts';
import type { AuthContext } from './auth-context.ts';
import type { SignInMethod } from './sign-in-record.table.ts';

const MAX_USER_AGENT = 512;

/**
 * Runs a sign-in and records its attempt: who (when known), how, the outcome, the address and the
 * browser. A refused sign-in (401, 403) is a failure; a provider or server fault is not an attempt's result.
 */
export async function recordedSignIn<T extends SignedIn>(
  { db, now }: Pick<AuthContext, 'db' | 'now'>,
  request: FastifyRequest,
  method: SignInMethod,
  attempt: () => Promise<T>,
  /** Whose account a refused attempt targeted, when that is known. */
  targetOf: () => Promise<number | undefined> = async () => undefined,
): Promise<T> {
  const record = (userId: number | null, outcome: 'success' | 'failure') =>
    db
      .insertInto('sign_in_records')
      .values({
        user_id: userId,
        method,
        outcome,
        ip_address: request.ip,
        user_agent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null,
        created_at: now().toISOString(),
      })
      .execute();
  let signedIn: T;
  try {
    signedIn = await attempt();
  } catch (error) {
    const refused = error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403);
    if (refused) await record((await targetOf()) ?? null, 'failure');
    throw error;
  }
  await record(Number(signedIn.user.id), 'success');
  return signedIn;
}

/** The retention rule: records older than six months go (docs/architecture/account.md). */
export async function deleteSignInRecordsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('sign_in_records')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
