// Order rules (decisions 0130, 0140 and 0297): the hours after placement in which a shopper may cancel their
// order themselves (before it is shipped), the days after delivery in which they may ask for a return (D15: 7),
// and the reasons a return is taken for. The policy pages, the return form and the server read the same.

import { returnReasonNotes, returnTerms } from '@chamak/shared/return-terms';
import { type ReturnReason, returnReasonLabels, returnReasons } from '@chamak/shared/returns';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { CheckboxField, NumberField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { SettingsSection } from './section.tsx';

const hoursError = 'The cancellation window is a whole number of hours, from 0 to 720.';
const reasonsError = 'Choose at least one reason to take returns for.';
const reasonField = (r: ReturnReason) => `reason_${r}` as const;
const daysError = 'The return window is a whole number of days, from 0 to 60.';

const wholeUpTo = (text: string, max: number) => /^\d+$/.test(text) && Number(text) <= max;

export function OrdersForm({ orders }: { orders: ShopSettingsResponse['orders'] }) {
  const terms = returnTerms(orders);
  const taken = new Set(terms.reasons.map((r) => r.reason));
  const form = useForm({
    hours: String(orders.cancelWindowHours),
    days: String(terms.days),
    reasons: '',
    ...(Object.fromEntries(returnReasons.map((r) => [reasonField(r), taken.has(r)])) as Record<
      ReturnType<typeof reasonField>,
      boolean
    >),
  });
  const chosenReasons = () => returnReasons.filter((r) => form.values[reasonField(r)]);
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const h = form.values.hours.trim();
    const d = form.values.days.trim();
    const ok = form.check({
      hours: wholeUpTo(h, 720) ? undefined : hoursError,
      days: wholeUpTo(d, 60) ? undefined : daysError,
      reasons: chosenReasons().length > 0 ? undefined : reasonsError,
    });
    if (!ok) return;
    form.setValues({ hours: String(Number(h)), days: String(Number(d)) });
    save.mutate(
      {
        orders: { cancelWindowHours: Number(h), returnWindowDays: Number(d), returnReasons: chosenReasons() },
      },
      {
        onError: (error) =>
          form.serverError(error, {
            'orders.cancelWindowHours': 'hours',
            'orders.returnWindowDays': 'days',
            'orders.returnReasons': 'reasons',
          }),
      },
    );
  };
  return (
    <SettingsSection
      title="Cancellations and returns"
      description="How long after placing an order a shopper may cancel it from their order page (as long as it has not been shipped; a paid order is refunded in full), how long after delivery they may ask to return items, and for which reasons. The Return & Exchange policy, the FAQ and the return form say what you set here."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save cancellation and return windows"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          form={form}
          name="hours"
          label="Cancellation window"
          hint="0 turns shopper cancellation off."
          suffix="hours"
        />
        <NumberField
          form={form}
          name="days"
          label="Return window"
          hint="Days after delivery; 0 turns returns off."
          suffix="days"
        />
      </div>
      <fieldset aria-describedby={form.errors.reasons ? `${form.fieldId('reasons')}-error` : undefined}>
        <legend id={form.fieldId('reasons')} className="mb-2 text-sm font-medium text-slate-900">
          Return reasons
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {returnReasons.map((r) => (
            <CheckboxField
              key={r}
              form={form}
              name={reasonField(r)}
              label={returnReasonLabels[r]}
              hint={`The item ${returnReasonNotes[r]}.`}
            />
          ))}
        </div>
        {form.errors.reasons && (
          <p id={`${form.fieldId('reasons')}-error`} className="mt-1 text-sm text-red-700">
            {form.errors.reasons}
          </p>
        )}
      </fieldset>
    </SettingsSection>
  );
}
