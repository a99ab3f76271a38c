// COD confirmation (issue 16 item 5, decision 0250): off by default; when on, cash orders above a threshold (in
// rupees; empty: any amount) or from buyers with no delivered order yet wait for the shopper to confirm them
// through a link, and are cancelled when the hours given pass without it.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { type FormEvent, useId, useState } from 'react';
import { useSaveSettings } from './api.ts';
import { paiseToInput, parseRupees } from './parse.ts';
import { AffixedField, SettingsSection, typing } from './section.tsx';

type Errors = Partial<Record<'above' | 'hours', string>>;

const hoursError = 'Hours to confirm are a whole number, from 1 to 168.';

export function CodConfirmationForm({ settings }: { settings: ShopSettingsResponse['codConfirmation'] }) {
  const id = useId();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [firstTimeBuyers, setFirstTimeBuyers] = useState(settings.firstTimeBuyers);
  const [above, setAbove] = useState(settings.abovePaise === null ? '' : paiseToInput(settings.abovePaise));
  const [hours, setHours] = useState(String(settings.hours));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = above.trim() ? parseRupees(above, 'The threshold') : { paise: null };
    const h = hours.trim();
    const hoursOk = /^\d+$/.test(h) && Number(h) >= 1 && Number(h) <= 168;
    setErrors({
      above: 'error' in amount ? amount.error : undefined,
      hours: hoursOk ? undefined : hoursError,
    });
    if ('error' in amount || !hoursOk) return;
    setAbove(amount.paise === null ? '' : paiseToInput(amount.paise));
    setHours(String(Number(h)));
    save.mutate({
      codConfirmation: { enabled, abovePaise: amount.paise, firstTimeBuyers, hours: Number(h) },
    });
  };
  return (
    <SettingsSection
      title="COD confirmation"
      description="Cut returns to origin: hold some cash orders until the shopper confirms them through the link in their mail (or WhatsApp/SMS), or you confirm after a call. Unconfirmed when the hours pass, the order is cancelled and its stock goes back."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save COD confirmation"
    >
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="mt-0.5 size-4 accent-brand"
        />
        <span>
          <span className="block text-sm font-medium text-slate-900">
            Ask shoppers to confirm cash orders
          </span>
          <span className="block text-xs text-slate-500">When off, every cash order goes on at once.</span>
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <AffixedField
          id={`${id}-above`}
          label="Orders above"
          hint="Cash orders whose total is above this; leave empty to ignore the amount."
          error={errors.above}
          prefix="₹"
          inputMode="decimal"
          value={above}
          onChange={typing(setAbove, setErrors, 'above')}
        />
        <AffixedField
          id={`${id}-hours`}
          label="Time to confirm"
          hint="Then the order is cancelled."
          error={errors.hours}
          suffix="hours"
          inputMode="numeric"
          value={hours}
          onChange={typing(setHours, setErrors, 'hours')}
        />
      </div>
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input
          type="checkbox"
          checked={firstTimeBuyers}
          onChange={(e) => setFirstTimeBuyers(e.target.checked)}
          className="mt-0.5 size-4 accent-brand"
        />
        <span>
          <span className="block text-sm font-medium text-slate-900">First-time buyers, any amount</span>
          <span className="block text-xs text-slate-500">
            Accounts with no delivered order yet confirm every cash order.
          </span>
        </span>
      </label>
    </SettingsSection>
  );
}
