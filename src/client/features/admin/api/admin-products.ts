/** The console's catalogue calls (docs/architecture/admin.md): the public list to browse, admin calls to change. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths, appApiPaths } from '#shared/paths.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminProductPayload,
  imageUploadResponseSchema,
} from '#shared/schemas/admin.ts';
import { productListResponseSchema, productResponseSchema } from '#shared/schemas/catalogue.ts';
import { adminQueriesKey } from './admin-travellers.ts';

export const adminProductsKey = [...adminQueriesKey, 'products'] as const;

export function useAdminProducts(search: string, page: number) {
  return useQuery({
    queryKey: [...adminProductsKey, search, page],
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.products, productListResponseSchema.parse, {
        signal,
        query: {
          page,
          pageSize: ADMIN_PAGE_SIZE,
          sortBy: 'name',
          sortOrder: 'asc',
          ...(search ? { search } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export async function saveProduct(id: string | null, payload: AdminProductPayload) {
  const path = id ? href(appApiPaths.adminProduct, { id }) : appApiPaths.adminProducts;
  return (await apiRequest(path, productResponseSchema.parse, { method: id ? 'PUT' : 'POST', body: payload }))
    .data;
}

export async function deleteProduct(id: string): Promise<void> {
  await apiRequest(href(appApiPaths.adminProduct, { id }), () => undefined, {
    method: 'DELETE',
  });
}

export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return (
    await apiRequest(appApiPaths.adminImageUploads, imageUploadResponseSchema.parse, {
      method: 'POST',
      body: form,
    })
  ).data;
}
