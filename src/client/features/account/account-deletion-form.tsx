import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { fieldErrorsOf } from '#client/features/auth/field-errors.ts';
import { useFreshProof } from '#client/features/auth/fresh-proof.tsx';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { type AccountDeletionPayload, accountDeletionPayloadSchema } from '#shared/schemas/personal-data.ts';
import { deleteAccount } from './api/personal-data.ts';

const texts = pt.personalData.deletion;

/** The password confirms it; an account without one confirms its identity in the fresh-proof dialog. */
export function AccountDeletionForm({ hasPassword }: { hasPassword: boolean }) {
  const withFreshProof = useFreshProof();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const form = useForm<AccountDeletionPayload>({
    resolver: zodResolver(accountDeletionPayloadSchema),
    defaultValues: hasPassword ? { password: '' } : {},
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    if (hasPassword && !payload.password) {
      form.setError('password', { message: pt.personalData.passwordRequired });
      return;
    }
    try {
      await withFreshProof(() => deleteAccount(payload));
    } catch (error) {
      const message = fieldErrorsOf(error).password?.[0];
      if (message) form.setError('password', { message });
      notifyError(serverMessageOf(error) ?? texts.failed);
      return;
    }
    notifySuccess(pt.personalData.accountDeleted);
    signOut();
    navigate(paths.login, { replace: true });
  });

  const passwordError = errors.password?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {hasPassword ? (
        <FormField
          label={texts.password}
          autoComplete="current-password"
          errors={passwordError ? [passwordError] : undefined}
          render={(props) => <PasswordInput {...props} {...form.register('password')} />}
        />
      ) : (
        <p className="text-stone-700">{texts.providerLead}</p>
      )}
      <button type="submit" className={`${buttonStyles.danger} w-full sm:w-fit`} disabled={isSubmitting}>
        {isSubmitting ? texts.deleting : texts.confirm}
      </button>
    </form>
  );
}
