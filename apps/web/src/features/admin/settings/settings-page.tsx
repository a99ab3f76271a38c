// /admin/settings: the delivery rule, cash on delivery (fee and PIN code lists), the shop's identity (D5, D17)
// the seller's legal identity (decision 0100), the shopper's cancellation window (decision 0130) and the shop's
// time zone (decision 0298), its languages and digits (decision 0331), sign-in by mobile number (decision 0316) and
// the cash on delivery risk score's weights and rules (decision 0335), the GST returns' settings (decision 0343),
// each saved on its own.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '../../../components/states.tsx';
import { ListMessage } from '../list-kit/table.tsx';
import { useErrorToast } from '../list-kit/use-list.ts';
import { AdminPageHeader } from '../ui.tsx';
import { settingsQuery } from './api.ts';
import { CartRemindersForm } from './cart-reminders-form.tsx';
import { CodConfirmationForm } from './cod-confirmation-form.tsx';
import { CodForm } from './cod-form.tsx';
import { CodRiskForm } from './cod-risk-form.tsx';
import { DeliveryForm } from './delivery-form.tsx';
import { FeedsForm } from './feeds-form.tsx';
import { GstForm } from './gst-form.tsx';
import { LanguagesForm } from './languages-form.tsx';
import { MarketingMeasurementForm } from './marketing-measurement-form.tsx';
import { OrdersForm } from './orders-form.tsx';
import { PhoneSignInForm } from './phone-sign-in-form.tsx';
import { SalesSummaryForm } from './sales-summary-form.tsx';
import { SellerForm } from './seller-form.tsx';
import { ShopForm } from './shop-form.tsx';
import { SmsTemplatesForm } from './sms-templates-form.tsx';
import { TimeZoneForm } from './time-zone-form.tsx';
import { ZonesForm } from './zones-form.tsx';

const loadFailed = 'Failed to load the shop settings.';

export default function SettingsPage() {
  const { data, isPending, error, dataUpdatedAt } = useQuery(settingsQuery());
  useErrorToast(error, loadFailed);
  // A link to one section (the dashboard's to sign-in by mobile number) scrolls to it once the forms are there,
  // its top clear of the admin's sticky top bar.
  const { hash } = useLocation();
  const loaded = Boolean(data);
  useEffect(() => {
    const heading = loaded && hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const section = heading?.closest('section') ?? heading;
    if (section) window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - 80 });
  }, [loaded, hash]);
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Shop Settings"
        description="Delivery charge, cash on delivery, cancellations, how the shop presents itself and the seller's legal identity. Each part saves on its own."
      />
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <ListMessage tone="red">{loadFailed}</ListMessage>
      ) : (
        // Keyed by the load time so the forms start again from what was saved.
        <div key={dataUpdatedAt} className="space-y-6">
          <DeliveryForm delivery={data.delivery} />
          <CodForm cod={data.cod} />
          <CodConfirmationForm settings={data.codConfirmation} />
          <CodRiskForm />
          <ZonesForm zones={data.zones} />
          <OrdersForm orders={data.orders} />
          <TimeZoneForm time={data.time} />
          <LanguagesForm settings={data.languages} />
          <CartRemindersForm />
          <PhoneSignInForm />
          <SmsTemplatesForm notifications={data.notifications} languages={data.languages} />
          <SalesSummaryForm />
          <MarketingMeasurementForm />
          <ShopForm shop={data.shop} />
          <SellerForm seller={data.seller} timeZone={data.time.timeZone} />
          <GstForm gst={data.gst} />
          <FeedsForm />
        </div>
      )}
    </div>
  );
}
