// Shipping Policy (/shipping-policy): the delivery charges are written from the same settings the checkout
// uses (DECISIONS D5), so the page and the order summary never disagree.
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { ContentPage, FactGrid, PolicySection, PolicyStack, WithSettings } from './content-layout.tsx';
import { mlText, rupeesText } from './format.ts';

function ShippingPolicy({ shop, delivery }: ShopSettingsResponse) {
  const threshold = mlText(delivery.thresholdMl);
  const under = rupeesText(delivery.underThresholdPaise);
  const over = rupeesText(delivery.atOrOverThresholdPaise);
  return (
    <>
      <FactGrid
        facts={[
          { label: `Under ${threshold}`, value: under },
          { label: `${threshold} and above`, value: over },
          { label: 'Dispatch', value: '2-3 business days' },
          { label: 'Delivery', value: '5-8 working days' },
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
          <ul>
            <li>Orders are packed and handed to our courier partner within 2-3 business days.</li>
            <li>Delivery takes 5-8 working days from dispatch, depending on your PIN code.</li>
            <li>
              Once your order ships, you can follow it from <Link to={paths.trackOrder}>Track Order</Link> in
              your profile.
            </li>
            <li>Remote areas and public holidays can add a day or two; we will keep you informed.</li>
          </ul>
        </PolicySection>

        <PolicySection title="Cash on delivery">
          <p>
            Cash on delivery is available on select PIN codes for a fee of ₹30, added to your order at
            checkout. Online payment has no extra fee.
          </p>
        </PolicySection>

        <PolicySection title="No minimum order">
          <p>There is no minimum order value. Order a single bottle or a full month of refills.</p>
        </PolicySection>

        <PolicySection title="Damaged or leaking parcels">
          <p>
            We pack every bottle to travel safely. If something arrives damaged, tell us within 24 hours of
            delivery, as our <Link to={paths.returnExchange}>Return &amp; Exchange policy</Link> explains.
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
