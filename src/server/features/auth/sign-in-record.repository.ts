import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import type { SignedIn } from '#shared/schemas/auth.ts';
import type { AuthContext } from './auth-context.ts';
import type { SignInMethod } from './sign-in-record.table.ts';
import { recordSignInDevice } from './user-session.service.ts';

const MAX_USER_AGENT = 512;

/** Refused: wrong credentials, a provider that says no (401, 403, or its 422 "no e-mail"). */
function refusedSignIn(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return error.statusCode === 401 || error.statusCode === 403 || error.code === 'PROVIDER_AUTH_FAILED';
}

/**
 * Every sign-in, whatever its method, goes through here (docs/architecture/auth.md): it runs the
 * attempt and records it — who (when known), how, the outcome, the address and the browser — and,
 * on success, the sign-in's device (and the new-device e-mail). A refused sign-in is a failure; a
 * provider or server fault is not an attempt's result.
 */
export async function recordedSignIn<T extends SignedIn>(
  ctx: Pick<AuthContext, 'db' | 'now' | 'tokens' | 'mailer' | 'publicUrl' | 'refreshTokenTtlDays'>,
  request: FastifyRequest,
  method: SignInMethod,
  attempt: () => Promise<T>,
  /** Whose account a refused attempt targeted, when that is known. */
  targetOf: () => Promise<number | undefined> = async () => undefined,
): Promise<T> {
  const { db, now } = ctx;
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
    if (refusedSignIn(error)) await record((await targetOf()) ?? null, 'failure');
    throw error;
  }
  await recordSignInDevice(ctx, request, signedIn.token);
  await record(Number(signedIn.user.id), 'success');
  return signedIn;
}

export interface SignInRecordView {
  method: string;
  outcome: 'success' | 'failure';
  ip_address: string;
  user_agent: string | null;
  created_at: string;
}

/** The account's newest attempts (the traveller's "Histórico de acessos"). */
export async function listSignInRecordsOfUser(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<SignInRecordView[]> {
  const rows = await db
    .selectFrom('sign_in_records')
    .select(['method', 'outcome', 'ip_address', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

export interface FailuresByAccount {
  user_id: number | null;
  failures: number;
  last_at: string;
}

export interface FailuresByAddress {
  ip_address: string;
  failures: number;
  accounts: number;
  last_at: string;
}

/** Refused attempts since a moment, per targeted account (null: an e-mail with no account) and per address. */
export async function countSignInFailuresSince(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<{ byAccount: FailuresByAccount[]; byAddress: FailuresByAddress[] }> {
  const failures = db
    .selectFrom('sign_in_records')
    .where('outcome', '=', 'failure')
    .where('created_at', '>=', since);
  const [byAccount, byAddress] = await Promise.all([
    failures
      .select(({ fn }) => [
        'user_id',
        fn.countAll<number | string>().as('failures'),
        fn.max('created_at').as('last_at'),
      ])
      .groupBy('user_id')
      .orderBy('failures', 'desc')
      .orderBy('last_at', 'desc')
      .limit(limit)
      .execute(),
    failures
      .select(({ fn }) => [
        'ip_address',
        fn.countAll<number | string>().as('failures'),
        fn.count<number | string>('user_id').distinct().as('accounts'),
        fn.max('created_at').as('last_at'),
      ])
      .groupBy('ip_address')
      .orderBy('failures', 'desc')
      .orderBy('last_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return {
    byAccount: byAccount.map((row) => ({
      user_id: row.user_id,
      failures: Number(row.failures),
      last_at: new Date(row.last_at).toISOString(),
    })),
    byAddress: byAddress.map((row) => ({
      ip_address: row.ip_address,
      failures: Number(row.failures),
      accounts: Number(row.accounts),
      last_at: new Date(row.last_at).toISOString(),
    })),
  };
}

/** The retention rule: records older than six months go (docs/architecture/account.md). */
export async function deleteSignInRecordsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('sign_in_records')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
