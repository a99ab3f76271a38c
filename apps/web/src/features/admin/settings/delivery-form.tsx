// The delivery rule (D5): the volume threshold and the two charges, in rupees here and paise in the API.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { AmountField, NumberField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { describeDelivery, paiseToInput, parseRupees } from './parse.ts';
import { SettingsSection } from './section.tsx';

export function DeliveryForm({ delivery }: { delivery: ShopSettingsResponse['delivery'] }) {
  const form = useForm({
    threshold: String(delivery.thresholdMl),
    under: paiseToInput(delivery.underThresholdPaise),
    over: paiseToInput(delivery.atOrOverThresholdPaise),
  });
  const save = useSaveSettings();

  const threshold = Number(form.values.threshold);
  const thresholdOk = /^\d+$/.test(form.values.threshold.trim()) && threshold > 0 && threshold <= 1_000_000;
  const under = parseRupees(form.values.under, 'The charge under the threshold');
  const over = parseRupees(form.values.over, 'The charge at or over the threshold');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = form.check({
      threshold: thresholdOk ? undefined : 'The threshold must be a whole number of millilitres above 0',
      under: 'error' in under ? under.error : undefined,
      over: 'error' in over ? over.error : undefined,
    });
    if (!ok || 'error' in under || 'error' in over) return;
    save.mutate(
      {
        delivery: {
          thresholdMl: threshold,
          underThresholdPaise: under.paise,
          atOrOverThresholdPaise: over.paise,
        },
      },
      {
        onError: (error) =>
          form.serverError(error, {
            'delivery.thresholdMl': 'threshold',
            'delivery.underThresholdPaise': 'under',
            'delivery.atOrOverThresholdPaise': 'over',
          }),
      },
    );
  };
  return (
    <SettingsSection
      title="Delivery charge"
      description="One rule for the cart, checkout and the shipping-policy page: by the total volume of the cart."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save delivery rule"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField form={form} name="threshold" label="Volume threshold" suffix="ml" />
        <AmountField form={form} name="under" label="Charge under the threshold" />
        <AmountField form={form} name="over" label="Charge at or over it" />
      </div>
      {thresholdOk && 'paise' in under && 'paise' in over && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {describeDelivery(threshold, under.paise, over.paise)}
        </p>
      )}
    </SettingsSection>
  );
}
