// The admin's Refund (decision 0120): the amount (what is left to refund unless changed), a reason and, for a
// cash-on-delivery order, the UPI or bank transfer reference of the money sent back; then a confirmation that
// says what will happen. One Idempotency-Key per opening of the window, so a double click or a retry after a
// lost answer never refunds twice. The fields are the admin form kit's: a check's error, or the server's 400
// naming a field, shows under that field until it is typed in.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { RefundReply } from '@chamak/shared/refunds';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage, request } from '../admin-api.ts';
import { TextField } from '../form-kit/fields.tsx';
import { type FormErrors, useForm } from '../form-kit/use-form.ts';
import { BusyButton, buttonClass, Modal } from '../ui.tsx';

type Notice = { tone: 'ok' | 'error'; text: string };

/** 32 hex digits from the browser's random source (randomUUID needs a secure context; this does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `refund-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

type Values = { amount: string; reason: string; reference: string };

/** The form's problems, by field; the amount in paise when it is right. */
function check(
  form: Values,
  maxPaise: number,
  manual: boolean,
): { errors: FormErrors<Values>; paise: number } {
  const errors: FormErrors<Values> = {};
  let paise = 0;
  const text = form.amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) errors.amount = 'Enter an amount in rupees, like 250 or 99.50';
  else {
    paise = rupeesToPaise(text);
    if (paise <= 0) errors.amount = 'The amount must be more than ₹0';
    else if (paise > maxPaise) errors.amount = `At most ${formatRupees(maxPaise)} can be refunded`;
  }
  if (!form.reason.trim()) errors.reason = 'Say why the money goes back';
  if (manual && form.reference.trim().length < 4)
    errors.reference = 'Enter the UPI or bank transfer reference of the refund';
  return { errors, paise };
}

export function RefundAction({
  order,
  report,
  onChanged,
}: {
  order: Order;
  report: (notice: Notice) => void;
  onChanged: () => Promise<void>;
}) {
  const maxPaise = rupeesToPaise(order.refundable);
  const manual = order.paymentMethod === 'cod';
  const blank = (): Values => ({ amount: (maxPaise / 100).toFixed(2), reason: '', reference: '' });
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values>(blank);
  const { id } = form;
  const [key, setKey] = useState(newKey);
  const refund = useMutation({
    mutationFn: (body: { amount: number; reason: string; reference?: string }) =>
      request<RefundReply>(`/admin/orders/${order.id}/refunds`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
    onSuccess: (result) => {
      setOpen(false);
      report({
        tone: result.refund.status === 'failed' ? 'error' : 'ok',
        text: `${result.message}: ${formatRupees(rupeesToPaise(result.refund.amount))}`,
      });
      void onChanged(); // not awaited: the refund is done; the reloads must not keep the form busy
    },
    onError: (e) => {
      setConfirming(false);
      form.serverError(e);
      report({ tone: 'error', text: errorMessage(e, 'The refund failed') });
    },
  });
  if (maxPaise <= 0) return null;

  const start = () => {
    // What is left to refund may have changed since the window was last open.
    form.setValues(blank());
    form.check({});
    setConfirming(false);
    setKey(newKey());
    setOpen(true);
  };
  const values = form.values;
  const { paise } = check(values, maxPaise, manual);
  const review = (e: FormEvent) => {
    e.preventDefault();
    if (form.check(check(values, maxPaise, manual).errors)) setConfirming(true);
  };
  const send = () =>
    refund.mutate({
      amount: paise / 100,
      reason: values.reason.trim(),
      ...(manual ? { reference: values.reference.trim() } : {}),
    });
  const formId = `${id}-form`;

  return (
    <>
      <button
        type="button"
        className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        onClick={start}
      >
        Refund
      </button>
      <Modal
        open={open}
        title={confirming ? `Refund ${formatRupees(paise)}?` : `Refund order #${order.id}`}
        onClose={() => !refund.isPending && setOpen(false)}
        footer={
          confirming ? (
            <>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setConfirming(false)}
                disabled={refund.isPending}
              >
                Back
              </button>
              <BusyButton
                type="button"
                busy={refund.isPending}
                busyText="Refunding..."
                className={buttonClass.danger}
                onClick={send}
              >
                Refund {formatRupees(paise)}
              </BusyButton>
            </>
          ) : (
            <>
              <button type="button" className={buttonClass.secondary} onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit" form={formId} className={buttonClass.primary}>
                Review refund
              </button>
            </>
          )
        }
      >
        {confirming ? (
          <div className="space-y-2 text-slate-700">
            <p>
              {manual
                ? `Record ${formatRupees(paise)} sent back to ${order.firstName} ${order.lastName} (reference ${values.reference.trim()}).`
                : `${formatRupees(paise)} goes back to ${order.firstName} ${order.lastName}'s original payment method through the payment gateway.`}
            </p>
            <p>A credit note is issued and the customer gets a mail. This cannot be undone.</p>
          </div>
        ) : (
          <form id={formId} onSubmit={review} noValidate className="space-y-3" aria-label="Refund">
            {/* The label already says ₹, so no ₹ prefix (AmountField) beside the box. */}
            <TextField
              form={form}
              name="amount"
              label="Amount (₹)"
              hint={`Up to ${formatRupees(maxPaise)}, what is left to refund.`}
              inputMode="decimal"
            />
            <TextField
              form={form}
              name="reason"
              label="Reason"
              maxLength={500}
              placeholder="e.g. One bottle arrived leaking"
            />
            {manual && (
              <TextField
                form={form}
                name="reference"
                label="UPI or bank reference"
                hint="Cash orders are refunded by hand: send the money, then note its reference here."
                maxLength={100}
              />
            )}
          </form>
        )}
      </Modal>
    </>
  );
}
