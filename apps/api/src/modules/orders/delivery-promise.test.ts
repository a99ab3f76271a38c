// The delivery promise (decision 0295): one estimate, computed by the delivery module, says the same dates on the
// PIN check, the cart's and checkout's quote, the placed order, its confirmation mail and the COD link's page,
// and the order keeps the dates it was placed with when the zones change later. Real routes, real database, a
// clock the test sets (Saturday 28 November 2026, 4 pm in India: after the 2 pm cut-off, so parcels leave on
// Monday 30 November).
import type { ZoneSettings } from '@chamak/shared/delivery-estimate';
import { defaultZoneSettings } from '@chamak/shared/delivery-estimate';
import type { Order } from '@chamak/shared/orders';
import type { CartQuote } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

const saturdayAfternoon = new Date('2026-11-28T10:30:00Z');
let t: TestApp;
let admin: string;

const pune = { postalCode: '411045', city: 'Pune', state: 'Maharashtra' };
const delhi = { postalCode: '110001', city: 'New Delhi', state: 'Delhi' };

beforeAll(async () => {
  t = await testApp({ clock: () => saturdayAfternoon });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const saveZones = async (zones: ZoneSettings) => {
  const res = await t.app.inject(
    as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { zones } }),
  );
  expect(res.statusCode, res.body).toBe(200);
};

async function quoteFor(user: TestUser, postalCode: string): Promise<CartQuote> {
  const res = await t.app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/cart/quote',
      payload: { userId: user.userId, paymentMethod: 'cod', postalCode },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const orderOf = async (user: TestUser, id: number): Promise<Order> =>
  (await t.app.inject(as(user.token, { method: 'GET', url: `/api/order/get/${id}` }))).json();

const confirmationMailOf = async (orderId: number) =>
  (
    await rows<{ text: string; html: string | null }>(
      t.database.db,
      sql`select text, html from mail_outbox where subject = ${`Your Chamak order #${orderId} is confirmed`}`,
    )
  )[0];

describe('the delivery promise', () => {
  it('is the same dates on the PIN check, the quote, the placed order and its confirmation mail', async () => {
    const user = await signupAndLogin(t.app);
    await addToCart(t.app, user, await sizeInStock(t.database.db, 5), 2);

    // Maharashtra and Goa (the demo zones): 2 to 4 working days after Monday's dispatch.
    const quote = await quoteFor(user, pune.postalCode);
    expect(quote.estimate).toMatchObject({
      deliverable: true,
      dispatchOn: '2026-11-30',
      from: '2026-12-02',
      to: '2026-12-04',
      message: 'Delivery between Wed, 2 Dec and Fri, 4 Dec',
    });
    // The cart's PIN check asks with the cart's volume and hears the same.
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/delivery/estimate?pin=${pune.postalCode}&volumeMl=${quote.volumeMl}`,
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      from: '2026-12-02',
      to: '2026-12-04',
      message: quote.estimate!.message,
    });

    const placed = await checkout(t.app, user, 'cod', pune);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as number;
    // Not the fixed 7 to 11 working days after placement (7 to 11 December) the confirmation page used to say.
    expect((await orderOf(user, orderId)).promisedDelivery).toEqual({
      from: '2026-12-02',
      to: '2026-12-04',
      message: 'Delivery between Wed, 2 Dec and Fri, 4 Dec',
    });
    const mail = await confirmationMailOf(orderId);
    expect(mail?.text).toContain('Delivery between Wed, 2 Dec and Fri, 4 Dec.');
    expect(mail?.text).not.toMatch(/business days/);
    expect(mail?.html).toContain('Delivery between Wed, 2 Dec and Fri, 4 Dec.');
  });

  it('keeps the dates the order was placed with when the zones change afterwards', async () => {
    const user = await signupAndLogin(t.app);
    await addToCart(t.app, user, await sizeInStock(t.database.db, 5), 1);
    // Everywhere else: 5 to 8 working days after Monday.
    expect((await quoteFor(user, delhi.postalCode)).estimate?.message).toBe(
      'Delivery between Sat, 5 Dec and Wed, 9 Dec',
    );
    const placed = await checkout(t.app, user, 'online', delhi);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.orderId as number;
    const [stored] = await rows<{ from: string; to: string }>(
      t.database.db,
      sql`select promised_from::text as "from", promised_to::text as "to" from orders where id = ${orderId}`,
    );
    expect(stored).toEqual({ from: '2026-12-05', to: '2026-12-09' });

    await saveZones({ ...defaultZoneSettings, otherwise: { ...defaultZoneSettings.otherwise, daysMax: 12 } });
    try {
      const other = await signupAndLogin(t.app);
      await addToCart(t.app, other, await sizeInStock(t.database.db, 5), 1);
      expect((await quoteFor(other, delhi.postalCode)).estimate?.to).toBe('2026-12-14');
      const [after] = await rows<{ from: string; to: string }>(
        t.database.db,
        sql`select promised_from::text as "from", promised_to::text as "to" from orders where id = ${orderId}`,
      );
      expect(after).toEqual({ from: '2026-12-05', to: '2026-12-09' });
    } finally {
      await saveZones(defaultZoneSettings);
    }
  });
});
