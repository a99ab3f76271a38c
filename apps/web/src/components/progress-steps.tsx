// The four-step shipment bar both the customer's and the admin's order views show (SPEC section 4, D14);
// each view maps its status codes to a step.
import { progressSteps } from '@chamak/shared/shipment';
import { msg, t } from '../lib/i18n.ts';
import { CheckIcon } from './icons.tsx';

/** The steps' names in the page's language (shipment.ts names them in English). */
const stepLabel: Record<(typeof progressSteps)[number], string> = {
  'Order Placed': msg('Order Placed'),
  'Pickup Generated': msg('Pickup Generated'),
  'In Transit': msg('In Transit'),
  Delivered: msg('Delivered'),
};

export function ProgressSteps({ step }: { step: 1 | 2 | 3 | 4 }) {
  return (
    <ol aria-label={t('Shipment progress')} className="grid grid-cols-4">
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
              {t(stepLabel[label])}
            </span>
            <span className="sr-only">
              {' '}
              {n < step ? t('(done)') : current ? t('(current step)') : t('(not yet)')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
