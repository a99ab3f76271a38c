// /admin/outbox: every e-mail the shop has sent or would have sent (D12), with a modal to read one. 'Kept'
// means SMTP is not configured, so the message was stored here instead of going out.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { request } from '../admin-api.ts';
import { matches } from '../list-kit/format.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { paginate } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import {
  Badge,
  FilterSelect,
  ListStates,
  SearchBox,
  TableCard,
  TableHead,
  type Tone,
  td,
} from '../list-kit/table.tsx';
import { useErrorToast } from '../list-kit/use-list.ts';
import { useSearchParam } from '../list-kit/use-search-param.ts';
import { AdminPageHeader, buttonClass, Modal } from '../ui.tsx';

type OutboxStatus = 'kept' | 'sent' | 'failed' | 'queued';
type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

const perPage = 15;
const loadFailed = 'Failed to load the mail outbox.';

const statusInfo: Record<OutboxStatus, { label: string; tone: Tone; meaning: string }> = {
  sent: { label: 'Sent', tone: 'green', meaning: 'delivered to the mail server' },
  kept: { label: 'Kept', tone: 'slate', meaning: 'SMTP is not configured: stored here, not sent' },
  queued: { label: 'Queued', tone: 'brand', meaning: 'being handed to the mail server' },
  failed: { label: 'Failed', tone: 'red', meaning: 'the mail server refused it; the error says why' },
};

export default function OutboxPage() {
  const id = useId();
  const { search, setSearch, page, setPage } = useSearchParam();
  const [status, setStatus] = useState('');
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const {
    data: mail,
    isPending,
    error,
  } = useQuery({
    queryKey: adminKeys.outbox(),
    queryFn: ({ signal }) => request<OutboxMessage[]>('/admin/outbox', { signal }),
  });
  useErrorToast(error, loadFailed);
  const shown = useMemo(
    () => (mail ?? []).filter((m) => (!status || m.status === status) && matches(search, m.to, m.subject)),
    [mail, search, status],
  );
  const paged = paginate(shown, page, perPage);
  const kept = (mail ?? []).some((m) => m.status === 'kept');

  return (
    <div>
      <AdminPageHeader
        title="Mail Outbox"
        description="Order confirmations, status changes and password resets the shop has sent or would have sent."
      />
      <div className="mb-4 rounded-2xl border border-indigo-100 bg-indigo-50/70 p-4 text-sm text-slate-700">
        <p>
          <strong className="text-slate-900">Kept</strong> means SMTP is not configured, so the message was
          stored here instead of being sent. Nothing is lost: you can read it below.{' '}
          {kept && 'To send mail for real, set the SMTP settings in the server environment.'}
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
          {(Object.keys(statusInfo) as OutboxStatus[]).map((s) => (
            <li key={s} className="flex items-center gap-1.5">
              <Badge tone={statusInfo[s].tone}>{statusInfo[s].label}</Badge> {statusInfo[s].meaning}
            </li>
          ))}
        </ul>
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={`${id}-search`}
          label="Search mail"
          placeholder="Search by recipient or subject..."
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={(Object.keys(statusInfo) as OutboxStatus[]).map((s) => ({
            value: s,
            label: statusInfo[s].label,
          }))}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={paged.total === 0}
        failedText={loadFailed}
        emptyText="No mail found"
      >
        <TableCard caption="Mail outbox">
          <TableHead columns={['Date', 'To', 'Subject', 'Status', ['Message', 'text-right']]} />
          <tbody>
            {paged.rows.map((m) => (
              <tr key={m.id} className="hover:bg-slate-50/60">
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(m.createdAt)}</td>
                <td className={td}>{m.to}</td>
                <td className={`${td} min-w-56 font-medium text-slate-900`}>{m.subject}</td>
                <td className={td}>
                  <Badge tone={statusInfo[m.status]?.tone ?? 'slate'}>
                    {statusInfo[m.status]?.label ?? m.status}
                  </Badge>
                </td>
                <td className={`${td} text-right`}>
                  <button
                    type="button"
                    className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand hover:bg-indigo-50"
                    aria-label={`Read "${m.subject}" to ${m.to}`}
                    onClick={() => setReading(m)}
                  >
                    Read
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      </ListStates>
      <AdminPager {...paged} onPage={setPage} label="Outbox pages" />

      <Modal
        open={reading !== null}
        title={reading?.subject ?? 'Message'}
        onClose={() => setReading(null)}
        wide
        footer={
          <button type="button" className={buttonClass.secondary} onClick={() => setReading(null)}>
            Close
          </button>
        }
      >
        {reading && (
          <div className="space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">To</dt>
              <dd className="break-all text-slate-900">{reading.to}</dd>
              <dt className="text-slate-500">Written</dt>
              <dd className="text-slate-900">{formatDateTime(reading.createdAt)}</dd>
              <dt className="text-slate-500">Status</dt>
              <dd>
                <Badge tone={statusInfo[reading.status]?.tone ?? 'slate'}>
                  {statusInfo[reading.status]?.label ?? reading.status}
                </Badge>{' '}
                <span className="text-slate-600">
                  {reading.sentAt
                    ? `sent ${formatDateTime(reading.sentAt)}`
                    : statusInfo[reading.status]?.meaning}
                </span>
              </dd>
              {reading.error && (
                <>
                  <dt className="text-slate-500">Error</dt>
                  <dd className="text-red-700">{reading.error}</dd>
                </>
              )}
            </dl>
            <pre className="rounded-xl border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {reading.text}
            </pre>
          </div>
        )}
      </Modal>
    </div>
  );
}
