// Order rules (issue 13, decisions 0130 and 0140): the hours after placement in which a shopper may cancel their
// order themselves (before it is shipped), and the days after delivery in which they may ask for a return (D15:
// 7). The policy pages quote the same numbers.

import { defaultReturnWindowDays } from '@chamak/shared/returns';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { type FormEvent, useId, useState } from 'react';
import { useSaveSettings } from './api.ts';
import { AffixedField, SettingsSection, typing } from './section.tsx';

const hoursError = 'The cancellation window is a whole number of hours, from 0 to 720.';
const daysError = 'The return window is a whole number of days, from 0 to 60.';

const wholeUpTo = (text: string, max: number) => /^\d+$/.test(text) && Number(text) <= max;

export function OrdersForm({ orders }: { orders: ShopSettingsResponse['orders'] }) {
  const id = useId();
  const [hours, setHours] = useState(String(orders.cancelWindowHours));
  const [days, setDays] = useState(String(orders.returnWindowDays ?? defaultReturnWindowDays));
  const [errors, setErrors] = useState<{ hours?: string; days?: string }>({});
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const h = hours.trim();
    const d = days.trim();
    const next = {
      hours: wholeUpTo(h, 720) ? undefined : hoursError,
      days: wholeUpTo(d, 60) ? undefined : daysError,
    };
    setErrors(next);
    if (next.hours || next.days) return;
    setHours(String(Number(h)));
    setDays(String(Number(d)));
    save.mutate({ orders: { cancelWindowHours: Number(h), returnWindowDays: Number(d) } });
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
        <AffixedField
          id={`${id}-hours`}
          label="Cancellation window"
          hint="0 turns shopper cancellation off."
          error={errors.hours}
          suffix="hours"
          inputMode="numeric"
          value={hours}
          onChange={typing(setHours, setErrors, 'hours')}
        />
        <AffixedField
          id={`${id}-days`}
          label="Return window"
          hint="Days after delivery; 0 turns returns off."
          error={errors.days}
          suffix="days"
          inputMode="numeric"
          value={days}
          onChange={typing(setDays, setErrors, 'days')}
        />
      </div>
    </SettingsSection>
  );
}
