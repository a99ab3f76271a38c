// The seller's legal identity (decision 0100): legal and trade name, GSTIN and state, registered address,
// licences, the grievance officer and customer care (Consumer Protection (E-Commerce) Rules 2020), and the
// invoice and credit-note number prefixes. Checked with the shared contract, so a bad GSTIN says why before it
// is sent (the server checks the same and its refusal is toasted).
import { gstStates, type SellerIdentity, sellerIdentity } from '@chamak/shared/seller';
import { financialYear } from '@chamak/shared/shop-time';
import { type FormEvent, type ReactNode, useState } from 'react';
import { SelectField, TextareaField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { type Pair, PairRows, pair } from './pair-rows.tsx';
import { lines } from './parse.ts';
import { SettingsSection } from './section.tsx';

/** Field errors by the contract's path, joined with dots ('gstin', 'grievanceOfficer.email'). */
type Errors = Record<string, string | undefined>;

/** Where an issue is shown: the licences and address lines each have one message for the whole list. */
const errorKey = (path: readonly PropertyKey[]) =>
  path[0] === 'licences' || path[0] === 'registeredAddress' ? String(path[0]) : path.map(String).join('.');

function Group({ legend, note, children }: { legend: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {note && <p className="text-xs text-slate-500">{note}</p>}
      {children}
    </fieldset>
  );
}

export function SellerForm({ seller, timeZone }: { seller: SellerIdentity; timeZone: string }) {
  // The licences are rows of their own (PairRows); only their error lives in the form.
  const form = useForm({
    legalName: seller.legalName,
    tradeName: seller.tradeName,
    gstin: seller.gstin ?? '',
    registeredAddress: seller.registeredAddress.join('\n'),
    state: seller.state as string,
    'grievanceOfficer.name': seller.grievanceOfficer.name,
    'grievanceOfficer.designation': seller.grievanceOfficer.designation,
    'grievanceOfficer.email': seller.grievanceOfficer.email,
    'grievanceOfficer.phone': seller.grievanceOfficer.phone,
    'customerCare.email': seller.customerCare.email,
    'customerCare.phone': seller.customerCare.phone,
    'customerCare.hours': seller.customerCare.hours ?? '',
    invoicePrefix: seller.invoicePrefix,
    creditNotePrefix: seller.creditNotePrefix,
    licences: '',
  });
  const values = form.values;
  const [licences, setLicences] = useState<Pair[]>(seller.licences.map((l) => pair(l.label, l.number)));
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sellerIdentity.safeParse({
      legalName: values.legalName,
      tradeName: values.tradeName,
      gstin: values.gstin.trim() || undefined,
      registeredAddress: lines(values.registeredAddress),
      state: values.state,
      licences: licences
        .filter((l) => l.label.trim() || l.value.trim())
        .map((l) => ({ label: l.label, number: l.value })),
      grievanceOfficer: {
        name: values['grievanceOfficer.name'],
        designation: values['grievanceOfficer.designation'],
        email: values['grievanceOfficer.email'],
        phone: values['grievanceOfficer.phone'],
      },
      customerCare: {
        email: values['customerCare.email'],
        phone: values['customerCare.phone'],
        hours: values['customerCare.hours'].trim() || undefined,
      },
      invoicePrefix: values.invoicePrefix,
      creditNotePrefix: values.creditNotePrefix,
    });
    const next: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[errorKey(issue.path)] ??= issue.message;
    form.check(next);
    if (!parsed.success) return;
    save.mutate({ seller: parsed.data }, { onError: (error) => form.serverError(error) });
  };

  // The financial year starts on 1 April in the shop's time zone: CH/26-27/000001.
  const year = financialYear(new Date(), timeZone).slice(2);
  const sample = (prefix: string) => `${prefix.trim().toUpperCase() || '…'}/${year}/000001`;

  return (
    <SettingsSection
      title="Seller & GST"
      description="The seller's legal identity: printed on every tax invoice and shown in the footer, contact, policy and product pages."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save seller & GST"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="legalName"
          label="Legal name"
          hint="As on the PAN and GST registration."
          maxLength={120}
        />
        <TextField form={form} name="tradeName" label="Trade name" maxLength={80} />
        <TextField
          form={form}
          name="gstin"
          label="GSTIN"
          hint="Leave empty until the shop is registered for GST."
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
          className={`${inputClass} uppercase`}
        />
        <SelectField form={form} name="state" label="State" hint="Where the shop is registered.">
          {gstStates.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        form={form}
        name="registeredAddress"
        label="Registered address"
        hint="As printed on invoices: one line each, the last with the PIN code."
        rows={3}
      />
      <PairRows
        legend="Licences and registrations"
        rows={licences}
        onChange={(rows) => {
          setLicences(rows);
          form.setError('licences', undefined);
        }}
        labelName="Licence"
        valueName="Licence number"
        valuePlaceholder="Number"
        error={form.errors.licences}
        addText="Add a licence"
      />
      <Group
        legend="Grievance officer"
        note="Named on the storefront, as the Consumer Protection (E-Commerce) Rules 2020 require."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="grievanceOfficer.name" label="Name" maxLength={80} />
          <TextField form={form} name="grievanceOfficer.designation" label="Designation" maxLength={80} />
          <TextField
            form={form}
            name="grievanceOfficer.email"
            label="E-mail"
            type="email"
            inputMode="email"
          />
          <TextField form={form} name="grievanceOfficer.phone" label="Phone" type="tel" maxLength={20} />
        </div>
      </Group>
      <Group legend="Customer care">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField form={form} name="customerCare.email" label="E-mail" type="email" inputMode="email" />
          <TextField form={form} name="customerCare.phone" label="Phone" type="tel" maxLength={20} />
          <TextField
            form={form}
            name="customerCare.hours"
            label="Hours"
            maxLength={80}
            placeholder="Mon–Sat, 9:30 am – 6:30 pm"
          />
        </div>
      </Group>
      <Group
        legend="Document numbers"
        note="1 to 3 capital letters or digits; the two series need different prefixes."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="invoicePrefix"
            label="Invoice prefix"
            hint={`Invoices read ${sample(values.invoicePrefix)}`}
            maxLength={3}
            className={`${inputClass} uppercase`}
          />
          <TextField
            form={form}
            name="creditNotePrefix"
            label="Credit note prefix"
            hint={`Credit notes read ${sample(values.creditNotePrefix)}`}
            maxLength={3}
            className={`${inputClass} uppercase`}
          />
        </div>
      </Group>
    </SettingsSection>
  );
}
