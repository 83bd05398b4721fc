import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessage } from '#client/lib/failure-message.ts';
import { pt } from '#shared/messages/pt.ts';
import { readSignedIn } from './api/auth-answers.ts';
import { completeGoogleSignIn } from './api/google-sign-in.ts';
import { useAuth } from './auth-provider.tsx';
import { postSignInPath } from './post-sign-in-path.ts';
import { ProviderCallbackView } from './provider-callback-view.tsx';

export function meta() {
  return [{ title: `Google | ${pt.brand.name}` }, { name: 'robots', content: 'noindex' }];
}

const texts = pt.auth.google;

/** SPEC §2.2: reads `code`, completes the sign-in, or shows 'Erro na Autenticação'. */
export default function GoogleCallbackPage() {
  const [searchParams] = useSearchParams();
  const { signIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = searchParams.get('code');
    if (searchParams.get('error')) {
      setError(texts.errorCallback);
      return;
    }
    if (!code) {
      setError(texts.missingCode);
      return;
    }
    const state = searchParams.get('state');
    // Google always returns the state it was given: a return without one did not start here.
    if (!state) {
      setError(texts.fallbackAuth);
      return;
    }
    completeGoogleSignIn(code, state)
      .then((answer) => {
        const session = readSignedIn(answer);
        if (!session) {
          setError(texts.invalidData);
          return;
        }
        signIn(session, session.user);
        window.location.replace(postSignInPath());
      })
      .catch((caught: unknown) => {
        setError(failureMessage(caught, { network: texts.processingThe, noMessage: texts.fallbackLoginThe }));
      });
  }, [searchParams, signIn]);

  return <ProviderCallbackView processingTitle={pt.account.ui.googleProcessing} error={error} />;
}
