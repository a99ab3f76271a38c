// The catalogue pages' calls: reads, the writes of SPEC section 7, and their query keys. Reads are never stale
// after a save: the server answers public GETs with `Cache-Control: no-cache` and an ETag.
import type { ImageDeletedReply, LitreBody, LitreSaved } from '@chamak/shared/admin';
import type {
  Category,
  Litre,
  LitrePage,
  ProductDetails,
  ProductPage,
  ProductTaxGaps,
  Subcategory,
  SubcategoryPage,
} from '@chamak/shared/catalogue';
import type { MessageReply, SavedReply } from '@chamak/shared/common';
import { request, upload } from '../admin-api.ts';

export const perPage = { products: 10, subcategories: 10, litres: 10 } as const;

export const catalogueKeys = {
  all: ['chamak', 'admin', 'catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  subcategoryPage: (page: number, search: string) =>
    [...catalogueKeys.all, 'subcategories', 'page', page, search] as const,
  subcategoriesOf: (categoryId: number) => [...catalogueKeys.all, 'subcategories', 'of', categoryId] as const,
  litrePage: (page: number) => [...catalogueKeys.all, 'litres', 'page', page] as const,
  litres: () => [...catalogueKeys.all, 'litres', 'all'] as const,
  productPage: (page: number, search: string) =>
    [...catalogueKeys.all, 'products', 'page', page, search] as const,
  product: (id: number) => [...catalogueKeys.all, 'products', 'one', id] as const,
  taxGaps: () => [...catalogueKeys.all, 'products', 'tax-gaps'] as const,
};

export type Saved = SavedReply;
export type Message = MessageReply;

export const catalogueApi = {
  categories: (signal?: AbortSignal) => request<Category[]>('/category', { signal }),
  saveCategory: (id: number | null, form: FormData) =>
    id === null ? upload<Saved>('/category', form) : upload<Saved>(`/category/${id}`, form, 'PUT'),
  deleteCategory: (id: number) => request<Message>(`/category/${id}`, { method: 'DELETE' }),

  subcategoryPage: (page: number, search: string, signal?: AbortSignal) =>
    request<SubcategoryPage>('/subcategory/get', {
      body: { page, perPage: perPage.subcategories, search },
      signal,
    }),
  subcategoriesOf: (categoryId: number, signal?: AbortSignal) =>
    request<Subcategory[]>(`/products/subcategory/${categoryId}`, { signal }),
  saveSubcategory: (id: number | null, form: FormData) =>
    id === null
      ? upload<Saved>('/subcategory/add', form)
      : upload<Saved>(`/subcategory/update/${id}`, form, 'PUT'),
  deleteSubcategory: (id: number) => request<Message>(`/subcategory/delete/${id}`, { method: 'DELETE' }),

  litrePage: (page: number, signal?: AbortSignal) =>
    request<LitrePage>('/litre/getall', {
      body: { page, perPage: perPage.litres },
      signal,
    }),
  litres: (signal?: AbortSignal) => request<Litre[]>('/litre', { signal }),
  saveLitre: (id: number | null, body: LitreBody) =>
    request<LitreSaved>(id === null ? '/litre' : `/litre/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    }),
  deleteLitre: (id: number) => request<Message>(`/litre/${id}`, { method: 'DELETE' }),

  productPage: (page: number, search: string, signal?: AbortSignal) =>
    request<ProductPage>('/products/getallproducts', {
      body: { page, perPage: perPage.products, filter: search ? { search } : {} },
      signal,
    }),
  /** The back-office's read: a draft or archived product opens too (decision 0353). */
  product: (id: number, signal?: AbortSignal) => request<ProductDetails>(`/admin/products/${id}`, { signal }),
  /** Products missing an HSN code or GST rate while the shop has a GSTIN (decision 0134). */
  taxGaps: (signal?: AbortSignal) => request<ProductTaxGaps>('/admin/products/tax-gaps', { signal }),
  saveProduct: (id: number | null, form: FormData) =>
    id === null ? upload<Saved>('/products', form) : upload<Saved>(`/products/${id}`, form, 'PUT'),
  deleteProduct: (id: number) => request<Message>(`/products/${id}`, { method: 'DELETE' }),
  deleteImage: (imageId: number) =>
    request<ImageDeletedReply>(`/products/deleteimage/${imageId}`, {
      method: 'DELETE',
    }),
  reorderImages: (plId: number, imageIds: number[]) =>
    request<Message>('/products/images/order', { method: 'PUT', body: { pl_id: plId, imageIds } }),
};
