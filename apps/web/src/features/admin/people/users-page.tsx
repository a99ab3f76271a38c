// /admin/users: the customers in a searchable table (?search= from the top-bar search), status active, pending
// or blocked (blocking, after a confirmation, ends the customer's sessions and refuses their logins, D23;
// Unblock lets them log in again), and deletion after confirmation: the account is anonymised and its orders kept.
import type { User, UsersPage as UsersPageReply } from '@chamak/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, FilterSelect, ListStates, SearchBox, type Tone, td } from '../list-kit/table.tsx';
import { useConfirmedDelete } from '../list-kit/use-list.ts';
import { adminPath } from '../nav.ts';
import { AdminPageHeader, BusyButton, buttonClass, ConfirmDelete, Modal } from '../ui.tsx';
import { peopleCalls, usersPath } from './api.ts';

const perPage = 10;
const loadFailed = 'Error loading users';

const statusBadge: Record<User['status'], { tone: Tone; label: string }> = {
  active: { tone: 'green', label: 'Active' },
  pending: { tone: 'amber', label: 'Pending' },
  blocked: { tone: 'red', label: 'Blocked' },
};

const actionButton =
  'rounded-md px-2 py-1 text-xs font-semibold whitespace-nowrap disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';

/** Sets a customer's status; the lists and the dashboard reload afterwards. */
function useStatusChange(user: User | null, onSettled?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: User['status']) => peopleCalls.setUserStatus(user?.id ?? 0, status),
    onSuccess: async (result) => {
      toast.success(result.message);
      onSettled?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
    onError: (e) => {
      toast.error(errorMessage(e, 'Something Went Wrong'));
      onSettled?.();
    },
  });
}

/** Blocking asks first: it signs the customer out everywhere and refuses their logins until unblocked. */
function ConfirmBlock({ user, onClose }: { user: User | null; onClose: () => void }) {
  const block = useStatusChange(user, onClose);
  return (
    <Modal
      open={user !== null}
      title={user ? `Block ${user.fullname}?` : 'Block?'}
      onClose={() => !block.isPending && onClose()}
      footer={
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onClose}
            disabled={block.isPending}
          >
            Cancel
          </button>
          <BusyButton
            type="button"
            busy={block.isPending}
            busyText="Blocking..."
            className={buttonClass.danger}
            onClick={() => block.mutate('blocked')}
          >
            Block
          </BusyButton>
        </>
      }
    >
      {user && (
        <p className="text-slate-700">
          {user.fullname} ({user.email}) is signed out everywhere and cannot log in until unblocked. Their
          account and orders are kept.
        </p>
      )}
    </Modal>
  );
}

function StatusSelect({ user, onBlock }: { user: User; onBlock: (user: User) => void }) {
  const change = useStatusChange(user);
  const blocked = user.status === 'blocked';
  // A blocked customer has one way back, Unblock (active); the others switch active/pending or get blocked.
  const actions: { status: User['status']; label: string; danger?: boolean }[] = blocked
    ? [{ status: 'active', label: 'Unblock' }]
    : [
        user.status === 'active'
          ? { status: 'pending', label: 'Set pending' }
          : { status: 'active', label: 'Activate' },
        { status: 'blocked', label: 'Block', danger: true },
      ];
  const badge = statusBadge[user.status];
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {/* Stacked, so the table still fits a laptop screen without scrolling sideways. */}
      <div className="-ml-2 flex flex-col items-start">
        {actions.map((a) => (
          <button
            key={a.status}
            type="button"
            className={`${actionButton} ${a.danger ? 'text-red-700 hover:bg-red-50' : 'text-brand hover:bg-indigo-50'}`}
            // The visible words start the accessible name (WCAG 2.5.3 Label in Name): 'Activate Ravi Iyer'.
            aria-label={`${a.label} ${user.fullname}`}
            disabled={change.isPending}
            onClick={() => (a.status === 'blocked' ? onBlock(user) : change.mutate(a.status))}
          >
            {change.isPending && change.variables === a.status ? 'Saving...' : a.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export default function UsersPage() {
  const id = useId();
  // The server searches, filters and pages the customers.
  const list = useServerList<UsersPageReply, 'status'>({
    queryKey: adminKeys.users(),
    path: usersPath,
    pageSize: perPage,
    filters: ['status'],
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const [blocking, setBlocking] = useState<User | null>(null);
  const remove = useConfirmedDelete<User>({
    remove: (u) => peopleCalls.deleteUser(u.id),
    success: 'User deleted successfully',
    failure: 'Something Went Wrong',
    invalidate: [adminKeys.users(), adminKeys.reviews(), adminKeys.counters(), adminKeys.dashboard()],
  });

  return (
    <div>
      <AdminPageHeader
        title="Users"
        description={
          data
            ? `${data.customers} registered ${data.customers === 1 ? 'customer' : 'customers'}${data.blocked ? `, ${data.blocked} blocked` : ''}`
            : undefined
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={`${id}-search`}
          label="Search users"
          placeholder="Search by name, username, email or phone..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Status"
          value={list.filters.status}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'pending', label: 'Pending' },
            { value: 'blocked', label: 'Blocked' },
          ]}
          onChange={(v) => list.setFilter('status', v)}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText="No users found"
      >
        <AdminTable
          caption="Users"
          columns={['No.', 'Name', 'Email', 'Phone', 'Joined', 'Status', ['Actions', 'text-right']]}
        >
          {(data?.items ?? []).map((u, i) => (
            <tr key={u.id} className={u.status === 'blocked' ? 'bg-red-50/60' : 'hover:bg-slate-50/60'}>
              <td className={`${td} text-slate-500`}>{pager.from + i}</td>
              <td className={td}>
                <Link
                  to={adminPath(`customers/${u.id}`)}
                  className="block min-w-32 font-medium text-slate-900 hover:text-brand hover:underline"
                  title="Orders, lifetime value and consent"
                >
                  {u.fullname}
                </Link>
                <span className="block text-xs text-slate-500">@{u.username}</span>
                {u.status === 'blocked' && (
                  // The Status column is off screen on a phone until the table is scrolled.
                  <span className="mt-1 block md:hidden">
                    <Badge tone="red">Blocked</Badge>
                  </span>
                )}
              </td>
              <td className={td}>
                <a href={`mailto:${u.email}`} className="text-brand hover:underline">
                  {u.email}
                </a>
              </td>
              <td className={`${td} whitespace-nowrap`}>{u.phone}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
              <td className={td}>
                <StatusSelect user={u} onBlock={setBlocking} />
              </td>
              <td className={`${td} text-right`}>
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={`Delete user ${u.fullname}`}
                  onClick={() => remove.ask(u)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Users pages" />

      <ConfirmBlock user={blocking} onClose={() => setBlocking(null)} />
      <ConfirmDelete
        open={remove.target !== null}
        what={
          remove.target
            ? `the account of ${remove.target.fullname} (${remove.target.email}); their personal details are erased, their reviews removed, and their orders kept for the shop's records`
            : ''
        }
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </div>
  );
}
