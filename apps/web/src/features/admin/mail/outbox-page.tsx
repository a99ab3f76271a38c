// /admin/outbox: every e-mail the shop has sent or would have sent (D12), with a modal to read one. 'Kept'
// means SMTP is not configured; otherwise the mail worker sends queued mail, retrying with growing waits, and
// a message it gave up on ('failed', with the server's error) can be put back in the queue (decision 0011). A mail
// with an HTML part can be read as the shopper sees it (decision 0210). Its second tab (?tab=codes, so a link opens
// it) lists the sign-in code messages (sign-in-codes.tsx).
import type { MessageReply } from '@chamak/shared/common';
import type { OutboxMessage, OutboxPage as OutboxPageReply, OutboxStatus } from '@chamak/shared/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, FilterSelect, ListStates, SearchBox, type Tone, td } from '../list-kit/table.tsx';
import { AdminPageHeader, buttonClass, Modal } from '../ui.tsx';
import { FailedNotice, StatusLegend } from './outbox-parts.tsx';
import { SignInCodeList } from './sign-in-codes.tsx';

const perPage = 15;
const loadFailed = 'Failed to load the mail outbox.';

const statusInfo: Record<OutboxStatus, { label: string; tone: Tone; meaning: string }> = {
  sent: { label: 'Sent', tone: 'green', meaning: 'delivered to the mail server' },
  kept: { label: 'Kept', tone: 'slate', meaning: 'SMTP is not configured: stored here, not sent' },
  queued: { label: 'Queued', tone: 'brand', meaning: 'waiting for its next try' },
  sending: { label: 'Sending', tone: 'amber', meaning: 'being handed to the mail server now' },
  failed: { label: 'Failed', tone: 'red', meaning: 'every try failed; the error says why' },
};

const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

/** Puts a failed message back in the mail queue; the worker sends it within moments. */
function RetryButton({
  message,
  onDone,
  className = 'rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-red-700 hover:bg-red-50 disabled:opacity-50',
}: {
  message: OutboxMessage;
  onDone?: () => void;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => request<MessageReply>(`/admin/outbox/${message.id}/retry`, { method: 'POST' }),
    onSuccess: async (result) => {
      toast.success(result.message);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: adminKeys.outbox() });
    },
    onError: (e) => toast.error(errorMessage(e, 'Could not queue the message again.')),
  });
  const label = retry.isPending ? 'Queuing...' : 'Retry';
  return (
    <button
      type="button"
      className={className}
      // The visible word starts the accessible name (WCAG 2.5.3 Label in Name).
      aria-label={`${label} "${message.subject}" to ${message.to}`}
      disabled={retry.isPending}
      onClick={() => retry.mutate()}
    >
      {label}
    </button>
  );
}

/**
 * A message's body: its plain-text part, and for a mail with an HTML part (decision 0210) that part as the
 * shopper's mail client shows it, in a sandboxed frame (no scripts, no forms, no navigation).
 */
function MailBody({ message }: { message: OutboxMessage }) {
  const [asHtml, setAsHtml] = useState(false);
  const tab = (html: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={asHtml === html}
      className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${asHtml === html ? 'bg-brand text-white' : 'text-slate-700 hover:bg-slate-100'}`}
      onClick={() => setAsHtml(html)}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-2">
      {message.html && (
        <div className="flex gap-2">
          {tab(false, 'Plain text')}
          {tab(true, 'As the shopper sees it')}
        </div>
      )}
      {message.html && asHtml ? (
        <iframe
          title={`${message.subject} (HTML)`}
          sandbox=""
          srcDoc={message.html}
          className="h-[60vh] w-full rounded-xl border border-slate-200 bg-white"
        />
      ) : (
        <pre className="rounded-xl border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {message.text}
        </pre>
      )}
    </div>
  );
}

const tabs = [
  { key: 'mail', label: 'Mail', to: '/admin/outbox' },
  { key: 'codes', label: 'Sign-in codes', to: '/admin/outbox?tab=codes' },
] as const;

export default function OutboxPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'codes' ? 'codes' : 'mail';
  return (
    <div>
      <AdminPageHeader
        title="Mail Outbox"
        description={
          tab === 'codes'
            ? 'The sign-in codes the shop has sent by SMS or WhatsApp, or tried to.'
            : 'Order confirmations, status changes and password resets the shop has sent or would have sent.'
        }
      />
      {/* Each tab is a link (a new list, from its first page): the address says which one shows. */}
      <nav aria-label="Outbox" className="mb-4 flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <Link
            key={t.key}
            to={t.to}
            aria-current={tab === t.key ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === t.key
                ? 'border-brand text-brand'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'codes' ? <SignInCodeList /> : <MailList />}
    </div>
  );
}

function MailList() {
  const id = useId();
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  // The server searches, filters and pages the whole outbox (not only its newest messages).
  const list = useServerList<OutboxPageReply, 'status'>({
    queryKey: adminKeys.outbox(),
    path: '/admin/outbox',
    pageSize: perPage,
    filters: ['status'],
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const status = list.filters.status;
  const kept = (data?.kept ?? 0) > 0;
  const failed = data?.failed ?? 0;

  return (
    <>
      <div className="mb-4 rounded-2xl border border-indigo-100 bg-indigo-50/70 p-4 text-sm text-slate-700">
        <p>
          <strong className="text-slate-900">Kept</strong> means SMTP is not configured, so the message was
          stored here instead of being sent. Nothing is lost: you can read it below.{' '}
          {kept && 'To send mail for real, set the SMTP settings in the server environment.'} With SMTP set,
          mail is queued and sent in the background; when the mail server does not answer, it is tried again
          with growing waits, and after the last try it is marked <strong>Failed</strong> with the server's
          error. <strong className="text-slate-900">Retry</strong> puts a failed message back in the queue.
        </p>
        <FailedNotice
          failed={failed}
          noun={['message', 'messages']}
          showing={status === 'failed'}
          onShow={() => list.setFilter('status', 'failed')}
        />
        <StatusLegend statuses={Object.keys(statusInfo) as OutboxStatus[]} info={statusInfo} />
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={`${id}-search`}
          label="Search mail"
          placeholder="Search by recipient or subject..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={(Object.keys(statusInfo) as OutboxStatus[]).map((s) => ({
            value: s,
            label: statusInfo[s].label,
          }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText="No mail found"
      >
        <AdminTable
          caption="Mail outbox"
          columns={['Date', 'To', 'Subject', 'Status', 'Last error', ['Actions', 'text-right']]}
        >
          {(data?.items ?? []).map((m) => (
            <tr key={m.id} className="hover:bg-slate-50/60">
              <td className={`${td} min-w-28`}>
                {formatDateTime(m.createdAt)}
                {/* On a phone the status column is off to the side; its badge shows here too. */}
                <span className="mt-1 block sm:hidden">
                  <Badge tone={statusInfo[m.status]?.tone ?? 'slate'}>
                    {statusInfo[m.status]?.label ?? m.status}
                  </Badge>
                </span>
              </td>
              <td className={td}>{m.to}</td>
              <td className={`${td} min-w-44 font-medium text-slate-900`}>{m.subject}</td>
              <td className={td}>
                <Badge tone={statusInfo[m.status]?.tone ?? 'slate'}>
                  {statusInfo[m.status]?.label ?? m.status}
                </Badge>
                {(m.attempts > 1 || (m.attempts > 0 && m.status !== 'sent')) && (
                  <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">
                    {tries(m.attempts)}
                  </span>
                )}
              </td>
              <td className={`${td} min-w-36 text-xs break-words`}>
                {m.error && <span className="line-clamp-3 text-red-700">{m.error}</span>}
              </td>
              <td className={`${td} text-right whitespace-nowrap`}>
                {m.status === 'failed' && <RetryButton message={m} />}
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
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Outbox pages" />

      <Modal
        open={reading !== null}
        title={reading?.subject ?? 'Message'}
        onClose={() => setReading(null)}
        wide
        footer={
          <>
            {reading?.status === 'failed' && (
              <RetryButton
                message={reading}
                onDone={() => setReading(null)}
                className={buttonClass.primary}
              />
            )}
            <button type="button" className={buttonClass.secondary} onClick={() => setReading(null)}>
              Close
            </button>
          </>
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
              {reading.attempts > 0 && (
                <>
                  <dt className="text-slate-500">Tries</dt>
                  <dd className="text-slate-900">
                    {tries(reading.attempts)}
                    {reading.status === 'queued' && `, next ${formatDateTime(reading.nextAttemptAt)}`}
                  </dd>
                </>
              )}
              {reading.error && (
                <>
                  <dt className="text-slate-500">{reading.status === 'failed' ? 'Error' : 'Last error'}</dt>
                  <dd className="text-red-700">{reading.error}</dd>
                </>
              )}
            </dl>
            <MailBody message={reading} />
          </div>
        )}
      </Modal>
    </>
  );
}
