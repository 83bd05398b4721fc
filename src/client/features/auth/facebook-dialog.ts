/**
 * Facebook sign-in without Facebook's script: the browser goes to the login dialog, which comes
 * back to /auth/facebook with an access token in the fragment; the server checks it with the
 * Graph API. The state guards against a forged return.
 */
import { paths } from '#shared/paths.ts';

export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';
const STATE_KEY = 'facebook_sign_in_state';

export function facebookDialogUrl(appId: string): string {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(FACEBOOK_DIALOG_URL);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', `${window.location.origin}${paths.facebookCallback}`);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'email,public_profile');
  url.searchParams.set('state', state);
  return url.toString();
}

export interface FacebookReturn {
  accessToken: string | null;
  error: string | null;
}

/** Reads the dialog's answer from the fragment (or the query, for errors) and checks its state. */
export function readFacebookReturn(location: Location): FacebookReturn {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const expectedState = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  const error = fragment.get('error') ?? query.get('error');
  if (error) return { accessToken: null, error };
  const state = fragment.get('state') ?? query.get('state');
  if (!expectedState || state !== expectedState) return { accessToken: null, error: 'state' };
  return { accessToken: fragment.get('access_token'), error: null };
}
