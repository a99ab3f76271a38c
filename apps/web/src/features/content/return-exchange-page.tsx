// Return & Exchange (/return-exchange): returns within the settings' return window (7 days by default, D15) for
// the reasons the settings take (decision 0297: the return form offers the same ones and the server refuses
// others), refunds in 7 business days, cancellations within the settings' window, 12 hours by default (SPEC
// section 9).
import { returnTerms } from '@chamak/shared/return-terms';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { paths } from '../../paths.ts';
import { ContentPage, FactGrid, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';
import { reasonLabel, reasonNote, returnLead } from './return-words.ts';

function ReturnPolicy({ shop, orders }: ShopSettingsResponse) {
  const hours = orders.cancelWindowHours;
  const terms = returnTerms(orders);
  const days = terms.days;
  const mail = <a href={`mailto:${shop.email}`}>{shop.email}</a>;
  return (
    <>
      <FactGrid
        facts={[
          {
            label: t('Return window'),
            value: days > 0 ? t('{days, plural, one {# day} other {# days}}', { days }) : t('No returns'),
          },
          { label: t('Return reasons'), value: terms.reasons.map((r) => reasonLabel(r.reason)).join(', ') },
          { label: t('Refund'), value: t('7 business days') },
          { label: t('Cancel or change'), value: t('Within {hours} hours', { hours }) },
        ]}
      />
      <PolicyStack>
        <PolicySection title={t('When we accept a return')}>
          <p>{returnLead(terms)}</p>
          {days > 0 && (
            <ul>
              {terms.reasons.map((r) => (
                <li key={r.reason}>
                  <strong>{reasonLabel(r.reason)}</strong>:{' '}
                  {t('the item {note}.', { note: reasonNote(r.reason) })}
                </li>
              ))}
            </ul>
          )}
          <p>
            {t(
              'Because our products are cleaning liquids and concentrates, we cannot take back items that have been opened or used, that were damaged after delivery, or that you no longer need.',
            )}
          </p>
        </PolicySection>

        {days > 0 && (
          <PolicySection title={t('How to ask for a return')}>
            <p>
              {withParts(
                t(
                  '{days, plural, one {Within # day of delivery} other {Within # days of delivery}}, open the order under Profile, Order History and choose Return items: say which items and why, and add photos of the parcel and the product if you can (an unboxing video helps us most). You can also write to {email} with your order number.',
                  { days },
                ),
                { email: mail },
              )}
            </p>
          </PolicySection>
        )}

        <PolicySection title={t('Exchange or refund')}>
          <ul>
            <li>
              {t(
                'Once we confirm what went wrong, we send a replacement of the same product and size when it is in stock.',
              )}
            </li>
            <li>
              {t(
                'If you prefer, or if it is out of stock, we refund the amount you paid for that item instead.',
              )}
            </li>
            <li>
              {t(
                'Refunds are processed within 7 business days of approval: online payments go back to the original payment method; for cash on delivery orders we refund to a bank account or UPI ID you share with us.',
              )}
            </li>
            <li>{t('We arrange the pick-up of a damaged item where needed; you pay nothing for it.')}</li>
          </ul>
        </PolicySection>

        <PolicySection title={t('Cancellations and changes')}>
          <p>
            {withParts(
              t(
                'You can cancel an order within {hours} hours of placing it, as long as it has not been shipped: open it under Profile, Order History and choose Cancel order. A paid order is refunded in full to the way you paid. To change an order (items, sizes or delivery address) in that time, write to {email} with your order number. After {hours} hours the order may already be packed and can no longer be cancelled or changed.',
                { hours },
              ),
              { email: mail },
            )}
          </p>
        </PolicySection>

        <PolicySection title={t('Need help?')}>
          <p>
            {withParts(
              t(
                'Reach us through the {form} or at {email}. The {shop} support team replies within 2 business days. See also our {link}.',
                { shop: shop.name },
              ),
              {
                form: <Link to={paths.contact}>{t('contact form')}</Link>,
                email: mail,
                link: <Link to={paths.shippingPolicy}>{t('Shipping Policy')}</Link>,
              },
            )}
          </p>
        </PolicySection>
      </PolicyStack>
    </>
  );
}

export default function ReturnExchangePage() {
  return (
    <ContentPage helpNav title={t('Return & Exchange')}>
      <WithSettings>{(settings) => <ReturnPolicy {...settings} />}</WithSettings>
    </ContentPage>
  );
}
