import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { recoverPassword } from './api/recover-password.ts';
import { AuthShell } from './auth-shell.tsx';

export function meta() {
  return [
    { title: `${pt.account.ui.recoverTitle} | ${pt.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function RecoverPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!email.trim()) {
      setFieldError(pt.auth.recovery.emailRequired);
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      await recoverPassword(email.trim());
      setSent(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429
          ? error.message
          : error instanceof ApiError && error.status >= 500
            ? pt.auth.recovery.unavailable
            : pt.auth.recovery.failure,
      );
    } finally {
      setSending(false);
    }
  }

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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            errors={fieldError ? [fieldError] : undefined}
          />
          <button type="submit" className={`${buttonStyles.solid} w-full`} disabled={sending}>
            {sending ? pt.account.ui.sending : pt.account.ui.recoverSubmit}
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
