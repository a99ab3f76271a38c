// The contact and shipping blocks: labelled fields, each with its SPEC message under it (aria-describedby,
// aria-invalid). The state is the PIN code's (decision 0293): shown, not chosen; only when the PIN code could not
// be looked up is it a select of India's states and union territories (the server checks it against the PIN code).
import { type CheckoutField, indianStates } from '@chamak/shared/checkout';
import { phoneInputMaxLength } from '@chamak/shared/phone';
import type { InputHTMLAttributes } from 'react';
import { addressFieldLabels } from '../../lib/address-texts.ts';
import { t } from '../../lib/i18n.ts';
import { type AddressValues, type FieldErrors, selectState } from './address.ts';

type BlockProps = {
  values: AddressValues;
  errors: FieldErrors;
  onChange: (field: CheckoutField, value: string) => void;
  /** The element id of a field; its message is `${id}-error`. */
  idFor: (field: CheckoutField) => string;
};

/** Where the state comes from: the PIN code (shown, read only), or the shopper's pick when the look-up failed. */
export type StateSource = 'pin' | 'pick';

const fieldLabels = addressFieldLabels;

const control =
  'block w-full scroll-mt-32 rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none';
const ok = 'border-slate-300 focus:border-brand focus:ring-brand/25';
const bad = 'border-red-500 focus:border-red-600 focus:ring-red-500/25';

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {t(error)}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  field: CheckoutField;
  props: BlockProps;
  className?: string;
};

function TextField({ field, props, className = '', ...input }: TextFieldProps) {
  const label = t(fieldLabels[field]);
  const id = props.idFor(field);
  const error = props.errors[field];
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
        name={field}
        value={props.values[field]}
        onChange={(e) => props.onChange(field, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required="true"
        className={`${control} ${error ? bad : ok}`}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** The PIN code's state, read only; the hint under it says where it comes from. */
function StateFromPin({ props }: { props: BlockProps }) {
  const id = props.idFor('state');
  const hintId = `${id}-hint`;
  const state = props.values.state === selectState ? '' : props.values.state;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('State')}
      </label>
      <input
        id={id}
        name="state"
        readOnly
        value={state}
        placeholder={t('From the PIN code')}
        aria-describedby={hintId}
        className={`${control} cursor-default border-dashed border-slate-300 bg-slate-100 text-slate-700 focus:border-slate-300 focus:ring-slate-300/40`}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-500">
        {t('Set by the PIN code.')}
      </p>
    </div>
  );
}

function StateField({ props, source }: { props: BlockProps; source: StateSource }) {
  if (source === 'pin') return <StateFromPin props={props} />;
  const id = props.idFor('state');
  const error = props.errors.state;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('State')}{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </label>
      <select
        id={id}
        name="state"
        autoComplete="address-level1"
        value={props.values.state}
        onChange={(e) => props.onChange('state', e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required="true"
        className={`${control} ${error ? bad : ok} ${props.values.state === selectState ? 'text-slate-500' : ''}`}
      >
        <option value={selectState}>{t('Select State')}</option>
        {indianStates.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

function Block({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">{hint}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function ContactFields(props: BlockProps) {
  return (
    <Block
      id={`${props.idFor('firstName')}-block`}
      title={t('Contact')}
      hint={t('We send the order confirmation here.')}
    >
      <TextField field="firstName" autoComplete="given-name" maxLength={60} props={props} />
      <TextField field="lastName" autoComplete="family-name" maxLength={60} props={props} />
      <TextField
        field="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        placeholder="you@example.com"
        props={props}
      />
      <TextField
        field="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={phoneInputMaxLength}
        placeholder={t('10-digit mobile number')}
        props={props}
      />
    </Block>
  );
}

export function ShippingFields({ stateSource, ...props }: BlockProps & { stateSource: StateSource }) {
  return (
    <Block
      id={`${props.idFor('address')}-block`}
      title={t('Shipping address')}
      hint={t('Where should we deliver?')}
    >
      <TextField
        field="address"
        autoComplete="address-line1"
        maxLength={200}
        placeholder={t('House number and street')}
        className="sm:col-span-2"
        props={props}
      />
      <TextField
        field="apt"
        autoComplete="address-line2"
        maxLength={120}
        placeholder={t('Flat, floor, building, landmark')}
        className="sm:col-span-2"
        props={props}
      />
      {/* The PIN code first: it fills in the city and decides the state. */}
      <TextField
        field="postalCode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        placeholder={t('6-digit PIN code')}
        props={props}
      />
      <TextField field="city" autoComplete="address-level2" maxLength={80} props={props} />
      <StateField props={props} source={stateSource} />
    </Block>
  );
}
