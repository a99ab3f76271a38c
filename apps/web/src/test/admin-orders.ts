// Setup for the admin orders tests in the demo shop: orders placed through the real cart and checkout, copies of
// one for long lists, and order rows set as outside services (the payment gateway, Shiprocket) would leave them.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestUser } from '../../../api/src/test/auth.ts';
import { checkout, type checkoutAddress } from '../../../api/src/test/checkout.ts';
import { addToServerCart, demoSize } from './demo-shop.ts';
import type { RealApi } from './real-api.ts';

const buyers = new WeakMap<RealApi, TestUser>();
/**
 * Places a cash-on-delivery order of `quantity` of demo size `plId` through the real cart and checkout (one
 * buyer per app), delivered to `address` (checkoutAddress otherwise); answers its id.
 */
export async function placeOrder(
  api: RealApi,
  plId = 1,
  quantity = 2,
  address: Partial<typeof checkoutAddress> = {},
): Promise<number> {
  const buyer = buyers.get(api) ?? (await api.newCustomer());
  buyers.set(api, buyer);
  await addToServerCart(api, buyer, await demoSize(api, plId), quantity);
  const res = await checkout(api.app, buyer, 'cod', address);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderId: number }).orderId;
}
/**
 * `count` copies of order `from` (with its item), a day older, for lists longer than a page (SQL, as the API's
 * own admin-orders test makes them: placing a hundred orders one by one would take the file's time).
 */
export async function copyOrderRows(api: RealApi, from: number, count: number): Promise<void> {
  await api.database.db.execute(sql`
    with copies as (
      insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        created_at)
      select user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        now() - interval '1 day'
      from orders, generate_series(1, ${count}) where id = ${from}
      returning id)
    insert into order_items (order_id, product_id, product_litre_id, product_name, litre_label, total_ml, image,
      price_paise, quantity)
    select c.id, i.product_id, i.product_litre_id, i.product_name, i.litre_label, i.total_ml, i.image,
      i.price_paise, i.quantity
    from copies c cross join (select * from order_items where order_id = ${from} limit 1) i`);
}
export type OrderRowChange = { status?: number; online?: 'paid' | 'refund_due'; shipment?: string };

/**
 * Sets an order's status, an online payment state or a Shiprocket order id on its row: what a run of shipment
 * updates, a payment through the gateway or Shiprocket (outside services) would leave there.
 */
export async function setOrderRow(api: RealApi, id: number, set: OrderRowChange): Promise<void> {
  const db = api.database.db;
  if (set.status !== undefined)
    await db.execute(sql`update orders set status = ${set.status} where id = ${id}`);
  if (set.online)
    await db.execute(
      sql`update orders set payment_method = 'online', payment_status = ${set.online} where id = ${id}`,
    );
  if (set.shipment)
    await db.execute(sql`update orders set shipment_order_id = ${set.shipment} where id = ${id}`);
}
