// One size's stock in a dialog: its SKU and stock, the manual adjustment form (units in or out, and why), and its
// stock ledger page by page, newest first, each movement with its reason, order and who made it.
import { adjustmentBody, type InventorySize, stockReasonLabels } from '@chamak/shared/inventory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage } from '../admin-api.ts';
import { pageFigures } from '../list-kit/pager.ts';
import { AdminPager } from '../list-kit/pager.tsx';
import { AdminTable, Badge, TableMessage, td } from '../list-kit/table.tsx';
import { adminPath } from '../nav.ts';
import { BusyButton, Field, inputClass, Modal } from '../ui.tsx';
import { adjustStock, inventoryKeys, movementsPerPage, stockLedgerQuery } from './api.ts';

type Props = { size: InventorySize | null; onClose: () => void };

export function SizeStockDialog({ size, onClose }: Props) {
  return (
    <Modal
      open={size !== null}
      wide
      title={size ? `${size.product} (${size.size})` : 'Stock'}
      onClose={onClose}
    >
      {size && <SizeStock key={size.sizeId} size={size} />}
    </Modal>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function SizeStock({ size }: { size: InventorySize }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery(stockLedgerQuery(size.sizeId, page));
  const now = ledger.data?.size ?? size;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="SKU" value={now.sku ?? '—'} />
        <Fact label="In stock" value={String(now.remaining)} />
        <Fact
          label="Low at or below"
          value={now.lowStockThreshold === null ? 'Not set' : String(now.lowStockThreshold)}
        />
        <Fact label="GTIN" value={now.gtin ?? '—'} />
      </dl>
      <AdjustmentForm size={now} onDone={() => setPage(1)} />
      <section aria-labelledby={`ledger-${size.sizeId}`}>
        <h3 id={`ledger-${size.sizeId}`} className="mb-2 text-sm font-semibold text-slate-900">
          Stock ledger
        </h3>
        <AdminTable
          caption={`Stock ledger of ${size.product} (${size.size})`}
          columns={['When', 'Reason', ['Change', 'text-right'], ['Stock after', 'text-right'], 'Note']}
          minWidth="min-w-[600px]"
          focusable
        >
          {ledger.isPending ? (
            <TableMessage colSpan={5}>Loading...</TableMessage>
          ) : ledger.isError ? (
            <TableMessage colSpan={5}>
              {errorMessage(ledger.error, 'The ledger could not be loaded.')}
            </TableMessage>
          ) : (
            ledger.data.items.map((m) => (
              <tr key={m.id}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(m.at)}</td>
                <td className={td}>
                  <Badge tone={m.delta > 0 ? 'green' : 'slate'}>{stockReasonLabels[m.reason]}</Badge>
                </td>
                <td
                  className={`${td} text-right font-semibold tabular-nums ${m.delta > 0 ? 'text-emerald-700' : 'text-slate-900'}`}
                >
                  {signed(m.delta)}
                </td>
                <td className={`${td} text-right tabular-nums`}>{m.balance}</td>
                <td className={td}>
                  {m.orderId !== null && (
                    <Link
                      className="font-medium text-brand hover:underline"
                      to={`${adminPath('orders')}?search=${m.orderId}`}
                    >
                      Order #{m.orderId}
                    </Link>
                  )}
                  {m.orderId !== null && (m.note || m.actor) ? ' · ' : ''}
                  {m.note}
                  {m.actor ? (
                    <span className="text-slate-500">{m.note ? ` (${m.actor})` : m.actor}</span>
                  ) : null}
                </td>
              </tr>
            ))
          )}
        </AdminTable>
        {ledger.data && (
          <AdminPager
            {...pageFigures(page, ledger.data.total, movementsPerPage)}
            onPage={setPage}
            label="Ledger pages"
          />
        )}
      </section>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate font-semibold text-slate-900" title={value}>
        {value}
      </dd>
    </div>
  );
}

/** Units in (+) or out (−) of the size, and a note saying why; the server refuses stock below 0. */
function AdjustmentForm({ size, onDone }: { size: InventorySize; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [delta, setDelta] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; note?: string; form?: string }>({});
  const save = useMutation({
    mutationFn: (body: { delta: number; note: string }) => adjustStock(size.sizeId, body),
    onSuccess: async (reply) => {
      toast.success(`${reply.message}: ${reply.size.remaining} in stock`);
      setDelta('');
      setNote('');
      onDone();
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all() });
    },
    onError: (e) => setErrors({ form: errorMessage(e, 'The adjustment could not be saved.') }),
  });
  return (
    <form
      className="rounded-xl border border-slate-200 p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = adjustmentBody.safeParse({
          delta: delta.trim() === '' ? Number.NaN : Number(delta),
          note,
        });
        if (!parsed.success) {
          const found: typeof errors = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] === 'note' ? 'note' : 'delta';
            found[field] ??= issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        save.mutate(parsed.data);
      }}
      noValidate
    >
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold text-slate-900">
        Adjust stock
      </h3>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
        <Field id={`${id}-delta`} label="Change (units)" error={errors.delta} hint="e.g. 12 or -2">
          <input
            id={`${id}-delta`}
            inputMode="numeric"
            className={inputClass}
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
            aria-invalid={errors.delta ? true : undefined}
            aria-describedby={errors.delta ? `${id}-delta-error` : undefined}
          />
        </Field>
        <Field id={`${id}-note`} label="Why (note)" error={errors.note}>
          <input
            id={`${id}-note`}
            className={inputClass}
            value={note}
            maxLength={500}
            placeholder="Broken in the store room, delivery from the supplier…"
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${id}-note-error` : undefined}
          />
        </Field>
        <BusyButton
          type="submit"
          busy={save.isPending}
          className="inline-flex sm:mt-6 items-center justify-center rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-50"
        >
          Save adjustment
        </BusyButton>
      </div>
      {errors.form && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.form}
        </p>
      )}
    </form>
  );
}
