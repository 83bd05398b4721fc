import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { failureMessage } from '#client/lib/failure-message.ts';
import { messagesOf } from '#client/lib/form-errors.ts';
import { RESET_REDIRECT_MS } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { type ResetPasswordPayload, resetPasswordPayloadSchema } from '#shared/schemas/auth.ts';
import { resetPassword } from './api/reset-password.ts';
import { AuthShell } from './auth-shell.tsx';
import { fieldErrorsOf } from './field-errors.ts';

export function meta() {
  return [
    { title: `${pt.account.ui.resetTitle} | ${pt.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

const texts = pt.auth.reset;
const formFields = ['email', 'password', 'password_confirmation'] as const;

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<ResetPasswordPayload>({
    resolver: zodResolver(resetPasswordPayloadSchema),
    // The token comes from the link (SPEC §2.2); it has no field of its own.
    defaultValues: { email: searchParams.get('email') ?? '', password: '', password_confirmation: '', token },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const failure = errors.root?.server?.message;
  const done = isSubmitSuccessful && !failure;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.handleSubmit(async (payload) => {
    try {
      await resetPassword(payload);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      for (const field of formFields) {
        const message = fields[field]?.[0];
        if (message) form.setError(field, { message });
      }
      // SPEC §8 (docs/architecture/frontend.md): the server's words, else "try again" when no answer came and
      // "check the data" when the answer had no message.
      form.setError('root.server', {
        message: failureMessage(error, { network: texts.failure, noMessage: texts.failureCheck }),
      });
    }
  });

  return (
    <AuthShell title={pt.account.ui.resetTitle} lead={pt.account.ui.resetLead}>
      {done ? (
        <Alert tone="success">{pt.account.ui.resetSuccess}</Alert>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-5">
          {!token && <Alert tone="error">{texts.tokenMissing}</Alert>}
          {failure && token && <Alert tone="error">{failure}</Alert>}
          <FormField
            label={pt.account.ui.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            errors={messagesOf(errors.email)}
            {...form.register('email')}
          />
          <FormField
            label={pt.account.ui.newPassword}
            autoComplete="new-password"
            errors={messagesOf(errors.password)}
            render={(props) => <PasswordInput {...props} {...form.register('password')} />}
          />
          <FormField
            label={pt.account.ui.confirmPassword}
            autoComplete="new-password"
            errors={messagesOf(errors.password_confirmation)}
            render={(props) => <PasswordInput {...props} {...form.register('password_confirmation')} />}
          />
          <button type="submit" className={`${buttonStyles.solid} w-full`} disabled={isSubmitting || !token}>
            {isSubmitting ? pt.account.ui.saving : pt.account.ui.resetSubmit}
          </button>
          <Link
            to={paths.login}
            className="text-center font-semibold text-rio-800 underline underline-offset-4"
          >
            {pt.account.ui.backToLogin}
          </Link>
        </form>
      )}
    </AuthShell>
  );
}
