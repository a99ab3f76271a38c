// The Inventory page's calls (decision 0349): sizes with their stock, a size's ledger, a manual adjustment, the
// low-stock list, and the stock-take's preview and apply (the CSV file sent as multipart each time).
import type {
  AdjustmentBody,
  AdjustmentReply,
  InventorySizesPage,
  StockLedgerPage,
  StockTakeApplied,
  StockTakePreview,
} from '@chamak/shared/inventory';
import { queryOptions } from '@tanstack/react-query';
import { request, upload } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const inventoryKeys = {
  all: () => [...adminKeys.all, 'inventory'] as const,
  sizes: (q: string, low: boolean, page: number) => [...inventoryKeys.all(), 'sizes', q, low, page] as const,
  ledger: (sizeId: number, page: number) => [...inventoryKeys.all(), 'ledger', sizeId, page] as const,
};

export const sizesPerPage = 25;
export const movementsPerPage = 10;

export const inventorySizesQuery = (q: string, low: boolean, page: number) =>
  queryOptions({
    queryKey: inventoryKeys.sizes(q, low, page),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(page), pageSize: String(sizesPerPage) });
      if (q) search.set('q', q);
      if (low) search.set('low', '1');
      return request<InventorySizesPage>(`/admin/inventory/sizes?${search}`, { signal });
    },
  });

export const stockLedgerQuery = (sizeId: number, page: number) =>
  queryOptions({
    queryKey: inventoryKeys.ledger(sizeId, page),
    queryFn: ({ signal }) =>
      request<StockLedgerPage>(
        `/admin/inventory/sizes/${sizeId}/movements?page=${page}&pageSize=${movementsPerPage}`,
        { signal },
      ),
  });

export const adjustStock = (sizeId: number, body: AdjustmentBody) =>
  request<AdjustmentReply>(`/admin/inventory/sizes/${sizeId}/adjustments`, { method: 'POST', body });

function stockTakeForm(file: File, token?: string): FormData {
  const form = new FormData();
  if (token) form.append('token', token);
  form.append('file', file, file.name);
  return form;
}

export const previewStockTake = (file: File) =>
  upload<StockTakePreview>('/admin/inventory/stock-take/preview', stockTakeForm(file));

export const applyStockTake = (file: File, token: string) =>
  upload<StockTakeApplied>('/admin/inventory/stock-take/apply', stockTakeForm(file, token));
