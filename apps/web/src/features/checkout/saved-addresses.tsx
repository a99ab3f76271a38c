// The checkout's saved addresses (decision 0317): a signed-in shopper's address book as a choice above the form,
// the default (else the last used) chosen at once when the form has no address yet; choosing one fills the form.
// Under the shipping address, a new address can be kept with "Save this address" and a label (unticked until the
// shopper ticks it, D31), saved as the order is placed.
import { addressBookMax, addressLabels } from '@chamak/shared/addresses';
import type { CheckoutAddress, CheckoutField } from '@chamak/shared/checkout';
import { normalisePhone } from '@chamak/shared/phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  addressBookKey,
  addressBookQuery,
  addressFields,
  addressLine,
  type SavedAddress,
  saveAddress,
} from '../../lib/address-book.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { type AddressValues, selectState } from './address.ts';

/** The fields a saved address fills in (all but the e-mail, which is the account's). */
const fieldNames = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'apt',
  'city',
  'state',
  'postalCode',
] as const satisfies readonly CheckoutField[];

/** The shared addressLabels (kept as the address's label, in English), marked for translation where shown. */
const labelTexts: Readonly<Record<string, string>> = { Home: msg('Home'), Office: msg('Office') };
const shownLabel = (label: string) => {
  const text = labelTexts[label];
  return text ? t(text) : label;
};

/** Whether the form (or an address about to be ordered) is this saved address; the phone as the server keeps it. */
const holds = (values: Pick<AddressValues, (typeof fieldNames)[number]>, a: SavedAddress) =>
  fieldNames.every((f) =>
    f === 'phone' ? normalisePhone(values.phone) === a.phone : values[f].trim() === a[f].trim(),
  );

/** "Save this address": the shopper's tick and label, and the save itself when the order is placed. */
export function useSaveAddressChoice(userId: number) {
  const queryClient = useQueryClient();
  const book = useQuery(addressBookQuery(userId));
  const [save, setSave] = useState(false);
  const [label, setLabel] = useState('');
  /** Saves the address being ordered when the box is ticked and it is not saved already. */
  async function saveIfTicked(address: CheckoutAddress) {
    if (!save || !book.data || !savesNew(address, book.data)) return;
    try {
      await saveAddress(userId, { ...address, label: label.trim() || null });
      setSave(false);
      await queryClient.invalidateQueries({ queryKey: addressBookKey(userId) });
    } catch (error) {
      toast.error(
        error instanceof Error
          ? t('The address was not saved: {reason}', { reason: error.message })
          : t('The address was not saved: please try again'),
      );
    }
  }
  return { saved: book.data, save, setSave, label, setLabel, saveIfTicked };
}
export type SaveAddressChoice = ReturnType<typeof useSaveAddressChoice>;

type Props = {
  values: AddressValues;
  /** Fills the form's address fields (name, phone, address, PIN code, city and state). */
  onPick: (fields: Partial<AddressValues>) => void;
  choice: SaveAddressChoice;
};

/** Whether "Save this address" is offered: the form's address is none of the saved ones and there is room. */
function savesNew(
  values: Pick<AddressValues, (typeof fieldNames)[number]>,
  saved: SavedAddress[] | undefined,
): boolean {
  if (!saved) return false;
  return saved.length < addressBookMax && !saved.some((a) => holds(values, a));
}

const card =
  'flex cursor-pointer gap-3 rounded-xl border p-3.5 text-sm transition focus-within:ring-2 focus-within:ring-brand/40';
const cardState = (active: boolean) =>
  active ? 'border-brand bg-brand/5' : 'border-slate-200 hover:border-slate-300';

/** The saved addresses to deliver to, or "A new address"; nothing when the book is empty. */
export function SavedAddresses({ values, onPick, choice }: Props) {
  const id = useId();
  const saved = choice.saved;
  const picked = saved?.find((a) => holds(values, a)) ?? null;
  // The default (listed first), else the last used, fills a form that has no address yet: once, on arrival.
  const preselected = useRef(false);
  const pick = useRef(onPick);
  pick.current = onPick;
  const hasAddress = values.address.trim() !== '';
  useEffect(() => {
    if (preselected.current || !saved) return;
    preselected.current = true;
    const first = saved[0];
    if (first && !hasAddress) pick.current(addressFields(first));
  }, [saved, hasAddress]);

  if (!saved?.length) return null;
  const newAddress = () => onPick({ address: '', apt: '', city: '', postalCode: '', state: selectState });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('Deliver to')}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">
        {t('Choose a saved address, or enter a new one below.')}
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-title`} className="mt-4 grid gap-3 sm:grid-cols-2">
        {saved.map((a) => {
          const active = picked?.id === a.id;
          const name = `${a.firstName} ${a.lastName}`;
          return (
            <label key={a.id} className={`${card} ${cardState(active)}`}>
              <input
                type="radio"
                name={`${id}-saved`}
                className="mt-0.5 size-4 shrink-0 accent-brand"
                checked={active}
                onChange={() => onPick(addressFields(a))}
              />
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
                  {a.label != null ? shownLabel(a.label) : name}
                  {a.isDefault && (
                    <span className="rounded-full bg-brand px-2 py-0.5 text-[11px] font-semibold text-white">
                      {t('Default')}
                    </span>
                  )}
                </span>
                <span className="mt-0.5 block break-words text-slate-600">
                  {a.label && `${name}, `}
                  {addressLine(a)}
                </span>
              </span>
            </label>
          );
        })}
        <label className={`${card} items-center font-semibold text-slate-800 ${cardState(!picked)}`}>
          <input
            type="radio"
            name={`${id}-saved`}
            className="size-4 shrink-0 accent-brand"
            checked={!picked}
            onChange={newAddress}
          />
          {t('A new address')}
        </label>
      </div>
    </section>
  );
}

/** "Save this address for next time" with its label, under the shipping address, for an address not saved yet. */
export function SaveAddressBox({ values, choice }: Omit<Props, 'onPick'>) {
  const saved = choice.saved;
  if (!saved) return null;
  if (!savesNew(values, saved))
    return saved.length >= addressBookMax && !saved.some((a) => holds(values, a)) ? (
      <p className="-mt-2 px-1 text-sm text-slate-500">
        {t('You have {count} saved addresses: delete one in My Account to save this one too.', {
          count: addressBookMax,
        })}
      </p>
    ) : null;
  const own = (addressLabels as readonly string[]).includes(choice.label) ? '' : choice.label;
  return (
    <div className="-mt-2 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:px-6">
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={choice.save}
          onChange={(e) => choice.setSave(e.target.checked)}
        />
        {t('Save this address for next time')}
      </label>
      {choice.save && (
        <fieldset className="mt-3 flex flex-wrap items-center gap-2 pl-7">
          <legend className="sr-only">{t('Label for this address')}</legend>
          {addressLabels.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={choice.label === l}
              onClick={() => choice.setLabel(choice.label === l ? '' : l)}
              className={`rounded-full border px-3.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                choice.label === l
                  ? 'border-brand bg-brand text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {shownLabel(l)}
            </button>
          ))}
          <input
            aria-label={t('Or your own label')}
            placeholder={t('Or your own label')}
            maxLength={30}
            value={own}
            onChange={(e) => choice.setLabel(e.target.value)}
            className="w-44 rounded-lg border border-slate-300 px-3 py-1.5 text-sm focus:border-brand focus:ring-2 focus:ring-brand/25 focus:outline-none"
          />
        </fieldset>
      )}
    </div>
  );
}
