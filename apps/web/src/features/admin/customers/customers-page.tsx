// /admin/customers (decision 0352): the customer accounts searched by name, phone or e-mail, 20 a page, each with
// its orders, lifetime value (kept orders less refunds), last order and returns to origin; a name opens the
// customer. Export CSV (the rows the search finds) shows for the roles that may export; the server checks again.
import type { CustomersPage as CustomersPageReply } from '@chamak/shared/customers';
import { formatRupees } from '@chamak/shared/money';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, ListStates, SearchBox, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { AdminPageHeader, BusyButton, buttonClass } from '../ui.tsx';
import { customerCalls, customerKeys, customersPath, useMayExport } from './api.ts';

const perPage = 20;
const loadFailed = 'Failed to load customers.';

export default function CustomersPage() {
  const id = useId();
  const list = useServerList<CustomersPageReply>({
    queryKey: customerKeys.all(),
    path: customersPath,
    pageSize: perPage,
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const mayExport = useMayExport();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await customerCalls.exportCsv(list.search);
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to export the customers.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <AdminPageHeader
        title="Customers"
        description={
          data
            ? `${data.total} ${data.total === 1 ? 'customer' : 'customers'}${list.search.trim() ? ' found' : ''}; lifetime value is kept orders less refunds`
            : undefined
        }
        actions={
          mayExport ? (
            <BusyButton
              type="button"
              busy={exporting}
              busyText="Exporting..."
              className={buttonClass.secondary}
              onClick={exportCsv}
            >
              Export CSV
            </BusyButton>
          ) : undefined
        }
      />
      <div className="mb-4">
        <SearchBox
          id={`${id}-search`}
          label="Search customers"
          placeholder="Search by name, phone or e-mail..."
          value={list.search}
          onChange={list.setSearch}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText="No customers found"
      >
        <AdminTable
          caption="Customers"
          minWidth="min-w-[760px]"
          columns={[
            'Customer',
            'Phone',
            ['Orders', 'text-right'],
            ['Lifetime value', 'text-right'],
            'Last order',
            ['RTO', 'text-right'],
            'Joined',
          ]}
        >
          {(data?.items ?? []).map((c) => (
            <tr key={c.id} className="hover:bg-slate-50/60">
              <td className={td}>
                <Link
                  to={adminPath(`customers/${c.id}`)}
                  className="block min-w-36 font-medium text-brand hover:underline"
                >
                  {c.fullname}
                </Link>
                {c.email && <span className="block text-xs break-all text-slate-500">{c.email}</span>}
                {c.status !== 'active' && (
                  <span className="mt-1 block">
                    <Badge tone={c.status === 'blocked' ? 'red' : c.status === 'deleted' ? 'slate' : 'amber'}>
                      {c.status === 'deleted' ? 'Deleted' : c.status === 'blocked' ? 'Blocked' : 'Pending'}
                    </Badge>
                  </span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap`}>{c.phone ?? '—'}</td>
              <td className={`${td} text-right tabular-nums`}>{c.orders}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                {formatRupees(c.lifetimeValuePaise)}
              </td>
              <td className={`${td} whitespace-nowrap`}>{c.lastOrderAt ? formatDate(c.lastOrderAt) : '—'}</td>
              <td className={`${td} text-right tabular-nums`}>
                {c.rtoCount > 0 ? <span className="font-semibold text-red-700">{c.rtoCount}</span> : 0}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(c.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Customers pages" />
    </div>
  );
}
