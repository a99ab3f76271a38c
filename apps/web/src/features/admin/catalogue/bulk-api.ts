// The products page's list (every product with its status) and its bulk calls (decision 0353).
import type {
  AdminProductsPage,
  BulkPriceBody,
  BulkProductStatusBody,
  BulkProductsReply,
  BulkStockBody,
  ProductStatus,
} from '@chamak/shared/bulk-actions';
import type { SavedReply } from '@chamak/shared/common';
import { request } from '../admin-api.ts';
import { catalogueKeys } from './api.ts';

export const adminProductsKey = (page: number, search: string, status: ProductStatus | '') =>
  [...catalogueKeys.all, 'products', 'admin-page', page, search, status] as const;

export const productBulkApi = {
  page: (page: number, search: string, status: ProductStatus | '', signal?: AbortSignal) => {
    const query = new URLSearchParams({ page: String(page) });
    if (search) query.set('search', search);
    if (status) query.set('status', status);
    return request<AdminProductsPage>(`/admin/products?${query}`, { signal });
  },
  price: (body: BulkPriceBody) =>
    request<BulkProductsReply>('/admin/products/bulk/price', { method: 'POST', body }),
  stock: (body: BulkStockBody) =>
    request<BulkProductsReply>('/admin/products/bulk/stock', { method: 'POST', body }),
  status: (body: BulkProductStatusBody) =>
    request<BulkProductsReply>('/admin/products/bulk/status', { method: 'POST', body }),
  duplicate: (id: number) =>
    request<SavedReply>(`/admin/products/${id}/duplicate`, { method: 'POST', body: {} }),
};
