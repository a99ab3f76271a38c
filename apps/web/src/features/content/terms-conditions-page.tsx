// Terms & Conditions (/terms-conditions): the rules of buying from the shop; delivery times, cash on delivery and
// returns worded from the settings the checkout and the return form read (decisions 0295 to 0297; the return
// window is 7 days by default, D15), support replies within 2 business days.

import { deliveryTerms } from '@chamak/shared/delivery-terms';
import { returnTerms } from '@chamak/shared/return-terms';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { codTerms } from '@chamak/shared/shop-terms';
import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { paths } from '../../paths.ts';
import { ContentPage, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';
import { returnRule } from './return-words.ts';

function Terms({ shop, orders, cod, zones }: ShopSettingsResponse) {
  const cash = codTerms(cod, zones, t);
  const returns = returnTerms(orders);
  const mail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <PolicyStack>
      <p className="text-lg leading-relaxed text-slate-700">
        {withParts(
          t(
            'These terms apply when you use this website or buy from {shop}. By placing an order you agree to them, so please read them along with our {link}.',
            { shop: shop.name },
          ),
          { link: <Link to={paths.privacyPolicy}>{t('Privacy Policy')}</Link> },
        )}
      </p>

      <PolicySection title={t('Your account')}>
        <p>
          {t(
            'Give us accurate details, keep your password private and tell us if you think someone else has used your account. You are responsible for orders placed from it. You can delete your account from your profile at any time.',
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Products and use')}>
        <p>
          {t(
            'We describe our products, sizes and ingredients as accurately as we can; packaging may change slightly from the pictures. Use every product as its label and the How To Use section direct, test on a small hidden area first, and keep cleaning products out of reach of children and pets.',
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Prices and payment')}>
        <ul>
          <li>{t('Prices are in Indian rupees (₹) and include applicable taxes.')}</li>
          <li>
            {withParts(t('Delivery is charged as our {link} says and is shown before you pay.'), {
              link: <Link to={paths.shippingPolicy}>{t('Shipping Policy')}</Link>,
            })}
          </li>
          <li>
            {cash.available
              ? t('You can pay online through our payment gateway, or in cash on delivery.')
              : t('You can pay online through our payment gateway.')}{' '}
            {cash.line}.
          </li>
          <li>
            {t(
              'If a price is shown wrongly by mistake, or an item runs out of stock, we may cancel the order and refund anything you paid in full.',
            )}
          </li>
        </ul>
      </PolicySection>

      <PolicySection title={t('Orders, cancellation and delivery')}>
        <p>
          {t(
            'An order is confirmed once payment succeeds, or once a cash on delivery order is placed. You can cancel or change it within {hours} hours, before it is shipped.',
            { hours: orders.cancelWindowHours },
          )}{' '}
          {deliveryTerms(zones, '', t).summary}{' '}
          {t(
            'The dates you are shown for your PIN code, and kept with your order, are estimates, not guarantees.',
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Returns and refunds')}>
        <p>
          {returnRule(returns)}{' '}
          {withParts(
            t('Refunds are processed within 7 business days of approval. The full rules are in our {link}.'),
            { link: <Link to={paths.returnExchange}>{t('Return & Exchange policy')}</Link> },
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Reviews')}>
        <p>
          {t(
            "Reviews must be honest and about the product. We may remove reviews that are abusive, misleading, off-topic or that share someone's personal details.",
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Our content')}>
        <p>
          {t(
            'The {shop} name, logo, product photos and texts on this site belong to us. Please do not copy them for commercial use without our written permission.',
            { shop: shop.name },
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Liability')}>
        <p>
          {t(
            'To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
          )}
        </p>
      </PolicySection>

      <PolicySection title={t('Governing law')}>
        <p>{t('These terms are governed by the laws of India.')}</p>
      </PolicySection>

      <PolicySection title={t('Contact')}>
        <p>
          {withParts(
            t(
              'Questions about these terms? Write to {email} or use our {form}. Our support team replies within 2 business days.',
            ),
            { email: mail, form: <Link to={paths.contact}>{t('contact form')}</Link> },
          )}
        </p>
      </PolicySection>
    </PolicyStack>
  );
}

export default function TermsConditionsPage() {
  return (
    <ContentPage helpNav title={t('Terms & Conditions')}>
      <WithSettings>{(settings) => <Terms {...settings} />}</WithSettings>
    </ContentPage>
  );
}
