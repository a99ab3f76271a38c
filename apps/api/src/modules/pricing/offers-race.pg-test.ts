// Redemption under concurrency: a code with one use left, 20 shoppers placing cash-on-delivery orders with it
// at the same moment through the HTTP routes: exactly one order has it, every other placement is refused with
// "This code has already been used." and leaves no order behind. PostgreSQL only (*.pg-test.ts, run when
// DATABASE_URL is set): there the placements really run in parallel on separate connections and queue on the
// promotion's row lock in orderPlaced (PGlite's one connection would serialize them).
import { promotionMessages } from '@chamak/shared/promotions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const shoppers = 20;

describe('a code with one use left', () => {
  it(`is redeemed once when ${shoppers} shoppers place orders with it at once`, async () => {
    const size = await sizeInStock(t.database.db, 5);
    await t.database.db.execute(
      sql`update product_litres set remaining_qty = remaining_qty + ${shoppers} where id = ${size.pl_id}`,
    );
    // One use left: a limit of 3, two already redeemed by earlier orders.
    const [promo] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into promotions (name, code, action, amount_paise, usage_limit)
        values ('Last one', 'LASTONE', 'fixed', 5000, 3) returning id`,
    );
    for (let i = 0; i < 2; i++) {
      const early = await signupAndLogin(t.app);
      await addToCart(t.app, early, size, 1);
      expect((await checkout(t.app, early, 'cod', { code: 'LASTONE' } as never)).statusCode).toBe(200);
    }
    const users: TestUser[] = [];
    for (let i = 0; i < shoppers; i++) {
      const u = await signupAndLogin(t.app);
      await addToCart(t.app, u, size, 1);
      users.push(u);
    }

    const placed = await Promise.all(
      users.map((u) => checkout(t.app, u, 'cod', { code: 'lastone' } as never)),
    );

    const won = placed.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of placed.filter((p) => p.statusCode !== 200)) {
      // Refused when quoting (the use already redeemed and committed: 422) or at the lock in orderPlaced (409).
      expect([409, 422]).toContain(r.statusCode);
      expect(r.json().message).toBe(promotionMessages.used);
    }
    const redeemed = await rows<{ order_id: number }>(
      t.database.db,
      sql`select d.order_id from order_discounts d where d.promotion_id = ${promo!.id}
        and d.redeemed_at is not null and d.released_at is null`,
    );
    expect(redeemed).toHaveLength(3);
    expect(redeemed.map((r) => r.order_id)).toContain(won[0]!.json().orderId);
    // The losers' placements rolled back whole: only the winner among the 20 has an order.
    const [orders] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id in (${sql.join(
        users.map((u) => sql`${u.userId}`),
        sql`, `,
      )})`,
    );
    expect(orders!.n).toBe(1);
  });
});
