import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import { failureMessage } from '#client/lib/failure-message.ts';
import { pt } from '#shared/messages/pt.ts';
import { readSignedIn } from './api/auth-answers.ts';
import { facebookSignIn } from './api/facebook-sign-in.ts';
import { useAuth } from './auth-provider.tsx';
import { readFacebookReturn } from './facebook-dialog.ts';
import { postSignInPath } from './post-sign-in-path.ts';
import { ProviderCallbackView } from './provider-callback-view.tsx';

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
    // Facebook's dialog said it failed (its `error`, never with a token); else a return that did not
    // start here, or came without a token.
    if (answer.error && answer.error !== 'state') {
      setError(texts.errorCallback);
      return;
    }
    if (!answer.accessToken) {
      setError(texts.fallbackAuth);
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
        // Every failure is an API error (lib/api-client.ts): without the server's words, a server
        // in trouble (5xx) and a refusal each have their SPEC text.
        const serverFailed = caught instanceof ApiError && caught.status >= 500;
        setError(
          failureMessage(caught, {
            network: texts.network,
            noMessage: serverFailed ? texts.fallbackLoginThe : texts.fallbackLogin,
          }),
        );
      });
  }, [signIn]);

  return <ProviderCallbackView processingTitle={pt.account.ui.facebookProcessing} error={error} />;
}
