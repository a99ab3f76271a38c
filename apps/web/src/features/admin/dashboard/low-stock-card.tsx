// The dashboard's card of sizes at or below their own low-stock threshold (decision 0349), read from the inventory
// calls and linking to Admin → Inventory's low list. A role that may not read inventory is shown no card.
import type { LowStockReply } from '@chamak/shared/inventory';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { Badge } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';

const shown = 5;

export function LowStockCard() {
  const low = useQuery({
    queryKey: [...adminKeys.dashboard(), 'below-threshold'],
    queryFn: ({ signal }) => request<LowStockReply>('/admin/inventory/low-stock', { signal }),
    refetchInterval: 5 * 60_000,
    retry: false,
  });
  if (low.isError) return null;
  const items = low.data?.items ?? [];
  return (
    <section
      aria-labelledby="panel-below-threshold"
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="panel-below-threshold" className="text-base font-bold text-slate-900">
          Below threshold
        </h2>
        <Link
          to={`${adminPath('inventory')}?low=1`}
          className="text-sm font-semibold text-brand hover:underline"
        >
          Inventory
        </Link>
      </div>
      {!low.data ? (
        <p className="py-6 text-center text-sm text-slate-500">Loading...</p>
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">No size is at or below its threshold.</p>
      ) : (
        <ul className="-mx-1 divide-y divide-slate-100">
          {items.slice(0, shown).map((s) => (
            <li key={s.sizeId} className="flex items-center justify-between gap-3 px-1 py-2.5">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-slate-900" title={s.product}>
                  {s.product}
                </span>
                <span className="block text-xs text-slate-500">
                  {s.size} · {s.sku} · low at {s.lowStockThreshold}
                </span>
              </span>
              <Badge tone={s.remaining === 0 ? 'red' : 'amber'}>
                {s.remaining === 0 ? 'Out of stock' : `${s.remaining} left`}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {items.length > shown && (
        <Link
          to={`${adminPath('inventory')}?low=1`}
          className="mt-2 border-t border-slate-100 pt-3 text-center text-sm font-semibold text-brand hover:underline"
        >
          and {items.length - shown} more sizes
        </Link>
      )}
    </section>
  );
}
