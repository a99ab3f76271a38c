// "Check delivery": a PIN code field whose answer says whether the shop delivers there, the expected dates,
// and whether cash on delivery is available and its fee. The PIN code is remembered, so the product page, the
// cart and the checkout start from the one the shopper typed last.
import { formatRupees } from '@chamak/shared/money';
import { pinCodeMessage, pinCodePattern } from '@chamak/shared/pin-code';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { type DeliveryEstimate, deliveryEstimateQuery } from '../lib/delivery-estimate.ts';
import { deliveryPin, useDeliveryPin } from '../lib/delivery-pin.ts';
import { t } from '../lib/i18n.ts';
import { TruckIcon } from './icons.tsx';

/** What the shopper reads about cash on delivery. */
function codLine(estimate: DeliveryEstimate): string {
  if (!estimate.cod.available) return t('Cash on delivery is not available here; pay online.');
  return estimate.cod.feePaise > 0
    ? t('Cash on delivery available ({fee} fee).', { fee: formatRupees(estimate.cod.feePaise) })
    : t('Cash on delivery available.');
}

/**
 * `productId`: the parcel is the product (its page); `volumeMl`: the parcel is a cart of that volume (the cart),
 * so the dates are the ones its checkout and order show.
 */
export function DeliveryCheck({ productId, volumeMl }: { productId?: number; volumeMl?: number }) {
  const id = useId();
  const remembered = useDeliveryPin();
  // What the field shows: the shopper's typing, else the remembered PIN code.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = draft ?? remembered ?? '';
  // The PIN code asked about: the remembered one (checked as soon as the page knows it) until a new one is sent.
  const [asked, setAsked] = useState<string | null>(null);
  const pin = asked ?? remembered;
  const estimate = useQuery({
    ...deliveryEstimateQuery(pin ?? '', productId, volumeMl),
    enabled: pin !== null,
    // The cart's volume changing keeps the answer for the same PIN code on screen while it is asked again.
    placeholderData: (previous) => (previous?.pin === pin ? previous : undefined),
  });

  function check(event: React.FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (!pinCodePattern.test(typed)) {
      setProblem(t(pinCodeMessage));
      document.getElementById(`${id}-pin`)?.focus();
      return;
    }
    setProblem(null);
    setAsked(typed);
    setDraft(null);
    deliveryPin.set(typed);
  }

  const failed =
    estimate.error instanceof ApiError && estimate.error.status !== 0
      ? estimate.error.message
      : estimate.error
        ? t('Could not check delivery. Please try again.')
        : null;
  const error = problem ?? (pin && failed ? failed.replace(/^pin:\s*/, '') : null);
  const answer = pin && !problem ? estimate.data : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <TruckIcon width={20} height={20} className="shrink-0 text-brand" />
        {t('Check delivery')}
      </h2>
      <form onSubmit={check} noValidate className="mt-3 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          {t('PIN code')}
        </label>
        <input
          id={`${id}-pin`}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('Enter PIN code')}
          value={value}
          onChange={(e) => {
            setDraft(e.target.value.replace(/\D/g, ''));
            setProblem(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
          className={`w-full min-w-0 flex-1 rounded-lg border bg-white px-3.5 py-2 text-slate-900 placeholder:text-slate-400 focus:ring-2 focus:outline-none ${error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-brand/30'}`}
        />
        <button
          type="submit"
          className="shrink-0 rounded-lg border-2 border-brand px-4 py-2 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white"
        >
          {t('Check')}
        </button>
      </form>
      <div id={`${id}-answer`} aria-live="polite" className="mt-2 text-sm">
        {error ? (
          <p className="text-red-700">{error}</p>
        ) : answer ? (
          answer.deliverable ? (
            <div className="space-y-0.5">
              <p className="font-semibold text-emerald-800">
                {answer.message}
                {answer.place ? (
                  <span className="font-normal text-slate-600">
                    {' '}
                    {t('to {city}, {state}', { city: answer.place.city, state: answer.place.state })}
                  </span>
                ) : null}
              </p>
              <p className={answer.cod.available ? 'text-slate-700' : 'text-amber-800'}>{codLine(answer)}</p>
            </div>
          ) : (
            <p className="font-medium text-red-700">{answer.message}</p>
          )
        ) : pin && estimate.isFetching ? (
          <p className="text-slate-500">{t('Checking {pin}…', { pin })}</p>
        ) : (
          <p className="text-slate-500">
            {t('Enter your PIN code to see when it arrives and whether you can pay on delivery.')}
          </p>
        )}
      </div>
    </section>
  );
}
