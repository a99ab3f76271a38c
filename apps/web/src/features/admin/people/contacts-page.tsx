// /admin/contact: contact requests in a searchable table, 10 to a page, messages previewed in 50 characters
// with 'Show more' above 100 (SPEC sections 2 and 9); delete after confirmation ('Request Deleted...').
import type { ContactsPage as ContactsPageReply } from '@chamak/shared/contacts';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { ExpandableText } from '../list-kit/expandable-text.tsx';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, ListStates, SearchBox, td } from '../list-kit/table.tsx';
import { useConfirmedDelete } from '../list-kit/use-list.ts';
import { AdminPageHeader, ConfirmDelete } from '../ui.tsx';
import { type ContactRequest, contactsPath, peopleCalls } from './api.ts';

const perPage = 10;
const loadFailed = 'Failed to fetch contacts.';

export default function ContactsPage() {
  const id = useId();
  // The server searches and pages the requests.
  const list = useServerList<ContactsPageReply>({
    queryKey: adminKeys.contacts(),
    path: contactsPath,
    pageSize: perPage,
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const remove = useConfirmedDelete<ContactRequest>({
    remove: (c) => peopleCalls.deleteContact(c.id),
    success: 'Request Deleted...',
    failure: 'Error deleting Request',
    invalidate: [adminKeys.contacts(), adminKeys.counters()],
  });

  return (
    <div>
      <AdminPageHeader
        title="Contact Requests"
        description={
          data
            ? `${data.messages} ${data.messages === 1 ? 'message' : 'messages'} from the contact form`
            : undefined
        }
      />
      <div className="mb-4">
        <SearchBox
          id={`${id}-search`}
          label="Search contact requests"
          placeholder="Search by name, email or message..."
          value={list.search}
          onChange={list.setSearch}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText="No contact requests found"
      >
        <AdminTable
          caption="Contact requests"
          columns={['No.', 'Name', 'Email', ['Message', 'w-2/5'], 'Received', ['Actions', 'text-right']]}
        >
          {(data?.items ?? []).map((c, i) => (
            <tr key={c.id} className="hover:bg-slate-50/60">
              <td className={`${td} text-slate-500`}>{pager.from + i}</td>
              <td className={`${td} min-w-32 font-medium text-slate-900`}>{c.name}</td>
              <td className={td}>
                <a href={`mailto:${c.email}`} className="text-brand hover:underline">
                  {c.email}
                </a>
              </td>
              <td className={td}>
                <ExpandableText text={c.message} label={`the message from ${c.name}`} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(c.createdAt)}</td>
              <td className={`${td} text-right`}>
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={`Delete request from ${c.name}`}
                  onClick={() => remove.ask(c)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Contact requests pages" />

      <ConfirmDelete
        open={remove.target !== null}
        what={remove.target ? `the request from ${remove.target.name}` : ''}
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </div>
  );
}
