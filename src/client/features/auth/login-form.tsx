import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { failureMessage } from '#client/lib/failure-message.ts';
import { pt } from '#shared/messages/pt.ts';
import { type LoginPayload, loginPayloadSchema } from '#shared/schemas/auth.ts';
import { readSignedIn } from './api/auth-answers.ts';
import { login } from './api/login.ts';
import { useAuth } from './auth-provider.tsx';
import { type FieldErrors, fieldErrorsOf } from './field-errors.ts';

interface LoginFailure {
  message: string;
  fields: FieldErrors;
  /** SPEC §5: server field errors also read 'Email: …' and 'Senha: …'. */
  summary: string[];
}

function failureOf(error: unknown): LoginFailure {
  const { login: texts } = pt.auth;
  if (error instanceof ApiError && error.status === 401) {
    return {
      message: texts.invalidCredentials,
      fields: { Login: [texts.invalidCredentialsField], Password: [texts.wrongPasswordField] },
      summary: [],
    };
  }
  if (error instanceof ApiError && error.status === 422) {
    const fields = fieldErrorsOf(error);
    const summary = [
      ...(fields.Login ?? []).map((message) => `${texts.emailFieldPrefix}${message}`),
      ...(fields.Password ?? []).map((message) => `${texts.passwordFieldPrefix}${message}`),
    ];
    return { message: texts.validation, fields, summary };
  }
  // SPEC §8's fallbacks: no answer at all says try again; an answer without a message points at
  // the credentials (docs/architecture/frontend.md).
  const message = failureMessage(error, { network: texts.fallback, noMessage: texts.fallbackCredentials });
  return { message, fields: {}, summary: [] };
}

/**
 * The e-mail and password form of /login and /admin/login. On success the session is stored and
 * the guest-only layout takes the traveller on (SPEC §4.1). The admin form says one message for
 * every failure (SPEC §2.2), still marking the fields.
 */
export function LoginForm({ variant = 'traveller' }: { variant?: 'traveller' | 'admin' }) {
  const { signIn, setStatus } = useAuth();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const form = useForm<LoginPayload>({
    resolver: zodResolver(loginPayloadSchema),
    defaultValues: { Login: '', Password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const session = readSignedIn(await login(payload));
      if (!session) {
        setStatus('ERROR');
        setFailure({ message: pt.auth.login.invalidAuthData, fields: {}, summary: [] });
        return;
      }
      signIn(session, session.user);
    } catch (error) {
      setStatus('ERROR');
      const found = failureOf(error);
      setFailure(variant === 'admin' ? { ...found, message: pt.auth.login.adminFailure } : found);
    }
  });

  const fieldErrors = (field: keyof LoginPayload) =>
    [errors[field]?.message, ...(failure?.fields[field] ?? [])].filter((message): message is string =>
      Boolean(message),
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure && (
        <Alert tone="error">
          <p className="font-semibold">{failure.message}</p>
          {failure.summary.length > 0 && (
            <ul className="mt-1 list-inside list-disc">
              {failure.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <FormField
        label={pt.account.ui.email}
        type="email"
        // "webauthn": the browser may suggest this site's passkeys here (passkey-sign-in.tsx).
        autoComplete="username webauthn"
        inputMode="email"
        placeholder={pt.account.ui.emailPlaceholder}
        errors={fieldErrors('Login')}
        {...form.register('Login')}
      />
      <FormField
        label={pt.account.ui.password}
        autoComplete="current-password"
        errors={fieldErrors('Password')}
        render={(props) => <PasswordInput {...props} {...form.register('Password')} />}
      />
      <button type="submit" className={`${buttonStyles.solid} w-full`} disabled={isSubmitting}>
        {isSubmitting ? pt.account.ui.signingIn : pt.account.ui.signIn}
      </button>
    </form>
  );
}
