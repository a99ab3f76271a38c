// The stock-take: the admin uploads a CSV of counted units (sku,counted), sees every difference against the shop's
// stock before anything changes, and applies the same file; the server refuses a bad file whole (row and column in
// each message) and a file whose sizes' stock moved since the preview.
import type { StockTakePreview } from '@chamak/shared/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { AdminTable, td } from '../list-kit/table.tsx';
import { BusyButton, buttonClass } from '../ui.tsx';
import { applyStockTake, inventoryKeys, previewStockTake } from './api.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function StockTakePanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StockTakePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  };
  const check = useMutation({
    mutationFn: previewStockTake,
    onSuccess: (p) => {
      setPreview(p);
      setProblem(null);
    },
    onError: (e) => {
      setPreview(null);
      setProblem(errorMessage(e, 'The file could not be read.'));
    },
  });
  const apply = useMutation({
    mutationFn: ({ f, token }: { f: File; token: string }) => applyStockTake(f, token),
    onSuccess: async (reply) => {
      toast.success(reply.message);
      reset();
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all() });
    },
    onError: (e) => setProblem(errorMessage(e, 'The stock-take could not be applied.')),
  });
  const differ = preview?.lines.filter((l) => l.difference !== 0) ?? [];

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Stock-take
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Upload a CSV file with the columns <code className="rounded bg-slate-100 px-1">sku</code> and{' '}
        <code className="rounded bg-slate-100 px-1">counted</code>, one row per size counted. You see the
        differences first; nothing changes until you apply.
      </p>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) {
            setProblem('Choose the CSV file of your count first.');
            return;
          }
          check.mutate(file);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
            Counted stock (CSV)
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
              setProblem(null);
            }}
          />
        </div>
        <BusyButton
          type="submit"
          busy={check.isPending}
          busyText="Reading..."
          className={buttonClass.secondary}
        >
          Preview differences
        </BusyButton>
      </form>
      {problem && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm whitespace-pre-line text-red-800"
        >
          {problem}
        </p>
      )}
      {preview && (
        <div className="mt-4">
          <p className="mb-3 text-sm text-slate-700" role="status">
            {preview.counted} {preview.counted === 1 ? 'size' : 'sizes'} counted;{' '}
            <strong>
              {preview.changed} {preview.changed === 1 ? 'differs' : 'differ'}
            </strong>{' '}
            from the stock.
          </p>
          {differ.length > 0 && (
            <AdminTable
              caption="Differences between the count and the stock"
              columns={[
                'Row',
                'SKU',
                'Product',
                ['In stock', 'text-right'],
                ['Counted', 'text-right'],
                ['Difference', 'text-right'],
              ]}
              minWidth="min-w-[560px]"
              focusable
            >
              {differ.map((l) => (
                <tr key={l.sizeId}>
                  <td className={`${td} tabular-nums`}>{l.row}</td>
                  <td className={`${td} font-mono text-xs`}>{l.sku}</td>
                  <td className={td}>
                    {l.product} <span className="text-slate-500">({l.size})</span>
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{l.remaining}</td>
                  <td className={`${td} text-right tabular-nums`}>{l.counted}</td>
                  <td
                    className={`${td} text-right font-semibold tabular-nums ${l.difference > 0 ? 'text-emerald-700' : 'text-red-700'}`}
                  >
                    {signed(l.difference)}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <BusyButton
              type="button"
              busy={apply.isPending}
              busyText="Applying..."
              disabled={preview.changed === 0 || !file}
              onClick={() => file && apply.mutate({ f: file, token: preview.token })}
            >
              Apply {preview.changed} {preview.changed === 1 ? 'change' : 'changes'}
            </BusyButton>
            <button type="button" className={buttonClass.secondary} onClick={reset}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
