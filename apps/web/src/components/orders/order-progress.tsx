// The order's four-step shipment bar. The shopper's view (SPEC section 4): 1 Order Placed, 3 Pickup Generated,
// 4 In Transit, 7 Delivered, any other code on step 1. The admin's (D14): 1 -> 1; 3, 5 -> 2; 4, 6 -> 3; 7 -> 4,
// and codes 8 to 11 as a distinct return-to-origin / cancelled state rather than progress.
import { OrderStatus, orderStatusLabel } from '@chamak/shared/order-state';
import { adminProgressStep, customerProgressStep } from '@chamak/shared/shipment';
import { ProgressSteps } from '../progress-steps.tsx';

export type OrderView = 'shopper' | 'admin';

export function OrderProgress({ status, view }: { status: number; view: OrderView }) {
  if (view === 'shopper') return <ProgressSteps step={customerProgressStep(status)} />;
  const step = adminProgressStep(status);
  if (step !== 'rto-or-cancelled') return <ProgressSteps step={step} />;
  const cancelled = status === OrderStatus.Cancelled;
  return (
    <div
      data-testid="rto-or-cancelled"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-red-600 text-sm font-bold text-white"
      >
        {cancelled ? '✕' : '↩'}
      </span>
      <div>
        <p className="font-semibold">
          {cancelled ? 'Cancelled' : `Return to origin · ${orderStatusLabel(status)}`}
        </p>
        <p className="text-sm text-red-800">
          {cancelled
            ? 'This order will not be shipped.'
            : 'The parcel is going back to the shop; it is no longer moving towards the customer.'}
        </p>
      </div>
    </div>
  );
}
