// Admin → Privacy requests (decision 0358): the shoppers' DPDP requests with their tickets and deadlines (days left,
// red under 15), the open ones first by deadline or every one; a request opened below the list with what was asked,
// the account, the identity-check notes, and the actions: mark in progress, done (an erasure's done erases, refused
// while an order is on its way) or refuse with the reason. The person is mailed each answer by the server.
import {
  type PrivacyRequestActionReply,
  type PrivacyRequestDetail,
  type PrivacyRequestRow,
  type PrivacyRequestStatus,
  type PrivacyRequestsReply,
  privacyRequestKindLabels,
  privacyRequestStatusLabels,
  privacyUrgentDays,
} from '@chamak/shared/privacy-requests';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminTable, Badge, ListStates, TableMessage, type Tone, td } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, buttonClass, Field, inputClass } from '../ui.tsx';

const keys = {
  list: (view: string) => [...adminKeys.all, 'privacy-requests', view] as const,
  one: (id: number) => [...adminKeys.all, 'privacy-requests', 'one', id] as const,
};

const statusTone: Record<PrivacyRequestStatus, Tone> = {
  received: 'brand',
  in_progress: 'amber',
  held: 'amber',
  done: 'green',
  refused: 'red',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function Deadline({ row }: { row: PrivacyRequestRow }) {
  if (row.daysLeft === null) return <span className="text-slate-500">{day(row.dueAt)}</span>;
  const urgent = row.daysLeft < privacyUrgentDays;
  return (
    <span className={urgent ? 'font-semibold text-red-700' : 'text-slate-700'}>
      {day(row.dueAt)}
      <br />
      <span className="text-xs">
        {row.daysLeft < 0 ? `${-row.daysLeft} days late` : `${row.daysLeft} days left`}
      </span>
    </span>
  );
}

function Detail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => request<PrivacyRequestDetail>(`/admin/privacy-requests/${id}`, { signal }),
  });
  const [notes, setNotes] = useState<string | null>(null);
  const [doneNote, setDoneNote] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  if (detail.isPending || detail.isError)
    return (
      <div className="mt-6">
        <ListStates
          pending={detail.isPending}
          failed={detail.isError}
          empty={false}
          failedText="Could not load the request."
          emptyText=""
        >
          {null}
        </ListStates>
      </div>
    );
  const r = detail.data;
  const open = r.status === 'received' || r.status === 'in_progress' || r.status === 'held';

  async function act(name: string, path: string, method: 'PATCH' | 'POST', body: object) {
    setBusy(name);
    try {
      const reply = await request<PrivacyRequestActionReply>(`/admin/privacy-requests/${id}${path}`, {
        method,
        body,
      });
      toast.success(reply.message);
      queryClient.setQueryData(keys.one(id), reply.request);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not save. Please try again.'));
      await detail.refetch();
      onChanged();
    } finally {
      setBusy(null);
    }
  }

  const details = Object.entries(r.details);
  return (
    <section
      aria-labelledby="privacy-request-detail"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="privacy-request-detail" className="font-mono text-lg font-bold text-slate-900">
          {r.ticket}
        </h2>
        <Badge tone={statusTone[r.status]}>{privacyRequestStatusLabels[r.status]}</Badge>
        <span className="text-sm text-slate-600">{privacyRequestKindLabels[r.kind]}</span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-600">Person</dt>
        <dd className="break-all">
          {r.name} {r.email ? `· ${r.email}` : ''} {r.account?.phone ? `· ${r.account.phone}` : ''}
          {r.account?.erased ? ' (account erased)' : ''}
        </dd>
        <dt className="text-slate-600">Received</dt>
        <dd>{day(r.receivedAt)}</dd>
        <dt className="text-slate-600">Deadline</dt>
        <dd>
          <Deadline row={r} />
        </dd>
        {details.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600 capitalize">{key}</dt>
            <dd className="break-words whitespace-pre-wrap">{String(value ?? '—')}</dd>
          </div>
        ))}
        {r.heldOrderId && r.status === 'held' ? (
          <>
            <dt className="text-slate-600">Held on</dt>
            <dd className="font-semibold text-amber-800">Order #{r.heldOrderId}, until it is delivered</dd>
          </>
        ) : null}
        {r.nominee ? (
          <>
            <dt className="text-slate-600">Nominee</dt>
            <dd>
              {r.nominee.name} ({r.nominee.relation}) {r.nominee.email ?? ''} {r.nominee.phone ?? ''}
            </dd>
          </>
        ) : null}
        {r.outcome ? (
          <>
            <dt className="text-slate-600">Outcome</dt>
            <dd>
              {r.outcome}
              {r.closedAt ? ` · ${day(r.closedAt)}` : ''}
              {r.closedBy ? ` · ${r.closedBy}` : ''}
            </dd>
          </>
        ) : null}
      </dl>

      <div className="mt-5 grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-2">
          <Field id="privacy-identity-notes" label="Identity-check notes">
            <textarea
              id="privacy-identity-notes"
              rows={3}
              className={inputClass}
              value={notes ?? r.identityNotes ?? ''}
              onChange={(e) => setNotes(e.currentTarget.value)}
              readOnly={!open}
            />
          </Field>
          {open ? (
            <div className="flex flex-wrap gap-2">
              <BusyButton
                type="button"
                busy={busy === 'notes'}
                className={buttonClass.secondary}
                onClick={() => act('notes', '', 'PATCH', { identityNotes: notes ?? r.identityNotes ?? '' })}
              >
                Save notes
              </BusyButton>
              {r.status === 'received' ? (
                <BusyButton
                  type="button"
                  busy={busy === 'progress'}
                  className={buttonClass.secondary}
                  onClick={() => act('progress', '', 'PATCH', { status: 'in_progress' })}
                >
                  Mark in progress
                </BusyButton>
              ) : null}
            </div>
          ) : null}
        </div>
        {open ? (
          <>
            <div className="flex flex-col gap-2">
              <Field
                id="privacy-done-note"
                label="Note to the person (optional)"
                hint={
                  r.kind === 'erasure'
                    ? 'Done erases the account now: invoices stay, the rest is anonymised.'
                    : undefined
                }
              >
                <textarea
                  id="privacy-done-note"
                  rows={3}
                  className={inputClass}
                  value={doneNote}
                  onChange={(e) => setDoneNote(e.currentTarget.value)}
                />
              </Field>
              <div>
                <BusyButton
                  type="button"
                  busy={busy === 'done'}
                  busyText={r.kind === 'erasure' ? 'Erasing...' : 'Saving...'}
                  className={r.kind === 'erasure' ? buttonClass.danger : buttonClass.primary}
                  onClick={() =>
                    act('done', '/done', 'POST', doneNote.trim() ? { note: doneNote.trim() } : {})
                  }
                >
                  {r.kind === 'erasure' ? 'Erase and mark done' : 'Mark done'}
                </BusyButton>
              </div>
            </div>
            <div className="flex flex-col gap-2">
              <Field id="privacy-refuse-reason" label="Reason for refusing">
                <textarea
                  id="privacy-refuse-reason"
                  rows={3}
                  className={inputClass}
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                />
              </Field>
              <div>
                <BusyButton
                  type="button"
                  busy={busy === 'refuse'}
                  className={buttonClass.secondary}
                  disabled={!reason.trim()}
                  onClick={() => act('refuse', '/refuse', 'POST', { reason: reason.trim() })}
                >
                  Refuse
                </BusyButton>
              </div>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

export default function PrivacyRequestsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'all' ? 'all' : 'open';
  const selected = Number(params.get('id')) || null;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: keys.list(view),
    queryFn: ({ signal }) =>
      request<PrivacyRequestsReply>(`/admin/privacy-requests?view=${view}`, { signal }),
  });
  const select = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('id', String(id));
      else next.delete('id');
      return next;
    });
  const setView = (next: 'open' | 'all') =>
    setParams(next === 'all' ? { view: 'all' } : {}, { replace: true });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'privacy-requests'], exact: false });
  const items = list.data?.items ?? [];

  return (
    <div>
      <AdminPageHeader
        title="Privacy requests"
        description="Shoppers’ requests under the DPDP Rules: a copy of their data, corrections, nominees and erasure. Answer each within 90 days."
        actions={
          <fieldset aria-label="Which requests" className="flex gap-2">
            <button
              type="button"
              aria-pressed={view === 'open'}
              className={view === 'open' ? buttonClass.primary : buttonClass.secondary}
              onClick={() => setView('open')}
            >
              Open
            </button>
            <button
              type="button"
              aria-pressed={view === 'all'}
              className={view === 'all' ? buttonClass.primary : buttonClass.secondary}
              onClick={() => setView('all')}
            >
              All
            </button>
          </fieldset>
        }
      />
      <AdminTable
        caption="Privacy requests"
        columns={['Ticket', 'Kind', 'Person', 'Received', 'Deadline', 'Status']}
        minWidth="min-w-[760px]"
      >
        {list.isPending ? (
          <TableMessage colSpan={6}>Loading requests...</TableMessage>
        ) : list.isError ? (
          <TableMessage colSpan={6}>{errorMessage(list.error, 'Could not load the requests.')}</TableMessage>
        ) : items.length === 0 ? (
          <TableMessage colSpan={6}>
            {view === 'open' ? 'No open requests.' : 'No requests yet.'}
          </TableMessage>
        ) : (
          items.map((row) => (
            <tr key={row.id} className={row.id === selected ? 'bg-indigo-50/60' : undefined}>
              <td className={td}>
                <button
                  type="button"
                  className="font-mono font-semibold text-brand underline underline-offset-2"
                  aria-current={row.id === selected ? 'true' : undefined}
                  onClick={() => select(row.id)}
                >
                  {row.ticket}
                </button>
              </td>
              <td className={td}>{privacyRequestKindLabels[row.kind]}</td>
              <td className={td}>
                <span className="font-medium text-slate-900">{row.name}</span>
                <br />
                <span className="text-xs break-all">{row.email}</span>
              </td>
              <td className={td}>{day(row.receivedAt)}</td>
              <td className={td}>
                <Deadline row={row} />
              </td>
              <td className={td}>
                <Badge tone={statusTone[row.status]}>{privacyRequestStatusLabels[row.status]}</Badge>
                {row.status === 'held' && row.heldOrderId ? (
                  <span className="mt-1 block text-xs">until #{row.heldOrderId} is delivered</span>
                ) : null}
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      {selected ? <Detail key={selected} id={selected} onChanged={refresh} /> : null}
    </div>
  );
}
