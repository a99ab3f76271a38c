// The delivery rule (D5): the volume threshold and the two charges, in rupees here and paise in the API.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { type FormEvent, useId, useState } from 'react';
import { Field, inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { describeDelivery, paiseToInput, parseRupees } from './parse.ts';
import { Affixed, SettingsSection } from './section.tsx';

type Errors = Partial<Record<'threshold' | 'under' | 'over', string>>;

export function DeliveryForm({ delivery }: { delivery: ShopSettingsResponse['delivery'] }) {
  const id = useId();
  const [form, setForm] = useState({
    threshold: String(delivery.thresholdMl),
    under: paiseToInput(delivery.underThresholdPaise),
    over: paiseToInput(delivery.atOrOverThresholdPaise),
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings();

  const threshold = Number(form.threshold);
  const thresholdOk = /^\d+$/.test(form.threshold.trim()) && threshold > 0 && threshold <= 1_000_000;
  const under = parseRupees(form.under, 'The charge under the threshold');
  const over = parseRupees(form.over, 'The charge at or over the threshold');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!thresholdOk) next.threshold = 'The threshold must be a whole number of millilitres above 0';
    if ('error' in under) next.under = under.error;
    if ('error' in over) next.over = over.error;
    setErrors(next);
    if (Object.keys(next).length > 0 || 'error' in under || 'error' in over) return;
    save.mutate({
      delivery: {
        thresholdMl: threshold,
        underThresholdPaise: under.paise,
        atOrOverThresholdPaise: over.paise,
      },
    });
  };
  const input = (
    key: keyof typeof form,
    errorKey: keyof Errors,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <input
      id={`${id}-${key}`}
      className={inputClass}
      value={form[key]}
      onChange={(e) => {
        setForm((f) => ({ ...f, [key]: e.target.value }));
        setErrors((er) => ({ ...er, [errorKey]: undefined }));
      }}
      aria-invalid={errors[errorKey] ? true : undefined}
      aria-describedby={errors[errorKey] ? `${id}-${key}-error` : undefined}
      {...extra}
    />
  );
  return (
    <SettingsSection
      title="Delivery charge"
      description="One rule for the cart, checkout and the shipping-policy page: by the total volume of the cart."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save delivery rule"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-threshold`} label="Volume threshold" error={errors.threshold}>
          <Affixed suffix="ml">{input('threshold', 'threshold', { inputMode: 'numeric' })}</Affixed>
        </Field>
        <Field id={`${id}-under`} label="Charge under the threshold" error={errors.under}>
          <Affixed prefix="₹">{input('under', 'under', { inputMode: 'decimal' })}</Affixed>
        </Field>
        <Field id={`${id}-over`} label="Charge at or over it" error={errors.over}>
          <Affixed prefix="₹">{input('over', 'over', { inputMode: 'decimal' })}</Affixed>
        </Field>
      </div>
      {thresholdOk && 'paise' in under && 'paise' in over && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {describeDelivery(threshold, under.paise, over.paise)}
        </p>
      )}
    </SettingsSection>
  );
}
