// The shop's identity (D17): name, taglines, contact e-mail and phones, addresses, map, social links and
// certification badges, as the header, footer and contact page show them; and the colour of the shop's mails.
import type { ShopIdentity } from '@chamak/shared/settings';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { type FormEvent, useId, useState } from 'react';
import { Field, inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { type Pair, PairRows, pair } from './pair-rows.tsx';
import { isEmail, isWebAddress, lines } from './parse.ts';
import { SettingsSection } from './section.tsx';

type Errors = Partial<Record<'name' | 'email' | 'social' | 'certifications', string>>;

export function ShopForm({ shop }: { shop: ShopIdentity }) {
  const id = useId();
  const [form, setForm] = useState({
    name: shop.name,
    tagline: shop.tagline,
    taglines: shop.taglines.join('\n'),
    email: shop.email,
    phones: shop.phones.join('\n'),
    officeAddress: shop.officeAddress,
    factoryAddress: shop.factoryAddress,
    mapQuery: shop.mapQuery,
    brandColour: shop.brandColour ?? defaultShopIdentity.brandColour!,
  });
  const [social, setSocial] = useState<Pair[]>(shop.social.map((s) => pair(s.label, s.url)));
  const [certifications, setCertifications] = useState<Pair[]>(
    shop.certifications.map((c) => pair(c.label, c.detail)),
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const socialRows = social.filter((s) => s.label.trim() || s.value.trim());
    const certRows = certifications.filter((c) => c.label.trim() || c.value.trim());
    const next: Errors = {};
    if (!form.name.trim()) next.name = 'The shop name is required';
    if (!isEmail(form.email)) next.email = 'Enter an e-mail address like care@example.com';
    if (socialRows.some((s) => !s.label.trim() || !isWebAddress(s.value)))
      next.social = 'Each social link needs a name and a web address (http or https)';
    if (certRows.some((c) => !c.label.trim())) next.certifications = 'Each certification needs a name';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({
      shop: {
        name: form.name.trim(),
        tagline: form.tagline.trim(),
        taglines: lines(form.taglines),
        email: form.email.trim(),
        phones: lines(form.phones),
        officeAddress: form.officeAddress.trim(),
        factoryAddress: form.factoryAddress.trim(),
        mapQuery: form.mapQuery.trim(),
        brandColour: form.brandColour,
        social: socialRows.map((s) => ({ label: s.label.trim(), url: s.value.trim() })),
        certifications: certRows.map((c) => ({ label: c.label.trim(), detail: c.value.trim() })),
      },
    });
  };
  const edit = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (key === 'name' || key === 'email') setErrors((er) => ({ ...er, [key]: undefined }));
  };
  const text = (key: keyof typeof form, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const error = key === 'name' || key === 'email' ? errors[key] : undefined;
    return (
      <input
        id={`${id}-${key}`}
        className={inputClass}
        value={form[key]}
        onChange={edit(key)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${key}-error` : undefined}
        {...extra}
      />
    );
  };

  return (
    <SettingsSection
      title="Shop identity"
      description="What the header, footer, about and contact pages say about the shop."
      onSubmit={submit}
      busy={save.isPending}
      saveLabel="Save shop identity"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Shop name" error={errors.name}>
          {text('name', { maxLength: 80 })}
        </Field>
        <Field id={`${id}-tagline`} label="Tagline">
          {text('tagline', { maxLength: 160 })}
        </Field>
      </div>
      <Field
        id={`${id}-taglines`}
        label="Header taglines"
        hint="One per line; the header rotates through them every 3 seconds."
      >
        <textarea
          id={`${id}-taglines`}
          className={inputClass}
          rows={4}
          value={form.taglines}
          onChange={edit('taglines')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-email`} label="Contact e-mail" error={errors.email}>
          {text('email', { type: 'email', inputMode: 'email' })}
        </Field>
        <Field id={`${id}-phones`} label="Phone numbers" hint="One per line.">
          <textarea
            id={`${id}-phones`}
            className={inputClass}
            rows={2}
            value={form.phones}
            onChange={edit('phones')}
          />
        </Field>
        <Field id={`${id}-officeAddress`} label="Office address">
          <textarea
            id={`${id}-officeAddress`}
            className={inputClass}
            rows={2}
            value={form.officeAddress}
            onChange={edit('officeAddress')}
          />
        </Field>
        <Field id={`${id}-factoryAddress`} label="Factory address">
          <textarea
            id={`${id}-factoryAddress`}
            className={inputClass}
            rows={2}
            value={form.factoryAddress}
            onChange={edit('factoryAddress')}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-mapQuery`} label="Map location" hint="What the contact page's map searches for.">
          {text('mapQuery')}
        </Field>
        <Field
          id={`${id}-brandColour`}
          label="Mail colour"
          hint="The header and buttons of the shop's e-mails; white text must read on it."
        >
          {text('brandColour', { type: 'color', className: `${inputClass} h-10 p-1` })}
        </Field>
      </div>
      <PairRows
        legend="Social links"
        rows={social}
        onChange={setSocial}
        labelName="Network"
        valueName="Link"
        valuePlaceholder="https://"
        error={errors.social}
        addText="Add a social link"
      />
      <PairRows
        legend="Certifications"
        rows={certifications}
        onChange={setCertifications}
        labelName="Certification"
        valueName="Detail"
        valuePlaceholder="What it certifies"
        error={errors.certifications}
        addText="Add a certification"
      />
    </SettingsSection>
  );
}
