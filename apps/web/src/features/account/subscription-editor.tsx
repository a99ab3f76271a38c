// Profile → Subscriptions' Change (decision 0326): one subscription's size, interval, quantity, next date and
// delivery address in a modal form. It sends only what changed (PATCH /api/subscriptions/{id}); the server checks
// it as subscribing is and answers its message and the subscription as it now stands. A refusal is shown in the
// form with everything typed kept.
import {
  type CheckoutAddress,
  type CheckoutField,
  checkoutAddress,
  checkoutFields,
  indianStates,
} from '@chamak/shared/checkout';
import { phoneInputMaxLength } from '@chamak/shared/phone';
import { pinCodePattern } from '@chamak/shared/pin-code';
import {
  type SubscriptionChangeBody,
  type SubscriptionView,
  subscriptionChangeBody,
  subscriptionQuantity,
} from '@chamak/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { IntervalSelect } from '../../components/interval-select.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { addressBookQuery, addressFields, addressLine } from '../../lib/address-book.ts';
import { deliveryEstimateQuery } from '../../lib/delivery-estimate.ts';
import { t } from '../../lib/i18n.ts';
import { fieldLabels } from './address-labels.ts';
import { serverMessage } from './api.ts';
import { TextField } from './form-field.tsx';
import { editSubscription } from './subscriptions-api.ts';
import { accountText } from './validation.ts';

type Size = SubscriptionView['sizesOffered'][number];

/** The sizes to choose from: those offered today, and the current one even when it no longer is. */
function sizesOf(s: SubscriptionView): Size[] {
  if (s.sizesOffered.some((o) => o.pl_id === s.pl_id)) return s.sizesOffered;
  const current = {
    pl_id: s.pl_id,
    size: s.size,
    intervalsOffered: s.intervalsOffered,
    discountPercent: s.discountPercent,
  };
  return [current, ...s.sizesOffered];
}

/** yyyy-mm-dd of the day `days` after today (the browser's calendar; the date picker's bounds only). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

type Values = {
  pl_id: number;
  intervalDays: number;
  quantity: string;
  nextDueOn: string;
  address: CheckoutAddress;
};

type Errors = Partial<Record<'quantity' | 'nextDueOn' | CheckoutField, string>>;

const valuesOf = (s: SubscriptionView): Values => ({
  pl_id: s.pl_id,
  intervalDays: s.intervalDays,
  quantity: String(s.quantity),
  nextDueOn: s.nextDueOn ?? '',
  address: s.address,
});

const sameAddress = (a: CheckoutAddress, b: CheckoutAddress) =>
  checkoutFields.every((field) => a[field].trim() === b[field].trim());

// Not the inputs' class: a select is :read-only to CSS, which would grey it out.
const selectClass =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-xs transition focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none';
const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800';

/** The address fields before the state: who, then where (the phone comes after the state). */
const addressOrder: { field: CheckoutField; autoComplete: string; wide?: boolean; max: number }[] = [
  { field: 'firstName', autoComplete: 'given-name', max: 60 },
  { field: 'lastName', autoComplete: 'family-name', max: 60 },
  { field: 'email', autoComplete: 'email', wide: true, max: 254 },
  { field: 'address', autoComplete: 'address-line1', wide: true, max: 200 },
  { field: 'apt', autoComplete: 'address-line2', wide: true, max: 120 },
  { field: 'postalCode', autoComplete: 'postal-code', max: 6 },
  { field: 'city', autoComplete: 'address-level2', max: 80 },
];

export function SubscriptionEditor({
  s,
  userId,
  onSaved,
  onClose,
}: {
  s: SubscriptionView;
  userId: number;
  onSaved: (changed: { message: string; data: SubscriptionView }) => void;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(s));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useQuery(addressBookQuery(userId));
  const sizes = sizesOf(s);
  const size = sizes.find((o) => o.pl_id === values.pl_id) ?? sizes[0]!;
  // The current interval stays choosable on its own size even when no longer offered (the server then says so).
  const intervals =
    size.pl_id === s.pl_id && !size.intervalsOffered.includes(s.intervalDays)
      ? [s.intervalDays, ...size.intervalsOffered]
      : size.intervalsOffered;

  // A new PIN code asks the directory (the checkout's own look-up) for its city and state, as the address book does.
  const typedPin = values.address.postalCode.trim();
  const pin = pinCodePattern.test(typedPin) && typedPin !== s.address.postalCode ? typedPin : null;
  const estimate = useQuery({ ...deliveryEstimateQuery(pin ?? ''), enabled: pin !== null });
  const place = pin !== null && estimate.data?.pin === pin ? estimate.data.place : undefined;
  // The saved city goes with the saved PIN code, so a new PIN code's city replaces it.
  const filledCity = useRef<string | null>(s.address.city);
  useEffect(() => {
    if (!place) return;
    setValues((v) => {
      // The city is filled when blank or still what the last PIN code filled in; the state is the PIN code's.
      const city =
        !v.address.city.trim() || v.address.city === filledCity.current ? place.city : v.address.city;
      filledCity.current = place.city;
      return { ...v, address: { ...v.address, city, state: place.state } };
    });
  }, [place]);
  const pinProblem =
    place === null && pin ? t('We could not find PIN code {pin}. Please check it.', { pin }) : undefined;

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setAddress = (field: CheckoutField, value: string) => {
    setValues((v) => ({ ...v, address: { ...v.address, [field]: value } }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function chooseSize(plId: number) {
    const next = sizes.find((o) => o.pl_id === plId);
    setValues((v) => ({
      ...v,
      pl_id: plId,
      // An interval the new size does not offer becomes its first.
      intervalDays:
        next && !next.intervalsOffered.includes(v.intervalDays)
          ? (next.intervalsOffered[0] ?? v.intervalDays)
          : v.intervalDays,
    }));
  }

  /** What changed, checked with the server's own schema; the errors per field otherwise. */
  function changes(): { body: SubscriptionChangeBody } | { errors: Errors; message?: string } {
    const found: Errors = {};
    const quantity = subscriptionQuantity.safeParse(values.quantity);
    if (!quantity.success) found.quantity = accountText(quantity.error.issues[0]?.message ?? '');
    const address = checkoutAddress.safeParse(values.address);
    if (!address.success)
      for (const issue of address.error.issues) {
        const field = issue.path[0] as CheckoutField;
        found[field] ??= accountText(issue.message);
      }
    if (s.nextDueOn && !values.nextDueOn) found.nextDueOn = t('Please choose the next date');
    if (Object.keys(found).length > 0 || !quantity.success || !address.success) return { errors: found };
    const body: SubscriptionChangeBody = {
      ...(values.pl_id !== s.pl_id && { pl_id: values.pl_id }),
      ...(values.intervalDays !== s.intervalDays && { intervalDays: values.intervalDays }),
      ...(quantity.data !== s.quantity && { quantity: quantity.data }),
      ...(values.nextDueOn && values.nextDueOn !== s.nextDueOn && { nextDueOn: values.nextDueOn }),
      ...(!sameAddress(address.data, s.address) && { address: address.data }),
    };
    const checked = subscriptionChangeBody.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0];
      const message = issue && accountText(issue.message);
      if (field === 'nextDueOn') return { errors: { nextDueOn: message } };
      return { errors: {}, message };
    }
    return { body };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setRefusal(null);
    const result = changes();
    if ('errors' in result) {
      setErrors(result.errors);
      if (result.message) setRefusal(result.message);
      return;
    }
    setSaving(true);
    try {
      onSaved(await editSubscription(s.id, result.body));
    } catch (error) {
      setRefusal(
        accountText(serverMessage(error) ?? t('Could not change the subscription. Please try again.')),
      );
      setSaving(false);
    }
  }

  const savedAddresses = saved.data ?? [];

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!saving) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-xl overflow-hidden rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60 sm:max-h-[calc(100dvh-3rem)]"
    >
      <form noValidate onSubmit={submit} className="flex max-h-[inherit] flex-col">
        <div className="border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
            {t('Change subscription')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {t('{name}. Changes apply from the next notice.', { name: s.name })}
          </p>
        </div>
        <div className="grid gap-5 overflow-y-auto px-5 py-5 sm:px-6">
          <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{t('Delivery')}</legend>
            <div>
              <label htmlFor={`${id}-size`} className={labelClass}>
                {t('Size')}
              </label>
              <select
                id={`${id}-size`}
                value={values.pl_id}
                onChange={(e) => chooseSize(Number(e.target.value))}
                className={selectClass}
              >
                {sizes.map((o) => (
                  <option key={o.pl_id} value={o.pl_id}>
                    {o.size}
                    {o.discountPercent > 0
                      ? ` ${t('(save {percent}%)', { percent: o.discountPercent })}`
                      : ''}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-every`} className={labelClass}>
                {t('Deliver every')}
              </label>
              <IntervalSelect
                id={`${id}-every`}
                intervals={intervals}
                value={values.intervalDays}
                onChange={(days) => set('intervalDays', days)}
                className={selectClass}
              />
            </div>
            <TextField
              label={t('Quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              value={values.quantity}
              onValueChange={(v) => set('quantity', v)}
              error={errors.quantity}
            />
            <TextField
              label={t('Next delivery')}
              type="date"
              min={dayFromToday(2)}
              max={dayFromToday(365)}
              value={values.nextDueOn}
              onValueChange={(v) => set('nextDueOn', v)}
              error={errors.nextDueOn}
              hint={s.nextDueOn ? t('From two days ahead.') : t('Resuming sets it if you leave it empty.')}
            />
          </fieldset>
          <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-slate-900">{t('Delivery address')}</legend>
            {savedAddresses.length > 0 && (
              <div className="sm:col-span-2">
                <label htmlFor={`${id}-saved`} className={labelClass}>
                  {t('Use a saved address')}
                </label>
                <select
                  id={`${id}-saved`}
                  value=""
                  onChange={(e) => {
                    const chosen = savedAddresses.find((a) => String(a.id) === e.target.value);
                    if (!chosen) return;
                    // A saved address has no e-mail: the subscription's stays.
                    setValues((v) => ({ ...v, address: { ...v.address, ...addressFields(chosen) } }));
                    setErrors({});
                  }}
                  className={selectClass}
                >
                  <option value="">{t('Choose one to fill in the fields')}</option>
                  {savedAddresses.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.label ? `${a.label}: ` : ''}
                      {addressLine(a)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {addressOrder.map(({ field, autoComplete, wide, max }) => (
              <TextField
                key={field}
                label={t(fieldLabels[field])}
                name={field}
                type={field === 'email' ? 'email' : 'text'}
                inputMode={field === 'postalCode' ? 'numeric' : undefined}
                autoComplete={autoComplete}
                maxLength={max}
                value={values.address[field]}
                onValueChange={(v) => setAddress(field, v)}
                error={errors[field] ?? (field === 'postalCode' ? pinProblem : undefined)}
                className={wide ? 'sm:col-span-2' : undefined}
              />
            ))}
            <div>
              <label htmlFor={`${id}-state`} className={labelClass}>
                {t(fieldLabels.state)}
              </label>
              <select
                id={`${id}-state`}
                autoComplete="address-level1"
                value={values.address.state}
                onChange={(e) => setAddress('state', e.target.value)}
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={errors.state ? `${id}-state-error` : undefined}
                className={selectClass}
              >
                {!(indianStates as readonly string[]).includes(values.address.state) && (
                  <option value={values.address.state}>{values.address.state || t('Select State')}</option>
                )}
                {indianStates.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
              {errors.state && (
                <p id={`${id}-state-error`} className="mt-1.5 text-sm text-red-700">
                  {errors.state}
                </p>
              )}
            </div>
            <TextField
              label={t(fieldLabels.phone)}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={phoneInputMaxLength}
              value={values.address.phone}
              onValueChange={(v) => setAddress('phone', v)}
              error={errors.phone}
            />
          </fieldset>
        </div>
        <div className="border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
          {refusal && (
            <p
              role="alert"
              className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              disabled={saving}
              className="rounded-xl border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
            >
              {t('Keep as it is')}
            </button>
            <button
              type="submit"
              disabled={saving}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
            >
              {saving && <Spinner />}
              {saving ? t('Saving...') : t('Save changes')}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
