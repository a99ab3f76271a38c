// Cash on delivery: on or off, the fee and the PIN codes that pay it, and the PIN codes where COD is not
// offered (comma-separated 6-digit codes).
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { AmountField, CheckboxField, TextareaField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { paiseToInput, parsePinCodes, parseRupees, pinCodesToInput } from './parse.ts';
import { SettingsSection } from './section.tsx';

export function CodForm({ cod }: { cod: ShopSettingsResponse['cod'] }) {
  const form = useForm({
    enabled: cod.enabled,
    fee: paiseToInput(cod.feePaise),
    feePins: pinCodesToInput(cod.feePinCodes),
    blockedPins: pinCodesToInput(cod.blockedPinCodes),
  });
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fee = parseRupees(form.values.fee, 'The COD fee');
    const feePins = parsePinCodes(form.values.feePins);
    const blockedPins = parsePinCodes(form.values.blockedPins);
    form.check({
      fee: 'error' in fee ? fee.error : undefined,
      feePins: 'error' in feePins ? feePins.error : undefined,
      blockedPins: 'error' in blockedPins ? blockedPins.error : undefined,
    });
    if ('error' in fee || 'error' in feePins || 'error' in blockedPins) return;
    form.setValues({
      fee: paiseToInput(fee.paise),
      feePins: pinCodesToInput(feePins.codes),
      blockedPins: pinCodesToInput(blockedPins.codes),
    });
    save.mutate(
      {
        cod: {
          enabled: form.values.enabled,
          feePaise: fee.paise,
          feePinCodes: feePins.codes,
          blockedPinCodes: blockedPins.codes,
        },
      },
      {
        onError: (error) =>
          form.serverError(error, {
            'cod.feePaise': 'fee',
            'cod.feePinCodes': 'feePins',
            'cod.blockedPinCodes': 'blockedPins',
          }),
      },
    );
  };
  return (
    <SettingsSection
      title="Cash on delivery"
      description="Whether shoppers may pay on delivery, the fee some PIN codes pay, and where COD is not offered."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save COD rules"
    >
      <CheckboxField
        form={form}
        name="enabled"
        label="Offer cash on delivery"
        hint="When off, checkout offers online payment only."
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField form={form} name="fee" label="COD fee" />
      </div>
      <TextareaField
        form={form}
        name="feePins"
        label="PIN codes that pay the COD fee"
        hint="6-digit PIN codes separated by commas, e.g. 560001, 400001."
        className={`${inputClass} font-mono`}
        rows={2}
      />
      <TextareaField
        form={form}
        name="blockedPins"
        label="PIN codes without cash on delivery"
        hint="6-digit PIN codes separated by commas; shoppers there must pay online."
        className={`${inputClass} font-mono`}
        rows={2}
      />
    </SettingsSection>
  );
}
