// Return & Exchange (/return-exchange): returns for damage caused by us within the settings' return window (7 days
// by default, D15), reported within 24 hours, refunds in 7 business days, cancellations within the settings'
// window, 12 hours by default (SPEC section 9).
import { defaultReturnWindowDays } from '@chamak/shared/returns';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { ContentPage, FactGrid, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';

function ReturnPolicy({ shop, orders }: ShopSettingsResponse) {
  const hours = orders.cancelWindowHours;
  const days = orders.returnWindowDays ?? defaultReturnWindowDays;
  const mail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <>
      <FactGrid
        facts={[
          { label: 'Report damage', value: 'Within 24 hours' },
          { label: 'Return window', value: `${days} days` },
          { label: 'Refund', value: '7 business days' },
          { label: 'Cancel or change', value: `Within ${hours} hours` },
        ]}
      />
      <PolicyStack>
        <PolicySection title="When we accept a return">
          <p>
            Returns are accepted within {days} days of delivery only when the product was damaged by us: for
            example a bottle that arrived broken or leaking, a missing or faulty cap, or the wrong product or
            size in your parcel.
          </p>
          <p>
            Because our products are cleaning liquids and concentrates, we cannot take back items that have
            been opened or used, that were damaged after delivery, or that you no longer need.
          </p>
        </PolicySection>

        <PolicySection title="Report damage within 24 hours">
          <p>
            Please tell us within 24 hours of delivery: open the order under Profile, Order History and choose
            Return items, with photos of the parcel and the product, or write to {mail} with your order number
            and the photos (an unboxing video helps us most). Damage reported after 24 hours cannot be
            accepted.
          </p>
        </PolicySection>

        <PolicySection title="Exchange or refund">
          <ul>
            <li>
              Once we confirm the damage, we send a replacement of the same product and size when it is in
              stock.
            </li>
            <li>
              If you prefer, or if it is out of stock, we refund the amount you paid for that item instead.
            </li>
            <li>
              Refunds are processed within 7 business days of approval: online payments go back to the
              original payment method; for cash on delivery orders we refund to a bank account or UPI ID you
              share with us.
            </li>
            <li>We arrange the pick-up of a damaged item where needed; you pay nothing for it.</li>
          </ul>
        </PolicySection>

        <PolicySection title="Cancellations and changes">
          <p>
            You can cancel an order within {hours} hours of placing it, as long as it has not been shipped:
            open it under Profile, Order History and choose Cancel order. A paid order is refunded in full to
            the way you paid. To change an order (items, sizes or delivery address) in that time, write to{' '}
            {mail} with your order number. After {hours} hours the order may already be packed and can no
            longer be cancelled or changed.
          </p>
        </PolicySection>

        <PolicySection title="Need help?">
          <p>
            Reach us through the <Link to={paths.contact}>contact form</Link> or at {mail}. The {shop.name}{' '}
            support team replies within 2 business days. See also our{' '}
            <Link to={paths.shippingPolicy}>Shipping Policy</Link>.
          </p>
        </PolicySection>
      </PolicyStack>
    </>
  );
}

export default function ReturnExchangePage() {
  return (
    <ContentPage helpNav title="Return & Exchange">
      <WithSettings>{(settings) => <ReturnPolicy {...settings} />}</WithSettings>
    </ContentPage>
  );
}
