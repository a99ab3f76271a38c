// Contact Us (/contact): the contact form, the shop's details with call, mail and directions buttons, and a
// self-drawn map (SPEC section 2), customer care and the grievance officer; every detail comes from the shop
// settings (D17).
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactMap } from './contact-map.tsx';
import { ContentPage, WithSettings } from './content-layout.tsx';
import { SellerContacts } from './seller-contacts.tsx';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ActionButton({
  href,
  text,
  label,
  icon,
  external,
}: {
  href: string;
  text: string;
  /** The accessible name: starts with the visible text and adds what it does. */
  label: string;
  icon: React.ReactNode;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-2 py-4 text-sm font-semibold text-slate-800 transition hover:border-brand hover:text-brand"
    >
      <span className="grid size-11 place-items-center rounded-full bg-brand text-white">{icon}</span>
      <span aria-hidden="true">{text}</span>
    </a>
  );
}

function ContactDetails({ shop }: ShopSettingsResponse) {
  const firstPhone = shop.phones[0];
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.mapQuery)}`;
  return (
    <aside aria-labelledby="reach-heading" className="flex flex-col gap-6">
      <div className="rounded-3xl bg-gradient-to-br from-brand to-brand-dark p-6 text-white shadow-sm sm:p-8">
        <h2 id="reach-heading" className="text-xl font-bold">
          {t('Reach {shop}', { shop: shop.name })}
        </h2>
        <p className="mt-1 text-sm text-indigo-100">
          {t('Our support team replies within 2 business days.')}
        </p>
        <address className="mt-6 space-y-4 text-sm not-italic">
          <p className="flex gap-3">
            <PinIcon width={20} height={20} className="mt-0.5 shrink-0 text-indigo-200" />
            <span>
              <strong className="block">{t('Office')}</strong>
              {shop.officeAddress}
            </span>
          </p>
          <p className="flex gap-3">
            <PinIcon width={20} height={20} className="mt-0.5 shrink-0 text-indigo-200" />
            <span>
              <strong className="block">{t('Factory')}</strong>
              {shop.factoryAddress}
            </span>
          </p>
          <p className="flex gap-3">
            <MailIcon width={20} height={20} className="mt-0.5 shrink-0 text-indigo-200" />
            <a href={`mailto:${shop.email}`} className="break-all hover:underline">
              {shop.email}
            </a>
          </p>
          {shop.phones.length > 0 && (
            <p className="flex gap-3">
              <PhoneIcon width={20} height={20} className="mt-0.5 shrink-0 text-indigo-200" />
              <span className="flex flex-col">
                {shop.phones.map((phone) => (
                  <a key={phone} href={telHref(phone)} className="hover:underline">
                    {phone}
                  </a>
                ))}
              </span>
            </p>
          )}
        </address>
      </div>

      <div className="grid grid-cols-3 gap-3">
        {firstPhone && (
          <ActionButton
            href={telHref(firstPhone)}
            text={t('Call')}
            label={t('Call {phone}', { phone: firstPhone })}
            icon={<PhoneIcon width={20} height={20} />}
          />
        )}
        <ActionButton
          href={`mailto:${shop.email}`}
          text={t('Email')}
          label={t('Email {email}', { email: shop.email })}
          icon={<MailIcon width={20} height={20} />}
        />
        <ActionButton
          href={directions}
          text={t('Directions')}
          label={t('Directions (opens in a new tab)')}
          icon={<PinIcon width={20} height={20} />}
          external
        />
      </div>
    </aside>
  );
}

export default function ContactPage() {
  return (
    <ContentPage title={t('Contact Us')}>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <WithSettings>{(settings) => <ContactDetails {...settings} />}</WithSettings>
      </div>
      <div className="mt-8">
        <WithSettings>{({ seller }) => <SellerContacts seller={seller} />}</WithSettings>
      </div>
      <section aria-labelledby="find-us-heading" className="mt-12">
        <h2 id="find-us-heading" className="mb-4 text-2xl font-bold text-slate-900">
          {t('Find us')}
        </h2>
        <WithSettings>
          {({ shop }) => <ContactMap shopName={shop.name} address={shop.officeAddress} />}
        </WithSettings>
      </section>
    </ContentPage>
  );
}
