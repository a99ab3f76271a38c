// The admin's four-step shipment bar (D14): 1 -> step 1; 3, 5 -> 2; 4, 6 -> 3; 7 -> 4. Codes 8 to 11 are a
// distinct return-to-origin / cancelled state rather than progress.
import { adminProgressStep, progressSteps, shipmentStatusLabel } from '@chamak/shared/shipment';
import { CheckIcon } from '../../../components/icons.tsx';

export function AdminOrderProgress({ status }: { status: number }) {
  const step = adminProgressStep(status);
  if (step === 'rto-or-cancelled') {
    const cancelled = status === 11;
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
  return (
    <ol aria-label="Shipment progress" className="grid grid-cols-4">
      {progressSteps.map((label, i) => {
        const n = i + 1;
        const reached = n <= step;
        const current = n === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className="relative flex flex-col items-center px-1 text-center"
          >
            {i > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 h-1 w-full -translate-y-1/2 rounded-full ${reached ? 'bg-brand' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 grid size-8 place-items-center rounded-full border-2 text-sm font-bold ${
                reached ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-400'
              } ${current ? 'ring-4 ring-brand/20' : ''}`}
            >
              {n < step || (current && n === progressSteps.length) ? <CheckIcon width={16} height={16} /> : n}
            </span>
            <span
              className={`mt-2 text-xs leading-tight font-semibold sm:text-sm ${reached ? 'text-slate-900' : 'text-slate-500'}`}
            >
              {label}
            </span>
            <span className="sr-only">
              {n < step ? ' (done)' : current ? ' (current step)' : ' (not yet)'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
