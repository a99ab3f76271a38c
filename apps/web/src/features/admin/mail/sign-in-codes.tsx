// /admin/outbox?tab=codes: every sign-in code message the shop sent or tried to send (decision 0316), and the
// codes that open an order's status page (decision 0322), newest first, paged by the server: when, by which
// channel, to which number, whether a provider took it (and the error when none did) and what became of it. The
// code itself shows only for a test code (no provider configured), which is the fixed sandbox code; a real code is
// stored only as a hash and is never shown.
import {
  type SignInCodeEntry,
  type SignInCodeOutcome,
  type SignInCodePage,
  type SignInCodeStatus,
  signInCodeStatuses,
} from '@chamak/shared/sign-in-code-log';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { adminKeys } from '../list-kit/keys.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { useServerList } from '../list-kit/server-list.ts';
import { AdminTable, Badge, FilterSelect, ListStates, SearchBox, type Tone, td } from '../list-kit/table.tsx';
import { FailedNotice, StatusLegend } from './outbox-parts.tsx';

const perPage = 15;
const loadFailed = 'Failed to load the sign-in codes.';

const statusInfo: Record<SignInCodeStatus, { label: string; tone: Tone; meaning: string }> = {
  sent: { label: 'Sent', tone: 'green', meaning: 'the SMS or WhatsApp provider took it' },
  failed: { label: 'Failed', tone: 'red', meaning: 'no provider took it; the error says why' },
  test: { label: 'Test', tone: 'slate', meaning: 'no provider is configured: nothing was sent' },
};

const channelLabel: Record<SignInCodeEntry['channel'], string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  test: 'Test',
};

/** A code that opens an order's status page (decision 0322) rather than a sign-in; a sign-in code needs no word. */
const purposeNote = (c: SignInCodeEntry) => (c.purpose === 'order-status' ? 'To follow an order' : null);

const outcomeLabel: Record<SignInCodeOutcome, string> = {
  used: 'Signed in',
  replaced: 'Replaced by a newer code',
  'tried-out': 'Ended by 5 wrong codes',
  expired: 'Expired unused',
  live: 'Still valid',
};

function StatusBadge({ status }: { status: SignInCodeStatus }) {
  return <Badge tone={statusInfo[status].tone}>{statusInfo[status].label}</Badge>;
}

export function SignInCodeList() {
  const id = useId();
  const list = useServerList<SignInCodePage, 'status'>({
    queryKey: [...adminKeys.outbox(), 'sign-in-codes'],
    path: '/admin/sign-in-codes',
    pageSize: perPage,
    filters: ['status'],
    allowed: { status: signInCodeStatuses },
    loadFailed,
  });
  const { data, isPending, error, pager } = list;
  const status = list.filters.status;
  const failed = data?.failed ?? 0;

  return (
    <>
      <div className="mb-4 rounded-2xl border border-indigo-100 bg-indigo-50/70 p-4 text-sm text-slate-700">
        <p>
          Every sign-in code the shop sent by SMS or WhatsApp, or tried to, and the codes that let a shopper
          follow an order without signing in. A code is stored only as a hash, so a real code cannot be shown
          here. <strong className="text-slate-900">Test</strong> means no provider is configured: nothing was
          sent, and the code is always the test code shown.
        </p>
        <FailedNotice
          failed={failed}
          noun={['code', 'codes']}
          showing={status === 'failed'}
          onShow={() => list.setFilter('status', 'failed')}
        />
        <StatusLegend statuses={signInCodeStatuses} info={statusInfo} />
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id={`${id}-search`}
          label="Search sign-in codes"
          placeholder="Search by mobile number..."
          value={list.search}
          onChange={list.setSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={signInCodeStatuses.map((s) => ({ value: s, label: statusInfo[s].label }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </div>

      <ListStates
        pending={isPending}
        failed={Boolean(error)}
        empty={data?.total === 0}
        failedText={loadFailed}
        emptyText="No sign-in codes found"
      >
        <AdminTable
          caption="Sign-in codes"
          columns={['Time', ['Channel', 'hidden sm:table-cell'], 'Number', 'Status', 'Code']}
          minWidth="min-w-[600px]"
        >
          {(data?.items ?? []).map((c) => (
            <tr key={c.id} className="hover:bg-slate-50/60">
              <td className={`${td} min-w-28`}>
                {formatDateTime(c.createdAt)}
                {/* On a phone the status column is off to the side; its badge shows here too. */}
                <span className="mt-1 block sm:hidden">
                  <StatusBadge status={c.status} />
                </span>
              </td>
              <td className={`${td} hidden sm:table-cell`}>
                {channelLabel[c.channel]}
                {purposeNote(c) && (
                  <span className="mt-1 block text-xs text-slate-500">{purposeNote(c)}</span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums text-slate-900`}>
                {c.phone}
                {/* And the channel column is hidden: the channel goes under the number. */}
                <span className="mt-1 block text-xs text-slate-500 sm:hidden">
                  {channelLabel[c.channel]}
                  {purposeNote(c) && ` · ${purposeNote(c)}`}
                </span>
              </td>
              <td className={`${td} min-w-44`}>
                <StatusBadge status={c.status} />
                {c.outcome && (
                  <span className="mt-1 block text-xs text-slate-500">
                    {outcomeLabel[c.outcome]}
                    {c.outcome === 'used' && c.usedAt && ` ${formatDateTime(c.usedAt)}`}
                    {c.tries > 0 && c.outcome !== 'tried-out' && (
                      <>
                        {' '}
                        · {c.tries} wrong {c.tries === 1 ? 'code' : 'codes'}
                      </>
                    )}
                  </span>
                )}
                {c.error && <span className="mt-1 line-clamp-3 block text-xs text-red-700">{c.error}</span>}
              </td>
              {/* Positioned, so the screen-reader text stays inside the table's sideways scroll on a phone. */}
              <td className={`${td} relative`}>
                {c.code ? (
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
                    {c.code}
                  </code>
                ) : (
                  <span className="text-slate-400">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Not shown</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListStates>
      <AdminPager {...pager} onPage={list.setPage} label="Sign-in code pages" />
    </>
  );
}
