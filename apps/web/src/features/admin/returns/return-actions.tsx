// What the shop does with a return (decision 0141), only the moves its state allows (returnMoves): a request is
// approved (pickup by hand, or a Shiprocket reverse pickup) or rejected with a reason the shopper reads; an
// approved return is marked received, saying per line how many units can be sold again (they go back into
// stock; for a damaged, leaking or wrong-item return nothing is chosen for the admin, decision 0303); a received one is refunded (a cash order by hand, with its UPI/bank reference). Each asks first, in a
// window that says what will happen.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { canReturnMoveTo, mustCountOnReceipt, type OrderReturn } from '@chamak/shared/returns';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../admin-api.ts';
import { TextareaField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { BusyButton, buttonClass, inputClass, Modal } from '../ui.tsx';
import { type Pickup, returnCalls } from './api.ts';

type Move = 'approve' | 'reject' | 'receive' | 'refund';
export type Notice = { tone: 'ok' | 'error'; text: string };

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

const titles: Record<Move, (r: OrderReturn) => string> = {
  approve: (r) => `Approve return #${r.id}?`,
  reject: (r) => `Reject return #${r.id}?`,
  receive: (r) => `Mark return #${r.id} received?`,
  refund: (r) => `Refund ${money(r.amount)} for return #${r.id}?`,
};

const actionButton =
  'inline-flex items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-50';

/** The moves offered now: a refund also again after one that failed. */
export function movesOf(r: OrderReturn): Move[] {
  const moves: Move[] = [];
  if (canReturnMoveTo(r.status, 'approved')) moves.push('approve');
  if (canReturnMoveTo(r.status, 'rejected')) moves.push('reject');
  if (canReturnMoveTo(r.status, 'received')) moves.push('receive');
  if (canReturnMoveTo(r.status, 'refunded') && (!r.refund || r.refund.status === 'failed'))
    moves.push('refund');
  return moves;
}

export function ReturnActions({
  ret,
  cashOrder,
  report,
  onChanged,
}: {
  ret: OrderReturn;
  /** A cash-on-delivery order: its refund is made by hand and recorded with a reference. */
  cashOrder: boolean;
  report: (notice: Notice) => void;
  onChanged: () => Promise<void>;
}) {
  // The reject reason and the cash refund's reference, typed in the window; the server's 400 on either lands there.
  const form = useForm({ reason: '', reference: '' });
  const { id } = form;
  const reason = form.values.reason;
  const reference = form.values.reference;
  const [move, setMove] = useState<Move | null>(null);
  const [pickup, setPickup] = useState<Pickup>('manual');
  const [resellable, setResellable] = useState<Record<number, number>>({});
  // Lines of a return that must be counted (mustCountOnReceipt) that were left uncounted at the last confirm.
  const [uncounted, setUncounted] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  // A damaged, leaking or wrong-item return starts with no count (the admin checks the units); another return
  // with all its units resellable.
  const counted = mustCountOnReceipt(ret.reason);
  const countOf = (item: OrderReturn['items'][number]): number | undefined =>
    resellable[item.orderItemId] ?? (counted ? undefined : item.quantity);

  const act = useMutation({
    mutationFn: (m: Move) => {
      switch (m) {
        case 'approve':
          return returnCalls.approve(ret.id, pickup);
        case 'reject':
          return returnCalls.reject(ret.id, reason.trim());
        case 'receive':
          return returnCalls.receive(
            ret.id,
            ret.items.map((item) => ({
              orderItemId: item.orderItemId,
              resellable: countOf(item) ?? 0,
            })),
          );
        case 'refund':
          return returnCalls.refund(ret.id, cashOrder ? reference.trim() : undefined);
      }
    },
    onSuccess: (reply) => {
      setMove(null);
      report({ tone: 'ok', text: reply.message });
      // Not awaited: the move is done once the server says so. Waiting for the reloads kept the mutation busy,
      // so the next dialog (opened from the already-reloaded card) showed "Refunding..." before anything was sent.
      void onChanged();
    },
    onError: (e) => {
      form.serverError(e);
      const text = errorMessage(e, 'Something Went Wrong');
      setError(text);
      report({ tone: 'error', text });
    },
  });

  const moves = movesOf(ret);
  if (moves.length === 0) return null;

  const open = (m: Move) => {
    setMove(m);
    setPickup('manual');
    form.setValues({ reason: '', reference: '' });
    form.check({});
    setResellable({});
    setUncounted([]);
    setError(undefined);
  };
  const confirm = () => {
    const checked = form.check({
      reason: move === 'reject' && !reason.trim() ? 'reason is required' : undefined,
      reference:
        move === 'refund' && cashOrder && reference.trim().length < 4
          ? 'Enter the UPI or bank transfer reference of the refund (at least 4 characters)'
          : undefined,
    });
    if (!checked) return;
    if (move === 'receive') {
      const missing = ret.items.filter((item) => countOf(item) === undefined).map((i) => i.orderItemId);
      setUncounted(missing);
      if (missing.length > 0) return;
    }
    setError(undefined);
    if (move) act.mutate(move);
  };
  const close = () => !act.isPending && setMove(null);

  const labels: Record<Move, string> = {
    approve: 'Approve',
    reject: 'Reject',
    receive: 'Mark received',
    refund: `Refund ${money(ret.amount)}`,
  };
  const confirmLabels: Record<Move, string> = {
    approve: 'Approve return',
    reject: 'Reject return',
    receive: 'Mark received',
    refund: `Refund ${money(ret.amount)}`,
  };
  const busyLabels: Record<Move, string> = {
    approve: 'Approving...',
    reject: 'Rejecting...',
    receive: 'Saving...',
    refund: 'Refunding...',
  };

  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
      {moves.map((m) => (
        <button
          key={m}
          type="button"
          onClick={() => open(m)}
          aria-label={`${labels[m]} (return #${ret.id})`}
          className={`${actionButton} ${
            m === 'reject'
              ? 'border-red-300 bg-white text-red-700 hover:bg-red-50'
              : m === 'approve' || m === 'refund'
                ? 'border-brand bg-brand text-white hover:bg-brand-dark'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`}
        >
          {labels[m]}
        </button>
      ))}

      <Modal
        open={move !== null}
        title={move ? titles[move](ret) : ''}
        onClose={close}
        footer={
          move && (
            <>
              <button type="button" className={buttonClass.secondary} onClick={close}>
                Back
              </button>
              <BusyButton
                type="button"
                busy={act.isPending}
                busyText={busyLabels[move]}
                className={move === 'reject' ? buttonClass.danger : buttonClass.primary}
                onClick={confirm}
              >
                {confirmLabels[move]}
              </BusyButton>
            </>
          )
        }
      >
        <div className="space-y-3 text-sm text-slate-700">
          {move === 'approve' && (
            <>
              <p>
                The customer is told the return of {ret.items.reduce((n, i) => n + i.quantity, 0)} unit(s),{' '}
                {money(ret.amount)}, is approved.
              </p>
              <fieldset className="space-y-2">
                <legend className="mb-1 font-medium text-slate-800">Pickup</legend>
                {(
                  [
                    ['manual', 'Manual', 'You arrange the pickup, or the customer sends the parcel back.'],
                    [
                      'shiprocket',
                      'Shiprocket reverse pickup',
                      'Books a reverse pickup with Shiprocket (when Shiprocket is configured).',
                    ],
                  ] as const
                ).map(([value, label, hint]) => (
                  <label
                    key={value}
                    className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 ${pickup === value ? 'border-brand bg-indigo-50' : 'border-slate-200'}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-pickup`}
                      value={value}
                      checked={pickup === value}
                      onChange={() => setPickup(value)}
                      className="mt-0.5 accent-brand"
                    />
                    <span>
                      <span className="block font-medium text-slate-900">{label}</span>
                      <span className="block text-xs text-slate-500">{hint}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            </>
          )}

          {move === 'reject' && (
            <>
              <p>Nothing is refunded. The customer reads your reason on their order page.</p>
              <TextareaField
                form={form}
                name="reason"
                label="Reason"
                rows={3}
                maxLength={500}
                placeholder="e.g. The photos show the seal intact and the bottle full."
              />
            </>
          )}

          {move === 'receive' && (
            <>
              {counted ? (
                <p>
                  Returned as {ret.reasonLabel.toLowerCase()}: check the units, then choose how many of each
                  line can be sold again. Only those go back into stock; the rest are written off.
                </p>
              ) : (
                <p>
                  Say how many units of each line can be sold again: they go back into stock. The rest are
                  written off.
                </p>
              )}
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {ret.items.map((item) => {
                  const selectId = `${id}-resell-${item.orderItemId}`;
                  const count = countOf(item);
                  const missing = count === undefined && uncounted.includes(item.orderItemId);
                  return (
                    <li key={item.orderItemId} className="p-3">
                      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                        <div className="min-w-0 flex-1 basis-44">
                          <p className="font-medium text-slate-900">{item.name}</p>
                          <p className="text-xs text-slate-500">
                            Size {item.size} · {item.quantity} returned
                          </p>
                        </div>
                        <label htmlFor={selectId} className="flex shrink-0 items-center gap-2 text-xs">
                          <span className="whitespace-nowrap">Can be sold again</span>
                          <select
                            id={selectId}
                            className={inputClass.replace('w-full', 'w-28')}
                            value={count ?? ''}
                            aria-invalid={missing || undefined}
                            aria-describedby={missing ? `${selectId}-error` : undefined}
                            onChange={(e) => {
                              const n = Number(e.target.value);
                              setResellable((r) => ({ ...r, [item.orderItemId]: n }));
                              setUncounted((u) => u.filter((x) => x !== item.orderItemId));
                            }}
                          >
                            {count === undefined && (
                              <option value="" disabled>
                                Choose
                              </option>
                            )}
                            {Array.from({ length: item.quantity + 1 }, (_, n) => (
                              <option key={n} value={n}>
                                {n}
                              </option>
                            ))}
                          </select>
                        </label>
                      </div>
                      {missing && (
                        <p id={`${selectId}-error`} className="mt-1 text-right text-xs text-red-700">
                          Choose how many of the {item.quantity} can be sold again (0 if none).
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}

          {move === 'refund' && (
            <>
              <p>
                {cashOrder
                  ? `This was a cash order: send ${money(ret.amount)} back by UPI or bank transfer, then record its reference here.`
                  : `${money(ret.amount)} goes back to the customer's original payment method through the payment gateway.`}
              </p>
              <p>A credit note is issued and the customer gets a mail. This cannot be undone.</p>
              {cashOrder && (
                <TextField form={form} name="reference" label="UPI or bank reference" maxLength={100} />
              )}
            </>
          )}

          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          )}
        </div>
      </Modal>
    </div>
  );
}
