import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { useProofMethods } from '#client/features/auth/api/passkey-ceremonies.ts';
import { fieldErrorsOf } from '#client/features/auth/field-errors.ts';
import { useFreshProof } from '#client/features/auth/fresh-proof.tsx';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { type ChangePasswordPayload, changePasswordPayloadSchema } from '#shared/schemas/account.ts';
import { changePassword } from './api/change-password.ts';
import { userSessionsQueryKey } from './api/sessions.ts';

type Field = keyof ChangePasswordPayload;
const fields: readonly Field[] = ['current_password', 'password', 'password_confirmation'];
const empty: ChangePasswordPayload = { current_password: '', password: '', password_confirmation: '' };

/** An account without a password (passkeys, Google, Facebook) sets its first one here. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const withFreshProof = useFreshProof();
  const hasPassword = useProofMethods().data?.has_password ?? true;
  const form = useForm<ChangePasswordPayload>({
    resolver: zodResolver(changePasswordPayloadSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    try {
      await withFreshProof(() =>
        changePassword(hasPassword ? payload : { ...payload, current_password: undefined }),
      );
      form.reset(empty);
      notifySuccess(pt.account.profile.passwordChanged);
      // Every other sign-in has ended (docs/architecture/auth.md, Sessions).
      await queryClient.invalidateQueries({ queryKey: userSessionsQueryKey });
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      for (const field of fields) {
        const message = serverErrors[field]?.[0];
        if (message) form.setError(field, { message });
      }
      notifyError(serverMessageOf(error) ?? pt.auth.reset.failure);
    }
  });

  const passwordField = (field: Field, label: string, autoComplete: string) => {
    const message = errors[field]?.message;
    return (
      <FormField
        label={label}
        autoComplete={autoComplete}
        errors={message ? [message] : undefined}
        render={(props) => <PasswordInput {...props} {...form.register(field)} />}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {hasPassword && passwordField('current_password', pt.account.ui.currentPassword, 'current-password')}
      {passwordField('password', pt.account.ui.newPassword, 'new-password')}
      {passwordField('password_confirmation', pt.account.ui.confirmPassword, 'new-password')}
      <button type="submit" className={`${buttonStyles.outline} w-full sm:w-fit`} disabled={isSubmitting}>
        {isSubmitting ? pt.account.ui.saving : pt.account.profile.changePassword}
      </button>
    </form>
  );
}
