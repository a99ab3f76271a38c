// The footer: quick links, customer service, social links, certification badges, addresses, e-mail and
// phones, all from the shop's configuration (D17); below them the seller's legal identity, customer care and
// the grievance officer (Consumer Protection (E-Commerce) Rules 2020).
import { safeHref } from '@chamak/shared/links';
import type { SellerIdentity } from '@chamak/shared/seller';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queries } from '../api/queries.ts';
import { msg, t } from '../lib/i18n.ts';
import { paths } from '../paths.ts';
import { CheckIcon, MailIcon, PhoneIcon, PinIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const quickLinks = [
  { label: msg('Home'), to: paths.home },
  { label: msg('All Products'), to: paths.products },
  { label: msg('Combos'), to: paths.combos },
  { label: msg('About Us'), to: paths.about },
  { label: msg('Contact'), to: paths.contact },
];
const serviceLinks = [
  { label: msg('Track Order'), to: paths.trackOrder },
  { label: msg('Shipping Policy'), to: paths.shippingPolicy },
  { label: msg('Return & Exchange'), to: paths.returnExchange },
  { label: msg('FAQs'), to: paths.faqs },
  { label: msg('Privacy Policy'), to: paths.privacyPolicy },
  { label: msg('Terms & Conditions'), to: paths.termsConditions },
  { label: msg('Grievance Officer'), to: paths.grievance },
];

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who sells, under which GSTIN and from where; whom to call; whom to complain to. */
function SellerLines({ seller }: { seller: SellerIdentity }) {
  const care = seller.customerCare;
  const officer = seller.grievanceOfficer;
  return (
    <div className="border-t border-slate-800">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 text-xs leading-relaxed sm:grid-cols-3">
        <section aria-labelledby="footer-seller">
          <h2 id="footer-seller" className="font-semibold tracking-wide text-white uppercase">
            {t('Sold by')}
          </h2>
          <p className="mt-1">
            <strong className="text-white">{seller.legalName}</strong>
            {seller.gstin && <span className="block">{t('GSTIN: {gstin}', { gstin: seller.gstin })}</span>}
            <span className="block">
              {t('Registered office: {address}', { address: seller.registeredAddress.join(', ') })}
            </span>
            {seller.licences.map((l) => (
              <span key={l.label} className="block">
                {l.label}: {l.number}
              </span>
            ))}
          </p>
        </section>
        <section aria-labelledby="footer-care">
          <h2 id="footer-care" className="font-semibold tracking-wide text-white uppercase">
            {t('Customer care')}
          </h2>
          <p className="mt-1">
            <a href={tel(care.phone)} className="hover:text-white">
              {care.phone}
            </a>
            <span aria-hidden="true"> · </span>
            <a href={`mailto:${care.email}`} className="break-all hover:text-white">
              {care.email}
            </a>
            {care.hours && <span className="block">{care.hours}</span>}
          </p>
        </section>
        <section aria-labelledby="footer-grievance">
          <h2 id="footer-grievance" className="font-semibold tracking-wide text-white uppercase">
            {t('Grievance Officer')}
          </h2>
          <p className="mt-1">
            {officer.name}, {officer.designation}
            <span className="block">
              <a href={`mailto:${officer.email}`} className="break-all hover:text-white">
                {officer.email}
              </a>
              <span aria-hidden="true"> · </span>
              <a href={tel(officer.phone)} className="hover:text-white">
                {officer.phone}
              </a>
            </span>
            <Link to={`${paths.contact}#grievance-officer`} className="underline hover:text-white">
              {t('How to raise a grievance')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}

export function Footer() {
  const { data } = useQuery(queries.settings());
  const shop = data?.shop;
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{shop?.name ?? 'Chamak'}</p>
          <p className="mt-2 text-sm">{shop?.tagline}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('Certifications')}>
            {shop?.certifications.map((c) => (
              <li
                key={c.label}
                className="flex items-center gap-1.5 rounded-lg border border-slate-700 px-2.5 py-1.5 text-xs"
              >
                <CheckIcon width={14} height={14} className="text-emerald-400" />
                <span>
                  <strong className="block text-white">{c.label}</strong>
                  {c.detail}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('Quick links')}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('Quick Links')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('Customer service')}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('Customer Service')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {serviceLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('Get in Touch')}</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <PinIcon width={18} height={18} className="mt-0.5 shrink-0" />
              <span>
                <strong className="text-white">{t('Office:')}</strong> {shop?.officeAddress}
              </span>
            </p>
            <p className="flex gap-2">
              <PinIcon width={18} height={18} className="mt-0.5 shrink-0" />
              <span>
                <strong className="text-white">{t('Factory:')}</strong> {shop?.factoryAddress}
              </span>
            </p>
            {shop && (
              <p className="flex gap-2">
                <MailIcon width={18} height={18} className="mt-0.5 shrink-0" />
                <a href={`mailto:${shop.email}`} className="hover:text-white">
                  {shop.email}
                </a>
              </p>
            )}
            {shop?.phones.map((phone) => (
              <p key={phone} className="flex gap-2">
                <PhoneIcon width={18} height={18} className="mt-0.5 shrink-0" />
                <a href={`tel:${phone.replace(/\s/g, '')}`} className="hover:text-white">
                  {phone}
                </a>
              </p>
            ))}
          </address>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t('Social links')}>
            {shop?.social.map((s) => (
              <li key={s.label}>
                <a
                  href={safeHref(s.url)}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="rounded-full border border-slate-600 px-3 py-1 hover:border-white hover:text-white"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {data?.seller && <SellerLines seller={data.seller} />}
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {t('© {year} {shop}. Made in India.', {
          year: String(new Date().getFullYear()),
          shop: shop?.name ?? 'Chamak',
        })}
        <span aria-hidden="true"> · </span>
        <LanguageSwitch className="underline hover:text-white" />
      </p>
    </footer>
  );
}
