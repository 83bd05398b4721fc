import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { failureMessage } from '#client/lib/failure-message.ts';
import { notifySuccess } from '#client/lib/notify.ts';
import { forgetInvitation, pendingInvitationToken } from '#client/lib/pending-invitation.ts';
import { storage } from '#client/lib/storage.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { privacyVersion, termsVersion } from '#shared/legal/documents.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { type RegistrationForm, registrationFormSchema } from '#shared/schemas/auth.ts';
import { register } from './api/register.ts';
import { AuthShell } from './auth-shell.tsx';
import { type FieldErrors, fieldErrorsOf, fieldErrorsOfBody } from './field-errors.ts';
import { PasswordStrengthBar } from './password-strength-bar.tsx';
import { RegistrationSuccess } from './registration-success.tsx';

export function meta() {
  return [
    { title: `${pt.account.ui.createAccount} | ${pt.brand.name}` },
    { name: 'robots', content: 'noindex' },
  ];
}

const texts = pt.auth.registration;

/** SPEC §5: the server's field errors, with its English 'taken' message said in Portuguese. */
function serverFieldErrors(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.length === 0
        ? [texts.validationFallback]
        : messages.map((message) => (message === texts.emailTakenServer ? texts.emailTaken : message)),
    ]),
  );
}

function registrationFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return texts.unknown;
  if (error.status === 422) {
    return fieldErrorsOf(error).email?.includes(texts.emailTakenServer)
      ? texts.emailTakenValidation
      : texts.checkData;
  }
  return failureMessage(error, { network: texts.tryAgain, noMessage: texts.failure });
}

const documentLink = 'font-semibold text-rio-800 underline underline-offset-4 hover:text-terra-700';

/** What creating the account accepts, with the versions shown (links open the static pages). */
function DocumentsAcceptance() {
  const acceptance = texts.acceptance;
  return (
    <p
      className="text-sm leading-relaxed text-stone-700"
      data-terms-version={termsVersion}
      data-privacy-version={privacyVersion}
    >
      {acceptance.before}{' '}
      <a href={paths.terms} target="_blank" rel="noopener" className={documentLink}>
        {acceptance.terms}
      </a>{' '}
      {acceptance.version(termsVersion)} {acceptance.between}{' '}
      <a href={paths.privacy} target="_blank" rel="noopener" className={documentLink}>
        {acceptance.privacy}
      </a>{' '}
      {acceptance.version(privacyVersion)}.
    </p>
  );
}

export default function RegisterPage() {
  const [succeeded, setSucceeded] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  // The success screen survives a reload (SPEC §4.2).
  useEffect(() => {
    if (storage.get(STORAGE_KEYS.registrationSuccess) === 'true') setSucceeded(true);
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await register({
        ...values,
        metadata: { journey_goal: '' },
        invitation_token: pendingInvitationToken(),
        // The versions this form shows; the account records them (docs/architecture/legal.md).
        terms_version: termsVersion,
        privacy_version: privacyVersion,
      });
      if (!result.success) {
        setFailure({
          message: result.message || texts.checkData,
          fields: serverFieldErrors(fieldErrorsOfBody(result)),
        });
        return;
      }
      storage.set(STORAGE_KEYS.registrationSuccess, 'true');
      forgetInvitation();
      notifySuccess(texts.success);
      setSucceeded(true);
    } catch (error) {
      setFailure({ message: registrationFailure(error), fields: serverFieldErrors(fieldErrorsOf(error)) });
    }
  });

  const fieldErrors = (field: keyof RegistrationForm) =>
    [errors[field]?.message, ...(failure?.fields[field] ?? [])].filter((message): message is string =>
      Boolean(message),
    );
  const firstClientError = Object.values(errors)[0]?.message;

  return (
    <AuthShell
      title={succeeded ? pt.account.ui.registerSuccessTitle : pt.account.ui.registerTitle}
      lead={succeeded ? undefined : pt.account.ui.registerLead}
    >
      {succeeded ? (
        <RegistrationSuccess />
      ) : (
        <>
          <form onSubmit={submit} noValidate className="relative grid gap-5">
            {(failure || firstClientError) && (
              <Alert tone="error">{failure?.message ?? firstClientError}</Alert>
            )}
            <FormField
              label={pt.account.ui.fullName}
              autoComplete="name"
              errors={fieldErrors('name')}
              {...form.register('name')}
            />
            <FormField
              label={pt.account.ui.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={pt.account.ui.emailPlaceholder}
              errors={fieldErrors('email')}
              {...form.register('email')}
            />
            <FormField
              label={pt.account.ui.password}
              autoComplete="new-password"
              errors={fieldErrors('password')}
              hint={<PasswordStrengthBar password={password} />}
              render={(props) => <PasswordInput {...props} {...form.register('password')} />}
            />
            <FormField
              label={pt.account.ui.confirmPassword}
              autoComplete="new-password"
              errors={fieldErrors('password_confirmation')}
              render={(props) => <PasswordInput {...props} {...form.register('password_confirmation')} />}
            />
            <DocumentsAcceptance />
            <button type="submit" className={`${buttonStyles.solid} w-full`} disabled={isSubmitting}>
              {pt.account.ui.registerSubmit}
            </button>
          </form>
          {isSubmitting && (
            <div
              className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-rio-950/80 text-white"
              role="status"
              aria-live="assertive"
            >
              <span
                className="size-12 animate-spin rounded-full border-4 border-rio-300 border-t-white"
                aria-hidden="true"
              />
              <p className="text-lg font-semibold">{texts.processing}</p>
            </div>
          )}
          <p className="mt-8 text-center text-stone-700">
            {pt.account.ui.haveAccount}{' '}
            <Link to={paths.login} className="font-semibold text-rio-800 underline underline-offset-4">
              {pt.account.ui.signIn}
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
