// /admin/einvoices (decision 0344): the B2B tax invoices and credit notes, newest first, with their IRN state: the
// e-invoice JSON of one, of those ticked or of every pending one to download for the portal's upload, and the
// portal's answer to enter or upload for each. With e-invoicing off in the GST settings, the page says so.
import type { EinvoiceDocumentView, EinvoiceListQuery } from '@chamak/shared/einvoice';
import { formatRupees } from '@chamak/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AdminTable, FilterSelect, ListStates, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { AdminPageHeader, BusyButton, buttonClass } from '../ui.tsx';
import { einvoiceCalls, einvoicesQuery } from './api.ts';
import { EinvoiceActions, EinvoiceState, einvoicingOffText } from './einvoice-state.tsx';
import { RegistrationDialog } from './registration-dialog.tsx';

const statuses = [
  { value: 'pending', label: 'IRN pending' },
  { value: 'registered', label: 'Registered' },
];

function DocumentCell({ d }: { d: EinvoiceDocumentView }) {
  return (
    <div>
      <span className="block font-semibold whitespace-nowrap text-slate-900">{d.number}</span>
      <span className="block text-xs text-slate-500">
        {d.kind === 'invoice' ? 'Invoice' : 'Credit note'} · {formatDate(d.issuedAt)} ·{' '}
        <Link to={`${adminPath('orders')}?order=${d.orderId}`} className="text-brand underline">
          Order #{d.orderId}
        </Link>
      </span>
    </div>
  );
}

function BuyerCell({ d }: { d: EinvoiceDocumentView }) {
  return (
    <div className="min-w-0">
      <span className="block font-medium text-slate-900">{d.buyerName}</span>
      <span className="block font-mono text-xs text-slate-600">{d.buyerGstin}</span>
    </div>
  );
}

export default function EinvoicesPage() {
  const [status, setStatus] = useState<EinvoiceListQuery['status']>('all');
  const query = useQuery(einvoicesQuery({ status }));
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [entering, setEntering] = useState<EinvoiceDocumentView | null>(null);
  const [exporting, setExporting] = useState(false);
  const documents = query.data?.documents ?? [];
  const enabled = query.data?.enabled ?? false;
  const pending = documents.filter((d) => !d.registration);
  const chosen = documents.filter((d) => picked.has(d.id));

  const exportMany = async (list: EinvoiceDocumentView[]) => {
    setExporting(true);
    try {
      await einvoiceCalls.downloadMany(list.map((d) => d.id));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the e-invoice JSON.'));
    } finally {
      setExporting(false);
    }
  };
  const toggle = (id: number) =>
    setPicked((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pick = (d: EinvoiceDocumentView) => (
    <input
      type="checkbox"
      className="size-4 accent-brand"
      checked={picked.has(d.id)}
      disabled={!enabled}
      aria-label={`Choose ${d.number}`}
      onChange={() => toggle(d.id)}
    />
  );

  return (
    <div>
      <AdminPageHeader
        title="E-invoices"
        description={
          query.data
            ? `${documents.length} B2B ${documents.length === 1 ? 'document' : 'documents'}${status === 'all' ? `, ${pending.length} waiting for an IRN` : ''}`
            : undefined
        }
        actions={
          <>
            <BusyButton
              type="button"
              busy={exporting}
              busyText="Downloading..."
              className={buttonClass.secondary}
              disabled={!enabled || chosen.length === 0}
              onClick={() => exportMany(chosen)}
            >
              Download chosen ({chosen.length})
            </BusyButton>
            <BusyButton
              type="button"
              busy={exporting}
              busyText="Downloading..."
              className={buttonClass.primary}
              disabled={!enabled || pending.length === 0}
              onClick={() => exportMany(pending.slice(0, 100))}
            >
              Download all pending
            </BusyButton>
          </>
        }
      />
      {query.data && !enabled && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {einvoicingOffText}
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <FilterSelect
          label="IRN"
          value={status === 'all' ? '' : (status ?? '')}
          options={statuses}
          onChange={(v) => {
            setStatus((v || 'all') as EinvoiceListQuery['status']);
            setPicked(new Set());
          }}
        />
      </div>
      <ListStates
        pending={query.isPending}
        failed={query.isError}
        empty={documents.length === 0}
        failedText="Failed to load the e-invoices."
        emptyText="No B2B invoices or credit notes yet"
      >
        <ul aria-label="B2B documents" className="space-y-3 md:hidden">
          {documents.map((d) => (
            <li key={d.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start gap-3">
                <div className="pt-0.5">{pick(d)}</div>
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex items-start justify-between gap-2">
                    <DocumentCell d={d} />
                    <span className="text-sm font-semibold whitespace-nowrap text-slate-900">
                      {formatRupees(d.totalPaise)}
                    </span>
                  </div>
                  <BuyerCell d={d} />
                  <EinvoiceState document={d} />
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-1 border-t border-slate-100 pt-2">
                <EinvoiceActions document={d} enabled={enabled} onEnter={setEntering} />
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          <AdminTable
            caption="B2B documents"
            minWidth="min-w-[900px]"
            columns={[
              ['Pick', 'w-10'],
              'Document',
              'Buyer',
              ['Total', 'text-right'],
              'E-invoice',
              ['Actions', 'text-right'],
            ]}
          >
            {documents.map((d) => (
              <tr key={d.id} className="hover:bg-slate-50/60">
                <td className={`${td} w-10`}>{pick(d)}</td>
                <td className={td}>
                  <DocumentCell d={d} />
                </td>
                <td className={td}>
                  <BuyerCell d={d} />
                </td>
                <td className={`${td} text-right whitespace-nowrap`}>{formatRupees(d.totalPaise)}</td>
                <td className={`${td} max-w-64`}>
                  <EinvoiceState document={d} />
                </td>
                <td className={`${td} text-right`}>
                  <div className="flex flex-col items-end gap-1">
                    <EinvoiceActions document={d} enabled={enabled} onEnter={setEntering} />
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      </ListStates>
      <RegistrationDialog document={entering} onClose={() => setEntering(null)} />
    </div>
  );
}
