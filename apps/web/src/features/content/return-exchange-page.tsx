// Return & Exchange (/return-exchange): returns within the settings' return window (7 days by default, D15) for
// the reasons the settings take (decision 0297: the return form offers the same ones and the server refuses
// others), refunds in 7 business days, cancellations within the settings' window, 12 hours by default (SPEC
// section 9).
import { returnTerms } from '@chamak/shared/return-terms';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { ContentPage, FactGrid, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';

function ReturnPolicy({ shop, orders }: ShopSettingsResponse) {
  const hours = orders.cancelWindowHours;
  const terms = returnTerms(orders);
  const days = terms.days;
  const mail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <>
      <FactGrid
        facts={[
          { label: 'Return window', value: days > 0 ? `${days} days` : 'No returns' },
          { label: 'Return reasons', value: terms.reasons.map((r) => r.label).join(', ') },
          { label: 'Refund', value: '7 business days' },
          { label: 'Cancel or change', value: `Within ${hours} hours` },
        ]}
      />
      <PolicyStack>
        <PolicySection title="When we accept a return">
          <p>{terms.lead}</p>
          {days > 0 && (
            <ul>
              {terms.reasons.map((r) => (
                <li key={r.reason}>
                  <strong>{r.label}</strong>: the item {r.note}.
                </li>
              ))}
            </ul>
          )}
          <p>
            Because our products are cleaning liquids and concentrates, we cannot take back items that have
            been opened or used, that were damaged after delivery, or that you no longer need.
          </p>
        </PolicySection>

        {days > 0 && (
          <PolicySection title="How to ask for a return">
            <p>
              Within {days} day{days === 1 ? '' : 's'} of delivery, open the order under Profile, Order
              History and choose Return items: say which items and why, and add photos of the parcel and the
              product if you can (an unboxing video helps us most). You can also write to {mail} with your
              order number.
            </p>
          </PolicySection>
        )}

        <PolicySection title="Exchange or refund">
          <ul>
            <li>
              Once we confirm what went wrong, we send a replacement of the same product and size when it is
              in stock.
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
