// Terms & Conditions (/terms-conditions): the rules of buying from the shop; delivery times, cash on delivery and
// returns worded from the settings the checkout and the return form read (decisions 0295 to 0297; the return
// window is 7 days by default, D15), support replies within 2 business days.

import { deliveryTerms } from '@chamak/shared/delivery-terms';
import { returnTerms } from '@chamak/shared/return-terms';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { codTerms } from '@chamak/shared/shop-terms';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { ContentPage, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';

function Terms({ shop, orders, cod, zones }: ShopSettingsResponse) {
  const cash = codTerms(cod, zones);
  const returns = returnTerms(orders);
  const mail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <PolicyStack>
      <p className="text-lg leading-relaxed text-slate-700">
        These terms apply when you use this website or buy from {shop.name}. By placing an order you agree to
        them, so please read them along with our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>

      <PolicySection title="Your account">
        <p>
          Give us accurate details, keep your password private and tell us if you think someone else has used
          your account. You are responsible for orders placed from it. You can delete your account from your
          profile at any time.
        </p>
      </PolicySection>

      <PolicySection title="Products and use">
        <p>
          We describe our products, sizes and ingredients as accurately as we can; packaging may change
          slightly from the pictures. Use every product as its label and the How To Use section direct, test
          on a small hidden area first, and keep cleaning products out of reach of children and pets.
        </p>
      </PolicySection>

      <PolicySection title="Prices and payment">
        <ul>
          <li>Prices are in Indian rupees (₹) and include applicable taxes.</li>
          <li>
            Delivery is charged as our <Link to={paths.shippingPolicy}>Shipping Policy</Link> says and is
            shown before you pay.
          </li>
          <li>
            You can pay online through our payment gateway{cash.available ? ', or in cash on delivery' : ''}.{' '}
            {cash.line}.
          </li>
          <li>
            If a price is shown wrongly by mistake, or an item runs out of stock, we may cancel the order and
            refund anything you paid in full.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Orders, cancellation and delivery">
        <p>
          An order is confirmed once payment succeeds, or once a cash on delivery order is placed. You can
          cancel or change it within {orders.cancelWindowHours} hours, before it is shipped.{' '}
          {deliveryTerms(zones).summary} The dates you are shown for your PIN code, and kept with your order,
          are estimates, not guarantees.
        </p>
      </PolicySection>

      <PolicySection title="Returns and refunds">
        <p>
          {returns.rule} Refunds are processed within 7 business days of approval. The full rules are in our{' '}
          <Link to={paths.returnExchange}>Return &amp; Exchange policy</Link>.
        </p>
      </PolicySection>

      <PolicySection title="Reviews">
        <p>
          Reviews must be honest and about the product. We may remove reviews that are abusive, misleading,
          off-topic or that share someone's personal details.
        </p>
      </PolicySection>

      <PolicySection title="Our content">
        <p>
          The {shop.name} name, logo, product photos and texts on this site belong to us. Please do not copy
          them for commercial use without our written permission.
        </p>
      </PolicySection>

      <PolicySection title="Liability">
        <p>
          To the extent the law allows, our liability for any order is limited to the amount you paid for it.
          Nothing in these terms limits your rights under the Consumer Protection Act, 2019.
        </p>
      </PolicySection>

      <PolicySection title="Governing law">
        <p>These terms are governed by the laws of India.</p>
      </PolicySection>

      <PolicySection title="Contact">
        <p>
          Questions about these terms? Write to {mail} or use our <Link to={paths.contact}>contact form</Link>
          . Our support team replies within 2 business days.
        </p>
      </PolicySection>
    </PolicyStack>
  );
}

export default function TermsConditionsPage() {
  return (
    <ContentPage helpNav title="Terms & Conditions">
      <WithSettings>{(settings) => <Terms {...settings} />}</WithSettings>
    </ContentPage>
  );
}
