import { useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { failureMessage } from '#client/lib/failure-message.ts';
import { notifyError } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { readSignedIn } from './api/auth-answers.ts';
import { startGoogleSignIn } from './api/google-sign-in.ts';
import { useAuth } from './auth-provider.tsx';

const texts = pt.auth.google;

/** SPEC §4.1: a Google answer with a redirect address sends the browser there. */
export function GoogleSignInButton() {
  const { signIn } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signInWithGoogle() {
    setBusy(true);
    let answer: { auth_type?: unknown; data?: { url?: unknown } } | null;
    try {
      answer = (await startGoogleSignIn()) as typeof answer;
    } catch (error) {
      notifyError(failureMessage(error, { network: texts.network, noMessage: texts.fallbackLogin }));
      setBusy(false);
      return;
    }
    if (answer?.auth_type === 'redirect' && typeof answer.data?.url === 'string') {
      window.location.assign(answer.data.url);
      return;
    }
    const session = answer?.auth_type === 'direct' ? readSignedIn(answer.data) : null;
    if (!session) {
      // SPEC §8: an answer that is neither a redirect nor a session says so, not a fallback.
      notifyError(texts.invalidFormat);
      setBusy(false);
      return;
    }
    signIn(session, session.user);
  }

  return (
    <button
      type="button"
      className={`${buttonStyles.outline} w-full`}
      onClick={signInWithGoogle}
      disabled={busy}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.4 9.1 5.4 12 5.4z"
        />
      </svg>
      {pt.account.ui.continueWithGoogle}
    </button>
  );
}
