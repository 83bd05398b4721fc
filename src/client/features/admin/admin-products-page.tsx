/**
 * '/admin/produtos' (docs/architecture/admin.md): the catalogue for the staff — search, create, edit (with an
 * image upload), stock, highlight and discount, delete with confirmation. Admins only.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { inputClass } from '#client/components/ui/form-field.tsx';
import Pagination from '#client/components/ui/pagination.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { formatMoney } from '#shared/format/money.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { ProductForm } from './admin-product-form.tsx';
import { deleteProduct, useAdminProducts } from './api/admin-products.ts';
import { adminQueriesKey } from './api/admin-travellers.ts';

const texts = adminUi.products;

/** The list's address keeps the search and the page, as the travellers' list does. */
const URL_PARAMS = { search: 'busca', page: 'pagina' } as const;

export function meta() {
  return [{ title: texts.metaTitle }];
}

export default function AdminProductsPage() {
  return (
    <StaffOnly>
      <Products />
    </StaffOnly>
  );
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
                    <ConfirmDialog
                      trigger={
                        <button
                          type="button"
                          className={`${buttonStyles.outline} min-h-10 px-3 py-1 text-sm`}
                          aria-label={texts.remove(product.name)}
                        >
                          {texts.removeAction}
                        </button>
                      }
                      title={texts.confirmRemove(product.name)}
                      description={texts.remove(product.name)}
                      descriptionHidden
                      cancelLabel={texts.cancel}
                      confirmLabel={texts.removeAction}
                      confirmAccessibleName={texts.remove(product.name)}
                      onConfirm={() => remove(product)}
                    />
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
