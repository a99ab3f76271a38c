// The payment method choice (SPEC section 2): online, the default, or cash on delivery, as a radiogroup. Cash on
// delivery the PIN code cannot have is greyed out with its reason as soon as the PIN code is known; a refusal the
// server gives when placing shows under the choice. A shop without a payment gateway offers cash on delivery only;
// a shop on the sandbox gateway says its payments are tests (D24).
import { checkoutMessages } from '@chamak/shared/messages';
import { formatRupees } from '@chamak/shared/money';
import { t } from '../../lib/i18n.ts';
import type { PaymentChoice } from './summary.ts';

type Props = {
  id: string;
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  /** What cash on delivery costs, as far as the browser knows. */
  codNote: string;
  /** Why cash on delivery cannot be chosen (this PIN code, or the whole shop): it is greyed out with this reason. */
  codOff?: string | null;
  /** Why cash on delivery was refused for this address. */
  codRefusal: string | null;
  /** Cash on delivery offered with a condition of the shop's COD rules (a confirmation link), shown when chosen. */
  codNotice?: string | null;
  /** The shop has no payment gateway: online payment is shown but cannot be chosen. */
  onlineOff: boolean;
  /** The shop runs the sandbox gateway: no money is taken. */
  sandbox: boolean;
  /** How much less the cart costs paid online (prepaid offers, the COD fee: the server's quote); 0 if nothing. */
  onlineSavingsPaise?: number;
};

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand/50 has-checked:border-brand has-checked:bg-indigo-50/60 has-checked:ring-1 has-checked:ring-brand has-focus-visible:ring-2 has-focus-visible:ring-brand/40';

export function PaymentChoiceField({
  id,
  value,
  onChange,
  codNote,
  codOff = null,
  codRefusal,
  codNotice = null,
  onlineOff,
  sandbox,
  onlineSavingsPaise = 0,
}: Props) {
  const saving = onlineSavingsPaise > 0 ? formatRupees(onlineSavingsPaise) : null;
  const refusalId = `${id}-refusal`;
  const noticeId = `${id}-notice`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('Payment method')}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">{t('All payments are processed securely.')}</p>
      {sandbox && (
        <p
          id={noticeId}
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900"
        >
          {t(checkoutMessages.sandboxNotice)}
        </p>
      )}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-title`}
        aria-describedby={
          [sandbox ? noticeId : '', codRefusal ? refusalId : ''].join(' ').trim() || undefined
        }
        className="mt-5 grid gap-3 sm:grid-cols-2"
      >
        <label
          className={onlineOff ? `${option} cursor-not-allowed opacity-60 hover:border-slate-200` : option}
        >
          <input
            type="radio"
            name="paymentMethod"
            value="online"
            checked={value === 'online'}
            disabled={onlineOff}
            onChange={() => onChange('online')}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <span>
            <span className="block font-semibold text-slate-900">{t('Pay online')}</span>
            <span className="mt-0.5 block text-sm text-slate-600">
              {onlineOff ? t(checkoutMessages.onlinePaymentOff) : t('UPI, cards, net banking and wallets')}
            </span>
            {saving && (
              <span className="mt-1.5 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {t('You save {amount}', { amount: saving })}
              </span>
            )}
          </span>
        </label>
        <label className={codOff ? `${option} cursor-not-allowed opacity-60 hover:border-slate-200` : option}>
          <input
            type="radio"
            name="paymentMethod"
            value="cod"
            checked={value === 'cod'}
            disabled={codOff !== null}
            onChange={() => onChange('cod')}
            aria-invalid={codRefusal ? true : undefined}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <span>
            <span className="block font-semibold text-slate-900">{t('Cash on delivery')}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{codOff ?? codNote}</span>
          </span>
        </label>
      </div>
      {saving && value === 'cod' && (
        <p className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-900">
          {t('Pay online and save {amount}.', { amount: saving })}
        </p>
      )}
      {codNotice && value === 'cod' && !codRefusal && (
        <p
          role="status"
          className="mt-3 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-2.5 text-sm font-medium text-sky-900"
        >
          {codNotice}
        </p>
      )}
      {codRefusal && (
        <p
          id={refusalId}
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700"
        >
          {codRefusal}
        </p>
      )}
    </section>
  );
}
