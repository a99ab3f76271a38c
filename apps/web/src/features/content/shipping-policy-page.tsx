// Shipping Policy (/shipping-policy): the delivery charges are written from the same settings the checkout
// uses (DECISIONS D5), and the dispatch cut-off, holidays, delivery zones and cash on delivery from the ones the
// PIN check and the checkout read (decisions 0295 and 0296), so the page and the dates a shopper is shown never
// disagree.

import { clockTime, deliveryTerms } from '@chamak/shared/delivery-terms';
import { returnTerms } from '@chamak/shared/return-terms';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { codTerms } from '@chamak/shared/shop-terms';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { ContentPage, FactGrid, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';
import { mlText, rupeesText } from './format.ts';

/** Today in India, 'YYYY-MM-DD': the holidays listed are the ones still to come. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function ShippingPolicy({ shop, delivery, zones, cod, orders }: ShopSettingsResponse) {
  const times = deliveryTerms(zones, indiaToday());
  const cash = codTerms(cod, zones);
  const returns = returnTerms(orders);
  const threshold = mlText(delivery.thresholdMl);
  const under = rupeesText(delivery.underThresholdPaise);
  const over = rupeesText(delivery.atOrOverThresholdPaise);
  return (
    <>
      <FactGrid
        facts={[
          { label: `Under ${threshold}`, value: under },
          { label: `${threshold} and above`, value: over },
          { label: 'Dispatch', value: `Same day by ${clockTime(zones.cutoff)}` },
          { label: 'Delivery', value: times.range || 'Not delivering' },
        ]}
      />
      <PolicyStack>
        <PolicySection title="Delivery charges">
          <p>
            Delivery is charged by the total volume of your order, so you always know what you will pay before
            you check out. Orders under {threshold} in total ship for {under}; {threshold} and above {over}.
          </p>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-sm">
              <caption className="sr-only">Delivery charge by total order volume</caption>
              <thead className="bg-slate-50 text-left text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Total volume of your order
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Delivery charge
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                <tr>
                  <td className="px-4 py-2.5">Under {threshold}</td>
                  <td className="px-4 py-2.5 font-semibold text-slate-900">{under}</td>
                </tr>
                <tr>
                  <td className="px-4 py-2.5">{threshold} and above</td>
                  <td className="px-4 py-2.5 font-semibold text-slate-900">{over}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            The total volume is the size of each item times its quantity, added up across your cart. An item
            whose size has no volume listed ships at the {over} rate. The exact charge is shown in your order
            summary before you pay.
          </p>
        </PolicySection>

        <PolicySection title="Dispatch and delivery times">
          <p>{times.dispatch}</p>
          {times.holidays.length > 0 && <p>Our coming holidays: {times.holidays.join(', ')}.</p>}
          <p>After dispatch, delivery takes these working days (Monday to Saturday), by where you are:</p>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[18rem] text-sm">
              <caption className="sr-only">Delivery time and cash on delivery by area</caption>
              <thead className="bg-slate-50 text-left text-slate-900">
                <tr>
                  <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
                    Area
                  </th>
                  <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
                    Delivery after dispatch
                  </th>
                  <th scope="col" className="px-3 py-2.5 sm:px-4 font-semibold">
                    Cash on delivery
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
                      {zone.deliverable ? zone.days : 'We do not deliver here yet'}
                    </td>
                    <td className="px-3 py-2.5 sm:px-4">
                      {zone.deliverable ? (zone.cod ? 'Yes' : 'No') : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul>
            <li>
              Enter your PIN code on a product page or in your cart to see the dates for your address. The
              checkout shows the same dates, and your order keeps the dates it was placed with.
            </li>
            <li>
              Once your order ships, you can follow it from <Link to={paths.trackOrder}>Track Order</Link> in
              your profile.
            </li>
          </ul>
        </PolicySection>

        <PolicySection title="Cash on delivery">
          <p>
            {cash.line}.{cash.exceptions && ` ${cash.exceptions}`}
            {cash.available &&
              ' The checkout tells you whether you can pay on delivery at your PIN code, and the fee, before you place the order.'}{' '}
            Online payment has no extra fee.
          </p>
        </PolicySection>

        <PolicySection title="No minimum order">
          <p>There is no minimum order value. Order a single bottle or a full month of refills.</p>
        </PolicySection>

        <PolicySection title="Damaged or leaking parcels">
          <p>
            We pack every bottle to travel safely. {returns.rule} Our{' '}
            <Link to={paths.returnExchange}>Return &amp; Exchange policy</Link> explains how.
          </p>
        </PolicySection>

        <PolicySection title="Questions">
          <p>
            Write to <a href={`mailto:${shop.email}`}>{shop.email}</a> or use our{' '}
            <Link to={paths.contact}>contact form</Link>. The {shop.name} support team replies within 2
            business days.
          </p>
        </PolicySection>
      </PolicyStack>
    </>
  );
}

export default function ShippingPolicyPage() {
  return (
    <ContentPage helpNav title="Shipping Policy">
      <WithSettings>{(settings) => <ShippingPolicy {...settings} />}</WithSettings>
    </ContentPage>
  );
}
