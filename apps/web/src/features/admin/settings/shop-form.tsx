// The shop's identity (D17): name, taglines, contact e-mail and phones, addresses, map, social links and
// certification badges, as the header, footer and contact page show them; and the colour of the shop's mails.
import type { ShopIdentity } from '@chamak/shared/settings';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { type FormEvent, useState } from 'react';
import { TextareaField, TextField } from '../form-kit/fields.tsx';
import { useForm } from '../form-kit/use-form.ts';
import { inputClass } from '../ui.tsx';
import { useSaveSettings } from './api.ts';
import { type Pair, PairRows, pair } from './pair-rows.tsx';
import { isEmail, isWebAddress, lines } from './parse.ts';
import { SettingsSection } from './section.tsx';

export function ShopForm({ shop }: { shop: ShopIdentity }) {
  // The social links and certifications are rows of their own (PairRows); only their errors live in the form.
  const form = useForm({
    name: shop.name,
    tagline: shop.tagline,
    taglines: shop.taglines.join('\n'),
    email: shop.email,
    phones: shop.phones.join('\n'),
    officeAddress: shop.officeAddress,
    factoryAddress: shop.factoryAddress,
    mapQuery: shop.mapQuery,
    brandColour: shop.brandColour ?? defaultShopIdentity.brandColour!,
    social: '',
    certifications: '',
  });
  const [social, setSocial] = useState<Pair[]>(shop.social.map((s) => pair(s.label, s.url)));
  const [certifications, setCertifications] = useState<Pair[]>(
    shop.certifications.map((c) => pair(c.label, c.detail)),
  );
  const save = useSaveSettings();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = form.values;
    const socialRows = social.filter((s) => s.label.trim() || s.value.trim());
    const certRows = certifications.filter((c) => c.label.trim() || c.value.trim());
    const ok = form.check({
      name: values.name.trim() ? undefined : 'The shop name is required',
      email: isEmail(values.email) ? undefined : 'Enter an e-mail address like care@example.com',
      social: socialRows.some((s) => !s.label.trim() || !isWebAddress(s.value))
        ? 'Each social link needs a name and a web address (http or https)'
        : undefined,
      certifications: certRows.some((c) => !c.label.trim()) ? 'Each certification needs a name' : undefined,
    });
    if (!ok) return;
    save.mutate(
      {
        shop: {
          name: values.name.trim(),
          tagline: values.tagline.trim(),
          taglines: lines(values.taglines),
          email: values.email.trim(),
          phones: lines(values.phones),
          officeAddress: values.officeAddress.trim(),
          factoryAddress: values.factoryAddress.trim(),
          mapQuery: values.mapQuery.trim(),
          brandColour: values.brandColour,
          social: socialRows.map((s) => ({ label: s.label.trim(), url: s.value.trim() })),
          certifications: certRows.map((c) => ({ label: c.label.trim(), detail: c.value.trim() })),
        },
      },
      {
        onError: (error) =>
          form.serverError(error, {
            'shop.name': 'name',
            'shop.email': 'email',
            'shop.brandColour': 'brandColour',
          }),
      },
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
        <TextField form={form} name="name" label="Shop name" maxLength={80} />
        <TextField form={form} name="tagline" label="Tagline" maxLength={160} />
      </div>
      <TextareaField
        form={form}
        name="taglines"
        label="Header taglines"
        hint="One per line; the header rotates through them every 3 seconds. The cash-on-delivery line is added from the COD settings and delivery zones, so leave it out here."
        rows={4}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="email" label="Contact e-mail" type="email" inputMode="email" />
        <TextareaField form={form} name="phones" label="Phone numbers" hint="One per line." rows={2} />
        <TextareaField form={form} name="officeAddress" label="Office address" rows={2} />
        <TextareaField form={form} name="factoryAddress" label="Factory address" rows={2} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="mapQuery"
          label="Map location"
          hint="What the contact page's map searches for."
        />
        <TextField
          form={form}
          name="brandColour"
          label="Mail colour"
          hint="The header and buttons of the shop's e-mails; white text must read on it."
          type="color"
          className={`${inputClass} h-10 p-1`}
        />
      </div>
      <PairRows
        legend="Social links"
        rows={social}
        onChange={setSocial}
        labelName="Network"
        valueName="Link"
        valuePlaceholder="https://"
        error={form.errors.social}
        addText="Add a social link"
      />
      <PairRows
        legend="Certifications"
        rows={certifications}
        onChange={setCertifications}
        labelName="Certification"
        valueName="Detail"
        valuePlaceholder="What it certifies"
        error={form.errors.certifications}
        addText="Add a certification"
      />
    </SettingsSection>
  );
}
