// /admin/contact: contact requests in a searchable table, 10 to a page, messages previewed in 50 characters
// with 'Show more' above 100 (SPEC sections 2 and 9); delete after confirmation ('Request Deleted...'). Each
// request is open or closed (filter by state), and Reply mails the sender from the back-office (decision 0352):
// the reply is kept under the message with who sent it and when, and the request closes unless kept open. Each
// request shows its ticket (GR-2026-000042) and the one-month redressal clock: received, due, days left, overdue
// in red; closing a grievance asks for its resolution, which is kept and mailed (decision 0359).
import {
  type ContactRequest,
  type ContactRequestsPage as ContactRequestsReply,
  contactReplyBody,
  contactStateBody,
  contactStates,
  maxReplyLength,
} from '@chamak/shared/contact-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { ExpandableText } from '../list-kit/expandable-text.tsx';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, FilterSelect, ListStates, SearchBox, td } from '../list-kit/table.tsx';
import { useConfirmedDelete } from '../list-kit/use-list.ts';
import { AdminPageHeader, BusyButton, buttonClass, ConfirmDelete, inputClass, Modal } from '../ui.tsx';
import { contactRequestsPath, peopleCalls } from './api.ts';

const perPage = 10;
const loadFailed = 'Failed to fetch contacts.';
const rowButton =
  'rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';

function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.contacts() });
}

/** The reply form: the text (checked with the server's own rules first), and whether to keep the request open. */
function ReplyDialog({ request, onClose }: { request: ContactRequest | null; onClose: () => void }) {
  const id = useId();
  const reload = useReload();
  const [text, setText] = useState('');
  const [keepOpen, setKeepOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setText('');
    setKeepOpen(false);
    setProblem(null);
    onClose();
  };
  const send = useMutation({
    mutationFn: () => {
      const checked = contactReplyBody.safeParse({ message: text, keepOpen });
      if (!checked.success)
        throw new Error(checked.error.issues[0]?.message ?? 'Write a reply before sending.');
      return peopleCalls.replyToContact(request?.id ?? 0, checked.data);
    },
    onSuccess: async (result) => {
      toast.success(result.message);
      close();
      await reload();
    },
    onError: (e) =>
      setProblem(
        e instanceof Error && !('status' in e) ? e.message : errorMessage(e, 'Failed to send the reply.'),
      ),
  });
  return (
    <Modal
      open={request !== null}
      title={request ? `Reply to ${request.name}` : 'Reply'}
      onClose={() => !send.isPending && close()}
      wide
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={close} disabled={send.isPending}>
            Cancel
          </button>
          <BusyButton type="button" busy={send.isPending} busyText="Sending..." onClick={() => send.mutate()}>
            Send reply
          </BusyButton>
        </>
      }
    >
      {request && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            Mailed to <span className="font-medium text-slate-900">{request.email}</span>, with their message
            quoted below your reply.
          </p>
          <blockquote className="max-h-32 overflow-y-auto rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
            {request.message}
          </blockquote>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-reply`} className="text-sm font-medium text-slate-800">
              Your reply
            </label>
            <textarea
              id={`${id}-reply`}
              rows={7}
              className={inputClass}
              value={text}
              maxLength={maxReplyLength + 100}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
            />
            <p
              id={`${id}-count`}
              className={`text-xs ${text.trim().length > maxReplyLength ? 'text-red-700' : 'text-slate-500'}`}
            >
              {text.trim().length} / {maxReplyLength} characters
            </p>
            {problem && (
              <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            )}
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 text-brand"
              checked={keepOpen}
              onChange={(e) => setKeepOpen(e.target.checked)}
            />
            Keep the request open after replying
          </label>
        </div>
      )}
    </Modal>
  );
}

function Replies({ request }: { request: ContactRequest }) {
  if (request.replies.length === 0) return null;
  return (
    <ul className="mt-2 space-y-2 border-l-2 border-indigo-200 pl-3">
      {request.replies.map((r) => (
        <li key={r.id} className="text-sm">
          <span className="block text-xs font-semibold text-slate-500">
            Replied by {r.sentBy}, {formatDateTime(r.sentAt)}
          </span>
          <ExpandableText text={r.message} label={`the reply to ${request.name}`} />
        </li>
      ))}
    </ul>
  );
}

/** Closing a grievance: its resolution, required, mailed to the sender with the ticket number. */
function ResolveDialog({ request, onClose }: { request: ContactRequest | null; onClose: () => void }) {
  const id = useId();
  const reload = useReload();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setText('');
    setProblem(null);
    onClose();
  };
  const resolve = useMutation({
    mutationFn: () => {
      const checked = contactStateBody.safeParse({ state: 'closed', resolution: text });
      if (!checked.success || !checked.data.resolution)
        throw new Error(
          checked.error?.issues[0]?.message ?? 'Write the resolution before closing a grievance.',
        );
      return peopleCalls.setContactState(request?.id ?? 0, 'closed', checked.data.resolution);
    },
    onSuccess: async (result) => {
      toast.success(result.message);
      close();
      await reload();
    },
    onError: (e) =>
      setProblem(e instanceof Error && !('status' in e) ? e.message : errorMessage(e, 'Failed to close it.')),
  });
  return (
    <Modal
      open={request !== null}
      title={request?.ticket ? `Resolve ${request.ticket.number}` : 'Resolve'}
      onClose={() => !resolve.isPending && close()}
      wide
      footer={
        <>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={close}
            disabled={resolve.isPending}
          >
            Cancel
          </button>
          <BusyButton
            type="button"
            busy={resolve.isPending}
            busyText="Closing..."
            onClick={() => resolve.mutate()}
          >
            Close and mail the resolution
          </BusyButton>
        </>
      }
    >
      {request && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-resolution`} className="text-sm font-medium text-slate-800">
            How it was resolved (mailed to {request.email})
          </label>
          <textarea
            id={`${id}-resolution`}
            rows={6}
            className={inputClass}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}

/** The ticket's number, kind, subject and order number. */
function TicketCell({ request }: { request: ContactRequest }) {
  const ticket = request.ticket;
  if (!ticket) return <span className="text-slate-400">—</span>;
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
        {ticket.number}
      </span>
      {ticket.kind === 'grievance' && (
        <span className="self-start">
          <Badge tone="brand">Grievance</Badge>
        </span>
      )}
      {ticket.subject && <span className="text-xs text-slate-700">{ticket.subject}</span>}
      {ticket.orderNumber && <span className="text-xs text-slate-500">Order {ticket.orderNumber}</span>}
    </div>
  );
}

/** The one-month redressal clock: due date, and days left or overdue (red) while open. */
function DueCell({ request }: { request: ContactRequest }) {
  const ticket = request.ticket;
  if (!ticket) return <span className="text-slate-400">—</span>;
  const left = ticket.daysLeft;
  return (
    <div className="flex flex-col gap-0.5 whitespace-nowrap">
      <span className="text-xs text-slate-600">Due {formatDate(ticket.dueAt)}</span>
      {left === null ? (
        <span className="text-xs text-slate-500">{ticket.resolvedAt ? 'Resolved' : 'Closed'}</span>
      ) : ticket.overdue ? (
        <span className="text-xs font-semibold text-red-700">
          Overdue by {-left} {-left === 1 ? 'day' : 'days'}
        </span>
      ) : (
        <span className={`text-xs ${left <= 5 ? 'font-semibold text-amber-800' : 'text-slate-600'}`}>
          {left} {left === 1 ? 'day' : 'days'} left
        </span>
      )}
    </div>
  );
}

export default function ContactsPage() {
  const id = useId();
  // The server searches, filters and pages the requests.
  const list = useServerList<ContactRequestsReply, 'state'>({
    queryKey: adminKeys.contacts(),
    path: contactRequestsPath,
    pageSize: perPage,
    filters: ['state'],
    allowed: { state: contactStates },
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const reload = useReload();
  const [replying, setReplying] = useState<ContactRequest | null>(null);
  const [resolving, setResolving] = useState<ContactRequest | null>(null);
  const state = useMutation({
    mutationFn: (c: ContactRequest) =>
      peopleCalls.setContactState(c.id, c.state === 'open' ? 'closed' : 'open'),
    onSuccess: async (result) => {
      toast.success(result.message);
      await reload();
    },
    onError: (e) => toast.error(errorMessage(e, 'Something Went Wrong')),
  });
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
            ? `${data.messages} ${data.messages === 1 ? 'message' : 'messages'} from the contact form, ${data.open} open`
            : undefined
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={`${id}-search`}
          label="Search contact requests"
          placeholder="Search by name, email or message..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="State"
          value={list.filters.state}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ]}
          onChange={(v) => list.setFilter('state', v)}
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
          minWidth="min-w-[980px]"
          columns={[
            'No.',
            'Ticket',
            'Name',
            'Email',
            ['Message', 'w-2/5'],
            'Received / due',
            'State',
            ['Actions', 'text-right'],
          ]}
        >
          {(data?.items ?? []).map((c, i) => (
            <tr key={c.id} className="hover:bg-slate-50/60">
              <td className={`${td} text-slate-500`}>{pager.from + i}</td>
              <td className={td}>
                <TicketCell request={c} />
              </td>
              <td className={`${td} min-w-32 font-medium text-slate-900`}>{c.name}</td>
              <td className={td}>
                <a href={`mailto:${c.email}`} className="text-brand hover:underline">
                  {c.email}
                </a>
              </td>
              <td className={td}>
                <ExpandableText text={c.message} label={`the message from ${c.name}`} />
                <Replies request={c} />
                {/* A reply that closed the request is its resolution, shown above already. */}
                {c.ticket?.resolution && !c.replies.some((r) => r.message === c.ticket?.resolution) && (
                  <p className="mt-2 border-l-2 border-emerald-300 pl-3 text-sm">
                    <span className="block text-xs font-semibold text-slate-500">
                      Resolution{c.ticket.resolvedBy ? ` by ${c.ticket.resolvedBy}` : ''}
                    </span>
                    <ExpandableText text={c.ticket.resolution} label={`the resolution for ${c.name}`} />
                  </p>
                )}
              </td>
              <td className={td}>
                <span className="whitespace-nowrap">{formatDateTime(c.createdAt)}</span>
                <DueCell request={c} />
              </td>
              <td className={td}>
                <Badge tone={c.state === 'open' ? 'amber' : 'slate'}>
                  {c.state === 'open' ? 'Open' : 'Closed'}
                </Badge>
                {c.closedBy && <span className="mt-1 block text-xs text-slate-500">by {c.closedBy}</span>}
              </td>
              <td className={`${td} text-right`}>
                <div className="flex flex-col items-end gap-0.5">
                  {c.state === 'open' && (
                    <button
                      type="button"
                      className={`${rowButton} text-brand hover:bg-indigo-50`}
                      aria-label={`Reply to ${c.name}`}
                      onClick={() => setReplying(c)}
                    >
                      Reply
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${rowButton} text-slate-700 hover:bg-slate-100`}
                    aria-label={`${c.state === 'open' ? 'Close' : 'Reopen'} request from ${c.name}`}
                    disabled={state.isPending && state.variables?.id === c.id}
                    onClick={() =>
                      c.state === 'open' && c.ticket?.kind === 'grievance' ? setResolving(c) : state.mutate(c)
                    }
                  >
                    {c.state === 'open' ? 'Close' : 'Reopen'}
                  </button>
                  <button
                    type="button"
                    className={`${rowButton} text-red-700 hover:bg-red-50`}
                    aria-label={`Delete request from ${c.name}`}
                    onClick={() => remove.ask(c)}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Contact requests pages" />

      <ReplyDialog request={replying} onClose={() => setReplying(null)} />
      <ResolveDialog request={resolving} onClose={() => setResolving(null)} />
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
