import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { failureMessage } from '#client/lib/failure-message.ts';
import { messagesOf } from '#client/lib/form-errors.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { type RecoverPasswordPayload, recoverPasswordPayloadSchema } from '#shared/schemas/auth.ts';
import { sendResetLink } from './api/send-reset-link.ts';
import { AuthShell } from './auth-shell.tsx';

export function meta() {
  return [
    { title: `${pt.account.ui.recoverTitle} | ${pt.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * SPEC §8 by what went wrong (docs/architecture/frontend.md): the link that could not be sent when no answer
 * came, the server's trouble said without its details, its own words for a refusal (a limit).
 */
function recoveryFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 500) return pt.auth.recovery.unavailable;
  return failureMessage(error, {
    network: pt.auth.account.resetLinkFailure,
    noMessage: pt.auth.recovery.failure,
  });
}

export default function RecoverPasswordPage() {
  const form = useForm<RecoverPasswordPayload>({
    resolver: zodResolver(recoverPasswordPayloadSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const failure = errors.root?.server?.message;
  const sent = isSubmitSuccessful && !failure;

  const submit = form.handleSubmit(async (payload) => {
    try {
      await sendResetLink(payload);
    } catch (error) {
      form.setError('root.server', { message: recoveryFailure(error) });
    }
  });

  return (
    <AuthShell title={pt.account.ui.recoverTitle} lead={sent ? undefined : pt.account.ui.recoverLead}>
      {sent ? (
        <div className="grid gap-6">
          <Alert tone="success">
            <p className="font-semibold">{pt.auth.recovery.sent}</p>
            <p className="mt-1">{pt.account.ui.recoverSentLead}</p>
          </Alert>
          <Link to={paths.login} className={`${buttonStyles.solid} w-full`}>
            {pt.account.ui.backToLogin}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-5">
          {failure && <Alert tone="error">{failure}</Alert>}
          <FormField
            label={pt.account.ui.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={pt.account.ui.emailPlaceholder}
            errors={messagesOf(errors.email)}
            {...form.register('email')}
          />
          <button type="submit" className={`${buttonStyles.solid} w-full`} disabled={isSubmitting}>
            {isSubmitting ? pt.account.ui.sending : pt.account.ui.recoverSubmit}
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
