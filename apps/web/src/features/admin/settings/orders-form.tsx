// Order rules (decisions 0130 and 0140): the hours after placement in which a shopper may cancel their
// order themselves (before it is shipped), and the days after delivery in which they may ask for a return (D15:
// 7). The policy pages quote the same numbers.

import { defaultReturnWindowDays } from '@chamak/shared/returns';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { NumberField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { SettingsSection } from './section.tsx';

const hoursError = 'The cancellation window is a whole number of hours, from 0 to 720.';
const daysError = 'The return window is a whole number of days, from 0 to 60.';

const wholeUpTo = (text: string, max: number) => /^\d+$/.test(text) && Number(text) <= max;

export function OrdersForm({ orders }: { orders: ShopSettingsResponse['orders'] }) {
  const form = useForm({
    hours: String(orders.cancelWindowHours),
    days: String(orders.returnWindowDays ?? defaultReturnWindowDays),
  });
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const h = form.values.hours.trim();
    const d = form.values.days.trim();
    const ok = form.check({
      hours: wholeUpTo(h, 720) ? undefined : hoursError,
      days: wholeUpTo(d, 60) ? undefined : daysError,
    });
    if (!ok) return;
    form.setValues({ hours: String(Number(h)), days: String(Number(d)) });
    save.mutate(
      { orders: { cancelWindowHours: Number(h), returnWindowDays: Number(d) } },
      {
        onError: (error) =>
          form.serverError(error, { 'orders.cancelWindowHours': 'hours', 'orders.returnWindowDays': 'days' }),
      },
    );
  };
  return (
    <SettingsSection
      title="Cancellations and returns"
      description="How long after placing an order a shopper may cancel it from their order page (as long as it has not been shipped; a paid order is refunded in full), and how long after delivery they may ask to return items."
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
    </SettingsSection>
  );
}
