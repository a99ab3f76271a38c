// A settings section: a titled card holding one form with its own Save button.
import type { Dispatch, FormEvent, ReactNode, SetStateAction } from 'react';
import { BusyButton, Field, inputClass } from '../ui.tsx';

export function SettingsSection({
  title,
  description,
  onSubmit,
  busy,
  children,
  saveLabel,
}: {
  title: string;
  description: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  children: ReactNode;
  saveLabel: string;
}) {
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <form onSubmit={onSubmit} noValidate>
        <div className="border-b border-slate-100 px-4 py-4 sm:px-6">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <div className="space-y-4 px-4 py-5 sm:px-6">{children}</div>
        <div className="flex justify-end rounded-b-2xl border-t border-slate-100 bg-slate-50 px-4 py-3 sm:px-6">
          <BusyButton type="submit" busy={busy}>
            {saveLabel}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

/** An input with a fixed prefix or suffix ('₹', 'ml'). */
export function Affixed({
  prefix,
  suffix,
  children,
}: {
  prefix?: string;
  suffix?: string;
  children: ReactNode;
}) {
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

/**
 * A labelled text input with a prefix or suffix, its hint and its error (the error names the input for screen
 * readers): the settings forms' amounts, hours and days.
 */
export function AffixedField({
  id,
  label,
  hint,
  error,
  prefix,
  suffix,
  value,
  onChange,
  inputMode,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  prefix?: string;
  suffix?: string;
  value: string;
  onChange: (value: string) => void;
  inputMode: 'decimal' | 'numeric';
  disabled?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Affixed prefix={prefix} suffix={suffix}>
        <input
          id={id}
          className={inputClass}
          inputMode={inputMode}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Affixed>
    </Field>
  );
}

/** An AffixedField's onChange: keeps what was typed and clears that field's error. */
export function typing<E extends Record<string, string | undefined>>(
  set: (value: string) => void,
  setErrors: Dispatch<SetStateAction<E>>,
  key: keyof E,
): (value: string) => void {
  return (value) => {
    set(value);
    setErrors((errors) => ({ ...errors, [key]: undefined }));
  };
}
