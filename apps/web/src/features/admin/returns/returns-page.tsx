// /admin/returns (decision 0141): every return, newest first, filtered by status (kept in the URL as ?status=),
// 12 to a page: the return, its order (a link to the order window, where the return is approved, received and
// refunded), the customer, what it is worth, its status and how long it has waited.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import {
  type AdminReturnsPage,
  type ReturnStatus,
  returnStatuses,
  returnStatusLabels,
} from '@chamak/shared/returns';
import { Link } from 'react-router';
import type { Tone } from '../../../components/orders/badge.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, FilterSelect, ListStates, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { AdminPageHeader } from '../ui.tsx';
import { returnKeys } from './api.ts';

const perPage = 12;
const loadFailed = 'Failed to load returns.';

const tone: Record<ReturnStatus, Tone> = {
  requested: 'amber',
  approved: 'brand',
  rejected: 'red',
  received: 'brand',
  refunded: 'green',
};

/** How long ago, in the largest whole unit: 'under an hour', '5 hours', '3 days'. */
export function age(createdAt: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(createdAt)) / 3_600_000);
  if (!(hours >= 1)) return 'under an hour';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export default function ReturnsPage() {
  // The server filters and pages the returns; the status and the page are kept in the URL.
  const list = useServerList<AdminReturnsPage, 'status'>({
    queryKey: returnKeys.list(),
    path: '/admin/returns',
    pageSize: perPage,
    filters: ['status'],
    allowed: { status: returnStatuses },
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const status = list.filters.status as ReturnStatus | '';
  const waiting = data?.requested ?? 0;

  return (
    <div>
      <AdminPageHeader
        title="Returns"
        description={
          !data
            ? undefined
            : `${data.total} ${data.total === 1 ? 'return' : 'returns'}${status ? ` ${returnStatusLabels[status].replace(/^Return /, '')}` : ''}${!status && waiting > 0 ? `, ${waiting} waiting for review` : ''}`
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3">
        <FilterSelect
          label="Status"
          value={status}
          onChange={(v) => list.setFilter('status', v)}
          options={returnStatuses.map((s) => ({ value: s, label: returnStatusLabels[s] }))}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText={status ? 'No returns with this status' : 'No returns yet'}
      >
        <AdminTable
          caption="Returns"
          minWidth="min-w-[760px]"
          columns={[
            'Return',
            'Order',
            'Status',
            ['Amount', 'text-right'],
            'Customer',
            'Reason',
            'Age',
            ['Actions', 'text-right'],
          ]}
        >
          {(data?.items ?? []).map((r) => {
            const orderLink = `${adminPath('orders')}?order=${r.orderId}`;
            const units = r.items.reduce((n, i) => n + i.quantity, 0);
            return (
              <tr key={r.id} className="hover:bg-slate-50/60">
                <td className={`${td} font-medium text-slate-900`}>
                  #{r.id}
                  <span className="block text-xs font-normal text-slate-500">
                    {units} {units === 1 ? 'unit' : 'units'}
                  </span>
                </td>
                <td className={td}>
                  <Link to={orderLink} className="font-semibold whitespace-nowrap text-brand hover:underline">
                    Order #{r.orderId}
                  </Link>
                </td>
                <td className={td}>
                  <Badge tone={tone[r.status]}>{r.statusLabel}</Badge>
                </td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                  {formatRupees(rupeesToPaise(r.amount))}
                </td>
                <td className={td}>
                  <span className="block font-medium text-slate-900">{r.customerName}</span>
                  <a href={`mailto:${r.customerEmail}`} className="text-xs text-brand hover:underline">
                    {r.customerEmail}
                  </a>
                </td>
                <td className={td}>{r.reasonLabel}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={r.createdAt} title={formatDateTime(r.createdAt)}>
                    {age(r.createdAt)}
                  </time>
                </td>
                <td className={`${td} text-right`}>
                  <Link
                    to={orderLink}
                    aria-label={`${r.status === 'requested' ? 'Review' : 'Open'} return #${r.id}`}
                    className="rounded-md px-2.5 py-1.5 text-sm font-medium text-brand hover:bg-indigo-50"
                  >
                    {r.status === 'requested' ? 'Review' : 'Open'}
                  </Link>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Returns pages" />
    </div>
  );
}
