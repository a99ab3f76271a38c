// Admin → Inventory (decision 0349): every size with its SKU, stock and low-stock threshold, found by product,
// size, SKU or GTIN, or only the low ones (?low=1, where the Owners' daily mail links); each size's ledger and
// manual adjustment in a dialog; and the stock-take by CSV below.
import type { InventorySize } from '@chamak/shared/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../admin-api.ts';
import { pageFigures } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import {
  AdminTable,
  actionButton,
  Badge,
  cellClass,
  SearchForm,
  TableMessage,
  td,
} from '../list-kit/table.tsx';
import { AdminPageHeader } from '../ui.tsx';
import { inventorySizesQuery, sizesPerPage } from './api.ts';
import { SizeStockDialog } from './size-stock-dialog.tsx';
import { StockTakePanel } from './stock-take-panel.tsx';

function stockBadge(s: InventorySize) {
  if (s.remaining === 0) return <Badge tone="red">Out of stock</Badge>;
  if (s.low) return <Badge tone="amber">Low</Badge>;
  return <Badge tone="green">In stock</Badge>;
}

export default function InventoryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const low = params.get('low') === '1';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const sizes = useQuery({ ...inventorySizesQuery(q, low, page), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<InventorySize | null>(null);

  const setParam = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div>
      <AdminPageHeader
        title="Inventory"
        description="Stock per size, its ledger, adjustments and the stock-take. A size is low at or below its threshold."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <SearchForm
            label="Search sizes"
            placeholder="Product, size, SKU or GTIN"
            onSearch={(text) => setParam({ q: text, page: '' })}
          />
        </div>
        <label className="mb-4 flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={low}
            onChange={(e) => setParam({ low: e.target.checked ? '1' : '', page: '' })}
          />
          Low stock only
          {sizes.data && sizes.data.lowCount > 0 && <Badge tone="amber">{sizes.data.lowCount}</Badge>}
        </label>
      </div>
      {q && (
        <p className="mb-3 text-sm text-slate-600">
          Sizes matching “{q}”.{' '}
          <button
            type="button"
            className="font-medium text-brand hover:underline"
            onClick={() => setParam({ q: '', page: '' })}
          >
            Show all
          </button>
        </p>
      )}
      <AdminTable
        caption="Sizes and their stock"
        columns={[
          'Product',
          ['SKU', 'hidden sm:table-cell'],
          ['Stock', 'text-right'],
          ['Low at', 'hidden text-right sm:table-cell'],
          'Status',
          ['', 'w-20'],
        ]}
        minWidth="min-w-0 sm:min-w-[720px]"
      >
        {sizes.isPending ? (
          <TableMessage colSpan={6}>Loading...</TableMessage>
        ) : sizes.isError ? (
          <TableMessage colSpan={6}>
            {errorMessage(sizes.error, 'The sizes could not be loaded.')}
          </TableMessage>
        ) : sizes.data.items.length === 0 ? (
          <TableMessage colSpan={6}>{low ? 'No size is low on stock.' : 'No size matches.'}</TableMessage>
        ) : (
          sizes.data.items.map((s) => (
            <tr key={s.sizeId}>
              <td className={td}>
                <span className="font-medium text-slate-900">{s.product}</span>{' '}
                <span className="text-slate-500">({s.size})</span>
                <span className="mt-0.5 block font-mono text-xs text-slate-500 sm:hidden">{s.sku}</span>
              </td>
              <td className={`${td} hidden font-mono text-xs sm:table-cell`}>{s.sku ?? '—'}</td>
              <td className={`${td} text-right font-semibold tabular-nums`}>{s.remaining}</td>
              <td className={`${td} hidden text-right tabular-nums sm:table-cell`}>
                {s.lowStockThreshold ?? '—'}
              </td>
              <td className={td}>{stockBadge(s)}</td>
              <td className={`${cellClass} text-right`}>
                <button
                  type="button"
                  className={actionButton}
                  onClick={() => setOpen(s)}
                  aria-label={`Stock of ${s.product} (${s.size})`}
                >
                  Stock
                </button>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      {sizes.data && (
        <AdminPager
          {...pageFigures(page, sizes.data.total, sizesPerPage)}
          onPage={(p) => setParam({ page: p > 1 ? String(p) : '' })}
          label="Inventory pages"
        />
      )}
      <StockTakePanel />
      <SizeStockDialog size={open} onClose={() => setOpen(null)} />
    </div>
  );
}
