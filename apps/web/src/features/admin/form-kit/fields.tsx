// The back-office form fields on a useForm (use-form.ts): text, number, amount in rupees, textarea, select and
// checkbox. Each shows its label (linked to the input by id), its hint, and its error, and marks the input
// aria-invalid and aria-describedby its error while there is one; typing clears that field's error.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, inputClass } from '../ui.tsx';
import type { Form } from './use-form.ts';

/** The names of a form's text values. */
type TextName<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;
type FlagName<Values> = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values] & string;

/** `Name`: the form's field names (use-form.ts), which may also name fields inside its rows. */
type Base<Values extends Record<string, unknown>, Name extends string> = {
  form: Form<Values, Name>;
  name: TextName<Values> & NoInfer<Name>;
  label: string;
  hint?: string;
};

/** The id, aria-invalid and aria-describedby of a field's input. */
export function fieldAria<Values extends Record<string, unknown>, Name extends string>(
  form: Form<Values, Name>,
  name: NoInfer<Name>,
) {
  const error = form.errors[name];
  return {
    id: form.fieldId(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${form.fieldId(name)}-error` : undefined,
  } as const;
}

/** An input with a fixed prefix or suffix ('₹', 'hours'). */
export function Affixed({
  prefix,
  suffix,
  children,
}: {
  prefix?: string;
  suffix?: string;
  children: ReactNode;
}) {
  if (!prefix && !suffix) return children;
  return (
    <div className="flex items-stretch">
      {prefix && (
        <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">
          {prefix}
        </span>
      )}
      <div
        className={`min-w-0 flex-1 ${prefix ? '[&>input]:rounded-l-none' : ''} ${suffix ? '[&>input]:rounded-r-none' : ''}`}
      >
        {children}
      </div>
      {suffix && (
        <span className="inline-flex items-center rounded-r-lg border border-l-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">
          {suffix}
        </span>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'>;

/** A text box; with `prefix` or `suffix`, those fixed beside it. */
export function TextField<Values extends Record<string, unknown>, Name extends string>({
  form,
  name,
  label,
  hint,
  prefix,
  suffix,
  className = inputClass,
  ...rest
}: Base<Values, Name> & { prefix?: string; suffix?: string } & InputProps) {
  const aria = fieldAria(form, name);
  return (
    <Field id={aria.id} label={label} hint={hint} error={form.errors[name]}>
      <Affixed prefix={prefix} suffix={suffix}>
        <input
          {...rest}
          {...aria}
          className={className}
          value={form.values[name] as string}
          onChange={(e) => form.set(name, e.target.value as Values[typeof name])}
        />
      </Affixed>
    </Field>
  );
}

/** A whole number typed as text (so '1.5' or '12ml' reach the form's check instead of becoming a number). */
export function NumberField<Values extends Record<string, unknown>, Name extends string>(
  props: Base<Values, Name> & { prefix?: string; suffix?: string } & InputProps,
) {
  return <TextField inputMode="numeric" {...props} />;
}

/** An amount in rupees ('99', '99.50'), with the ₹ before it; the form turns it into paise. */
export function AmountField<Values extends Record<string, unknown>, Name extends string>(
  props: Base<Values, Name> & { suffix?: string } & InputProps,
) {
  return <TextField inputMode="decimal" prefix="₹" {...props} />;
}

export function TextareaField<Values extends Record<string, unknown>, Name extends string>({
  form,
  name,
  label,
  hint,
  className = inputClass,
  ...rest
}: Base<Values, Name> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'>) {
  const aria = fieldAria(form, name);
  return (
    <Field id={aria.id} label={label} hint={hint} error={form.errors[name]}>
      <textarea
        {...rest}
        {...aria}
        className={className}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as Values[typeof name])}
      />
    </Field>
  );
}

/** A select; `children` are its options. */
export function SelectField<Values extends Record<string, unknown>, Name extends string>({
  form,
  name,
  label,
  hint,
  className = inputClass,
  children,
  ...rest
}: Base<Values, Name> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'>) {
  const aria = fieldAria(form, name);
  return (
    <Field id={aria.id} label={label} hint={hint} error={form.errors[name]}>
      <select
        {...rest}
        {...aria}
        className={className}
        value={form.values[name] as string}
        onChange={(e) => form.set(name, e.target.value as Values[typeof name])}
      >
        {children}
      </select>
    </Field>
  );
}

/** A checkbox in a bordered card: its label in bold and, below, what it means. */
export function CheckboxField<Values extends Record<string, unknown>, Name extends string>({
  form,
  name,
  label,
  hint,
}: {
  form: Form<Values, Name>;
  name: FlagName<Values>;
  label: string;
  hint?: ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        type="checkbox"
        checked={form.values[name] as boolean}
        onChange={(e) => form.set(name, e.target.checked as Values[typeof name])}
        className="mt-0.5 size-4 accent-brand"
      />
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
