// The admin's four-step shipment bar (D14): 1 -> step 1; 3, 5 -> 2; 4, 6 -> 3; 7 -> 4. Codes 8 to 11 are a
// distinct return-to-origin / cancelled state rather than progress.
import { OrderStatus } from '@chamak/shared/order-state';
import { adminProgressStep, shipmentStatusLabel } from '@chamak/shared/shipment';
import { ProgressSteps } from '../../../components/progress-steps.tsx';

export function AdminOrderProgress({ status }: { status: number }) {
  const step = adminProgressStep(status);
  if (step === 'rto-or-cancelled') {
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
            {cancelled ? 'Cancelled' : `Return to origin · ${shipmentStatusLabel(status)}`}
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
  return <ProgressSteps step={step} />;
}
