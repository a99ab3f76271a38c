// "Buying for a business? Add GSTIN" (decision 0340): a collapsed block under the shipping address. Opened, it takes
// the business's GSTIN, legal name and the billing address of its registration (or one of the account's saved
// GSTINs), checked with the server's own schema; the order's invoice is then a B2B tax invoice. "Save for next
// time" keeps a new GSTIN on the account. The tax still follows the delivery address (the place of supply).
import {
  type CheckoutBusiness,
  checkoutBusiness,
  type SavedBusinessRegistration,
} from '@chamak/shared/business-buyer';
import { indianStates } from '@chamak/shared/checkout';
import { useQuery } from '@tanstack/react-query';
import type { InputHTMLAttributes } from 'react';
import { billingLine, businessRegistrationsQuery } from '../../lib/business-registrations.ts';
import { t } from '../../lib/i18n.ts';
import { businessErrorText } from './business-errors.ts';

export type BusinessField = 'gstin' | 'legalName' | 'address' | 'city' | 'state' | 'postalCode';
export type BusinessValues = Record<BusinessField, string> & { save: boolean };
export type BusinessErrors = Partial<Record<BusinessField, string>>;

export const emptyBusiness: BusinessValues = {
  gstin: '',
  legalName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  // Unticked until the shopper ticks it (D31; decision 0362: no pre-ticked boxes).
  save: false,
};

/** The fields top to bottom (the first with an error takes the focus). */
export const businessFields: readonly BusinessField[] = [
  'gstin',
  'legalName',
  'address',
  'city',
  'state',
  'postalCode',
];

/** The block checked as the server checks it: the body to send, or each field's first message. */
export function checkBusiness(
  values: BusinessValues,
): { ok: true; business: CheckoutBusiness } | { ok: false; errors: BusinessErrors } {
  const parsed = checkoutBusiness.safeParse(values);
  if (parsed.success) return { ok: true, business: parsed.data };
  const errors: BusinessErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BusinessField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const sameGstin = (a: string, b: string) => a.replace(/\s+/g, '').toUpperCase() === b;

type Props = {
  userId: number;
  open: boolean;
  onToggle: (open: boolean) => void;
  values: BusinessValues;
  errors: BusinessErrors;
  onChange: (values: Partial<BusinessValues>) => void;
  idFor: (field: BusinessField) => string;
};

const control =
  'block w-full scroll-mt-32 rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none';
const ok = 'border-slate-300 focus:border-brand focus:ring-brand/25';
const bad = 'border-red-500 focus:border-red-600 focus:ring-red-500/25';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  field: BusinessField;
  label: string;
  block: Props;
  className?: string;
};

function Field({ field, label, block, className = '', ...input }: FieldProps) {
  const id = block.idFor(field);
  const error = block.errors[field];
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </label>
      <input
        {...input}
        id={id}
        name={`business-${field}`}
        value={block.values[field]}
        // A GSTIN is upper case: shown so as it is typed (the schema upper-cases it anyway).
        onChange={(e) =>
          block.onChange({ [field]: field === 'gstin' ? e.target.value.toUpperCase() : e.target.value })
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required="true"
        className={`${control} ${error ? bad : ok}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {businessErrorText(error)}
        </p>
      )}
    </div>
  );
}

/** The account's saved GSTINs as choices, and "A new GSTIN". */
function SavedChoices({ saved, block }: { saved: SavedBusinessRegistration[]; block: Props }) {
  const picked = saved.find((r) => sameGstin(block.values.gstin, r.gstin));
  const card =
    'flex cursor-pointer gap-3 rounded-xl border px-4 py-3 text-sm focus-within:ring-2 focus-within:ring-brand/30';
  const cardState = (on: boolean) => (on ? 'border-brand bg-brand/5' : 'border-slate-200 hover:bg-slate-50');
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('Your saved GSTINs')}</legend>
      <div className="grid gap-2">
        {saved.map((r) => (
          <label key={r.id} className={`${card} ${cardState(picked?.id === r.id)}`}>
            <input
              type="radio"
              name={`${block.idFor('gstin')}-saved`}
              className="mt-0.5 size-4 shrink-0 accent-brand"
              checked={picked?.id === r.id}
              onChange={() =>
                block.onChange({
                  gstin: r.gstin,
                  legalName: r.legalName,
                  address: r.address,
                  city: r.city,
                  state: r.state,
                  postalCode: r.postalCode,
                })
              }
            />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{r.legalName}</span>
              <span className="block font-mono text-slate-700">{r.gstin}</span>
              <span className="block break-words text-slate-600">{billingLine(r)}</span>
            </span>
          </label>
        ))}
        <label className={`${card} items-center font-semibold text-slate-800 ${cardState(!picked)}`}>
          <input
            type="radio"
            name={`${block.idFor('gstin')}-saved`}
            className="size-4 shrink-0 accent-brand"
            checked={!picked}
            onChange={() => block.onChange({ ...emptyBusiness })}
          />
          {t('A new GSTIN')}
        </label>
      </div>
    </fieldset>
  );
}

export function BusinessBuyerBlock(block: Props) {
  const { open, values, errors } = block;
  const saved = useQuery({ ...businessRegistrationsQuery(block.userId), enabled: open });
  const kept = saved.data ?? [];
  const isNew = !kept.some((r) => sameGstin(values.gstin, r.gstin));
  const stateId = block.idFor('state');
  const headingId = `${block.idFor('gstin')}-heading`;
  const panelId = `${block.idFor('gstin')}-panel`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => block.onToggle(!open)}
          className="flex w-full items-center justify-between gap-3 text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          <span>{t('Buying for a business? Add GSTIN')}</span>
          <span aria-hidden="true" className="text-xl leading-none text-slate-500">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">
        {t('Get a GST tax invoice in your business’s name to claim input tax credit.')}
      </p>
      {open && (
        <div id={panelId} className="mt-5 grid gap-4 sm:grid-cols-2">
          {kept.length > 0 && <SavedChoices saved={kept} block={block} />}
          <Field
            field="gstin"
            label={t('GSTIN')}
            block={block}
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="27AAPFU0939F1ZV"
            className="sm:col-span-2"
          />
          <Field
            field="legalName"
            label={t('Business name (as registered for GST)')}
            block={block}
            autoComplete="organization"
            maxLength={200}
            className="sm:col-span-2"
          />
          <Field
            field="address"
            label={t('Billing address of the registration')}
            block={block}
            maxLength={300}
            placeholder={t('Building, street, area')}
            className="sm:col-span-2"
          />
          <Field field="city" label={t('Billing city')} block={block} maxLength={80} />
          <div>
            <label htmlFor={stateId} className="mb-1.5 block text-sm font-medium text-slate-800">
              {t('Billing state')}{' '}
              <span className="text-red-600" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id={stateId}
              name="business-state"
              value={values.state}
              onChange={(e) => block.onChange({ state: e.target.value })}
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${stateId}-error` : undefined}
              aria-required="true"
              className={`${control} ${errors.state ? bad : ok}`}
            >
              <option value="">{t('Select State')}</option>
              {indianStates.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {errors.state && (
              <p id={`${stateId}-error`} className="mt-1.5 text-sm text-red-600">
                {businessErrorText(errors.state)}
              </p>
            )}
          </div>
          <Field
            field="postalCode"
            label={t('Billing PIN code')}
            block={block}
            inputMode="numeric"
            maxLength={6}
            placeholder={t('6-digit PIN code')}
          />
          {isNew && (
            <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={values.save}
                onChange={(e) => block.onChange({ save: e.target.checked })}
              />
              {t('Save this GSTIN for next time')}
            </label>
          )}
          <p className="text-sm text-slate-500 sm:col-span-2">
            {t('GST is charged by the delivery address’s state.')}
          </p>
        </div>
      )}
    </section>
  );
}
