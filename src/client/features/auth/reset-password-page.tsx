import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { PASSWORD_MIN_LENGTH, RESET_REDIRECT_MS } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { resetPassword } from './api/reset-password.ts';
import { AuthShell } from './auth-shell.tsx';
import { fieldErrorsOf } from './field-errors.ts';

export function meta() {
  return [
    { title: `${pt.account.ui.resetTitle} | ${pt.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

type Field = 'email' | 'password' | 'password_confirmation';
const texts = pt.auth.reset;

/** SPEC §5's rules for the reset form, in SPEC's words. */
function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.email.trim()) errors.email = pt.auth.recovery.emailRequired;
  if (!values.password) errors.password = texts.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = texts.passwordTooShort;
  if (values.password && values.password_confirmation !== values.password) {
    errors.password_confirmation = texts.passwordsMismatch;
  }
  return errors;
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    email: searchParams.get('email') ?? '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!token) {
      setFailure(texts.tokenMissing);
      return;
    }
    const found = validate(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, [message]])));
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    try {
      await resetPassword({ ...values, email: values.email.trim(), token });
      setDone(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(
        error instanceof ApiError && error.status !== 0 && error.message
          ? error.message
          : Object.keys(fields).length > 0
            ? texts.failureCheck
            : texts.failure,
      );
    } finally {
      setLoading(false);
    }
  }

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
            value={values.email}
            onChange={change('email')}
            errors={errors.email}
          />
          <FormField
            label={pt.account.ui.newPassword}
            autoComplete="new-password"
            errors={errors.password}
            render={(props) => (
              <PasswordInput {...props} value={values.password} onChange={change('password')} />
            )}
          />
          <FormField
            label={pt.account.ui.confirmPassword}
            autoComplete="new-password"
            errors={errors.password_confirmation}
            render={(props) => (
              <PasswordInput
                {...props}
                value={values.password_confirmation}
                onChange={change('password_confirmation')}
              />
            )}
          />
          <button type="submit" className={`${buttonStyles.solid} w-full`} disabled={loading || !token}>
            {loading ? pt.account.ui.saving : pt.account.ui.resetSubmit}
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
