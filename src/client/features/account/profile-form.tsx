import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass } from '#client/components/ui/form-field.tsx';
import { fieldErrorsOf } from '#client/features/auth/field-errors.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { type UserInfoChanges, userInfoChangesSchema } from '#shared/schemas/account.ts';
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
  const form = useForm<z.input<typeof userInfoChangesSchema>, unknown, UserInfoChanges>({
    resolver: zodResolver(userInfoChangesSchema),
    // Follows the account as it loads and after each save.
    values: { name, journey_goal: journeyGoal },
  });
  const nameError = form.formState.errors.name?.message;
  const update = useUpdateUserInfo(userId);

  const submit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ name: changes.name ?? name, journey_goal: changes.journey_goal ?? '' });
      notifySuccess(texts.saved);
    } catch (error) {
      const serverNameError = fieldErrorsOf(error).name?.[0];
      if (serverNameError) form.setError('name', { message: serverNameError });
      notifyError(
        `${pt.user.updateFailurePrefix}${error instanceof ApiError ? error.message : pt.generic.unknown}`,
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField
        label={pt.account.ui.fullName}
        autoComplete="name"
        errors={nameError ? [nameError] : undefined}
        {...form.register('name')}
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
          {...form.register('journey_goal')}
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
