import { paths } from '#shared/paths.ts';
import { rememberedPath } from './session-store.ts';

const guestOnlyPaths = new Set<string>([paths.login, paths.register, paths.adminLogin, '']);

/** SPEC §2.1/§2.2: back to where the traveller came from, unless that is a sign-in page; else /home. */
export function postSignInPath(from?: unknown): string {
  const candidate = typeof from === 'string' ? from : (rememberedPath() ?? '');
  const pathname = candidate.split('?')[0] ?? '';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || guestOnlyPaths.has(pathname)) {
    return paths.travellerHome;
  }
  return candidate;
}
