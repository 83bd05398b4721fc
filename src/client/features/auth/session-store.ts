/** What the device keeps of the session (SPEC §3, client-stored items): token, refresh token, user. */

import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import type { SessionTokens, SessionUser as SignedInUser } from '#shared/schemas/auth.ts';

/**
 * What the device keeps of the signed-in user; `email_verified_at` as the sign-in answered it, absent
 * from copies stored by older versions.
 */
export type SessionUser = Pick<SignedInUser, 'id' | 'name' | 'email' | 'role' | 'coins'> &
  Partial<Pick<SignedInUser, 'email_verified_at'>>;

export function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    (typeof user.id === 'string' || typeof user.id === 'number') &&
    typeof user.name === 'string'
  );
}

export function readStoredUser(): SessionUser | null {
  const token = storage.get(STORAGE_KEYS.token);
  const raw = storage.get(STORAGE_KEYS.user);
  if (!token || !raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isSessionUser(user) ? { ...user, id: String(user.id) } : null;
  } catch {
    return null;
  }
}

export function storeSession(tokens: SessionTokens, user: SessionUser) {
  storage.set(STORAGE_KEYS.token, tokens.token);
  storage.set(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  storage.set(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeUser(user: SessionUser) {
  storage.set(STORAGE_KEYS.user, JSON.stringify(user));
}

/**
 * Signing out forgets the session only: the traveller's unsent changes, downloaded voyages and the
 * service worker's copies of their answers are filed under their id, out of any other traveller's
 * reach, and wait for them to sign in again (docs/architecture/pwa.md).
 */
export function clearSession() {
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.refreshToken);
  storage.remove(STORAGE_KEYS.user);
}

export function storedRefreshToken(): string | null {
  return storage.get(STORAGE_KEYS.refreshToken);
}

/** The last page visited, where sign-in (or a guest-only page, signed in) brings the traveller back. */
export function rememberPath(path: string) {
  storage.set(STORAGE_KEYS.currentPath, path);
}

/** Pages never returned to: signing in, registering, recovering, and the providers' returns. */
const passingPaths = new Set<string>([
  paths.login,
  paths.register,
  paths.adminLogin,
  paths.recoverPassword,
  paths.resetPassword,
  paths.googleCallback,
  paths.facebookCallback,
]);

/**
 * SPEC §2.2: any page a signed-in traveller opens, public pages included, is the last visited one
 * (a guest's visits are not: signing in from /login leads home, SPEC §4.1).
 */
export function rememberVisit(path: string) {
  const pathname = path.split('?')[0] ?? '';
  if (storage.get(STORAGE_KEYS.token) && !passingPaths.has(pathname)) rememberPath(path);
}

export function rememberedPath(): string | null {
  return storage.get(STORAGE_KEYS.currentPath);
}
