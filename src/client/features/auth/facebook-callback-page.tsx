import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { readSignedIn } from './api/auth-answers.ts';
import { facebookSignIn } from './api/facebook-sign-in.ts';
import { useAuth } from './auth-provider.tsx';
import { AuthShell } from './auth-shell.tsx';
import { readFacebookReturn } from './facebook-dialog.ts';
import { postSignInPath } from './post-sign-in-path.ts';

export function meta() {
  return [{ title: `Facebook | ${pt.brand.name}` }, { name: 'robots', content: 'noindex' }];
}

const texts = pt.auth.facebook;

/** Where Facebook's login dialog comes back: checks the token with the server and signs in. */
export default function FacebookCallbackPage() {
  const { signIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const answer = readFacebookReturn(window.location);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (answer.error || !answer.accessToken) {
      setError(answer.error === 'state' || !answer.accessToken ? texts.fallbackAuth : texts.errorCallback);
      return;
    }
    facebookSignIn(answer.accessToken)
      .then((body) => {
        const data = (body as { success?: unknown; data?: unknown } | null)?.data;
        const session = readSignedIn(data);
        if (!session) {
          setError(texts.invalidFormat);
          return;
        }
        signIn(session, session.user);
        window.location.replace(postSignInPath());
      })
      .catch((caught: unknown) => {
        setError(
          caught instanceof ApiError
            ? caught.status === 0
              ? texts.network
              : caught.message || texts.failure
            : texts.fallbackLoginThe,
        );
      });
  }, [signIn]);

  if (!error) {
    return (
      <AuthShell title={pt.account.ui.facebookProcessing}>
        <span
          role="status"
          aria-label={pt.generic.loading}
          className="block size-10 animate-spin rounded-full border-4 border-rio-200 border-t-rio-700"
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={pt.auth.google.callbackTitle}>
      <div className="grid gap-6">
        <p role="alert" className="text-red-900">
          {error}
        </p>
        <Link to={paths.login} className={`${buttonStyles.solid} w-full`}>
          {pt.auth.google.backToLogin}
        </Link>
      </div>
    </AuthShell>
  );
}
