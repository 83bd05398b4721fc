/** The staff's product form (docs/decisions/066): every field, an image upload, and the save. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass, TextAreaField } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { type AdminProductPayload, adminProductPayloadSchema } from '#shared/schemas/admin.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { saveProduct, uploadImage } from './api/admin-products.ts';
import { adminQueriesKey } from './api/admin-travellers.ts';
import { UploadField } from './upload-field.tsx';

const texts = adminUi.products;

function centsFrom(text: string): number {
  const trimmed = text.trim();
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}

/** The form's state: the values as typed, their messages, the image upload and the save. */
function useProductForm(product: Product | null, onDone: () => void) {
  const queryClient = useQueryClient();
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

  return { values, set, errors, uploading, saving, chooseImage, submit };
}

/** Creating or editing one product (exported for the list beside it). */
export function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const ids = { category: useId() };
  const { values, set, errors, uploading, saving, chooseImage, submit } = useProductForm(product, onDone);
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
