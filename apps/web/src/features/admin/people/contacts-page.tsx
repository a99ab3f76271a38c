// /admin/contact: contact requests in a searchable table, 10 to a page, messages previewed in 50 characters
// with 'Show more' above 100 (SPEC sections 2 and 9); delete after confirmation ('Request Deleted...').
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { ExpandableText } from '../list-kit/expandable-text.tsx';
import { matches } from '../list-kit/format.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { paginate } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { AdminTable, ListStates, SearchBox, td } from '../list-kit/table.tsx';
import { useConfirmedDelete, useErrorToast } from '../list-kit/use-list.ts';
import { useSearchParam } from '../list-kit/use-search-param.ts';
import { AdminPageHeader, ConfirmDelete } from '../ui.tsx';
import { type ContactRequest, contactsQuery, peopleCalls } from './api.ts';

const perPage = 10;
const loadFailed = 'Failed to fetch contacts.';

export default function ContactsPage() {
  const id = useId();
  const { search, setSearch, page, setPage } = useSearchParam();
  const { data: contacts, isPending, error } = useQuery(contactsQuery());
  useErrorToast(error, loadFailed);
  const remove = useConfirmedDelete<ContactRequest>({
    remove: (c) => peopleCalls.deleteContact(c.id),
    success: 'Request Deleted...',
    failure: 'Error deleting Request',
    invalidate: [adminKeys.contacts(), adminKeys.counters()],
  });
  const shown = useMemo(
    () => (contacts ?? []).filter((c) => matches(search, c.name, c.email, c.message)),
    [contacts, search],
  );
  const paged = paginate(shown, page, perPage);

  return (
    <div>
      <AdminPageHeader
        title="Contact Requests"
        description={
          contacts
            ? `${contacts.length} ${contacts.length === 1 ? 'message' : 'messages'} from the contact form`
            : undefined
        }
      />
      <div className="mb-4">
        <SearchBox
          id={`${id}-search`}
          label="Search contact requests"
          placeholder="Search by name, email or message..."
          value={search}
          onChange={setSearch}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={paged.total === 0}
        failedText={loadFailed}
        emptyText="No contact requests found"
      >
        <AdminTable
          caption="Contact requests"
          columns={['No.', 'Name', 'Email', ['Message', 'w-2/5'], 'Received', ['Actions', 'text-right']]}
        >
          {paged.rows.map((c, i) => (
            <tr key={c.id} className="hover:bg-slate-50/60">
              <td className={`${td} text-slate-500`}>{paged.from + i}</td>
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
      <AdminPager {...paged} onPage={setPage} label="Contact requests pages" />

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
