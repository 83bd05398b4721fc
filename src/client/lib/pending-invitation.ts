/**
 * An invitation opened on this device (docs/architecture/invitations.md): kept until it expires, so a friend who
 * looks around before signing up still signs up through it.
 */
import { STORAGE_KEYS } from '#shared/constants.ts';
import { storage } from './storage.ts';

interface PendingInvitation {
  token: string;
  expiresAt: string;
}

export function rememberInvitation(token: string, expiresAt: string) {
  storage.set(
    STORAGE_KEYS.pendingInvitation,
    JSON.stringify({ token, expiresAt } satisfies PendingInvitation),
  );
}

/** The token to send with a registration, if one is pending and unexpired. */
export function pendingInvitationToken(now = new Date()): string | undefined {
  try {
    const pending = JSON.parse(
      storage.get(STORAGE_KEYS.pendingInvitation) ?? 'null',
    ) as PendingInvitation | null;
    if (!pending || typeof pending.token !== 'string' || !(Date.parse(pending.expiresAt) > now.getTime())) {
      return undefined;
    }
    return pending.token;
  } catch {
    return undefined;
  }
}

export function forgetInvitation() {
  storage.remove(STORAGE_KEYS.pendingInvitation);
}
