// The order window's e-invoice panel (decision 0344): for an order billed to a business (a B2B invoice, and its
// credit notes), each document's IRN state, its e-invoice JSON to download, and the portal's answer to enter or
// upload. Nothing for a B2C order.
import type { EinvoiceDocumentView } from '@chamak/shared/einvoice';
import { formatRupees } from '@chamak/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { einvoicesQuery } from './api.ts';
import { EinvoiceActions, EinvoiceState, einvoicingOffText } from './einvoice-state.tsx';
import { RegistrationDialog } from './registration-dialog.tsx';

export function OrderEinvoices({ orderId }: { orderId: number }) {
  const id = useId();
  const query = useQuery(einvoicesQuery({ orderId }));
  const [entering, setEntering] = useState<EinvoiceDocumentView | null>(null);
  const data = query.data;
  if (!data || data.documents.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        E-invoice
      </h3>
      {!data.enabled && <p className="mt-1 text-sm text-slate-600">{einvoicingOffText}</p>}
      <ul className="mt-2 divide-y divide-slate-100">
        {[...data.documents].reverse().map((d) => (
          <li key={d.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-medium text-slate-900">
                {d.kind === 'invoice' ? 'Invoice' : 'Credit note'} {d.number}{' '}
                <span className="font-normal text-slate-500">· {formatRupees(d.totalPaise)}</span>
              </p>
              <EinvoiceState document={d} />
            </div>
            <div className="flex flex-wrap gap-1">
              <EinvoiceActions document={d} enabled={data.enabled} onEnter={setEntering} />
            </div>
          </li>
        ))}
      </ul>
      <RegistrationDialog document={entering} onClose={() => setEntering(null)} />
    </section>
  );
}
