// The frame of the static pages: title, Home / {Page} breadcrumb, a readable column, policy sections (with
// customer care and the grievance officer under them), and a gate that waits for the shop settings the texts
// are written from (D5, D17).
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router';
import { queries } from '../../api/queries.ts';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { SellerContacts } from './seller-contacts.tsx';

type PageProps = {
  title: string;
  /** The last breadcrumb, when it differs from the title. */
  crumb?: string;
  /** The browser tab's title, when it differs from the page's. */
  documentTitle?: string;
  /** The page's meta description (search results, link previews); else one from its title and the shop. */
  description?: string;
  /** Policy pages get a side menu of the other help pages. */
  helpNav?: boolean;
  children: React.ReactNode;
};

const helpLinks = [
  { label: msg('Shipping Policy'), to: paths.shippingPolicy },
  { label: msg('Return & Exchange'), to: paths.returnExchange },
  { label: msg('FAQs'), to: paths.faqs },
  { label: msg('Privacy Policy'), to: paths.privacyPolicy },
  { label: msg('Terms & Conditions'), to: paths.termsConditions },
  { label: msg('Contact Us'), to: paths.contact },
];

function HelpNav() {
  return (
    <nav aria-label={t('Help and policies')} className="lg:sticky lg:top-28">
      <p className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {t('Help & policies')}
      </p>
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
        {helpLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm font-medium transition ${
                  isActive ? 'bg-brand text-white' : 'text-slate-700 hover:bg-white hover:text-brand'
                }`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContentPage({ title, crumb, documentTitle, description, helpNav, children }: PageProps) {
  const { data } = useQuery(queries.settings());
  const { pathname } = useLocation();
  const name = data?.shop.name ?? 'Chamak';
  return (
    <>
      <PageMeta
        title={documentTitle ?? title}
        description={
          description ??
          `${documentTitle ?? title}: ${name}, ${data?.shop.tagline ?? t('home care concentrates, made in India')}.`
        }
        canonical={pathname}
      />
      <PageHeader title={title} crumbs={[{ label: t('Home'), to: paths.home }, { label: crumb ?? title }]} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        {helpNav ? (
          <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
            <div className="min-w-0 max-w-4xl lg:order-2">
              {children}
              {data?.seller && (
                <div className="mt-5">
                  <SellerContacts seller={data.seller} />
                </div>
              )}
            </div>
            <div className="border-t border-slate-200 pt-8 lg:order-1 lg:border-0 lg:pt-0">
              <HelpNav />
            </div>
          </div>
        ) : (
          children
        )}
      </div>
    </>
  );
}

/** Renders its children with the shop settings once they are here; loading and failure otherwise. */
export function WithSettings({
  children,
}: {
  children: (settings: ShopSettingsResponse) => React.ReactNode;
}) {
  const { data, error, isPending, refetch } = useQuery(queries.settings());
  if (isPending) return <Loading />;
  if (error) return <ErrorState message={error.message} onRetry={() => refetch()} />;
  return children(data);
}

/** A card of policy text with an h2 and a short summary line in bold, if any. */
export function PolicySection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-7">
      <h2 className="text-lg font-bold text-slate-900 sm:text-xl">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

/** A row of key facts at the top of a policy page. */
export function FactGrid({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="mb-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
          <dd className="mt-1 text-lg font-bold text-brand">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PolicyStack({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-5">{children}</div>;
}
