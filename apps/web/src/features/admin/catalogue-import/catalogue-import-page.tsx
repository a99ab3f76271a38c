// /admin/catalogue-import: the catalogue as a CSV file and back (decision 0351). Export every product's sizes; choose
// an edited file (or a zip of it with its images) to check it: every row's change and every error by row and column;
// Apply writes it all in one go, and is offered only when the check found no error.
import { indianNumber } from '@chamak/shared/money';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { td, th } from '../list-kit/table.tsx';
import { AdminPageHeader, BusyButton, buttonClass, inputClass } from '../ui.tsx';
import {
  type CatalogueImportResult,
  downloadCatalogue,
  type ImportProgress,
  type ImportRowChange,
  runImport,
} from './api.ts';

/** Changes shown in the table at most; the counts above it cover all. */
const shownChanges = 500;

function ProgressBar({ progress, applying }: { progress: ImportProgress | null; applying: boolean }) {
  const text = !progress
    ? 'Sending the file...'
    : progress.phase === 'applying'
      ? `Writing: ${indianNumber(progress.applied)} sizes saved`
      : `Checked ${indianNumber(progress.checked)} rows`;
  return (
    <div className="space-y-1" role="status" aria-live="polite">
      <progress className="h-2 w-full accent-brand" aria-label={applying ? 'Applying' : 'Checking'} />
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}

function Summary({ result }: { result: CatalogueImportResult }) {
  const figures = [
    ['Rows', result.rows],
    ['New sizes', result.created],
    ['Changed', result.updated],
    ['Unchanged', result.unchanged],
    ['Errors', result.errorCount],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, value]) => (
        <div
          key={label}
          className={`rounded-xl border bg-white px-4 py-3 ${label === 'Errors' && value > 0 ? 'border-red-300' : 'border-slate-200'}`}
        >
          <dt className="text-xs font-semibold text-slate-500 uppercase">{label}</dt>
          <dd
            className={`text-xl font-bold tabular-nums ${label === 'Errors' && value > 0 ? 'text-red-700' : 'text-slate-900'}`}
          >
            {indianNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Errors({ result }: { result: CatalogueImportResult }) {
  const id = useId();
  if (result.errorCount === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-bold text-red-800">
        {result.errorCount === 1 ? '1 error' : `${indianNumber(result.errorCount)} errors`}: nothing will be
        changed until the file is corrected
      </h2>
      <ul className="max-h-80 space-y-1 overflow-auto rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        {result.errors.map((e) => (
          <li key={`${e.row}-${e.column}-${e.message}`}>{e.message}</li>
        ))}
        {result.errorCount > result.errors.length && (
          <li className="font-semibold">and {indianNumber(result.errorCount - result.errors.length)} more</li>
        )}
      </ul>
    </section>
  );
}

function ChangeFields({ change }: { change: ImportRowChange }) {
  return (
    <ul className="space-y-0.5">
      {change.fields.map((f) => (
        <li key={f.field} className="break-words">
          <span className="font-medium text-slate-900">{f.field}</span>:{' '}
          {change.action === 'updated' && (
            <>
              <del className="text-slate-500">{f.before || '(empty)'}</del> →{' '}
            </>
          )}
          <ins className="no-underline">{f.after || '(empty)'}</ins>
        </li>
      ))}
    </ul>
  );
}

function Changes({ result }: { result: CatalogueImportResult }) {
  const id = useId();
  if (result.changes.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
        No row changes anything in the catalogue.
      </p>
    );
  const shown = result.changes.slice(0, shownChanges);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-bold text-slate-900">
        Changes
      </h2>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroller must be reachable to scroll it on a phone */}
        <div className="max-h-[32rem] overflow-auto" tabIndex={0}>
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Each row's change</caption>
            <thead className="sticky top-0">
              <tr>
                <th scope="col" className={th}>
                  Row
                </th>
                <th scope="col" className={th}>
                  SKU
                </th>
                <th scope="col" className={th}>
                  Product
                </th>
                <th scope="col" className={th}>
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.row}>
                  <td className={`${td} tabular-nums`}>{c.row}</td>
                  <td className={`${td} whitespace-nowrap font-mono text-xs`}>{c.sku}</td>
                  <td className={td}>
                    <span
                      className={`mb-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${c.action === 'created' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
                    >
                      {c.action === 'created' ? 'New' : 'Changed'}
                    </span>
                    <div>{c.product}</div>
                  </td>
                  <td className={td}>
                    <ChangeFields change={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {result.changes.length > shown.length && (
        <p className="text-sm text-slate-600">
          Showing the first {indianNumber(shown.length)} of {indianNumber(result.changes.length)} changed
          rows.
        </p>
      )}
    </section>
  );
}

export default function CatalogueImportPage() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CatalogueImportResult | null>(null);
  const [running, setRunning] = useState<'check' | 'apply' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [picker, setPicker] = useState(0);

  const exportFile = async () => {
    setExporting(true);
    try {
      await downloadCatalogue();
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to export the catalogue.'));
    } finally {
      setExporting(false);
    }
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setRunning(dryRun ? 'check' : 'apply');
    setProgress(null);
    setFailure(null);
    try {
      const result = await runImport(file, dryRun, setProgress);
      setChecked(result);
      if (!dryRun && result.applied) {
        // The applied file is done with: the picker empties for the next one.
        setFile(null);
        setPicker((n) => n + 1);
      }
    } catch (e) {
      setChecked(null);
      setFailure(errorMessage(e, 'The file could not be imported. Nothing was changed.'));
    } finally {
      setRunning(null);
    }
  };

  const canApply =
    !!file && !!checked && checked.dryRun && checked.errorCount === 0 && checked.changes.length > 0;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Import / Export"
        description="Every product's sizes as a CSV file: prices, stock, SKU, GTIN, HSN, GST rate, categories and images. Edit it and import it back."
        actions={
          <BusyButton
            type="button"
            busy={exporting}
            busyText="Exporting..."
            className={buttonClass.secondary}
            onClick={exportFile}
          >
            Export CSV
          </BusyButton>
        }
      />

      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-semibold text-slate-900">
            File to import
          </label>
          <p className="text-sm text-slate-600">
            A CSV with the export's columns, or a zip of that CSV with the images its image_urls column names.
            Sizes are matched by SKU; a new SKU adds a size (with an empty product_id, a new product). Prices
            in rupees, without commas.
          </p>
          <input
            key={picker}
            id={fileId}
            type="file"
            accept=".csv,.zip,text/csv,application/zip"
            className={`${inputClass} mt-2`}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setChecked(null);
              setFailure(null);
            }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <BusyButton
            type="button"
            busy={running === 'check'}
            busyText="Checking..."
            className={buttonClass.secondary}
            disabled={!file || running !== null}
            onClick={() => run(true)}
          >
            Check file (dry run)
          </BusyButton>
          <BusyButton
            type="button"
            busy={running === 'apply'}
            busyText="Applying..."
            disabled={!canApply || running !== null}
            onClick={() => run(false)}
            title={checked && checked.errorCount > 0 ? 'Correct the errors first' : undefined}
          >
            Apply changes
          </BusyButton>
        </div>
        {running && <ProgressBar progress={progress} applying={running === 'apply'} />}
        {failure && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            {failure}
          </p>
        )}
        {checked && !checked.dryRun && checked.applied && (
          <p
            role="status"
            className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            Applied: {indianNumber(checked.created)} new sizes and {indianNumber(checked.updated)} changed, in
            one go.
          </p>
        )}
      </section>

      {checked && (
        <div className="space-y-6">
          <Summary result={checked} />
          <Errors result={checked} />
          <Changes result={checked} />
        </div>
      )}
    </div>
  );
}
