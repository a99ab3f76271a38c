// @vitest-environment happy-dom
// One delivery promise on the order pages (components/orders/order-details.tsx), against the real API on a clock
// the test sets (Saturday 28 November 2026, 4 pm in India, after the cut-off: parcels leave on Monday 30
// November). An order keeps the dates its checkout quote gave (orders.promised_from / promised_to); the shopper's
// order page and the admin's order window show those stored dates, not the ones the delivery zones would give
// after the owner changed them.
import { defaultZoneSettings, type ZoneSettings } from '@chamak/shared/delivery-estimate';
import type { CartQuote } from '@chamak/shared/pricing';
import { cleanup, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import type { TestUser } from '../../../../api/src/test/auth.ts';
import { checkout } from '../../../../api/src/test/checkout.ts';
import { session } from '../../lib/session.ts';
import { recordToasts, renderAdminPage } from '../../test/admin.tsx';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import OrdersPage from '../admin/orders/orders-page.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi({ clock: () => new Date('2026-11-28T10:30:00Z') });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pune = { postalCode: '411045', city: 'Pune', state: 'Maharashtra' };
/** What the checkout quote said for Pune when the order was placed (Maharashtra and Goa: 2 to 4 working days). */
const promised = 'Delivery between Wed, 2 Dec and Fri, 4 Dec';

let buyer: TestUser;
let orderId: number;
/** What a quote for the same PIN code says once the zones changed. */
let nowQuoted: string;

const saveZones = async (zones: ZoneSettings) => {
  const res = await api.as(await api.adminToken(), {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { zones },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const quoteFor = async (user: TestUser): Promise<CartQuote> => {
  const res = await api.as(user.token, {
    method: 'POST',
    url: '/api/cart/quote',
    payload: { userId: user.userId, paymentMethod: 'cod', postalCode: pune.postalCode },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CartQuote;
};

beforeAll(async () => {
  buyer = await api.newCustomer();
  await addToServerCart(api, buyer, await demoSize(api, 1), 1);
  const quote = await quoteFor(buyer);
  expect(quote.estimate).toMatchObject({ from: '2026-12-02', to: '2026-12-04', message: promised });
  const placed = await checkout(api.app, buyer, 'cod', pune);
  expect(placed.statusCode, placed.body).toBe(200);
  orderId = (placed.json() as { orderId: number }).orderId;
  const [stored] = await rows<{ from: string; to: string }>(
    api.database.db,
    sql`select promised_from::text as "from", promised_to::text as "to" from orders where id = ${orderId}`,
  );
  expect(stored).toEqual({ from: '2026-12-02', to: '2026-12-04' });

  // The owner slows Maharashtra and Goa down to 6 to 9 working days after the order was placed.
  await saveZones({
    ...defaultZoneSettings,
    zones: defaultZoneSettings.zones.map((z) =>
      z.name === 'Maharashtra and Goa' ? { ...z, daysMin: 6, daysMax: 9 } : z,
    ),
  });
  const other = await api.newCustomer();
  await addToServerCart(api, other, await demoSize(api, 1), 1);
  const later = (await quoteFor(other)).estimate!;
  expect(later.from).not.toBe('2026-12-02');
  expect(later.to).not.toBe('2026-12-04');
  nowQuoted = later.message;
}, 60_000);
afterAll(async () => {
  await saveZones(defaultZoneSettings);
});

describe('the delivery promise on the order pages', () => {
  it("the shopper's order page shows the dates the order was placed with, after the zones changed", async () => {
    session.save({ token: buyer.token, userId: buyer.userId });
    renderPage(<TrackOrderPage />, '/track-order', `/track-order?tab=orders&order=${orderId}`);
    await screen.findByRole('heading', { name: `Order #${orderId}` });
    const shipping = within(await screen.findByRole('region', { name: 'Shipping' }));
    const line = shipping.getByText(promised);
    expect(line.textContent).toBe(`${promised}As promised when you ordered`);
    expect(shipping.queryByText(nowQuoted)).toBeNull();
    expect(document.body.textContent).not.toContain(nowQuoted);
  });

  it("the admin's order window shows the dates the order was placed with, after the zones changed", async () => {
    await api.logInAdmin();
    recordToasts();
    renderAdminPage(<OrdersPage />, `/admin/orders?order=${orderId}`);
    const dialog = within(await screen.findByRole('dialog', { name: `Order #${orderId}` }));
    const tracking = within(await dialog.findByRole('region', { name: 'Tracking' }));
    const label = tracking.getByText('Promised at order');
    expect(label.tagName).toBe('DT');
    expect(label.nextElementSibling?.textContent).toBe(promised);
    expect(dialog.queryByText(nowQuoted)).toBeNull();
  });
});
