/**
 * '/admin/viajantes/{id}': one traveller for the staff (docs/architecture/admin.md) — their voyages, the
 * movements of their passagens, giving or taking back passagens with a reason, their role, and
 * refunds of their purchases (decision 100).
 */

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { useFreshProof } from '#client/features/auth/fresh-proof.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { describeEntry } from '#client/features/coins/coin-history-list.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import type { PageProps } from '#client/lib/page-props.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { sessions as sessionTexts } from '#shared/messages/pt-sessions.ts';
import { type appRoutePatterns, paths } from '#shared/paths.ts';
import { ADMIN_ROLE, TRAVELLER_ROLE } from '#shared/roles.ts';
import {
  type AdminTravellerDetail,
  type PassagensAdjustment,
  passagensAdjustmentSchema,
} from '#shared/schemas/admin.ts';
import { TravellerOrders } from './admin-traveller-orders.tsx';
import { adjustPassagens } from './api/adjust-passagens.ts';
import { endTravellerSessions } from './api/admin-sign-in-failures.ts';
import { adminQueriesKey, useAdminTraveller } from './api/admin-travellers.ts';
import { changeRole } from './api/change-role.ts';

const texts = adminUi.traveller;
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function meta() {
  return [{ title: adminUi.meta.title }];
}

export default function AdminTravellerPage({ params }: PageProps<typeof appRoutePatterns.adminTraveller>) {
  return (
    <StaffOnly>
      <TravellerView id={params.id} />
    </StaffOnly>
  );
}

function TravellerView({ id }: { id: string }) {
  const traveller = useAdminTraveller(id);
  const back = (
    <Link to={paths.admin} className="font-semibold text-rio-800 underline underline-offset-4">
      ← {texts.back}
    </Link>
  );
  if (traveller.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{pt.generic.loading}</span>
        <div className="h-10 w-64 animate-pulse rounded-xl bg-stone-200" />
        <div className="h-48 animate-pulse rounded-2xl bg-stone-200" />
      </div>
    );
  }
  if (traveller.isError) {
    const notFound = traveller.error instanceof ApiError && traveller.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5 text-stone-800">
          {notFound ? texts.notFound : adminUi.travellers.loadFailure}
        </p>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-8">
      {back}
      <Profile traveller={traveller.data} />
      {traveller.data.deleted ? (
        // The server refuses these changes too (docs/architecture/account.md).
        <p role="note" className="rounded-2xl border border-terra-200 bg-terra-50 p-5 text-stone-800">
          {sessionTexts.console.deletedAccount}
        </p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          <Adjustment traveller={traveller.data} />
          <Role traveller={traveller.data} />
        </div>
      )}
      <Sessions traveller={traveller.data} />
      <TravellerOrders travellerId={traveller.data.id} />
      <Voyages traveller={traveller.data} />
      <History traveller={traveller.data} />
    </div>
  );
}

function Profile({ traveller }: { traveller: AdminTravellerDetail }) {
  return (
    <header>
      <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{traveller.name}</h1>
      <p className="mt-1 text-stone-700">{traveller.email}</p>
      <p className="mt-1 text-stone-700">{texts.since(date.format(new Date(traveller.created_at)))}</p>
      <p
        className="mt-3 inline-block rounded-full bg-rio-50 px-4 py-1 font-semibold text-rio-900"
        data-testid="admin-balance"
      >
        {texts.balance(formatPassagens(traveller.coins))}
      </p>
    </header>
  );
}

const fieldMessages = (message: string | undefined) => (message ? [message] : undefined);

function Adjustment({ traveller }: { traveller: AdminTravellerDetail }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof passagensAdjustmentSchema>, unknown, PassagensAdjustment>({
    resolver: zodResolver(passagensAdjustmentSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const amount = form.watch('amount');

  const submit = form.handleSubmit(async (adjustment) => {
    try {
      const balance = await adjustPassagens(traveller.id, adjustment);
      notifySuccess(texts.adjusted(balance));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
    } catch (error) {
      // Nothing typed is lost: the form keeps the values.
      const message = error instanceof ApiError ? error.message : pt.generic.unknown;
      if (error instanceof ApiError && error.status === 409) form.setError('amount', { message });
      else notifyError(message);
    }
  });

  return (
    <section aria-labelledby="ajuste" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5">
      <h2 id="ajuste" className="font-display text-xl text-rio-900">
        {texts.adjustTitle}
      </h2>
      <form className="mt-4 grid gap-4" noValidate onSubmit={submit}>
        <FormField
          label={texts.amount}
          hint={texts.amountHelp}
          type="number"
          inputMode="numeric"
          step={1}
          errors={fieldMessages(errors.amount?.message)}
          {...form.register('amount', {
            // An empty box is no amount (the schema's own message), not zero.
            setValueAs: (value: string) => (value.trim() === '' ? undefined : Number(value)),
          })}
        />
        <FormField
          label={texts.reason}
          maxLength={200}
          errors={fieldMessages(errors.reason?.message)}
          {...form.register('reason')}
        />
        <button type="submit" className={buttonStyles.solid} disabled={isSubmitting}>
          {isSubmitting ? texts.adjusting : Number(amount) < 0 ? texts.takeBack : texts.grant}
        </button>
      </form>
    </section>
  );
}

function Role({ traveller }: { traveller: AdminTravellerDetail }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const withFreshProof = useFreshProof();
  const [saving, setSaving] = useState(false);
  const isAdmin = traveller.role === ADMIN_ROLE;
  // The server refuses it anyway: an admin's own page offers no way out of the team.
  const isSelf = isAdmin && user?.id === traveller.id;

  async function confirm() {
    setSaving(true);
    try {
      // A role change asks for a fresh proof of the admin's identity (docs/architecture/auth.md).
      await withFreshProof(() => changeRole(traveller.id, isAdmin ? TRAVELLER_ROLE : ADMIN_ROLE));
      notifySuccess(texts.roleChanged);
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="papel" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5">
      <h2 id="papel" className="font-display text-xl text-rio-900">
        {texts.roleTitle}
      </h2>
      <p className="mt-2 text-stone-700">
        {isAdmin ? adminUi.travellers.roleAdmin : adminUi.travellers.roleTraveller}
      </p>
      {isSelf ? (
        <p className="mt-4 text-sm text-stone-700">{texts.ownRoleNote}</p>
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className={`${buttonStyles.outline} mt-4`} disabled={saving}>
              {isAdmin ? texts.removeAdmin : texts.makeAdmin}
            </button>
          }
          title={isAdmin ? texts.confirmRemoveAdmin(traveller.name) : texts.confirmMakeAdmin(traveller.name)}
          description={texts.roleTitle}
          descriptionHidden
          cancelLabel={texts.cancel}
          confirmLabel={texts.confirm}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}

function Sessions({ traveller }: { traveller: AdminTravellerDetail }) {
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState(false);
  const texts = sessionTexts.console;

  async function confirm() {
    setEnding(true);
    try {
      const answer = await endTravellerSessions(traveller.id);
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : texts.endAllFailure);
    } finally {
      setEnding(false);
    }
  }

  return (
    <section aria-labelledby="sessoes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5">
      <h2 id="sessoes" className="font-display text-xl text-rio-900">
        {texts.endAll}
      </h2>
      <p className="mt-2 text-stone-700" data-testid="admin-active-sessions">
        {texts.activeSessions(traveller.active_sessions)}
      </p>
      <p className="mt-1 text-sm text-stone-700">{texts.endAllLead}</p>
      {traveller.active_sessions > 0 && (
        <ConfirmDialog
          trigger={
            <button type="button" className={`${buttonStyles.outline} mt-4`} disabled={ending}>
              {texts.endAll}
            </button>
          }
          title={texts.endAllConfirm}
          description={texts.endAllLead}
          cancelLabel={adminUi.traveller.cancel}
          confirmLabel={texts.endAll}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}

function Voyages({ traveller }: { traveller: AdminTravellerDetail }) {
  return (
    <section aria-labelledby="viagens-do-viajante">
      <h2 id="viagens-do-viajante" className="font-display text-xl text-rio-900">
        {texts.voyagesTitle}
      </h2>
      {traveller.voyages.length === 0 ? (
        <p className="mt-3 text-stone-700">{texts.noVoyages}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {traveller.voyages.map((voyage) => (
            <li
              key={voyage.voyage_id}
              className="flex justify-between gap-3 rounded-xl bg-white p-3 shadow-sm"
            >
              <span className="font-semibold text-rio-900">{voyage.title}</span>
              <span className="text-stone-700">
                {voyage.is_completed ? texts.voyageCompleted : texts.voyageProgress(voyage.progress)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function History({ traveller }: { traveller: AdminTravellerDetail }) {
  return (
    <section aria-labelledby="historico-do-viajante">
      <h2 id="historico-do-viajante" className="font-display text-xl text-rio-900">
        {texts.historyTitle}
      </h2>
      {traveller.history.length === 0 ? (
        <p className="mt-3 text-stone-700">{texts.noHistory}</p>
      ) : (
        <ol className="mt-3 grid gap-2" data-testid="admin-history">
          {traveller.history.map((entry) => (
            <li
              key={entry.id}
              className="flex justify-between gap-3 rounded-xl bg-white p-3 text-sm shadow-sm"
            >
              <span>
                <span className="block font-semibold text-rio-900">{describeEntry(entry)}</span>
                <time dateTime={entry.created_at} className="text-stone-700">
                  {dateTime.format(new Date(entry.created_at))}
                </time>
              </span>
              <span
                className={`font-semibold tabular-nums ${entry.amount > 0 ? 'text-green-800' : 'text-red-800'}`}
              >
                {entry.amount > 0 ? '+' : '−'}
                {Math.abs(entry.amount)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
