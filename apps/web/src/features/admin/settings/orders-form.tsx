// Order rules (issue 13, decision 0130): the hours after placement in which a shopper may cancel their order
// themselves (before it is shipped). The policy pages quote the same number.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { type FormEvent, useId, useState } from 'react';
import { Field, inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { Affixed, SettingsSection } from './section.tsx';

export function OrdersForm({ orders }: { orders: ShopSettingsResponse['orders'] }) {
  const id = useId();
  const [hours, setHours] = useState(String(orders.cancelWindowHours));
  const [error, setError] = useState<string>();
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = hours.trim();
    if (!/^\d+$/.test(value) || Number(value) > 720) {
      setError('The cancellation window is a whole number of hours, from 0 to 720.');
      return;
    }
    setError(undefined);
    setHours(String(Number(value)));
    save.mutate({ orders: { cancelWindowHours: Number(value) } });
  };
  return (
    <SettingsSection
      title="Cancellations"
      description="How long after placing an order a shopper may cancel it from their order page, as long as it has not been shipped. A paid order is refunded in full."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save cancellation window"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id={`${id}-hours`}
          label="Cancellation window"
          hint="0 turns shopper cancellation off."
          error={error}
        >
          <Affixed suffix="hours">
            <input
              id={`${id}-hours`}
              className={inputClass}
              inputMode="numeric"
              value={hours}
              onChange={(e) => {
                setHours(e.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hours-error` : undefined}
            />
          </Affixed>
        </Field>
      </div>
    </SettingsSection>
  );
}
