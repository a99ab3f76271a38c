// Customer care and the Grievance Officer, as the Consumer Protection (E-Commerce) Rules 2020 ask a shop to
// show them (rules 4(4) and 5(3)): on the contact page and under every policy page, from the seller identity
// in the settings. The footer links to #grievance-officer. The footer has landmarks named Customer care and
// Grievance Officer; here the two are cards under their headings, not landmarks again of the same names (axe
// landmark-unique).
import type { SellerIdentity } from '@chamak/shared/seller';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Reach({ email, phone }: { email: string; phone: string }) {
  return (
    <p className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-x-5">
      <a href={tel(phone)} className="inline-flex items-center gap-2 font-medium text-brand hover:underline">
        <PhoneIcon width={16} height={16} className="shrink-0" />
        {phone}
      </a>
      <a
        href={`mailto:${email}`}
        className="inline-flex items-center gap-2 font-medium break-all text-brand hover:underline"
      >
        <MailIcon width={16} height={16} className="shrink-0" />
        {email}
      </a>
    </p>
  );
}

export function SellerContacts({ seller }: { seller: SellerIdentity }) {
  const officer = seller.grievanceOfficer;
  const care = seller.customerCare;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-7">
        <h2 className="text-lg font-bold text-slate-900">{t('Customer care')}</h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          {care.hours
            ? t('For orders, deliveries, returns and product questions ({hours}):', { hours: care.hours })
            : t('For orders, deliveries, returns and product questions:')}
        </p>
        <div className="mt-3 text-sm">
          <Reach email={care.email} phone={care.phone} />
        </div>
      </div>
      <div
        id="grievance-officer"
        className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-5 sm:p-7"
      >
        <h2 className="text-lg font-bold text-slate-900">{t('Grievance Officer')}</h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          {t(
            'If customer care has not settled your complaint, write to our Grievance Officer under the Consumer Protection (E-Commerce) Rules, 2020. We acknowledge a complaint within 48 hours and resolve it within one month.',
          )}
        </p>
        <p className="mt-3 text-sm text-slate-900">
          <strong>{officer.name}</strong>, {officer.designation}
          <span className="block text-slate-600">
            {seller.legalName}, {seller.registeredAddress.join(', ')}
          </span>
        </p>
        <div className="mt-2 text-sm">
          <Reach email={officer.email} phone={officer.phone} />
        </div>
      </div>
    </div>
  );
}
