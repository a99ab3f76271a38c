// COD confirmation (decision 0250): off by default; when on, cash orders above a threshold (in
// rupees; empty: any amount) or from buyers with no delivered order yet wait for the shopper to confirm them
// through a link, and are cancelled when the hours given pass without it.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { AmountField, CheckboxField, NumberField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { paiseToInput, parseRupees } from './parse.ts';
import { SettingsSection } from './section.tsx';

const hoursError = 'Hours to confirm are a whole number, from 1 to 168.';

export function CodConfirmationForm({ settings }: { settings: ShopSettingsResponse['codConfirmation'] }) {
  const form = useForm({
    enabled: settings.enabled,
    firstTimeBuyers: settings.firstTimeBuyers,
    above: settings.abovePaise === null ? '' : paiseToInput(settings.abovePaise),
    hours: String(settings.hours),
  });
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { enabled, firstTimeBuyers, above, hours } = form.values;
    const amount = above.trim() ? parseRupees(above, 'The threshold') : { paise: null };
    const h = hours.trim();
    const hoursOk = /^\d+$/.test(h) && Number(h) >= 1 && Number(h) <= 168;
    form.check({
      above: 'error' in amount ? amount.error : undefined,
      hours: hoursOk ? undefined : hoursError,
    });
    if ('error' in amount || !hoursOk) return;
    form.setValues({
      above: amount.paise === null ? '' : paiseToInput(amount.paise),
      hours: String(Number(h)),
    });
    save.mutate(
      { codConfirmation: { enabled, abovePaise: amount.paise, firstTimeBuyers, hours: Number(h) } },
      {
        onError: (error) =>
          form.serverError(error, {
            'codConfirmation.abovePaise': 'above',
            'codConfirmation.hours': 'hours',
          }),
      },
    );
  };
  return (
    <SettingsSection
      title="COD confirmation"
      description="Cut returns to origin: hold some cash orders until the shopper confirms them through the link in their mail (or WhatsApp/SMS), or you confirm after a call. Unconfirmed when the hours pass, the order is cancelled and its stock goes back."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save COD confirmation"
    >
      <CheckboxField
        form={form}
        name="enabled"
        label="Ask shoppers to confirm cash orders"
        hint="When off, every cash order goes on at once."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          form={form}
          name="above"
          label="Orders above"
          hint="Cash orders whose total is above this; leave empty to ignore the amount."
        />
        <NumberField
          form={form}
          name="hours"
          label="Time to confirm"
          hint="Then the order is cancelled."
          suffix="hours"
        />
      </div>
      <CheckboxField
        form={form}
        name="firstTimeBuyers"
        label="First-time buyers, any amount"
        hint="Accounts with no delivered order yet confirm every cash order."
      />
    </SettingsSection>
  );
}
