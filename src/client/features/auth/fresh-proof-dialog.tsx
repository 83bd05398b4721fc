/**
 * The fresh proof's dialog (docs/architecture/auth.md, Fresh proof): the password or a passkey,
 * whichever the account has. Loaded when the server first asks for a proof, so a signed-in
 * screen's start-up never evaluates the dialog, the passkey ceremony or the message catalogue.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import {
  confirmWithPasskey,
  confirmWithPassword,
  proofMethodsQueryKey,
  useProofMethods,
} from './api/passkey-ceremonies.ts';
import { useAuth } from './auth-provider.tsx';
import { fieldErrorsOf } from './field-errors.ts';

const texts = pt.freshProof;

/** A browser that refused or lost the passkey request (cancelled, timed out). */
const isCeremonyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** Open while mounted: closing it (Escape, the overlay, 'Cancelar') cancels the proof. */
export default function FreshProofDialog({
  onProved,
  onCancel,
}: {
  onProved: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-xl text-rio-900">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-800">{texts.lead}</Dialog.Description>
          <ProofChoices onProved={onProved} onCancel={onCancel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProofChoices({ onProved, onCancel }: { onProved: () => void; onCancel: () => void }) {
  const methods = useProofMethods();
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(how: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    setPasswordError(null);
    try {
      await how();
      await queryClient.invalidateQueries({ queryKey: proofMethodsQueryKey });
      notifySuccess(texts.confirmed);
      onProved();
    } catch (error) {
      const fieldMessage = fieldErrorsOf(error).password?.[0];
      if (fieldMessage) setPasswordError(fieldMessage);
      else if (isCeremonyCancelled(error)) setFailure(pt.passkeys.cancelled);
      else setFailure(serverMessageOf(error) ?? texts.failed);
    } finally {
      setBusy(false);
    }
  }

  const submitPassword = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(texts.passwordRequired);
      return;
    }
    void confirm(() => confirmWithPassword(password));
  };

  if (methods.isPending) {
    return (
      <div
        className="mt-5 h-24 animate-pulse rounded-xl bg-stone-100"
        role="status"
        aria-label={pt.generic.loading}
      />
    );
  }
  const hasPassword = methods.data?.has_password ?? true;
  const hasPasskeys = methods.data?.has_passkeys ?? false;
  return (
    <div className="mt-5 grid gap-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      {hasPassword && (
        <form onSubmit={submitPassword} noValidate className="grid gap-3">
          <FormField
            label={texts.passwordLabel}
            autoComplete="current-password"
            errors={passwordError ? [passwordError] : undefined}
            render={(props) => (
              <PasswordInput
                {...props}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          />
          <button type="submit" className={buttonStyles.solid} disabled={busy}>
            {busy ? texts.confirming : texts.confirmWithPassword}
          </button>
        </form>
      )}
      {hasPasskeys && (
        <button
          type="button"
          className={hasPassword ? buttonStyles.outline : buttonStyles.solid}
          disabled={busy}
          onClick={() => void confirm(confirmWithPasskey)}
        >
          {texts.confirmWithPasskey}
        </button>
      )}
      {!hasPassword && !hasPasskeys && (
        <>
          <p className="text-stone-800">{texts.noProof}</p>
          <button
            type="button"
            className={buttonStyles.solid}
            onClick={() => {
              onCancel();
              signOut();
              navigate(paths.login, { replace: true });
            }}
          >
            {texts.signInAgain}
          </button>
        </>
      )}
      <Dialog.Close className={buttonStyles.ghost} disabled={busy}>
        {texts.cancel}
      </Dialog.Close>
    </div>
  );
}
