// The seller's legal identity (issue 12): legal and trade name, GSTIN and state, registered address, licences,
// the grievance officer and customer care (Consumer Protection (E-Commerce) Rules 2020), and the invoice and
// credit-note number prefixes. Checked with the shared contract, so a bad GSTIN says why before it is sent (the
// server checks the same and its refusal is toasted).
import { gstStates, type SellerIdentity, sellerIdentity } from '@chamak/shared/seller';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Field, inputClass } from '../ui.tsx';
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

export function SellerForm({ seller }: { seller: SellerIdentity }) {
  const id = useId();
  const [form, setForm] = useState({
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
  });
  type Key = keyof typeof form;
  const [licences, setLicences] = useState<Pair[]>(seller.licences.map((l) => pair(l.label, l.number)));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = sellerIdentity.safeParse({
      legalName: form.legalName,
      tradeName: form.tradeName,
      gstin: form.gstin.trim() || undefined,
      registeredAddress: lines(form.registeredAddress),
      state: form.state,
      licences: licences
        .filter((l) => l.label.trim() || l.value.trim())
        .map((l) => ({ label: l.label, number: l.value })),
      grievanceOfficer: {
        name: form['grievanceOfficer.name'],
        designation: form['grievanceOfficer.designation'],
        email: form['grievanceOfficer.email'],
        phone: form['grievanceOfficer.phone'],
      },
      customerCare: {
        email: form['customerCare.email'],
        phone: form['customerCare.phone'],
        hours: form['customerCare.hours'].trim() || undefined,
      },
      invoicePrefix: form.invoicePrefix,
      creditNotePrefix: form.creditNotePrefix,
    });
    const next: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[errorKey(issue.path)] ??= issue.message;
    setErrors(next);
    if (!parsed.success) return;
    save.mutate({ seller: parsed.data });
  };

  const edit = (key: Key) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };
  const fieldId = (key: Key) => `${id}-${key.replace('.', '-')}`;
  const input = (
    key: Key,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field id={fieldId(key)} label={label} error={errors[key]} hint={hint}>
      <input
        id={fieldId(key)}
        className={inputClass}
        value={form[key]}
        onChange={edit(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${fieldId(key)}-error` : undefined}
        {...extra}
      />
    </Field>
  );
  // The financial year starts on 1 April: CH/26-27/000001.
  const today = new Date();
  const start = (today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1) % 100;
  const year = `${String(start).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
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
        {input('legalName', 'Legal name', { maxLength: 120 }, 'As on the PAN and GST registration.')}
        {input('tradeName', 'Trade name', { maxLength: 80 })}
        {input(
          'gstin',
          'GSTIN',
          {
            maxLength: 15,
            autoCapitalize: 'characters',
            spellCheck: false,
            className: `${inputClass} uppercase`,
          },
          'Leave empty until the shop is registered for GST.',
        )}
        <Field id={fieldId('state')} label="State" error={errors.state} hint="Where the shop is registered.">
          <select
            id={fieldId('state')}
            className={inputClass}
            value={form.state}
            onChange={edit('state')}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${fieldId('state')}-error` : undefined}
          >
            {gstStates.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id={fieldId('registeredAddress')}
        label="Registered address"
        error={errors.registeredAddress}
        hint="As printed on invoices: one line each, the last with the PIN code."
      >
        <textarea
          id={fieldId('registeredAddress')}
          className={inputClass}
          rows={3}
          value={form.registeredAddress}
          onChange={edit('registeredAddress')}
          aria-invalid={errors.registeredAddress ? true : undefined}
          aria-describedby={errors.registeredAddress ? `${fieldId('registeredAddress')}-error` : undefined}
        />
      </Field>
      <PairRows
        legend="Licences and registrations"
        rows={licences}
        onChange={(rows) => {
          setLicences(rows);
          setErrors((er) => ({ ...er, licences: undefined }));
        }}
        labelName="Licence"
        valueName="Licence number"
        valuePlaceholder="Number"
        error={errors.licences}
        addText="Add a licence"
      />
      <Group
        legend="Grievance officer"
        note="Named on the storefront, as the Consumer Protection (E-Commerce) Rules 2020 require."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {input('grievanceOfficer.name', 'Name', { maxLength: 80 })}
          {input('grievanceOfficer.designation', 'Designation', { maxLength: 80 })}
          {input('grievanceOfficer.email', 'E-mail', { type: 'email', inputMode: 'email' })}
          {input('grievanceOfficer.phone', 'Phone', { type: 'tel', maxLength: 20 })}
        </div>
      </Group>
      <Group legend="Customer care">
        <div className="grid gap-4 sm:grid-cols-3">
          {input('customerCare.email', 'E-mail', { type: 'email', inputMode: 'email' })}
          {input('customerCare.phone', 'Phone', { type: 'tel', maxLength: 20 })}
          {input('customerCare.hours', 'Hours', { maxLength: 80, placeholder: 'Mon–Sat, 9:30 am – 6:30 pm' })}
        </div>
      </Group>
      <Group
        legend="Document numbers"
        note="1 to 3 capital letters or digits; the two series need different prefixes."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {input(
            'invoicePrefix',
            'Invoice prefix',
            { maxLength: 3, className: `${inputClass} uppercase` },
            `Invoices read ${sample(form.invoicePrefix)}`,
          )}
          {input(
            'creditNotePrefix',
            'Credit note prefix',
            { maxLength: 3, className: `${inputClass} uppercase` },
            `Credit notes read ${sample(form.creditNotePrefix)}`,
          )}
        </div>
      </Group>
    </SettingsSection>
  );
}
