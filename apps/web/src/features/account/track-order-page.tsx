// /track-order, "Profile" in the user menu (SPEC section 2): seven tabs, My Profile, Order History, Subscriptions
// (decision 0326), Addresses, Privacy (decision 0357), Delete Account and Log out. The tab and an open order live in the URL (?tab=orders&order=12), so links and Back work.
// A visitor who is not signed in gets "Track with order number and mobile" and a link to log in (decision 0322).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { TruckIcon, UserIcon } from '../../components/icons.tsx';
import { DocumentTitle } from '../../components/page-meta.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { DeleteAccountPanel, LogoutPanel } from './account-actions.tsx';
import { AddressBook } from './address-book.tsx';
import { profileQuery } from './api.ts';
import { BusinessGstins } from './business-gstins.tsx';
import { PasswordPanel } from './change-password-form.tsx';
import { MessagePreferencesForm } from './message-preferences-form.tsx';
import { OrderHistory } from './order-history.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { SubscriptionsPanel } from './subscriptions-panel.tsx';
import { panelId, type TabItem, Tabs, tabId } from './tabs.tsx';
import { TrackByCode } from './track-by-code.tsx';

type Tab = 'profile' | 'orders' | 'subscriptions' | 'addresses' | 'privacy' | 'delete' | 'logout';

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

const tabs: readonly TabItem<Tab>[] = [
  { id: 'profile', label: msg('My Profile'), icon: <UserIcon width={18} height={18} /> },
  { id: 'orders', label: msg('Order History'), icon: <TruckIcon width={18} height={18} /> },
  {
    id: 'subscriptions',
    label: msg('Subscriptions'),
    icon: icon('M4 12a8 8 0 0 1 14-5.3M20 4v4h-4M20 12a8 8 0 0 1-14 5.3M4 20v-4h4'),
  },
  {
    id: 'addresses',
    label: msg('Addresses'),
    icon: icon(
      'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    ),
  },
  {
    id: 'privacy',
    label: msg('Privacy'),
    icon: icon('M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4'),
  },
  {
    id: 'delete',
    label: msg('Delete Account'),
    danger: true,
    icon: icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3'),
  },
  { id: 'logout', label: msg('Log out'), icon: icon('M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11') },
];

const isTab = (value: string | null): value is Tab => tabs.some((t) => t.id === value);
const prefix = 'account';

function Greeting({ userId }: { userId: number }) {
  const { data: user } = useQuery(profileQuery(userId));
  const initials =
    user?.fullname
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '';
  return (
    <div className="flex items-center gap-3 border-b border-slate-100 px-3 pb-4">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-base font-bold text-white"
      >
        {initials || <UserIcon width={20} height={20} />}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-slate-500">{t('Hello,')}</p>
        <p className="truncate font-semibold text-slate-900">{user?.fullname ?? t('there')}</p>
      </div>
    </div>
  );
}

/** For a visitor who is not signed in: an order's number and mobile open its status page on this device. */
function TrackAsVisitor({ orderNumber }: { orderNumber: string }) {
  return (
    <>
      <DocumentTitle title={t('Track your order | Chamak')} />
      <PageHeader
        title={t('Track your order')}
        crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Track order') }]}
      />
      <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
        <TrackByCode orderNumber={orderNumber} />
      </div>
    </>
  );
}

export default function TrackOrderPage() {
  const s = useSession();
  const [params, setParams] = useSearchParams();
  // Logging out or deleting the account from here: the session is gone while the next page loads, and that is no
  // reason to send the shopper to log in again.
  const [leaving, setLeaving] = useState(false);
  const leave = () => setLeaving(true);
  if (!s.loggedIn) return leaving ? null : <TrackAsVisitor orderNumber={params.get('order') ?? ''} />;
  // An administrator has no customer profile or orders of their own.
  if (!s.userId) return <Navigate to={paths.admin} replace />;
  const userId = Number(s.userId);

  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const orderParam = Number(params.get('order'));
  const orderId = tab === 'orders' && Number.isInteger(orderParam) && orderParam > 0 ? orderParam : null;

  const select = (next: Tab) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  const openOrder = (id: number) => setParams({ tab: 'orders', order: String(id) });
  const closeOrder = () => setParams({ tab: 'orders' });

  return (
    <>
      <PageHeader
        title={t('My Account')}
        crumbs={[{ label: t('Home'), to: paths.home }, { label: t('My Account') }]}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-label={t('Account')}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-2 shadow-xs lg:sticky lg:top-28 lg:p-3"
        >
          <div className="hidden pt-2 lg:block">
            <Greeting userId={userId} />
          </div>
          <div className="lg:mt-3">
            <Tabs
              items={tabs.map((item) => ({ ...item, label: t(item.label) }))}
              selected={tab}
              onSelect={select}
              idPrefix={prefix}
              label={t('My account')}
            />
          </div>
        </nav>
        <section
          role="tabpanel"
          id={panelId(prefix, tab)}
          aria-labelledby={tabId(prefix, tab)}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-8"
        >
          {tab === 'profile' && (
            <>
              <ProfilePanel userId={userId} />
              <PasswordPanel userId={userId} />
              <MessagePreferencesForm userId={userId} />
            </>
          )}
          {tab === 'orders' && (
            <OrderHistory userId={userId} orderId={orderId} onOpen={openOrder} onBack={closeOrder} />
          )}
          {tab === 'subscriptions' && <SubscriptionsPanel userId={userId} />}
          {tab === 'addresses' && (
            <>
              <AddressBook userId={userId} />
              <BusinessGstins userId={userId} />
            </>
          )}
          {tab === 'privacy' && <PrivacyPanel />}
          {tab === 'delete' && <DeleteAccountPanel userId={userId} onLeave={leave} />}
          {tab === 'logout' && <LogoutPanel onLeave={leave} />}
        </section>
      </div>
    </>
  );
}
