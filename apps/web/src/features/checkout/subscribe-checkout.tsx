// /checkout?subscribe=<pl_id>&productId=..&quantity=..&every=..: the checkout in subscription mode (decisions 0325,
// 0326). The same contact and address blocks and saved addresses as the cart's checkout, the one subscribed size in
// the summary with its interval and subscriber discount, and UPI AutoPay or a card as the only ways to pay: cash on
// delivery cannot renew by itself, and the page says so where it would be. The figures here are the browser's
// estimate from the size's price; the payment window shows the server's total.
import type { User } from '@chamak/shared/accounts';
import type { ProductDetails } from '@chamak/shared/catalogue';
import type { CheckoutField, PaymentsConfig } from '@chamak/shared/checkout';
import { checkoutMessages } from '@chamak/shared/messages';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { unitPriceFor } from '@chamak/shared/quantity-prices';
import type { MandateMethod } from '@chamak/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { queries } from '../../api/queries.ts';
import { Img } from '../../components/img.tsx';
import { IntervalSelect } from '../../components/interval-select.tsx';
import { SandboxCheckout } from '../../components/sandbox-checkout.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import {
  type AddressValues,
  checkAddress,
  emptyAddress,
  type FieldErrors,
  fillBlanks,
  fromProfile,
} from './address.ts';
import { ContactFields, ShippingFields } from './address-fields.tsx';
import { checkoutProfileQuery, paymentsConfigQuery } from './api.ts';
import { SaveAddressBox, SavedAddresses, useSaveAddressChoice } from './saved-addresses.tsx';
import { usePinAddress } from './use-pin-address.ts';
import { useSubscribe } from './use-subscribe.ts';

/** What the address says the shopper subscribes to. */
export type SubscribeRequest = { plId: number; productId: number; quantity: number; every: number };

/** The request in the address, or null when it is not a subscription (the cart's checkout then). */
export function subscribeRequestOf(params: URLSearchParams): SubscribeRequest | null {
  if (!params.has('subscribe')) return null;
  const whole = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : 0;
  };
  return {
    plId: whole('subscribe'),
    productId: whole('productId'),
    quantity: Math.min(99, Math.max(1, whole('quantity') || 1)),
    every: whole('every'),
  };
}

export const codCannotRenew = msg(
  'Cash on delivery cannot renew by itself. Buy once instead and we will remind you when it is about to run out.',
);

const methods: { value: MandateMethod; label: string; hint: string }[] = [
  {
    value: 'upi',
    label: msg('UPI AutoPay'),
    hint: msg('Approve once in your UPI app. Each renewal is then paid from it, after a notice.'),
  },
  { value: 'card', label: msg('Card'), hint: msg('A debit or credit card that allows automatic payments.') },
];

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand/50 has-checked:border-brand has-checked:bg-indigo-50/60 has-checked:ring-1 has-checked:ring-brand has-focus-visible:ring-2 has-focus-visible:ring-brand/40';

function Notice({ text, link, linkText }: { text: string; link: string; linkText: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-lg font-medium text-slate-900">{text}</p>
      <Link
        to={link}
        className="rounded-xl bg-brand px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {linkText}
      </Link>
    </div>
  );
}

export function SubscribeCheckout({ userId, request }: { userId: string; request: SubscribeRequest }) {
  const product = useQuery(queries.product(request.productId));
  const profile = useQuery(checkoutProfileQuery(userId));
  const payments = useQuery(paymentsConfigQuery());

  if (product.isPending) return <Loading />;
  if (product.isError)
    return <ErrorState message={t('Failed to load the product')} onRetry={() => void product.refetch()} />;
  const size = product.data.productlitres.find((pl) => pl.pl_id === request.plId);
  const offer = size?.subscription;
  if (!size || !offer)
    return (
      <Notice
        text={t('This size is not offered by subscription.')}
        link={paths.productDetails(request.productId)}
        linkText={t('Back to the product')}
      />
    );
  return (
    <SubscribeForm
      userId={userId}
      product={product.data}
      size={size}
      offer={offer}
      request={request}
      profile={profile.data?.user}
      gateway={payments.data?.gateway}
    />
  );
}

type Size = ProductDetails['productlitres'][number];

type FormProps = {
  userId: string;
  product: ProductDetails;
  size: Size;
  offer: NonNullable<Size['subscription']>;
  request: SubscribeRequest;
  profile: User | undefined;
  gateway: PaymentsConfig['gateway'] | undefined;
};

function SubscribeForm({ userId, product, size, offer, request, profile, gateway }: FormProps) {
  const id = useId();
  const idFor = (field: CheckoutField) => `${id}-${field}`;
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [method, setMethod] = useState<MandateMethod>('upi');
  const [every, setEvery] = useState(() =>
    offer.intervals.includes(request.every) ? request.every : (offer.intervals[0] ?? 30),
  );
  const subscription = useSubscribe(Number(userId));
  const saveChoice = useSaveAddressChoice(Number(userId));
  const submitButton = useRef<HTMLButtonElement>(null);
  const { pin, estimated, stateSource, pinUnknown } = usePinAddress(values.postalCode, setValues);
  const onlineOff = gateway === 'off';

  useEffect(() => {
    if (profile) setValues((current) => fillBlanks(current, fromProfile(profile)));
  }, [profile]);

  // The PIN code starts and fills the address as on the cart's checkout (use-pin-address.ts).

  const refusal = subscription.refusal;
  const pinProblem =
    pinUnknown && pin
      ? t('We could not find PIN code {pin}. Please check it.', { pin })
      : estimated && !estimated.deliverable
        ? estimated.message
        : refusal?.on === 'postalCode'
          ? refusal.message
          : null;
  const shownErrors: FieldErrors =
    pinProblem && !errors.postalCode ? { ...errors, postalCode: pinProblem } : errors;

  function change(field: CheckoutField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
    if (field === 'postalCode' && refusal?.on === 'postalCode') subscription.clearRefusal();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (subscription.placing || onlineOff) return;
    const checked = checkAddress(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(t(checkoutMessages.fixFields));
      const first = Object.keys(emptyAddress).find(
        (field) => field in checked.errors && !(field === 'state' && stateSource === 'pin'),
      );
      document.getElementById(idFor((first as CheckoutField | undefined) ?? 'postalCode'))?.focus();
      return;
    }
    if (pinProblem) {
      toast.error(pinProblem);
      document.getElementById(idFor('postalCode'))?.focus();
      return;
    }
    void saveChoice.saveIfTicked(checked.address);
    subscription.subscribe(checked.address, {
      ...checked.address,
      productId: product.id,
      pl_id: size.pl_id,
      quantity: request.quantity,
      intervalDays: every,
      method,
    });
  }

  // The browser's estimate, as the server prices it: the discount is a whole percent of the line, rounded down.
  // At a quantity price for this many units, if the size has one (decision 0341).
  const unitPaise = unitPriceFor(rupeesToPaise(size.discounted_price), request.quantity, size.priceTiers);
  const subtotal = unitPaise * request.quantity;
  const discount = Math.floor((subtotal * offer.discountPercent) / 100);
  const image = size.images[0] ?? size.productimages[0];
  const sandbox = subscription.sandbox;
  const methodId = `${id}-method`;
  const summaryId = `${id}-summary`;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('Subscribe')}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-8"
    >
      {refusal?.on === 'page' && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 lg:col-span-2"
        >
          {refusal.message}
        </p>
      )}
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <SavedAddresses
          values={values}
          onPick={(fields) => setValues((current) => ({ ...current, ...fields }))}
          choice={saveChoice}
        />
        <ContactFields values={values} errors={errors} onChange={change} idFor={idFor} />
        <ShippingFields
          values={values}
          errors={shownErrors}
          onChange={change}
          idFor={idFor}
          stateSource={stateSource}
        />
        <SaveAddressBox values={values} choice={saveChoice} />
        <section
          aria-labelledby={`${methodId}-title`}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id={`${methodId}-title`} className="text-lg font-semibold text-slate-900">
            {t('Payment method')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">
            {t('You pay the first order now and approve the renewals in the same step.')}
          </p>
          {gateway === 'sandbox' && (
            <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900">
              {t(checkoutMessages.sandboxNotice)}
            </p>
          )}
          {onlineOff && (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700"
            >
              {t(
                'Subscriptions are not available right now because online payment is off. Buy once instead.',
              )}
            </p>
          )}
          <div
            role="radiogroup"
            aria-labelledby={`${methodId}-title`}
            aria-describedby={refusal?.on === 'method' ? `${methodId}-refusal` : undefined}
            className="mt-5 grid gap-3 sm:grid-cols-2"
          >
            {methods.map((m) => (
              <label key={m.value} className={option}>
                <input
                  type="radio"
                  name="subscriptionMethod"
                  value={m.value}
                  checked={method === m.value}
                  disabled={onlineOff}
                  onChange={() => {
                    setMethod(m.value);
                    if (refusal?.on === 'method') subscription.clearRefusal();
                  }}
                  aria-describedby={`${methodId}-${m.value}`}
                  className="mt-0.5 size-4 shrink-0 accent-brand"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t(m.label)}</span>
                  <span id={`${methodId}-${m.value}`} className="mt-0.5 block text-sm text-slate-600">
                    {t(m.hint)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2.5 text-sm text-slate-700">
            {t(codCannotRenew)}
          </p>
          {refusal?.on === 'method' && (
            <p
              id={`${methodId}-refusal`}
              role="alert"
              className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700"
            >
              {refusal.message}
            </p>
          )}
        </section>
      </div>
      <section
        aria-labelledby={`${summaryId}-title`}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
      >
        <h2 id={`${summaryId}-title`} className="text-lg font-semibold text-slate-900">
          {t('Your subscription')}
        </h2>
        <div className="mt-4 flex items-center gap-3">
          <span className="relative shrink-0">
            <Img
              src={image?.image ?? null}
              srcSet={image?.srcset ?? ''}
              sizes="56px"
              alt=""
              width={56}
              height={56}
              className="size-14 rounded-lg border border-slate-200 bg-slate-50 object-cover"
            />
            <span className="absolute -top-2 -right-2 grid min-w-5 place-items-center rounded-full bg-slate-700 px-1 text-xs font-semibold text-white">
              <span className="sr-only">{t('Quantity')} </span>
              {request.quantity}
            </span>
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium text-slate-900">{product.name}</span>
            <span className="block text-xs text-slate-500">
              {size.litre.litre} · {t('{price} each', { price: formatRupees(unitPaise) })}
            </span>
          </span>
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-indigo-50 px-3 py-2">
          <label htmlFor={`${summaryId}-every`} className="text-sm font-medium text-slate-900">
            {t('Deliver every')}
          </label>
          <IntervalSelect
            id={`${summaryId}-every`}
            intervals={offer.intervals}
            value={every}
            onChange={setEvery}
          />
        </div>
        <dl className="mt-3 border-t border-slate-200 pt-3 text-sm">
          <div className="flex items-start justify-between gap-4 py-1.5">
            <dt className="text-slate-600">{t('Delivery')}</dt>
            <dd className="font-medium text-slate-900">{t('Every {days} days', { days: String(every) })}</dd>
          </div>
          <div className="flex items-start justify-between gap-4 py-1.5">
            <dt className="text-slate-600">{t('Subtotal')}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatRupees(subtotal)}</dd>
          </div>
          {discount > 0 && (
            <div className="flex items-start justify-between gap-4 py-1.5">
              <dt className="text-emerald-800">
                {t('Subscriber discount ({percent}%)', { percent: String(offer.discountPercent) })}
              </dt>
              <dd className="font-medium text-emerald-800 tabular-nums">-{formatRupees(discount)}</dd>
            </div>
          )}
          <div className="mt-2 flex items-baseline justify-between border-t border-slate-200 pt-3">
            <dt className="text-base font-semibold text-slate-900">{t('Each delivery, about')}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">
              {formatRupees(subtotal - discount)}
            </dd>
          </div>
        </dl>
        <p className="mt-1 text-xs text-slate-500">
          {t(
            'Plus any delivery charge. The payment window shows the exact amount of the first order. Before each renewal we tell you its amount and date, and you can skip, pause or cancel.',
          )}
        </p>
        <div className="mt-5">
          <button
            ref={submitButton}
            type="submit"
            disabled={subscription.placing || onlineOff}
            className="w-full rounded-xl bg-brand px-6 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
          >
            {subscription.placing ? t('Subscribing...') : t('Subscribe and pay')}
          </button>
        </div>
      </section>
      {sandbox && (
        <SandboxCheckout
          session={sandbox}
          onPay={() => subscription.sandboxActions.pay(sandbox.order)}
          onFail={() => subscription.sandboxActions.fail(sandbox.order)}
          onClose={subscription.sandboxActions.close}
          returnFocus={submitButton}
        />
      )}
    </form>
  );
}
