import { type FormEvent, useEffect, useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass } from '#client/components/ui/form-field.tsx';
import { fieldErrorsOf } from '#client/features/auth/field-errors.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { useUpdateUserInfo } from './api/update-user-info.ts';

const texts = pt.account.profile;

/** Name and journey goal: what a traveller may change about themselves (never coins or role). */
export function ProfileForm({
  userId,
  name,
  journeyGoal,
}: {
  userId: string | 'me';
  name: string;
  journeyGoal: string;
}) {
  const [values, setValues] = useState({ name, journey_goal: journeyGoal });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const update = useUpdateUserInfo(userId);

  useEffect(() => setValues({ name, journey_goal: journeyGoal }), [name, journeyGoal]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: [texts.nameRequired] });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ name: values.name.trim(), journey_goal: values.journey_goal.trim() });
      notifySuccess(texts.saved);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notifyError(
        `${pt.user.updateFailurePrefix}${error instanceof ApiError ? error.message : pt.generic.unknown}`,
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField
        label={pt.account.ui.fullName}
        autoComplete="name"
        value={values.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        errors={errors.name}
      />
      <div className="grid gap-1.5">
        <label htmlFor="objetivo-da-jornada" className="text-sm font-semibold text-rio-950">
          {texts.journeyGoal}
        </label>
        <textarea
          id="objetivo-da-jornada"
          rows={3}
          maxLength={500}
          className={inputClass}
          aria-describedby="objetivo-da-jornada-dica"
          value={values.journey_goal}
          onChange={(event) => setValues((current) => ({ ...current, journey_goal: event.target.value }))}
        />
        <p id="objetivo-da-jornada-dica" className="text-sm text-stone-700">
          {texts.journeyGoalHint}
        </p>
      </div>
      <button type="submit" className={`${buttonStyles.solid} w-full sm:w-fit`} disabled={update.isPending}>
        {update.isPending ? pt.account.ui.saving : texts.save}
      </button>
    </form>
  );
}
