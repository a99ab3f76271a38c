// Cash on delivery: on or off, the fee and the PIN codes that pay it, and the PIN codes where COD is not
// offered (comma-separated 6-digit codes).
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { type FormEvent, useId, useState } from 'react';
import { Field, inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { paiseToInput, parsePinCodes, parseRupees, pinCodesToInput } from './parse.ts';
import { Affixed, SettingsSection } from './section.tsx';

type Errors = Partial<Record<'fee' | 'feePins' | 'blockedPins', string>>;

export function CodForm({ cod }: { cod: ShopSettingsResponse['cod'] }) {
  const id = useId();
  const [enabled, setEnabled] = useState(cod.enabled);
  const [form, setForm] = useState({
    fee: paiseToInput(cod.feePaise),
    feePins: pinCodesToInput(cod.feePinCodes),
    blockedPins: pinCodesToInput(cod.blockedPinCodes),
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fee = parseRupees(form.fee, 'The COD fee');
    const feePins = parsePinCodes(form.feePins);
    const blockedPins = parsePinCodes(form.blockedPins);
    setErrors({
      fee: 'error' in fee ? fee.error : undefined,
      feePins: 'error' in feePins ? feePins.error : undefined,
      blockedPins: 'error' in blockedPins ? blockedPins.error : undefined,
    });
    if ('error' in fee || 'error' in feePins || 'error' in blockedPins) return;
    setForm({
      fee: paiseToInput(fee.paise),
      feePins: pinCodesToInput(feePins.codes),
      blockedPins: pinCodesToInput(blockedPins.codes),
    });
    save.mutate({
      cod: {
        enabled,
        feePaise: fee.paise,
        feePinCodes: feePins.codes,
        blockedPinCodes: blockedPins.codes,
      },
    });
  };
  const edit = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };
  const described = (key: keyof Errors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  return (
    <SettingsSection
      title="Cash on delivery"
      description="Whether shoppers may pay on delivery, the fee some PIN codes pay, and where COD is not offered."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save COD rules"
    >
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="mt-0.5 size-4 accent-brand"
        />
        <span>
          <span className="block text-sm font-medium text-slate-900">Offer cash on delivery</span>
          <span className="block text-xs text-slate-500">When off, checkout offers online payment only.</span>
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-fee`} label="COD fee" error={errors.fee}>
          <Affixed prefix="₹">
            <input
              id={`${id}-fee`}
              className={inputClass}
              inputMode="decimal"
              value={form.fee}
              onChange={edit('fee')}
              {...described('fee')}
            />
          </Affixed>
        </Field>
      </div>
      <Field
        id={`${id}-feePins`}
        label="PIN codes that pay the COD fee"
        hint="6-digit PIN codes separated by commas, e.g. 560001, 400001."
        error={errors.feePins}
      >
        <textarea
          id={`${id}-feePins`}
          className={`${inputClass} font-mono`}
          rows={2}
          value={form.feePins}
          onChange={edit('feePins')}
          {...described('feePins')}
        />
      </Field>
      <Field
        id={`${id}-blockedPins`}
        label="PIN codes without cash on delivery"
        hint="6-digit PIN codes separated by commas; shoppers there must pay online."
        error={errors.blockedPins}
      >
        <textarea
          id={`${id}-blockedPins`}
          className={`${inputClass} font-mono`}
          rows={2}
          value={form.blockedPins}
          onChange={edit('blockedPins')}
          {...described('blockedPins')}
        />
      </Field>
    </SettingsSection>
  );
}
