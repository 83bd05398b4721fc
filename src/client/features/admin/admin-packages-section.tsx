/** The console's coin packages (docs/architecture/admin.md): create, edit, retire from and return to the store. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { messagesOf } from '#client/lib/form-errors.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { centsAsText, centsFromText, formatCents } from '#shared/format/money.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import {
  type AdminPackage,
  type AdminPackagePayload,
  adminPackagePayloadSchema,
} from '#shared/schemas/admin.ts';
import { savePackage, useAdminPackages } from './api/admin-packages.ts';
import { adminQueriesKey } from './api/admin-travellers.ts';

const texts = adminUi.packages;

function payloadOf(pkg: AdminPackage, isActive: boolean): AdminPackagePayload {
  return {
    name: pkg.name,
    amount: pkg.amount,
    price: pkg.price,
    discount: pkg.discount,
    is_active: isActive,
  };
}

export function AdminPackagesSection() {
  const packages = useAdminPackages();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);

  async function toggle(pkg: AdminPackage) {
    try {
      await savePackage(pkg.id, payloadOf(pkg, !pkg.is_active));
      notifySuccess(texts.saved);
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    }
  }

  return (
    <section aria-labelledby="pacotes">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pacotes" className="font-display text-2xl text-rio-900">
            {texts.title}
          </h2>
          <p className="mt-1 max-w-2xl text-stone-700">{texts.lead}</p>
        </div>
        <button type="button" className={buttonStyles.solid} onClick={() => setEditing('new')}>
          {texts.create}
        </button>
      </div>
      {editing && (
        <PackageForm
          key={editing === 'new' ? 'new' : editing.id}
          pkg={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <div className="mt-4">
        {packages.isPending ? (
          <div role="status" className="h-24 animate-pulse rounded-2xl bg-stone-200">
            <span className="sr-only">{pt.generic.loading}</span>
          </div>
        ) : packages.isError ? (
          <p role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5">
            {adminUi.travellers.loadFailure}
          </p>
        ) : packages.data.length === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-stone-700">{texts.empty}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {packages.data.map((pkg) => (
              <li key={pkg.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-rio-900/5">
                <p className="flex items-start justify-between gap-2">
                  <span className="font-semibold text-rio-900">{pkg.name}</span>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${pkg.is_active ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                  >
                    {pkg.is_active ? texts.active : texts.retired}
                  </span>
                </p>
                <p className="mt-1 text-sm text-stone-700">
                  {pkg.amount} · {formatCents(pkg.price_with_discount)}
                  {pkg.discount > 0 ? ` (−${pkg.discount}%)` : ''}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonStyles.outline}
                    aria-label={texts.edit(pkg.name)}
                    onClick={() => setEditing(pkg)}
                  >
                    {texts.editAction}
                  </button>
                  <button type="button" className={buttonStyles.outline} onClick={() => toggle(pkg)}>
                    {pkg.is_active ? texts.retire : texts.restore}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The fields as typed; the schema turns them into the shared payload and checks that. */
const packageFormSchema = z
  .object({
    name: z.string(),
    amount: z.string(),
    price: z.string(),
    discount: z.string(),
    is_active: z.boolean(),
  })
  .transform(
    (typed): z.input<typeof adminPackagePayloadSchema> => ({
      name: typed.name,
      // Number('') is 0: an empty field is no number at all.
      amount: typed.amount.trim() === '' ? Number.NaN : Number(typed.amount),
      price: centsFromText(typed.price),
      discount: typed.discount.trim() === '' ? 0 : Number(typed.discount),
      is_active: typed.is_active,
    }),
  )
  .pipe(adminPackagePayloadSchema);

function PackageForm({ pkg, onDone }: { pkg: AdminPackage | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof packageFormSchema>, unknown, AdminPackagePayload>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: {
      name: pkg?.name ?? '',
      amount: pkg ? String(pkg.amount) : '',
      price: pkg ? centsAsText(pkg.price) : '',
      discount: pkg ? String(pkg.discount) : '0',
      is_active: pkg?.is_active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const priceCents = centsFromText(form.watch('price'));
  const discount = Number(form.watch('discount')) || 0;

  const submit = form.handleSubmit(async (payload) => {
    try {
      await savePackage(pkg?.id ?? null, payload);
      notifySuccess(texts.saved);
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
      onDone();
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    }
  });

  return (
    <form
      aria-label={pkg ? texts.edit(pkg.name) : texts.newTitle}
      className="mt-4 grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5 sm:grid-cols-2"
      noValidate
      onSubmit={submit}
    >
      <FormField
        label={texts.name}
        maxLength={60}
        errors={messagesOf(errors.name)}
        {...form.register('name')}
      />
      <FormField
        label={texts.amount}
        type="number"
        inputMode="numeric"
        errors={messagesOf(errors.amount)}
        {...form.register('amount')}
      />
      <FormField
        label={texts.price}
        inputMode="decimal"
        errors={messagesOf(errors.price)}
        {...form.register('price')}
      />
      <FormField
        label={texts.discount}
        type="number"
        inputMode="numeric"
        errors={messagesOf(errors.discount)}
        hint={
          Number.isFinite(priceCents)
            ? texts.finalPrice(formatCents(Math.round((priceCents * (100 - discount)) / 100)))
            : undefined
        }
        {...form.register('discount')}
      />
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.solid} disabled={isSubmitting}>
          {isSubmitting ? texts.saving : texts.save}
        </button>
        <button type="button" className={buttonStyles.outline} onClick={onDone}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
