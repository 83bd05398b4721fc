import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { fieldErrorsOf } from '#client/features/auth/field-errors.ts';
import { useFreshProof } from '#client/features/auth/fresh-proof.tsx';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { type EmailChangePayload, emailChangePayloadSchema } from '#shared/schemas/personal-data.ts';
import { requestEmailChange } from './api/personal-data.ts';

const texts = pt.personalData.correction;
const fields: readonly (keyof EmailChangePayload)[] = ['email', 'password'];
const empty: EmailChangePayload = { email: '', password: '' };

/**
 * Asks for the new address and the password (an account without one confirms its identity in the
 * fresh-proof dialog); the link sent to the new address completes it.
 */
export function EmailChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const withFreshProof = useFreshProof();
  const form = useForm<EmailChangePayload>({
    resolver: zodResolver(emailChangePayloadSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    try {
      if (hasPassword && !payload.password) {
        form.setError('password', { message: pt.personalData.passwordRequired });
        return;
      }
      await withFreshProof(() => requestEmailChange(hasPassword ? payload : { email: payload.email }));
      notifySuccess(texts.sent);
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      for (const field of fields) {
        const message = serverErrors[field]?.[0];
        if (message) form.setError(field, { message });
      }
      notifyError(serverMessageOf(error) ?? texts.failed);
      throw error;
    }
  });

  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  return (
    <form onSubmit={(event) => submit(event).catch(() => undefined)} noValidate className="grid gap-5">
      <FormField
        label={texts.newEmail}
        type="email"
        autoComplete="email"
        errors={emailError ? [emailError] : undefined}
        {...form.register('email')}
      />
      {hasPassword && (
        <FormField
          label={pt.account.ui.currentPassword}
          autoComplete="current-password"
          errors={passwordError ? [passwordError] : undefined}
          render={(props) => <PasswordInput {...props} {...form.register('password')} />}
        />
      )}
      {isSubmitSuccessful && (
        <p role="status" className="font-semibold text-rio-800">
          {texts.sent}
        </p>
      )}
      <button type="submit" className={`${buttonStyles.outline} w-full sm:w-fit`} disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
