/**
 * "Chaves de acesso" on the profile (docs/architecture/auth.md, Passkeys): the traveller's passkeys,
 * each named, with its creation and last use; "Criar chave de acesso" and "Remover" ask for a fresh
 * proof when the server wants one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import KeyRound from 'lucide-react/icons/key-round';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { proofMethodsQueryKey } from '#client/features/auth/api/passkey-ceremonies.ts';
import { fieldErrorsOf } from '#client/features/auth/field-errors.ts';
import { isProofRequired, useFreshProof } from '#client/features/auth/fresh-proof.tsx';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import {
  type PasskeyNameForm,
  type PasskeySummary,
  passkeyNameFormSchema,
} from '#shared/schemas/passkeys.ts';
import {
  makePasskey,
  passkeyCreationOptions,
  passkeysQueryKey,
  removePasskey,
  savePasskey,
  usePasskeys,
} from './api/passkeys.ts';

const texts = pt.passkeys;
const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });

/** What the browser's ceremony ended with, in the traveller's words. */
function ceremonyFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return texts.cancelled;
  }
  if (error instanceof Error && error.name === 'InvalidStateError') return texts.alreadyRegistered;
  return serverMessageOf(error) ?? texts.createFailed;
}

function CreatePasskeyForm() {
  const withFreshProof = useFreshProof();
  const queryClient = useQueryClient();
  const form = useForm<PasskeyNameForm>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: texts.defaultName },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const options = await withFreshProof(passkeyCreationOptions);
      const credential = await makePasskey(options);
      // A proof that ran out during the ceremony is asked for again; the same answer is then sent.
      await withFreshProof(() => savePasskey(name, credential));
      form.reset({ name: texts.defaultName });
      notifySuccess(texts.created);
    } catch (error) {
      const message = fieldErrorsOf(error).name?.[0];
      if (message) form.setError('name', { message });
      if (!isProofRequired(error)) notifyError(ceremonyFailure(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
      await queryClient.invalidateQueries({ queryKey: proofMethodsQueryKey });
    }
  });

  const nameError = errors.name?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <FormField
        label={texts.nameLabel}
        hint={texts.nameHint}
        maxLength={64}
        autoComplete="off"
        errors={nameError ? [nameError] : undefined}
        {...form.register('name')}
      />
      <button
        type="submit"
        className={`${buttonStyles.solid} w-full sm:mt-7 sm:w-fit`}
        disabled={isSubmitting}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {isSubmitting ? texts.creating : texts.create}
      </button>
    </form>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeySummary }) {
  const withFreshProof = useFreshProof();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    try {
      await withFreshProof(() => removePasskey(passkey.id));
      notifySuccess(texts.removed);
    } catch (error) {
      if (!isProofRequired(error)) notifyError(serverMessageOf(error) ?? texts.removeFailed);
    } finally {
      setRemoving(false);
      await queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
      await queryClient.invalidateQueries({ queryKey: proofMethodsQueryKey });
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="grid gap-1">
        <p className="flex items-center gap-2 font-semibold text-stone-900">
          <KeyRound aria-hidden="true" className="size-4 text-rio-800" />
          {passkey.name}
        </p>
        <p className="text-sm text-stone-700">
          {texts.createdAt} {day.format(new Date(passkey.created_at))} ·{' '}
          {passkey.last_used_at
            ? `${texts.lastUsedAt}: ${dayAndTime.format(new Date(passkey.last_used_at))}`
            : texts.neverUsed}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={removing}
            aria-label={texts.removeLabel(passkey.name)}
          >
            {texts.remove}
          </button>
        }
        title={texts.removeTitle}
        description={texts.removeDescription(passkey.name)}
        cancelLabel={texts.removeCancel}
        confirmLabel={texts.removeConfirm}
        onConfirm={() => void remove()}
      />
    </li>
  );
}

export function PasskeysSection({ cardClass }: { cardClass: string }) {
  const passkeys = usePasskeys();
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), []);

  return (
    <section className={cardClass} aria-labelledby="chaves-de-acesso">
      <h2 id="chaves-de-acesso" className="mb-3 font-display text-2xl text-rio-900">
        {texts.title}
      </h2>
      <p className="mb-5 text-stone-700">{texts.lead}</p>
      {passkeys.isPending ? (
        <div
          className="h-16 animate-pulse rounded-xl bg-stone-100"
          role="status"
          aria-label={pt.generic.loading}
        />
      ) : passkeys.isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{texts.loadFailed}</span>
            <button type="button" className={buttonStyles.ghost} onClick={() => passkeys.refetch()}>
              {pt.generic.tryAgain}
            </button>
          </div>
        </Alert>
      ) : passkeys.data.length === 0 ? (
        <p className="text-stone-700">{texts.empty}</p>
      ) : (
        <ul aria-label={texts.listLabel} className="divide-y divide-stone-200 border-y border-stone-200">
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <div className="mt-6">
        {supported ? <CreatePasskeyForm /> : <Alert tone="info">{texts.unsupported}</Alert>}
      </div>
    </section>
  );
}
