// The contact and shipping blocks: labelled fields, each with its SPEC message under it (aria-describedby,
// aria-invalid), and the state as a select of India's states and union territories.
import { type CheckoutField, indianStates } from '@chamak/shared/checkout';
import type { InputHTMLAttributes } from 'react';
import { type AddressValues, type FieldErrors, selectState } from './address.ts';

type BlockProps = {
  values: AddressValues;
  errors: FieldErrors;
  onChange: (field: CheckoutField, value: string) => void;
  /** The element id of a field; its message is `${id}-error`. */
  idFor: (field: CheckoutField) => string;
};

const control =
  'block w-full scroll-mt-32 rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none';
const ok = 'border-slate-300 focus:border-brand focus:ring-brand/25';
const bad = 'border-red-500 focus:border-red-600 focus:ring-red-500/25';

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {error}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  field: CheckoutField;
  label: string;
  props: BlockProps;
  className?: string;
};

function TextField({ field, label, props, className = '', ...input }: TextFieldProps) {
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

function StateField({ props }: { props: BlockProps }) {
  const id = props.idFor('state');
  const error = props.errors.state;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        State{' '}
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
        <option value={selectState}>{selectState}</option>
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
      title="Contact"
      hint="We send the order confirmation here."
    >
      <TextField
        field="firstName"
        label="First Name"
        autoComplete="given-name"
        maxLength={60}
        props={props}
      />
      <TextField field="lastName" label="Last Name" autoComplete="family-name" maxLength={60} props={props} />
      <TextField
        field="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        placeholder="you@example.com"
        props={props}
      />
      <TextField
        field="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="10-digit mobile number"
        props={props}
      />
    </Block>
  );
}

export function ShippingFields(props: BlockProps) {
  return (
    <Block id={`${props.idFor('address')}-block`} title="Shipping address" hint="Where should we deliver?">
      <TextField
        field="address"
        label="Address"
        autoComplete="address-line1"
        maxLength={200}
        placeholder="House number and street"
        className="sm:col-span-2"
        props={props}
      />
      <TextField
        field="apt"
        label="Apartment, suite, landmark"
        autoComplete="address-line2"
        maxLength={120}
        placeholder="Flat, floor, building, landmark"
        className="sm:col-span-2"
        props={props}
      />
      <TextField field="city" label="City" autoComplete="address-level2" maxLength={80} props={props} />
      <StateField props={props} />
      <TextField
        field="postalCode"
        label="PIN Code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        placeholder="6-digit PIN code"
        props={props}
      />
    </Block>
  );
}
