import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
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
    completeGoogleSignIn(code, searchParams.get('state'))
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
        setError(
          caught instanceof ApiError && caught.status !== 0
            ? caught.message || texts.processing
            : texts.processingThe,
        );
      });
  }, [searchParams, signIn]);

  return <ProviderCallbackView processingTitle={pt.account.ui.googleProcessing} error={error} />;
}
