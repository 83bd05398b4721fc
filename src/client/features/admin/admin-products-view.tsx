/**
 * '/admin/produtos' (docs/decisions/066): the catalogue for the staff — search, create, edit (with an
 * image upload), stock, highlight and discount, delete with confirmation. Admins only.
 */
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass, TextAreaField } from '#client/components/ui/form-field.tsx';
import Pagination from '#client/components/ui/pagination.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#shared/constants.ts';
import { formatMoney } from '#shared/format/money.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { type AdminProductPayload, adminProductPayloadSchema } from '#shared/schemas/admin.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { deleteProduct, saveProduct, uploadImage, useAdminProducts } from './api/admin-products.ts';
import { adminQueriesKey } from './api/admin-travellers.ts';
import { UploadField } from './upload-field.tsx';

const texts = adminUi.products;

/** The list's address keeps the search and the page, as the travellers' list does. */
const URL_PARAMS = { search: 'busca', page: 'pagina' } as const;

export default function AdminProductsPage() {
  return <Products />;
}

/** The console's product list, pages and all (exported for its test; the page guards the role). */
export function Products() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get(URL_PARAMS.search) ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get(URL_PARAMS.page) ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const products = useAdminProducts(search, page);
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLUListElement>(null);

  async function remove(product: Product) {
    try {
      await deleteProduct(product.id);
      notifySuccess(texts.removed);
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
          <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>
        </div>
        <button type="button" className={buttonStyles.solid} onClick={() => setEditing('new')}>
          {texts.create}
        </button>
      </header>
      {editing && (
        <ProductForm
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <search>
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            // A new search starts on its first page.
            setSearchParams(draft.trim() ? { [URL_PARAMS.search]: draft.trim() } : {});
          }}
        >
          <label htmlFor="busca-produtos" className="sr-only">
            {texts.search}
          </label>
          <input
            id="busca-produtos"
            type="search"
            value={draft}
            placeholder={texts.search}
            onChange={(event) => setDraft(event.target.value)}
            className={`${inputClass} max-w-md flex-1`}
          />
          <button type="submit" className={buttonStyles.solid}>
            {adminUi.travellers.searchButton}
          </button>
        </form>
      </search>
      {products.isPending ? (
        <div role="status" className="h-40 animate-pulse rounded-2xl bg-stone-200">
          <span className="sr-only">{pt.generic.loading}</span>
        </div>
      ) : products.isError ? (
        <div role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5">
          <p>{adminUi.travellers.loadFailure}</p>
          <button type="button" className={`${buttonStyles.solid} mt-3`} onClick={() => products.refetch()}>
            {adminUi.travellers.retry}
          </button>
        </div>
      ) : products.data.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-stone-700">{texts.empty}</p>
      ) : (
        <>
          <ul ref={listRef} tabIndex={-1} className="grid gap-3 sm:grid-cols-2" aria-label={texts.title}>
            {products.data.data.map((product) => (
              <li
                key={product.id}
                className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-rio-900/5"
              >
                <img
                  src={product.imageUrl}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 shrink-0 rounded-xl object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-rio-900">{product.name}</p>
                  <p className="text-sm text-stone-700">
                    {formatMoney(product.price)}
                    {product.discount ? ` · −${product.discount}%` : ''}
                    {product.inStock ? '' : ` · ${texts.outOfStock}`}
                    {product.isHighlighted ? ` · ${texts.highlight}` : ''}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={`${buttonStyles.outline} min-h-10 px-3 py-1 text-sm`}
                      aria-label={texts.edit(product.name)}
                      onClick={() => setEditing(product)}
                    >
                      {texts.editAction}
                    </button>
                    <AlertDialog.Root>
                      <AlertDialog.Trigger
                        className={`${buttonStyles.outline} min-h-10 px-3 py-1 text-sm`}
                        aria-label={texts.remove(product.name)}
                      >
                        {texts.removeAction}
                      </AlertDialog.Trigger>
                      <AlertDialog.Portal>
                        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
                        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
                          <AlertDialog.Title className="font-display text-xl text-rio-900">
                            {texts.confirmRemove(product.name)}
                          </AlertDialog.Title>
                          <AlertDialog.Description className="sr-only">
                            {texts.remove(product.name)}
                          </AlertDialog.Description>
                          <div className="mt-6 flex justify-end gap-2">
                            <AlertDialog.Cancel className={buttonStyles.outline}>
                              {texts.cancel}
                            </AlertDialog.Cancel>
                            <AlertDialog.Action
                              className={buttonStyles.solid}
                              aria-label={texts.remove(product.name)}
                              onClick={() => remove(product)}
                            >
                              {texts.removeAction}
                            </AlertDialog.Action>
                          </div>
                        </AlertDialog.Content>
                      </AlertDialog.Portal>
                    </AlertDialog.Root>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            query={searchParams.toString()}
            pageParam={URL_PARAMS.page}
            page={page}
            lastPage={products.data.meta.last_page}
            label={texts.pagination}
            onNavigate={() => listRef.current?.focus()}
          />
        </>
      )}
    </div>
  );
}

function centsFrom(text: string): number {
  const trimmed = text.trim();
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const ids = { category: useId() };
  const [values, setValues] = useState({
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: (product?.category ?? 'ACESSÓRIO') as ProductCategory,
    price: product ? product.price.toFixed(2).replace('.', ',') : '',
    discount: product?.discount ? String(product.discount) : '',
    rating: product ? String(product.rating).replace('.', ',') : '0',
    reviews: product ? String(product.reviews) : '0',
    inStock: product?.inStock ?? true,
    highlighted: product?.isHighlighted ?? false,
    link: product?.link ?? '',
    imageUrl: product?.imageUrl ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues({ ...values, [key]: value });

  async function chooseImage(file: File) {
    setUploading(true);
    setErrors({ ...errors, image_url: [] });
    try {
      const image = await uploadImage(file);
      setValues((current) => ({ ...current, imageUrl: image.url }));
    } catch (error) {
      // The message says what to send instead; the rest of the form is kept.
      setErrors({ ...errors, image_url: [error instanceof ApiError ? error.message : pt.generic.unknown] });
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const candidate: Record<string, unknown> = {
      name: values.name,
      description: values.description,
      category: values.category,
      price_cents: centsFrom(values.price),
      discount_percent: values.discount.trim() === '' ? null : Number(values.discount),
      rating: Number(values.rating.replace(',', '.')),
      reviews: Number(values.reviews),
      in_stock: values.inStock,
      is_highlighted: values.highlighted,
      image_url: values.imageUrl,
      link: values.link.trim() === '' ? null : values.link.trim(),
    };
    const parsed = adminProductPayloadSchema.safeParse(candidate);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveProduct(product?.id ?? null, parsed.data as AdminProductPayload);
      notifySuccess(texts.saved);
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
      onDone();
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    } finally {
      setSaving(false);
    }
  }

  const fields = texts.fields;
  return (
    <form
      aria-label={product ? texts.edit(product.name) : texts.newTitle}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5 sm:grid-cols-2"
      noValidate
      onSubmit={submit}
    >
      <FormField
        label={fields.name}
        value={values.name}
        maxLength={200}
        errors={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="grid gap-1.5">
        <label htmlFor={ids.category} className="text-sm font-semibold text-rio-950">
          {fields.category}
        </label>
        <select
          id={ids.category}
          value={values.category}
          onChange={(e) => set('category', e.target.value as ProductCategory)}
          className={inputClass}
        >
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {pt.catalogue.categories[category].singular}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label={fields.description}
        rows={4}
        value={values.description}
        maxLength={2000}
        errors={errors.description}
        onChange={(value) => set('description', value)}
      />
      <FormField
        label={fields.price}
        inputMode="decimal"
        value={values.price}
        errors={errors.price_cents}
        onChange={(e) => set('price', e.target.value)}
      />
      <FormField
        label={fields.discount}
        type="number"
        inputMode="numeric"
        value={values.discount}
        errors={errors.discount_percent}
        onChange={(e) => set('discount', e.target.value)}
      />
      <FormField
        label={fields.rating}
        inputMode="decimal"
        value={values.rating}
        errors={errors.rating}
        onChange={(e) => set('rating', e.target.value)}
      />
      <FormField
        label={fields.reviews}
        type="number"
        inputMode="numeric"
        value={values.reviews}
        errors={errors.reviews}
        onChange={(e) => set('reviews', e.target.value)}
      />
      <FormField
        label={fields.link}
        type="url"
        value={values.link}
        errors={errors.link}
        onChange={(e) => set('link', e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-6">
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-rio-950">
          <input
            type="checkbox"
            className="size-5 accent-rio-700"
            checked={values.inStock}
            onChange={(e) => set('inStock', e.target.checked)}
          />
          {fields.inStock}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-rio-950">
          <input
            type="checkbox"
            className="size-5 accent-rio-700"
            checked={values.highlighted}
            onChange={(e) => set('highlighted', e.target.checked)}
          />
          {fields.highlighted}
        </label>
      </div>
      <UploadField
        className="sm:col-span-2"
        label={fields.image}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        hint={uploading ? fields.uploading : fields.imageHelp}
        errors={errors.image_url}
        onFile={chooseImage}
        current={
          values.imageUrl && (
            <img
              src={values.imageUrl}
              alt=""
              width={96}
              height={96}
              className="size-24 rounded-xl object-cover"
              data-testid="product-image-preview"
            />
          )
        }
      />
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.solid} disabled={saving || uploading}>
          {saving ? texts.saving : texts.save}
        </button>
        <button type="button" className={buttonStyles.outline} onClick={onDone}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
