/**
 * "Entrar com chave de acesso" on /login, and the e-mail field's passkey suggestions where the
 * browser offers them (conditional UI: the field's autocomplete says "webauthn").
 */
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import KeyRound from 'lucide-react/icons/key-round';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { failureMessage } from '#client/lib/failure-message.ts';
import { pt } from '#shared/messages/pt.ts';
import { readSignedIn } from './api/auth-answers.ts';
import { cancelPasskeyRequest, signInWithPasskey } from './api/passkey-ceremonies.ts';
import { useAuth } from './auth-provider.tsx';

const texts = pt.passkeys;

const isCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

export function PasskeySignIn() {
  const { signIn } = useAuth();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useRef(true);

  async function run(autofill: boolean, signal?: AbortSignal) {
    if (!autofill) setBusy(true);
    setFailure(null);
    try {
      const session = readSignedIn(await signInWithPasskey({ autofill, ...(signal ? { signal } : {}) }));
      if (!session) throw new Error('invalid sign-in answer');
      signIn(session, session.user);
    } catch (error) {
      if (!mounted.current) return;
      // The suggestions are a quiet extra: they end whenever the button starts a request, and a
      // site the browser refuses passkeys for (reached by an address) just offers none.
      if (autofill) return;
      setFailure(
        isCancelled(error)
          ? texts.cancelled
          : failureMessage(error, { network: pt.auth.login.fallback, noMessage: texts.signInFailed }),
      );
    } finally {
      if (mounted.current && !autofill) setBusy(false);
    }
  }

  // The suggestions' request starts once per visit, with the latest `run`.
  const runLatest = useRef(run);
  runLatest.current = run;
  useEffect(() => {
    mounted.current = true;
    const visit = new AbortController();
    setSupported(browserSupportsWebAuthn());
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill && !visit.signal.aborted) void runLatest.current(true, visit.signal);
    });
    return () => {
      mounted.current = false;
      visit.abort();
      cancelPasskeyRequest();
    };
  }, []);

  if (!supported) return null;
  return (
    <div className="mt-6 grid gap-4">
      <p className="flex items-center gap-3 text-sm text-stone-700 before:h-px before:flex-1 before:bg-stone-300 after:h-px after:flex-1 after:bg-stone-300">
        {texts.or}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <button
        type="button"
        className={`${buttonStyles.outline} w-full`}
        disabled={busy}
        onClick={() => void run(false)}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {busy ? texts.signingIn : texts.signIn}
      </button>
    </div>
  );
}
