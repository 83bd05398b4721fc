/** The staff's product form (docs/architecture/admin.md): every field, an image upload, and the save. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass, TextAreaField } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { messagesOf } from '#client/lib/form-errors.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { PRODUCT_CATEGORIES } from '#shared/constants.ts';
import { centsAsText, centsFromText } from '#shared/format/money.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { type AdminProductPayload, adminProductPayloadSchema } from '#shared/schemas/admin.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { saveProduct, uploadImage } from './api/admin-products.ts';
import { adminQueriesKey } from './api/admin-travellers.ts';
import { UploadField } from './upload-field.tsx';

const texts = adminUi.products;

/** The fields as typed; the schema turns them into the shared payload and checks that. */
const productFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    category: adminProductPayloadSchema.shape.category,
    price_cents: z.string(),
    discount_percent: z.string(),
    rating: z.string(),
    reviews: z.string(),
    in_stock: z.boolean(),
    is_highlighted: z.boolean(),
    image_url: z.string(),
    link: z.string(),
  })
  .transform(
    (typed): z.input<typeof adminProductPayloadSchema> => ({
      ...typed,
      price_cents: centsFromText(typed.price_cents),
      discount_percent: typed.discount_percent.trim() === '' ? null : Number(typed.discount_percent),
      rating: Number(typed.rating.replace(',', '.')),
      reviews: Number(typed.reviews),
      link: typed.link.trim() === '' ? null : typed.link.trim(),
    }),
  )
  .pipe(adminProductPayloadSchema);

function typedFrom(product: Product | null): z.input<typeof productFormSchema> {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: product?.category ?? 'ACESSÓRIO',
    price_cents: product ? centsAsText(Math.round(product.price * 100)) : '',
    discount_percent: product?.discount ? String(product.discount) : '',
    rating: product ? String(product.rating).replace('.', ',') : '0',
    reviews: product ? String(product.reviews) : '0',
    in_stock: product?.inStock ?? true,
    is_highlighted: product?.isHighlighted ?? false,
    link: product?.link ?? '',
    image_url: product?.imageUrl ?? '',
  };
}

/** The form, the image upload and the save. */
function useProductForm(product: Product | null, onDone: () => void) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof productFormSchema>, unknown, AdminProductPayload>({
    resolver: zodResolver(productFormSchema),
    defaultValues: typedFrom(product),
  });
  const [uploading, setUploading] = useState(false);

  async function chooseImage(file: File) {
    setUploading(true);
    form.clearErrors('image_url');
    try {
      const image = await uploadImage(file);
      form.setValue('image_url', image.url);
    } catch (error) {
      // The message says what to send instead; the rest of the form is kept.
      form.setError('image_url', { message: error instanceof ApiError ? error.message : pt.generic.unknown });
    } finally {
      setUploading(false);
    }
  }

  const submit = form.handleSubmit(async (payload) => {
    try {
      await saveProduct(product?.id ?? null, payload);
      notifySuccess(texts.saved);
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
      onDone();
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    }
  });

  return { form, uploading, chooseImage, submit };
}

/** Creating or editing one product (exported for the list beside it). */
export function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const ids = { category: useId() };
  const { form, uploading, chooseImage, submit } = useProductForm(product, onDone);
  const { errors, isSubmitting } = form.formState;
  const imageUrl = form.watch('image_url');
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
        maxLength={200}
        errors={messagesOf(errors.name)}
        {...form.register('name')}
      />
      <div className="grid gap-1.5">
        <label htmlFor={ids.category} className="text-sm font-semibold text-rio-950">
          {fields.category}
        </label>
        <select id={ids.category} className={inputClass} {...form.register('category')}>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {pt.catalogue.categories[category].singular}
            </option>
          ))}
        </select>
      </div>
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <TextAreaField
            label={fields.description}
            rows={4}
            value={field.value}
            maxLength={2000}
            errors={messagesOf(errors.description)}
            onChange={field.onChange}
            ref={field.ref}
          />
        )}
      />
      <FormField
        label={fields.price}
        inputMode="decimal"
        errors={messagesOf(errors.price_cents)}
        {...form.register('price_cents')}
      />
      <FormField
        label={fields.discount}
        type="number"
        inputMode="numeric"
        errors={messagesOf(errors.discount_percent)}
        {...form.register('discount_percent')}
      />
      <FormField
        label={fields.rating}
        inputMode="decimal"
        errors={messagesOf(errors.rating)}
        {...form.register('rating')}
      />
      <FormField
        label={fields.reviews}
        type="number"
        inputMode="numeric"
        errors={messagesOf(errors.reviews)}
        {...form.register('reviews')}
      />
      <FormField label={fields.link} type="url" errors={messagesOf(errors.link)} {...form.register('link')} />
      <div className="flex flex-wrap items-center gap-6">
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-rio-950">
          <input type="checkbox" className="size-5 accent-rio-700" {...form.register('in_stock')} />
          {fields.inStock}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-rio-950">
          <input type="checkbox" className="size-5 accent-rio-700" {...form.register('is_highlighted')} />
          {fields.highlighted}
        </label>
      </div>
      <UploadField
        className="sm:col-span-2"
        label={fields.image}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        hint={uploading ? fields.uploading : fields.imageHelp}
        errors={messagesOf(errors.image_url)}
        onFile={chooseImage}
        current={
          imageUrl && (
            <img
              src={imageUrl}
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
        <button type="submit" className={buttonStyles.solid} disabled={isSubmitting || uploading}>
          {isSubmitting ? texts.saving : texts.save}
        </button>
        <button type="button" className={buttonStyles.outline} onClick={onDone}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
