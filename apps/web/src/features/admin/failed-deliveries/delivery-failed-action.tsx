// The order window's "Delivery attempt failed" (decision 0336): the admin records a failed attempt the courier
// told them about by phone, with its reason; the shopper is sent the answer link as for a courier's report, and the
// attempt waits in Admin → Failed deliveries. Offered while the parcel is on its way.
import { OrderStatus } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../admin-api.ts';
import { BusyButton, buttonClass, Field, inputClass, Modal } from '../ui.tsx';
import { failedDeliveryCalls, failedDeliveryKeys } from './api.ts';

/** Where a parcel is out with the courier, so a delivery attempt can fail. */
const onItsWay: readonly number[] = [
  OrderStatus.PickupGenerated,
  OrderStatus.PickedUp,
  OrderStatus.InTransit,
  OrderStatus.OutForDelivery,
];

export function DeliveryFailedAction({
  order,
  report,
  onChanged,
}: {
  order: Order;
  report: (notice: { tone: 'ok' | 'error'; text: string }) => void;
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: () => failedDeliveryCalls.report(order.id, reason.trim()),
    onSuccess: async (result) => {
      report({ tone: 'ok', text: result.message });
      setOpen(false);
      setReason('');
      await Promise.all([onChanged(), queryClient.invalidateQueries({ queryKey: failedDeliveryKeys.all() })]);
    },
    onError: (e) => {
      report({ tone: 'error', text: errorMessage(e, 'Something Went Wrong') });
      setOpen(false);
    },
  });
  if (order.status === OrderStatus.Cancelled || !onItsWay.includes(order.status)) return null;
  const submit = () => {
    if (!reason.trim()) {
      setError('Say why the delivery failed');
      return;
    }
    setError(undefined);
    record.mutate();
  };
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        onClick={() => setOpen(true)}
      >
        Delivery attempt failed
      </button>
      <Modal
        open={open}
        title={`Delivery attempt failed: order #${order.id}`}
        onClose={() => !record.isPending && setOpen(false)}
        footer={
          <>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => setOpen(false)}
              disabled={record.isPending}
            >
              Back
            </button>
            <BusyButton type="button" busy={record.isPending} busyText="Recording..." onClick={submit}>
              Record and ask the shopper
            </BusyButton>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
          className="space-y-3"
        >
          <Field id={id} label="Reason" error={error} hint="What the courier said, e.g. Shopper not at home.">
            <input
              id={id}
              value={reason}
              maxLength={200}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              className={inputClass}
            />
          </Field>
          <p className="text-sm text-slate-600">
            The shopper gets a mail (and an SMS or WhatsApp message where they allow it) with a link to choose
            another day, correct the address or phone, or cancel.
          </p>
        </form>
      </Modal>
    </>
  );
}
