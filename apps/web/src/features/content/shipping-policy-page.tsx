// Shipping Policy (/shipping-policy): the delivery charges are written from the same settings the checkout
// uses (DECISIONS D5), and the dispatch cut-off, holidays, delivery zones and cash on delivery from the ones the
// PIN check and the checkout read (decisions 0295 and 0296), so the page and the dates a shopper is shown never
// disagree.

import { clockTime, deliveryTerms } from '@chamak/shared/delivery-terms';
import { returnTerms } from '@chamak/shared/return-terms';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { codTerms } from '@chamak/shared/shop-terms';
import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { paths } from '../../paths.ts';
import { ContentPage, FactGrid, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';
import { mlText, rupeesText } from './format.ts';
import { returnRule } from './return-words.ts';

/** Today in India, 'YYYY-MM-DD': the holidays listed are the ones still to come. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function ShippingPolicy({ shop, delivery, zones, cod, orders }: ShopSettingsResponse) {
  const times = deliveryTerms(zones, indiaToday(), t);
  const cash = codTerms(cod, zones, t);
  const returns = returnTerms(orders);
  const threshold = mlText(delivery.thresholdMl);
  const under = rupeesText(delivery.underThresholdPaise);
  const over = rupeesText(delivery.atOrOverThresholdPaise);
  return (
    <>
      <FactGrid
        facts={[
          { label: t('Under {threshold}', { threshold }), value: under },
          { label: t('{threshold} and above', { threshold }), value: over },
          { label: t('Dispatch'), value: t('Same day by {time}', { time: clockTime(zones.cutoff) }) },
          { label: t('Delivery'), value: times.range || t('Not delivering') },
        ]}
      />
      <PolicyStack>
        <PolicySection title={t('Delivery charges')}>
          <p>
            {t(
              'Delivery is charged by the total volume of your order, so you always know what you will pay before you check out. Orders under {threshold} in total ship for {under}; {threshold} and above {over}.',
              { threshold, under, over },
            )}
          </p>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-sm">
              <caption className="sr-only">{t('Delivery charge by total order volume')}</caption>
              <thead className="bg-slate-50 text-left text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    {t('Total volume of your order')}
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    {t('Delivery charge')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                <tr>
                  <td className="px-4 py-2.5">{t('Under {threshold}', { threshold })}</td>
                  <td className="px-4 py-2.5 font-semibold text-slate-900">{under}</td>
                </tr>
                <tr>
                  <td className="px-4 py-2.5">{t('{threshold} and above', { threshold })}</td>
                  <td className="px-4 py-2.5 font-semibold text-slate-900">{over}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            {t(
              'The total volume is the size of each item times its quantity, added up across your cart. An item whose size has no volume listed ships at the {over} rate. The exact charge is shown in your order summary before you pay.',
              { over },
            )}
          </p>
        </PolicySection>

        <PolicySection title={t('Dispatch and delivery times')}>
          <p>{times.dispatch}</p>
          {times.holidays.length > 0 && (
            <p>{t('Our coming holidays: {holidays}.', { holidays: times.holidays.join(', ') })}</p>
          )}
          <p>
            {t('After dispatch, delivery takes these working days (Monday to Saturday), by where you are:')}
          </p>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-sm">
              <caption className="sr-only">{t('Delivery time and cash on delivery by area')}</caption>
              <thead className="bg-slate-50 text-left text-slate-900">
                <tr>
                  <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
                    {t('Area')}
                  </th>
                  <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
                    {t('Delivery after dispatch')}
                  </th>
                  <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
                    {t('Cash on delivery')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {times.zones.map((zone) => (
                  <tr key={zone.name}>
                    <td className="px-3 py-2.5 sm:px-4">
                      <span className="font-medium text-slate-900">{zone.name}</span>
                      {zone.pins && <span className="block text-xs text-slate-500">{zone.pins}</span>}
                    </td>
                    <td className="px-3 py-2.5 sm:px-4">
                      {zone.deliverable ? zone.days : t('We do not deliver here yet')}
                    </td>
                    <td className="px-3 py-2.5 sm:px-4">
                      {zone.deliverable ? (zone.cod ? t('Yes') : t('No')) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul>
            <li>
              {t(
                'Enter your PIN code on a product page or in your cart to see the dates for your address. The checkout shows the same dates, and your order keeps the dates it was placed with.',
              )}
            </li>
            <li>
              {withParts(t('Once your order ships, you can follow it from {link} in your profile.'), {
                link: <Link to={paths.trackOrder}>{t('Track Order')}</Link>,
              })}
            </li>
          </ul>
        </PolicySection>

        <PolicySection title={t('Cash on delivery')}>
          <p>
            {cash.line}.{cash.exceptions && ` ${cash.exceptions}`}
            {cash.available &&
              ` ${t('The checkout tells you whether you can pay on delivery at your PIN code, and the fee, before you place the order.')}`}{' '}
            {t('Online payment has no extra fee.')}
          </p>
        </PolicySection>

        <PolicySection title={t('No minimum order')}>
          <p>{t('There is no minimum order value. Order a single bottle or a full month of refills.')}</p>
        </PolicySection>

        <PolicySection title={t('Damaged or leaking parcels')}>
          <p>
            {t('We pack every bottle to travel safely.')} {returnRule(returns)}{' '}
            {withParts(t('Our {link} explains how.'), {
              link: <Link to={paths.returnExchange}>{t('Return & Exchange policy')}</Link>,
            })}
          </p>
        </PolicySection>

        <PolicySection title={t('Questions')}>
          <p>
            {withParts(
              t(
                'Write to {email} or use our {form}. The {shop} support team replies within 2 business days.',
                {
                  shop: shop.name,
                },
              ),
              {
                email: <a href={`mailto:${shop.email}`}>{shop.email}</a>,
                form: <Link to={paths.contact}>{t('contact form')}</Link>,
              },
            )}
          </p>
        </PolicySection>
      </PolicyStack>
    </>
  );
}

export default function ShippingPolicyPage() {
  return (
    <ContentPage helpNav title={t('Shipping Policy')}>
      <WithSettings>{(settings) => <ShippingPolicy {...settings} />}</WithSettings>
    </ContentPage>
  );
}
