// Labelled inputs of the account forms: a hint and an error tied to the input with aria-describedby, and a
// password input with a show/hide toggle (a labelled button with aria-pressed).
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { t } from '../../lib/i18n.ts';
import { passwordHint } from './validation.ts';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

export const inputClass =
  'w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:ring-2 focus:outline-none read-only:border-transparent read-only:bg-slate-50 read-only:shadow-none read-only:focus:ring-brand/20';

const borderClass = (error?: string) =>
  error
    ? 'border-red-500 focus:border-red-600 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand focus:ring-brand/25';

/** The hint and error lines under an input, and the ids that describe it. */
function useDescription(hint?: string, error?: string) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const lines = (
    <>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </>
  );
  return { id, describedBy, lines };
}

export function TextField({ label, value, onValueChange, error, hint, className, ref, ...rest }: FieldProps) {
  const { id, describedBy, lines } = useDescription(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        {...rest}
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${borderClass(error)}`}
      />
      {lines}
    </div>
  );
}

export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ref,
  ...rest
}: FieldProps) {
  const { id, describedBy, lines } = useDescription(hint, error);
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...rest}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          spellCheck={false}
          className={`${inputClass} ${borderClass(error)} pr-12`}
        />
        <button
          type="button"
          aria-label={t('Show {label}', { label: label.toLowerCase() })}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-slate-500 hover:text-brand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {lines}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

type NewPassword = 'password' | 'confirm';

/** The new password under the signup rules, typed twice: the reset page and the profile's Change password. */
export function NewPasswordFields({
  inputs,
  values,
  errors,
  set,
}: {
  inputs: Record<NewPassword, Ref<HTMLInputElement>>;
  values: Record<NewPassword, string>;
  errors: Partial<Record<NewPassword, string>>;
  set: (field: NewPassword) => (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        ref={inputs.password}
        label={t('New password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        hint={t(passwordHint)}
      />
      <PasswordField
        ref={inputs.confirm}
        label={t('Repeat new password')}
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={set('confirm')}
        error={errors.confirm}
      />
    </>
  );
}
