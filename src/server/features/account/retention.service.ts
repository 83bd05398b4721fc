/**
 * The retention rules of personal data (docs/architecture/account.md, README "Operating"), as one
 * job every instance runs: each rule is a delete or update of what is past its time, so two
 * instances running it together still do each piece once (the second finds nothing left).
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { deleteSignInRecordsBefore } from '#server/features/auth/sign-in-record.repository.ts';
import { findNeverVerifiedBefore } from '#server/features/auth/user.repository.ts';
import { detachVoyageEventsBefore } from '#server/features/voyages/voyage-event.repository.ts';
import { eraseAccount } from './account-deletion.service.ts';

const DAY_MS = 86_400_000;

/** Marco Civil art. 15: access records for six months, not longer. */
export const SIGN_IN_RECORD_RETENTION_MONTHS = 6;
/** An address nobody confirmed in 30 days belongs to nobody who wants the account. */
export const NEVER_VERIFIED_ACCOUNT_DAYS = 30;
/** Voyage events keep their traveller 13 months: a year compared with the one before (decision 153). */
export const ANALYTICS_ATTRIBUTION_MONTHS = 13;

const ACCOUNTS_PER_BATCH = 100;

function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export interface RetentionResult {
  signInRecordsDeleted: number;
  neverVerifiedAccountsDeleted: number;
  voyageEventsDetached: number;
}

export async function applyRetentionRules(db: Kysely<Database>, now: Date): Promise<RetentionResult> {
  const signInRecordsDeleted = await deleteSignInRecordsBefore(
    db,
    monthsBefore(now, SIGN_IN_RECORD_RETENTION_MONTHS).toISOString(),
  );
  const voyageEventsDetached = await detachVoyageEventsBefore(
    db,
    monthsBefore(now, ANALYTICS_ATTRIBUTION_MONTHS).toISOString(),
  );
  let neverVerifiedAccountsDeleted = 0;
  const createdBefore = new Date(now.getTime() - NEVER_VERIFIED_ACCOUNT_DAYS * DAY_MS).toISOString();
  for (;;) {
    const accounts = await findNeverVerifiedBefore(db, createdBefore, ACCOUNTS_PER_BATCH);
    for (const account of accounts) {
      const erased = await db.transaction().execute((trx) => eraseAccount(trx, account, now));
      if (erased) neverVerifiedAccountsDeleted += 1;
    }
    if (accounts.length < ACCOUNTS_PER_BATCH) break;
  }
  return { signInRecordsDeleted, neverVerifiedAccountsDeleted, voyageEventsDetached };
}
