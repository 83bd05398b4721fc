import type { SessionTokens } from '#shared/schemas/auth.ts';
import { isSessionUser, type SessionUser } from '../session-store.ts';

/** SPEC §3's sign-in answer, its user reduced to what the device keeps. */
export type SignedIn = SessionTokens & { user: SessionUser };

/** SPEC §3's sign-in answer: token, refresh_token and user; anything less is not a session. */
export function readSignedIn(body: unknown): SignedIn | null {
  const answer = body as Partial<Record<'token' | 'refresh_token' | 'user', unknown>> | null;
  if (
    !answer ||
    typeof answer.token !== 'string' ||
    typeof answer.refresh_token !== 'string' ||
    !isSessionUser(answer.user)
  ) {
    return null;
  }
  return {
    token: answer.token,
    refresh_token: answer.refresh_token,
    user: { ...answer.user, id: String(answer.user.id) },
  };
}
