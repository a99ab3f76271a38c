// The shop's GST compliance settings (packages/shared/src/gst-settings.ts): the HSN digits of the GSTR-1 HSN summary
// (4 up to ₹5 crore of turnover, 6 above), whether its B2B invoices need e-invoicing, and the value above which a
// consignment within the state needs an e-way bill (between states it is always ₹50,000).
import { gstSettings } from '@chamak/shared/gst-settings';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { FormEvent } from 'react';
import { AmountField, CheckboxField, SelectField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { useSaveSettings } from './api.ts';
import { paiseToInput, parseRupees } from './parse.ts';
import { SettingsSection } from './section.tsx';

export function GstForm({ gst }: { gst: ShopSettingsResponse['gst'] }) {
  const form = useForm({
    hsnDigits: String(gst.hsnDigits),
    einvoicing: gst.einvoicing,
    ewayThreshold: paiseToInput(gst.ewayBillIntraStateThresholdPaise),
  });
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const threshold = parseRupees(form.values.ewayThreshold, 'Intra-state e-way bill threshold');
    if (!form.check({ ewayThreshold: 'error' in threshold ? threshold.error : undefined })) return;
    if ('error' in threshold) return;
    const parsed = gstSettings.safeParse({
      hsnDigits: Number(form.values.hsnDigits),
      einvoicing: form.values.einvoicing,
      ewayBillIntraStateThresholdPaise: threshold.paise,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.check({
        [issue?.path[0] === 'hsnDigits' ? 'hsnDigits' : 'ewayThreshold']: issue?.message,
      });
      return;
    }
    form.setValues({ ewayThreshold: paiseToInput(threshold.paise) });
    save.mutate(
      { gst: parsed.data },
      {
        onError: (error) =>
          form.serverError(error, {
            'gst.hsnDigits': 'hsnDigits',
            'gst.ewayBillIntraStateThresholdPaise': 'ewayThreshold',
          }),
      },
    );
  };
  return (
    <SettingsSection
      title="GST returns"
      description="How the GSTR-1 report writes HSN codes, whether business invoices need an IRN, and when a delivery within the state needs an e-way bill."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save GST settings"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="hsnDigits"
          label="HSN digits in GSTR-1"
          hint="4 digits up to ₹5 crore of turnover in the last financial year, 6 above."
        >
          <option value="4">4 digits</option>
          <option value="6">6 digits</option>
        </SelectField>
        <AmountField
          form={form}
          name="ewayThreshold"
          label="Intra-state e-way bill threshold"
          hint="Consignments within the state above this value need an e-way bill; ₹50,000 in most states."
        />
      </div>
      <CheckboxField
        form={form}
        name="einvoicing"
        label="E-invoicing"
        hint="On when the shop's turnover is above the e-invoicing threshold: invoices and credit notes to buyers with a GSTIN get an IRN."
      />
    </SettingsSection>
  );
}
