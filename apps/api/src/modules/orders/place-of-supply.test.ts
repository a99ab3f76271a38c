// The place of supply follows the delivery PIN code (decision 0293), through the real routes: an address whose state
// is not its PIN code's is refused with 400 on both ways of paying and nothing is written; a PIN code India Post's
// directory does not have is refused; a placed order's state, GST split and invoice are the PIN code's; the quote
// splits the tax by the PIN code's state, whatever state is sent beside it.
import type { InvoiceDocument } from '@chamak/shared/invoices';
import type { CartQuote } from '@chamak/shared/pricing';
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

const ordersOf = (u: TestUser) =>
  rows<{ id: number }>(t.database.db, sql`select id from orders where user_id = ${u.userId}`);

/** A customer with one size in the cart. */
async function shopper(): Promise<TestUser> {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 10));
  return u;
}

describe('the delivery state is the PIN code’s', () => {
  it('refuses Kerala for PIN code 110001 (Delhi) with 400, cash or online, and writes no order', async () => {
    const u = await shopper();
    for (const method of ['cod', 'online'] as const) {
      const res = await checkout(t.app, u, method, {
        city: 'Central Delhi',
        state: 'Kerala',
        postalCode: '110001',
      });
      expect(res.statusCode, method).toBe(400);
      expect(res.json()).toEqual({
        message: 'The PIN code 110001 is in Delhi, not Kerala',
        code: 'PIN_STATE_MISMATCH',
      });
    }
    // A Maharashtra PIN code with another state would have been charged IGST: refused the same way.
    const mumbai = await checkout(t.app, u, 'cod', {
      city: 'Mumbai',
      state: 'Gujarat',
      postalCode: '400001',
    });
    expect(mumbai.statusCode).toBe(400);
    expect(mumbai.json().message).toBe('The PIN code 400001 is in Maharashtra, not Gujarat');
    expect(await ordersOf(u)).toEqual([]);
  });

  it('refuses a PIN code the directory does not have', async () => {
    const u = await shopper();
    const res = await checkout(t.app, u, 'cod', { postalCode: '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'We could not find PIN code 999999. Please check it.',
      code: 'PIN_UNKNOWN',
    });
    expect(await ordersOf(u)).toEqual([]);
  });

  it('places a Delhi order with Delhi (07) as its place of supply and IGST; a Mumbai order with CGST + SGST', async () => {
    const delhi = await shopper();
    const toDelhi = await checkout(t.app, delhi, 'cod', {
      city: 'Central Delhi',
      state: 'Delhi',
      postalCode: '110001',
    });
    expect(toDelhi.statusCode, toDelhi.body).toBe(200);
    const mumbai = await shopper();
    const toMumbai = await checkout(t.app, mumbai, 'cod', {
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400001',
    });
    expect(toMumbai.statusCode, toMumbai.body).toBe(200);

    const stored = await rows<{
      id: number;
      state: string;
      place_of_supply: string;
      cgst_paise: number;
      sgst_paise: number;
      igst_paise: number;
    }>(
      t.database.db,
      sql`select id, state, place_of_supply, cgst_paise, sgst_paise, igst_paise from orders
        where id in (${toDelhi.json().orderId}, ${toMumbai.json().orderId}) order by id`,
    );
    const [d, m] = stored;
    expect(d).toMatchObject({ state: 'Delhi', place_of_supply: 'Delhi', cgst_paise: 0, sgst_paise: 0 });
    expect(d!.igst_paise).toBeGreaterThan(0);
    expect(m).toMatchObject({ state: 'Maharashtra', place_of_supply: 'Maharashtra', igst_paise: 0 });
    expect(m!.cgst_paise).toBeGreaterThan(0);

    const [invoice] = await rows<{ document: InvoiceDocument }>(
      t.database.db,
      sql`select document from tax_documents where order_id = ${d!.id} and kind = 'invoice'`,
    );
    expect(invoice!.document.placeOfSupply).toEqual({ state: 'Delhi', stateCode: '07' });
    expect(invoice!.document.intraState).toBe(false);
  });

  it('quotes the GST split by the PIN code’s state, not by a state sent beside it', async () => {
    const size = await sizeInStock(t.database.db, 10);
    const quote = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { cartDatas: [{ productId: size.product_id, pl_id: size.pl_id, quantity: 1 }], ...payload },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CartQuote).taxes.map((x) => x.label);
    };
    // The demo seller is in Maharashtra: Mumbai's PIN code is within the state, Delhi's is not.
    expect(await quote({ postalCode: '400001', state: 'Kerala' })).toEqual(['CGST', 'SGST']);
    expect(await quote({ postalCode: '110001', state: 'Maharashtra' })).toEqual(['IGST']);
  });
});
