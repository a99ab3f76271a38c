// An order's GST documents: "Download invoice" for its tax invoice and one button per credit note, for the
// shopper's order page and the admin's order window. The PDFs need the bearer token, so the page hands in how
// to download (lib/files.ts downloadFile, with its own way of reporting a refusal).
import type { Order } from '@chamak/shared/orders';
import { useState } from 'react';
import { t } from '../../lib/i18n.ts';

/** Downloads `/api{path}` and saves it (the server names the file; `fallbackName` otherwise). */
export type DownloadDocument = (path: string, fallbackName: string) => Promise<void>;

/** The file name the server gives a document: its number with the slashes replaced. */
export const documentFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

function DownloadGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width={16} height={16} fill="none" stroke="currentColor">
      <path
        d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function hasTaxDocuments(order: Order): boolean {
  return order.invoice !== null || order.creditNotes.length > 0;
}

export function TaxDocuments({ order, onDownload }: { order: Order; onDownload: DownloadDocument }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (!hasTaxDocuments(order)) return null;
  const download = async (key: string, path: string, number: string) => {
    setBusy(key);
    try {
      await onDownload(path, documentFileName(number));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      {order.invoice && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-600">
            {t('GST invoice')} <span className="font-medium text-slate-900">{order.invoice.number}</span>
          </p>
          <button
            type="button"
            className={buttonClass}
            disabled={busy !== null}
            aria-busy={busy === 'invoice'}
            onClick={() => download('invoice', `/order/${order.id}/invoice`, order.invoice!.number)}
          >
            <DownloadGlyph />
            {busy === 'invoice' ? t('Downloading...') : t('Download invoice')}
          </button>
        </div>
      )}
      {order.creditNotes.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-600">{t('Credit notes')}</p>
          <div className="flex flex-wrap gap-2">
            {order.creditNotes.map((note) => (
              <button
                key={note.n}
                type="button"
                className={buttonClass}
                disabled={busy !== null}
                aria-busy={busy === `cn-${note.n}`}
                onClick={() =>
                  download(`cn-${note.n}`, `/order/${order.id}/credit-notes/${note.n}`, note.number)
                }
              >
                <DownloadGlyph />
                {t('Credit note {number}', { number: note.number })}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
