import { type FormEvent, useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { PasswordInput } from '#client/components/ui/password-input.tsx';
import { fieldErrorsOf } from '#client/features/auth/field-errors.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { changePassword } from './api/change-password.ts';

type Field = 'current_password' | 'password' | 'password_confirmation';
const empty: Record<Field, string> = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string[]>>>({});
  const [saving, setSaving] = useState(false);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string[]>> = {};
    if (!values.current_password) found.current_password = [pt.auth.registration.allFieldsRequired];
    if (!values.password) found.password = [pt.auth.reset.passwordRequired];
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = [pt.auth.reset.passwordTooShort];
    if (values.password !== values.password_confirmation) {
      found.password_confirmation = [pt.auth.reset.passwordsMismatch];
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changePassword(values);
      setValues(empty);
      notifySuccess(pt.account.profile.passwordChanged);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notifyError(error instanceof ApiError && error.status !== 0 ? error.message : pt.auth.reset.failure);
    } finally {
      setSaving(false);
    }
  }

  const passwordField = (field: Field, label: string, autoComplete: string) => (
    <FormField
      label={label}
      autoComplete={autoComplete}
      errors={errors[field]}
      render={(props) => <PasswordInput {...props} value={values[field]} onChange={change(field)} />}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {passwordField('current_password', pt.account.ui.currentPassword, 'current-password')}
      {passwordField('password', pt.account.ui.newPassword, 'new-password')}
      {passwordField('password_confirmation', pt.account.ui.confirmPassword, 'new-password')}
      <button type="submit" className={`${buttonStyles.outline} w-full sm:w-fit`} disabled={saving}>
        {saving ? pt.account.ui.saving : pt.account.profile.changePassword}
      </button>
    </form>
  );
}
