// The orders list's e-way bill flag (decision 0345): on each order whose consignment is above its threshold, a
// badge that says an e-way bill must go with it, or its number once entered. One request for the page's orders.
import type { EwayBillFlag as Flag } from '@chamak/shared/eway-bill';
import { useQuery } from '@tanstack/react-query';
import { ewayBillFlagsQuery } from './eway-bill-api.ts';

/** The flags of the orders on the page, by order id (empty until they arrive; a failure shows none). */
export function useEwayBillFlags(orders: { id: number }[] | undefined): Map<number, Flag> {
  const ids = (orders ?? []).map((o) => o.id);
  const { data } = useQuery({ ...ewayBillFlagsQuery(ids), enabled: ids.length > 0 });
  return new Map((data?.flags ?? []).map((f) => [f.orderId, f]));
}

export function EwayBillFlag({ flag }: { flag: Flag | undefined }) {
  if (!flag?.required) return null;
  return flag.number ? (
    <p className="mb-1.5 inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      E-way bill {flag.number}
    </p>
  ) : (
    <p className="mb-1.5 inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      E-way bill needed
    </p>
  );
}
