// /admin/audit (decision 0348): every admin write and export of personal data, newest first: who (and their role
// then), when, from which address, what, and the fields that changed, before → after. Filters by person, entity
// and dates; the filtered entries download as CSV. Read-only: nothing here changes an entry.
import type { AuditEntry } from '@chamak/shared/audit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { pageFigures } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { AdminTable, Badge, FilterSelect, ListStates, selectClass, td } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, buttonClass } from '../ui.tsx';
import { type AuditFilter, auditQuery, downloadAuditCsv } from './api.ts';

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

/** The changed fields as "field: before → after" lines; an export's filter; a request's fields when no before. */
function Changes({ e }: { e: AuditEntry }) {
  const lines = Object.entries(e.changes).map(([field, change]) => {
    if (change && typeof change === 'object' && ('before' in change || 'after' in change)) {
      const c = change as { before?: unknown; after?: unknown };
      return { field, text: `${shown(c.before)} → ${shown(c.after)}` };
    }
    return { field, text: shown(change) };
  });
  if (lines.length === 0) return <span className="text-slate-500">No field changed</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {lines.slice(0, 8).map((l) => (
        <li key={l.field} className="break-all">
          <span className="font-semibold text-slate-800">{l.field}</span>: {l.text}
        </li>
      ))}
      {lines.length > 8 && <li className="text-slate-500">and {lines.length - 8} more (in the CSV)</li>}
    </ul>
  );
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-600">
      {label}
      <input
        id={id}
        type="date"
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export default function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const query = useQuery(auditQuery(filter, page));
  const data = query.data;
  const change = (next: AuditFilter) => {
    setFilter((now) => ({ ...now, ...next }));
    setPage(1);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filter);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the audit log.'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div>
      <AdminPageHeader
        title="Audit log"
        description="Every change made in the back-office and every export of personal data: who, when, from where, and what changed. Entries cannot be edited or deleted."
        actions={
          <BusyButton
            busy={downloading}
            busyText="Preparing..."
            className={buttonClass.secondary}
            onClick={download}
          >
            Download CSV
          </BusyButton>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <FilterSelect
          label="Person"
          value={filter.actor ? String(filter.actor) : ''}
          options={(data?.people ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          onChange={(v) => change({ actor: v ? Number(v) : undefined })}
        />
        <FilterSelect
          label="Entity"
          value={filter.entity ?? ''}
          options={(data?.entities ?? []).map((e) => ({ value: e, label: e }))}
          onChange={(v) => change({ entity: v || undefined })}
        />
        <DateInput
          label="From"
          value={filter.from ?? ''}
          onChange={(v) => change({ from: v || undefined })}
        />
        <DateInput label="To" value={filter.to ?? ''} onChange={(v) => change({ to: v || undefined })} />
      </div>
      <ListStates
        pending={query.isPending}
        failed={query.isError}
        empty={(data?.entries.length ?? 0) === 0}
        failedText="Could not load the audit log."
        emptyText="No entries match."
      >
        {/* A phone reads each entry as a card: the changes are the point, and a wide table would hide them. */}
        <ul className="space-y-3 md:hidden" aria-label="Audit log entries">
          {data?.entries.map((e) => (
            <li key={e.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {e.actorName} <span className="font-normal text-slate-500 capitalize">({e.actorRole})</span>
                </span>
                <span className="text-xs text-slate-500">{formatDateTime(e.at)}</span>
              </p>
              <p className="mt-1 font-mono text-xs break-all text-slate-800">{e.action}</p>
              <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-600">
                {e.kind === 'export' && <Badge tone="amber">Export</Badge>}
                {e.entity}
                {e.entityId && ` #${e.entityId}`} · from {e.ip}
              </p>
              <div className="mt-2">
                <Changes e={e} />
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <AdminTable
            caption="Audit log entries"
            columns={['When', 'Who', 'What', 'Changes', ['Address', 'hidden md:table-cell']]}
            minWidth="min-w-[720px]"
            focusable
          >
            {data?.entries.map((e) => (
              <tr key={e.id}>
                <td className={`${td} text-xs whitespace-nowrap`}>{formatDateTime(e.at)}</td>
                <td className={td}>
                  <span className="block font-medium text-slate-900">{e.actorName}</span>
                  <span className="block text-xs text-slate-500 capitalize">{e.actorRole}</span>
                </td>
                <td className={td}>
                  <span className="block font-mono text-xs text-slate-800">{e.action}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-600">
                    {e.kind === 'export' && <Badge tone="amber">Export</Badge>}
                    {e.entity}
                    {e.entityId && ` #${e.entityId}`}
                  </span>
                </td>
                <td className={td}>
                  <Changes e={e} />
                </td>
                <td className={`${td} hidden font-mono text-xs md:table-cell`}>{e.ip}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
        {data && (
          <AdminPager
            {...pageFigures(data.page, data.total, data.perPage)}
            onPage={setPage}
            label="Audit log pages"
          />
        )}
      </ListStates>
    </div>
  );
}
