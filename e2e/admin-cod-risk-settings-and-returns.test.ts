// The admin's COD risk pages in the browser: Shop Settings' "Cash on delivery risk" section shows what the server
// holds (the cap in rupees, the score's rules, the weights, a blocked number with its note) and saves a weight; the
// dashboard's "Returns to origin (last 30 days)" shows a returned cash order in its PIN area. The journey runs once,
// at 1280 px (an admin's width); each page is then resized to 390 px and back, and at both widths the blocked
// number, the PIN area's row and the returns block's note are shown, nothing is wider than the window and axe finds
// nothing serious (E2E_SHOTS_DIR saves screenshots of both blocks at both widths). Nothing these pages do differs
// at 390 px, so no step is repeated there.
import { defaultCodRiskSettings } from '@chamak/shared/cod-risk';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  atBothWidths,
  desktop,
  expectAccessibleAtBothWidths,
  expectNoSidewaysScroll,
  journey,
  type Viewport,
  wait,
} from './harness.ts';
import { adminJourney } from './journey.ts';
import { codOrder } from './orders.ts';

const shop = adminJourney();

const to = (pin: string, city: string, state: string) => ({
  firstName: 'Kavya',
  lastName: 'Nair',
  address: '27 Lake View Road',
  apt: 'Flat 3B',
  city,
  state,
  postalCode: pin,
});

beforeAll(async () => {
  // Cash orders to two areas: two come back from Kochi's, one is delivered in Bengaluru's.
  const shipment = (id: number, status: number) =>
    shop.asAdmin(`/order/${id}/shipment`, { method: 'PATCH', body: { status } });
  for (const [pin, city, state, statuses] of [
    ['682001', 'Kochi', 'Kerala', [5, 8, 10]],
    ['682016', 'Kochi', 'Kerala', [5, 8]],
    ['560001', 'Bengaluru', 'Karnataka', [5, 7]],
  ] as const) {
    const { orderId } = await codOrder(shop.api, to(pin, city, state));
    for (const status of statuses) await shipment(orderId, status);
  }
  // The rules after the orders, which none of them would have met.
  await shop.asAdmin('/admin/settings/cod-risk', {
    method: 'PUT',
    body: { ...defaultCodRiskSettings, valueCapPaise: 500000, confirmFrom: 40, offFrom: 80 },
  });
  await shop.asAdmin('/admin/cod/phone-rules', {
    method: 'PUT',
    body: { phone: '9876543210', rule: 'block', note: 'Refused three parcels in October' },
  });
  await shop.asAdmin('/admin/cod/phone-rules', {
    method: 'PUT',
    body: { phone: '9123456780', rule: 'allow', note: 'Wholesale buyer, pays on delivery' },
  });
}, 120_000);

describe("the admin's COD risk settings and returns to origin", () => {
  it(
    "show the server's COD rules and returns by PIN area within the window at 1280 and 390 px, and save a weight",
    async () => {
      const viewport = desktop;
      const { page, errors, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      const noSidewaysScroll = (v: Viewport) => expectNoSidewaysScroll(page, v);
      try {
        await page.goto(shop.url('/admin/settings#settings-cash-on-delivery-risk'));
        const section = page.getByRole('region', { name: 'Cash on delivery risk' });
        await section.waitFor();
        await expect.poll(() => section.getByLabel('COD value cap').inputValue(), wait).toBe('5000.00');
        expect(await section.getByLabel('Ask for confirmation from score').inputValue()).toBe('40');
        expect(await section.getByLabel('Turn COD off from score').inputValue()).toBe('80');
        const numbers = section.getByRole('list', { name: 'Blocked and allowed numbers' });
        await atBothWidths(page, viewport, async (v) => {
          await numbers.getByText('Refused three parcels in October').waitFor();
          await noSidewaysScroll(v);
          if (shop.shots)
            await section.screenshot({ path: `${shop.shots}/cod-risk-settings-${v.width}.png` });
        });

        await section.getByLabel('Late hour').fill('5');
        await section.getByRole('button', { name: 'Save COD risk settings' }).click();
        await expect
          .poll(
            async () =>
              (
                await shop.asAdmin<{ settings: { weights: { lateHour: number } } }>(
                  '/admin/settings/cod-risk',
                )
              ).settings.weights.lateHour,
            wait,
          )
          .toBe(5);
        await expectAccessibleAtBothWidths(page, viewport);

        await page.goto(shop.url('/admin'));
        const block = page.getByRole('region', { name: 'Returns to origin (last 30 days)' });
        const areas = block.getByRole('table', { name: 'By PIN area' });
        const kochi = areas.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '682xxx' }) });
        const kochiReturns = /2\s+2\s+100 %/;
        await expect.poll(() => kochi.innerText(), wait).toMatch(kochiReturns);
        await atBothWidths(page, viewport, async (v) => {
          expect(await kochi.innerText(), `${v.width} px`).toMatch(kochiReturns);
          await block.getByText('COD orders paid online instead').waitFor();
          await noSidewaysScroll(v);
          if (shop.shots) await block.screenshot({ path: `${shop.shots}/returns-to-origin-${v.width}.png` });
        });
        await expectAccessibleAtBothWidths(page, viewport);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
