// The account page's Addresses tab (decision 0317): the shopper's saved delivery addresses, to add (PIN code
// first: it fills in the city and the state), change, delete, label and make the default. Checked with the
// server's own schema (checkout's fields and messages); the server also checks the state against the PIN code.
import { type AddressBody, addressBody, addressBookMax, addressLabels } from '@chamak/shared/addresses';
import { indianStates } from '@chamak/shared/checkout';
import { phoneInputMaxLength } from '@chamak/shared/phone';
import { pinCodePattern } from '@chamak/shared/pin-code';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorState, Loading } from '../../components/states.tsx';
import {
  addressBookKey,
  addressBookQuery,
  addressFields,
  addressLine,
  deleteAddress,
  type SavedAddress,
  saveAddress,
} from '../../lib/address-book.ts';
import { deliveryEstimateQuery } from '../../lib/delivery-estimate.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { fieldLabels, labelText } from './address-labels.ts';
import { serverMessage } from './api.ts';
import { Spinner } from './auth-shell.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { inputClass, TextField } from './form-field.tsx';
import { accountText, check, type FieldErrors } from './validation.ts';

type Field =
  | 'postalCode'
  | 'city'
  | 'state'
  | 'address'
  | 'apt'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'label';
/** The form's fields top to bottom: the PIN code first. */
const order: readonly Field[] = [
  'postalCode',
  'city',
  'state',
  'address',
  'apt',
  'firstName',
  'lastName',
  'phone',
  'label',
];
type Values = Record<Field, string> & { isDefault: boolean };

const blank: Values = {
  postalCode: '',
  city: '',
  state: '',
  address: '',
  apt: '',
  firstName: '',
  lastName: '',
  phone: '',
  label: '',
  isDefault: false,
};

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60';
const secondaryButton =
  'inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
const linkButton =
  'rounded-lg px-2 py-1.5 text-sm font-semibold text-brand hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-brand';

/** The label's choice: Home, Office, or the shopper's own word. */
function LabelChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const preset = (addressLabels as readonly string[]).includes(value);
  const [other, setOther] = useState(!preset && value !== '');
  const chip = (active: boolean) =>
    `rounded-full border px-4 py-1.5 text-sm font-semibold transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand ${
      active
        ? 'border-brand bg-brand text-white'
        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
    }`;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 block text-sm font-semibold text-slate-800">{t('Label (optional)')}</legend>
      <div className="flex flex-wrap gap-2">
        {[...addressLabels, 'Other'].map((choice) => {
          const isOther = choice === 'Other';
          const checked = isOther ? other : !other && value === choice;
          return (
            <label key={choice} className={chip(checked)}>
              <input
                type="radio"
                name="address-label"
                className="sr-only"
                checked={checked}
                onChange={() => {
                  setOther(isOther);
                  onChange(isOther ? '' : choice);
                }}
              />
              {labelText(choice)}
            </label>
          );
        })}
      </div>
      {other && (
        <TextField
          className="mt-3"
          label={t('Your label')}
          value={value}
          onValueChange={onChange}
          maxLength={30}
          placeholder={t('e.g. Parents, Gym')}
          error={error}
        />
      )}
    </fieldset>
  );
}

function AddressForm({
  userId,
  editing,
  first,
  onDone,
}: {
  userId: number;
  /** The address being changed; undefined for a new one. */
  editing: SavedAddress | undefined;
  /** Whether this is the shopper's first address (it becomes the default). */
  first: boolean;
  onDone: (focusId?: number) => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() =>
    editing ? { ...addressFields(editing), label: editing.label ?? '', isDefault: editing.isDefault } : blank,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const pinInput = useRef<HTMLInputElement>(null);
  useEffect(() => pinInput.current?.focus(), []);

  // PIN code first: a whole PIN code asks the directory (the checkout's own look-up) for its city and state.
  const pin = pinCodePattern.test(values.postalCode.trim()) ? values.postalCode.trim() : null;
  const estimate = useQuery({ ...deliveryEstimateQuery(pin ?? ''), enabled: pin !== null });
  const place = pin !== null && estimate.data?.pin === pin ? estimate.data.place : undefined;
  const lookupFailed = pin !== null && estimate.isError;
  const filledCity = useRef<string | null>(null);
  useEffect(() => {
    if (place === undefined) return;
    setValues((v) => {
      if (!place) return { ...v, state: '' };
      // The city is filled when blank or still what the last PIN code filled in; the state is always the PIN code's.
      const city = !v.city.trim() || v.city === filledCity.current ? place.city : v.city;
      filledCity.current = place.city;
      return { ...v, city, state: place.state };
    });
  }, [place]);
  const pinProblem =
    place === null && pin ? t('We could not find PIN code {pin}. Please check it.', { pin }) : undefined;

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const checked = check(addressBody, values, order);
    if (!checked.ok || pinProblem) {
      const shown = checked.ok ? {} : checked.errors;
      // The state comes from the PIN code: its problem is the PIN code's to fix.
      if (shown.state && !lookupFailed) shown.postalCode ??= pinProblem ?? shown.state;
      if (pinProblem) shown.postalCode = pinProblem;
      setErrors(shown);
      toast.error(pinProblem ?? (checked.ok ? '' : checked.first));
      return;
    }
    setSaving(true);
    try {
      const body: AddressBody = { ...checked.data, label: values.label.trim() || null };
      const saved = await saveAddress(userId, body, editing?.id);
      await queryClient.invalidateQueries({ queryKey: addressBookKey(userId) });
      toast.success(accountText(saved.message));
      onDone(saved.address.id);
    } catch (error) {
      const message = accountText(serverMessage(error) ?? t('Could not save the address. Please try again.'));
      // The server's PIN code refusals (not in the directory, another state) belong to the PIN code.
      if (/PIN code/.test(message)) setErrors({ postalCode: message });
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  const stateHint = lookupFailed ? undefined : t('Filled in from the PIN code');
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="address-form-title"
      className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6"
    >
      <h3 id="address-form-title" className="text-base font-bold text-slate-900">
        {editing ? t('Edit address') : t('Add a new address')}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          ref={pinInput}
          label={t(fieldLabels.postalCode)}
          value={values.postalCode}
          onValueChange={(v) => set('postalCode', v.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('6-digit PIN code')}
          hint={
            pin && estimate.isFetching
              ? t('Looking up PIN code {pin}...', { pin })
              : t('City and state fill in from it')
          }
          error={errors.postalCode ?? pinProblem}
        />
        <TextField
          label={t(fieldLabels.city)}
          value={values.city}
          onValueChange={(v) => set('city', v)}
          autoComplete="address-level2"
          maxLength={80}
          error={errors.city}
        />
        {lookupFailed ? (
          <div>
            <label htmlFor="address-state" className="mb-1.5 block text-sm font-semibold text-slate-800">
              {t(fieldLabels.state)}
            </label>
            <select
              id="address-state"
              value={values.state}
              onChange={(e) => set('state', e.target.value)}
              className={`${inputClass} border-slate-300`}
            >
              <option value="">{t('Select State')}</option>
              {indianStates.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
        ) : (
          <TextField
            label={t(fieldLabels.state)}
            value={values.state}
            onValueChange={() => {}}
            readOnly
            tabIndex={-1}
            hint={stateHint}
            error={errors.state && !errors.postalCode ? errors.state : undefined}
          />
        )}
        <TextField
          className="sm:col-span-2"
          label={t(fieldLabels.address)}
          value={values.address}
          onValueChange={(v) => set('address', v)}
          autoComplete="address-line1"
          maxLength={200}
          placeholder={t('House number and street')}
          error={errors.address}
        />
        <TextField
          className="sm:col-span-2"
          label={t(fieldLabels.apt)}
          value={values.apt}
          onValueChange={(v) => set('apt', v)}
          autoComplete="address-line2"
          maxLength={120}
          placeholder={t('Flat, floor, building, landmark')}
          error={errors.apt}
        />
        <TextField
          label={t(fieldLabels.firstName)}
          value={values.firstName}
          onValueChange={(v) => set('firstName', v)}
          autoComplete="given-name"
          maxLength={60}
          error={errors.firstName}
        />
        <TextField
          label={t(fieldLabels.lastName)}
          value={values.lastName}
          onValueChange={(v) => set('lastName', v)}
          autoComplete="family-name"
          maxLength={60}
          error={errors.lastName}
        />
        <TextField
          label={t(fieldLabels.phone)}
          value={values.phone}
          onValueChange={(v) => set('phone', v)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={phoneInputMaxLength}
          placeholder={t('10-digit mobile number')}
          error={errors.phone}
        />
        <LabelChoice value={values.label} onChange={(v) => set('label', v)} error={errors.label} />
        {first || editing?.isDefault ? (
          <p className="text-sm text-slate-600 sm:col-span-2">
            {first ? t('Your first address is your default.') : t('This is your default address.')}
          </p>
        ) : (
          <label className="flex items-center gap-3 text-sm text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={values.isDefault}
              onChange={(e) => setValues((v) => ({ ...v, isDefault: e.target.checked }))}
            />
            {t('Make this my default address')}
          </label>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => onDone(editing?.id)}
          disabled={saving}
        >
          {t('Cancel')}
        </button>
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving && <Spinner />}
          {saving ? t('Saving...') : t('Save address')}
        </button>
      </div>
    </form>
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
  busy,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const name = `${address.firstName} ${address.lastName}`;
  const label = address.label === null ? null : labelText(address.label);
  return (
    <li
      aria-label={`${label ?? t('Address')}: ${name}`}
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:p-5 ${
        address.isDefault ? 'border-brand/50 bg-brand/5' : 'border-slate-200 bg-white'
      }`}
    >
      {(address.label || address.isDefault) && (
        <div className="flex flex-wrap items-center gap-2">
          {address.label && (
            <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">
              {label}
            </span>
          )}
          {address.isDefault && (
            <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('Default')}
            </span>
          )}
        </div>
      )}
      <div className="text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="mt-0.5 break-words">{addressLine(address)}</p>
        <p className="mt-0.5">{t('Phone: {phone}', { phone: address.phone })}</p>
      </div>
      <div className="-mx-2 mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-2">
        <button
          type="button"
          className={linkButton}
          onClick={onEdit}
          aria-label={t('Edit {name}', { name: label ?? name })}
        >
          {t('Edit')}
        </button>
        <button
          type="button"
          className="rounded-lg px-2 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          onClick={onDelete}
          aria-label={t('Delete {name}', { name: label ?? name })}
        >
          {t('Delete')}
        </button>
        {!address.isDefault && (
          <button
            type="button"
            className={linkButton}
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('Make {name} the default', { name: label ?? name })}
          >
            {t('Make default')}
          </button>
        )}
      </div>
    </li>
  );
}

export function AddressBook({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const book = useQuery(addressBookQuery(userId));
  // The form: closed, a new address ('new'), or the id of the address being changed.
  const [form, setForm] = useState<'new' | number | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState(false);

  if (book.isPending) return <Loading text={t('Loading your addresses...')} />;
  if (book.isError)
    return <ErrorState message={t('Failed to load your addresses.')} onRetry={() => book.refetch()} />;
  const addresses = book.data;
  const full = addresses.length >= addressBookMax;

  async function makeDefault(a: SavedAddress) {
    setBusy(true);
    try {
      await saveAddress(userId, { ...addressFields(a), label: a.label, isDefault: true }, a.id);
      await queryClient.invalidateQueries({ queryKey: addressBookKey(userId) });
      toast.success(
        a.label
          ? t('{label} is now your default address', { label: labelText(a.label) })
          : t('That address is now your default address'),
      );
    } catch (error) {
      toast.error(serverMessage(error) ?? t('Could not change the default. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const done = await deleteAddress(userId, deleting.id);
      await queryClient.invalidateQueries({ queryKey: addressBookKey(userId) });
      toast.success(accountText(done.message));
      setDeleting(null);
    } catch (error) {
      toast.error(serverMessage(error) ?? t('Could not delete the address. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const editing = typeof form === 'number' ? addresses.find((a) => a.id === form) : undefined;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{t('Addresses')}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('Saved addresses fill in the checkout. Your default is chosen first.')}
          </p>
        </div>
        {form === null && (
          <button type="button" className={primaryButton} onClick={() => setForm('new')} disabled={full}>
            {t('Add address')}
          </button>
        )}
      </div>
      {full && form === null && (
        <p className="mt-3 text-sm text-slate-600">
          {t('You can save up to {count} addresses. Delete one to add another.', { count: addressBookMax })}
        </p>
      )}
      {form !== null && (
        <div className="mt-6">
          <AddressForm
            key={form}
            userId={userId}
            editing={editing}
            first={addresses.length === 0}
            onDone={() => setForm(null)}
          />
        </div>
      )}
      {addresses.length === 0 && form === null ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          {t('No saved addresses yet. Add one, or tick “Save this address” at checkout.')}
        </p>
      ) : (
        <ul aria-label={t('Saved addresses')} className="mt-6 grid gap-4 md:grid-cols-2">
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              busy={busy}
              onEdit={() => setForm(a.id)}
              onDelete={() => setDeleting(a)}
              onMakeDefault={() => void makeDefault(a)}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('Delete this address?')}
          message={t(
            '{address} will be removed from your saved addresses. Orders already placed keep their address.',
            {
              address: `${deleting.label ? `${labelText(deleting.label)}: ` : ''}${addressLine(deleting)}`,
            },
          )}
          confirmLabel={t('Delete')}
          busyLabel={t('Deleting...')}
          busy={busy}
          danger
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
