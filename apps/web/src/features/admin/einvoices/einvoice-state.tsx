// A B2B document's e-invoice state and what the admin does with it (decision 0344): registered (its IRN and Ack No)
// or waiting for its IRN; the e-invoice JSON to download, and the portal's answer to enter or change.
import type { EinvoiceDocumentView } from '@chamak/shared/einvoice';
import { useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { actionButton, Badge } from '../list-kit/table.tsx';
import { BusyButton } from '../ui.tsx';
import { einvoiceCalls } from './api.ts';

/** The acknowledgement's date and time on the portal's clock (India time), wherever the admin's browser is. */
const ackDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function EinvoiceState({ document }: { document: EinvoiceDocumentView }) {
  const r = document.registration;
  if (!r) return <Badge tone="amber">IRN pending</Badge>;
  return (
    <div className="min-w-0 space-y-0.5">
      <Badge tone="green">Registered</Badge>
      <span className="block font-mono text-xs break-all text-slate-700" title={r.irn}>
        IRN {r.irn.slice(0, 16)}…{r.irn.slice(-6)}
      </span>
      <span className="block text-xs text-slate-600">
        Ack No <span className="font-mono">{r.ackNo}</span> · {ackDate.format(new Date(r.ackDate))} IST
      </span>
    </div>
  );
}

export function EinvoiceActions({
  document,
  enabled,
  onEnter,
}: {
  document: EinvoiceDocumentView;
  enabled: boolean;
  onEnter: (document: EinvoiceDocumentView) => void;
}) {
  const [busy, setBusy] = useState(false);
  const kind = document.kind === 'invoice' ? 'invoice' : 'credit note';
  return (
    <>
      <BusyButton
        type="button"
        busy={busy}
        busyText="Downloading..."
        disabled={!enabled}
        className={`${actionButton} whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50`}
        aria-label={`Download JSON of ${kind} ${document.number}`}
        onClick={async () => {
          setBusy(true);
          try {
            await einvoiceCalls.downloadOne(document.id, document.number);
          } catch (error) {
            toast.error(errorMessage(error, 'Could not download the e-invoice JSON.'));
          } finally {
            setBusy(false);
          }
        }}
      >
        Download JSON
      </BusyButton>
      <button
        type="button"
        disabled={!enabled}
        className={`${actionButton} whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50`}
        aria-label={`${document.registration ? 'Change IRN' : 'Enter IRN'} of ${kind} ${document.number}`}
        onClick={() => onEnter(document)}
      >
        {document.registration ? 'Change IRN' : 'Enter IRN'}
      </button>
    </>
  );
}

/** Said where e-invoicing is off: the exports and entries wait for the GST setting. */
export const einvoicingOffText =
  'E-invoicing is off. Turn it on in Shop Settings → GST once the turnover is above the e-invoicing threshold.';
