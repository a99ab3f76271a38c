// GST invoices and credit notes through the real routes: issued when a cash-on-delivery order is placed and
// when an online payment is confirmed, kept as a snapshot that later edits never touch, downloaded as a PDF
// by the order's customer or an admin only, and a credit note when an invoiced order is cancelled. The PDFs
// are read back with unpdf and their figures checked against the order.
import { rupeesInWords } from '@chamak/shared/gst';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { defaultSellerIdentity } from '@chamak/shared/seller';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoSeller } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { issueCreditNote } from './service.ts';

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await testApp();
  admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
});
afterAll(() => t?.close());

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const get = (token: string | undefined, url: string) => t.app.inject(as(token, { method: 'GET', url }));
const orderOf = async (token: string, id: number) =>
  (await get(token, `/api/order/get/${id}`)).json() as Order;
const documentsOf = (orderId: number) =>
  rows<{ id: number; kind: string; number: string; total_paise: number; document: InvoiceDocument }>(
    t.database.db,
    sql`select id, kind, number, total_paise, document from tax_documents where order_id = ${orderId} order by id`,
  );
const putSeller = async (seller: unknown) => {
  const res = await t.app.inject(
    as(admin.token, { method: 'PUT', url: '/api/admin/settings', payload: { seller } }),
  );
  expect(res.statusCode).toBe(200);
};

/** A customer with two sizes in the cart, checked out by cash on delivery: the order's id. */
async function codOrder(u: TestUser, address: Record<string, string> = {}): Promise<number> {
  await addToCart(t.app, u, await sizeInStock(t.database.db, 10), 2);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 10, true), 1);
  const placed = await checkout(t.app, u, 'cod', address);
  expect(placed.statusCode).toBe(200);
  return placed.json().orderId as number;
}

describe('the tax invoice of a placed order', () => {
  it('is issued when a COD order is placed; its PDF carries the order’s lines, HSN, IGST and total to the paisa', async () => {
    const u = await signupAndLogin(t.app);
    const orderId = await codOrder(u);
    const [o] = await rows<{
      total_paise: number;
      taxable_paise: number;
      igst_paise: number;
      delivery_charge_paise: number;
      cod_fee_paise: number;
    }>(t.database.db, sql`select * from orders where id = ${orderId}`);
    const order = await orderOf(u.token, orderId);
    expect(order.invoice?.number).toMatch(/^CH\/\d\d-\d\d\/\d{6}$/);
    expect(order.creditNotes).toEqual([]);

    const [doc] = await documentsOf(orderId);
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: order.invoice!.number,
      total_paise: o!.total_paise,
    });
    const snapshot = doc!.document;
    // Kerala from a Maharashtra seller: IGST only, on the goods and on the fees at the goods' rate.
    expect(snapshot.intraState).toBe(false);
    expect(snapshot.placeOfSupply).toEqual({ state: 'Kerala', stateCode: '32' });
    expect(snapshot.seller).toMatchObject({ gstin: demoSeller.gstin, stateCode: '27' });
    expect(snapshot.buyer).toMatchObject({ name: 'Kavya Nair', state: 'Kerala', stateCode: '32' });
    expect(snapshot.totals).toEqual({
      taxablePaise: o!.taxable_paise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: o!.igst_paise,
      totalPaise: o!.total_paise,
    });
    // The goods at their HSN, then each fee charged (free delivery leaves its line off) under SAC 996812.
    const fees = [
      ['Delivery charges', o!.delivery_charge_paise],
      ['Cash on delivery fee', o!.cod_fee_paise],
    ].filter(([, paise]) => Number(paise) > 0);
    expect(snapshot.lines.map((l) => [l.hsn, l.unit, l.quantity])).toEqual([
      [expect.stringMatching(/^\d{4,8}$/), 'NOS', 2],
      [expect.stringMatching(/^\d{4,8}$/), 'NOS', 1],
      ...fees.map(() => ['996812', 'OTH', 1]),
    ]);
    expect(snapshot.lines.slice(2).map((l) => [l.description, l.amountPaise])).toEqual(fees);

    const res = await get(u.token, `/api/order/${orderId}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `${order.invoice!.number.replaceAll('/', '-')}.pdf`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      order.invoice!.number,
      demoSeller.legalName,
      `GSTIN: ${demoSeller.gstin}`,
      'Kavya Nair',
      'Kerala (32)',
      snapshot.lines[0]!.description,
      snapshot.lines[0]!.hsn,
      formatRupees(o!.taxable_paise),
      formatRupees(o!.igst_paise),
      formatRupees(o!.total_paise),
      rupeesInWords(o!.total_paise),
      'Whether tax is payable on reverse charge: No',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');

    // The confirmation mail names the invoice and where to download it.
    const [mail] = await rows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where subject = ${`Your Chamak order #${orderId} is confirmed`}`,
    );
    expect(mail!.text).toContain(`Your GST tax invoice is ${order.invoice!.number}`);
    expect(mail!.text).toMatch(new RegExp(`/track-order\\?tab=orders&order=${orderId}`));
  });

  it('within Maharashtra: CGST and SGST halves that add up to the tax', async () => {
    const u = await signupAndLogin(t.app);
    const orderId = await codOrder(u, { state: 'Maharashtra', city: 'Pune', postalCode: '411001' });
    const [doc] = await documentsOf(orderId);
    const s = doc!.document;
    expect(s.intraState).toBe(true);
    expect(s.totals.igstPaise).toBe(0);
    expect(s.totals.cgstPaise).toBeGreaterThan(0);
    // Equal halves on every line and so in the totals (decision 0302).
    for (const line of s.lines) expect(line.cgstPaise).toBe(line.sgstPaise);
    expect(s.totals.sgstPaise).toBe(s.totals.cgstPaise);
    const text = await textOf((await get(u.token, `/api/order/${orderId}/invoice`)).rawPayload);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain(formatRupees(s.totals.cgstPaise));
    expect(text).not.toContain('IGST');
  });

  it('of an online order priced before CGST = SGST (decision 0302) and paid after adds up to what was charged', async () => {
    // A size under 1000 ml (delivery ₹99) of a product at 5 %: the fee's tax at 5 % was taxable 9429, CGST 235,
    // SGST 236 the earlier way; equal halves make it 9428, 236, 236.
    const [size] = await rows<{ product_id: number; pl_id: number; rate: number | null }>(
      t.database.db,
      sql`select pl.product_id, pl.id as pl_id, p.gst_rate as rate from product_litres pl
        join litres l on l.id = pl.litre_id join products p on p.id = pl.product_id
        where l.total_ml between 1 and 999 and pl.remaining_qty >= 5 order by pl.id limit 1`,
    );
    await t.database.db.execute(sql`update products set gst_rate = 5 where id = ${size!.product_id}`);
    try {
      const u = await signupAndLogin(t.app);
      await addToCart(t.app, u, size!, 1);
      const created = await checkout(t.app, u, 'online', {
        state: 'Maharashtra',
        city: 'Pune',
        postalCode: '411001',
      });
      expect(created.statusCode, created.body).toBe(200);
      const { orderId, order_id } = created.json().data as { orderId: number; order_id: string };
      const [stored] = await rows<{ delivery: number; fee_rate: number }>(
        t.database.db,
        sql`select delivery_charge_paise as delivery, fee_gst_rate as fee_rate from orders where id = ${orderId}`,
      );
      expect(stored).toEqual({ delivery: 9900, fee_rate: 5 });
      // The order as the earlier rule stored it: the fee's paisa in the taxable value, CGST a paisa short.
      await t.database.db.execute(
        sql`update orders set taxable_paise = taxable_paise + 1, cgst_paise = cgst_paise - 1 where id = ${orderId}`,
      );
      const [order] = await rows<{ taxable: number; cgst: number; sgst: number; total: number }>(
        t.database.db,
        sql`select taxable_paise as taxable, cgst_paise as cgst, sgst_paise as sgst, total_paise as total
          from orders where id = ${orderId}`,
      );
      const paid = await t.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/order/verify-payment',
          payload: (t.app.gateway as SandboxGateway).pay(order_id),
        }),
      );
      expect(paid.statusCode, paid.body).toBe(200);
      const [doc] = await documentsOf(orderId);
      expect(doc!.document.totals).toEqual({
        taxablePaise: order!.taxable,
        cgstPaise: order!.cgst,
        sgstPaise: order!.sgst,
        igstPaise: 0,
        totalPaise: order!.total,
      });
      expect(doc!.document.lines.at(-1)).toMatchObject({
        hsn: '996812',
        amountPaise: 9900,
        taxablePaise: 9429,
        cgstPaise: 235,
        sgstPaise: 236,
      });
    } finally {
      await t.database.db.execute(
        sql`update products set gst_rate = ${size!.rate} where id = ${size!.product_id}`,
      );
    }
  });

  it('is issued when an online payment is confirmed, not before', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, await sizeInStock(t.database.db, 10), 1);
    const created = await checkout(t.app, u, 'online');
    expect(created.statusCode).toBe(200);
    const { orderId, order_id } = created.json().data as { orderId: number; order_id: string };
    // Pending: not placed, so no invoice yet.
    expect((await get(u.token, `/api/order/${orderId}/invoice`)).statusCode).toBe(404);
    expect(await documentsOf(orderId)).toEqual([]);
    const paid = (
      await t.app.inject(
        as(u.token, { method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id } }),
      )
    ).json();
    const verified = await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: { ...paid, userId: u.userId, paymentMethod: 'online' },
      }),
    );
    expect(verified.statusCode).toBe(200);
    const order = await orderOf(u.token, orderId);
    expect(order.invoice?.number).toBeDefined();
    const text = await textOf((await get(u.token, `/api/order/${orderId}/invoice`)).rawPayload);
    expect(text).toContain(order.invoice!.number);
    expect(text).toContain(formatRupees(Math.round(order.totalPrice * 100)));
    expect(text).toContain('Paid online');
  });

  it('keeps its snapshot: renaming the product and changing the seller leave the issued invoice as it was', async () => {
    const u = await signupAndLogin(t.app);
    const size = await sizeInStock(t.database.db, 10);
    await addToCart(t.app, u, size, 1);
    const orderId = (await checkout(t.app, u, 'cod')).json().orderId as number;
    const before = (await get(u.token, `/api/order/${orderId}/invoice`)).rawPayload;
    const [doc] = await documentsOf(orderId);
    const [product] = await rows<{ name: string }>(
      t.database.db,
      sql`select name from products where id = ${size.product_id}`,
    );
    await t.database.db.execute(
      sql`update products set name = 'Renamed Cleaner', hsn_code = '3808', gst_rate = 12 where id = ${size.product_id}`,
    );
    await putSeller({ ...demoSeller, legalName: 'Someone Else Private Limited', invoicePrefix: 'ZZ' });
    try {
      const [after] = await documentsOf(orderId);
      expect(after!.document).toEqual(doc!.document);
      const text = await textOf((await get(u.token, `/api/order/${orderId}/invoice`)).rawPayload);
      expect(text).toContain(product!.name);
      expect(text).toContain(demoSeller.legalName);
      expect(text).not.toContain('Renamed Cleaner');
      expect(text).not.toContain('Someone Else');
      expect(text).toEqual(await textOf(before));
    } finally {
      await putSeller(demoSeller);
      await t.database.db.execute(
        sql`update products set name = ${product!.name}, hsn_code = ${doc!.document.lines[0]!.hsn}, gst_rate = 18
          where id = ${size.product_id}`,
      );
    }
  });

  it("is downloaded by its customer and an admin only: 401 without a token, and another customer's order answers the very 404 of a missing one", async () => {
    const owner = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const orderId = await codOrder(owner);
    const url = `/api/order/${orderId}/invoice`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    const notFound = { message: 'Order not found.', code: 'NOT_FOUND' };
    // Someone else's order and an order that does not exist cannot be told apart, for the invoice and the notes.
    for (const path of [url, `/api/order/${orderId}/credit-notes/1`]) {
      const refused = await get(other.token, path);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json(), path).toEqual(notFound);
    }
    const missingNote = await get(other.token, '/api/order/99999999/credit-notes/1');
    expect(missingNote.statusCode).toBe(404);
    expect(missingNote.json()).toEqual(notFound);
    expect((await get(admin.token, url)).statusCode).toBe(200);
    expect((await get(owner.token, url)).statusCode).toBe(200);
    const missing = await get(admin.token, '/api/order/99999999/invoice');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found.', code: 'NOT_FOUND' });
    expect((await get(owner.token, `/api/order/${orderId}/credit-notes/1`)).statusCode).toBe(404);
    const bad = await get(owner.token, `/api/order/${orderId}/credit-notes/zero`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/n must be a number/);
  });

  it('is not issued while the shop has no GSTIN: the order is placed, without invoice and without a mention in the mail', async () => {
    await putSeller(defaultSellerIdentity);
    try {
      const u = await signupAndLogin(t.app);
      const orderId = await codOrder(u);
      expect((await orderOf(u.token, orderId)).invoice).toBeNull();
      expect(await documentsOf(orderId)).toEqual([]);
      const res = await get(u.token, `/api/order/${orderId}/invoice`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This order has no invoice.', code: 'NOT_FOUND' });
      const [mail] = await rows<{ text: string }>(
        t.database.db,
        sql`select text from mail_outbox where subject = ${`Your Chamak order #${orderId} is confirmed`}`,
      );
      expect(mail!.text).not.toContain('invoice');
    } finally {
      await putSeller(demoSeller);
    }
  });
});

describe('credit notes', () => {
  it('one for the whole invoice when an admin cancels a paid (or COD) order, numbered in its own series, with its PDF', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, await sizeInStock(t.database.db, 10), 1);
    const created = (await checkout(t.app, u, 'online')).json().data as { orderId: number; order_id: string };
    const paid = (
      await t.app.inject(
        as(u.token, {
          method: 'POST',
          url: '/api/payments/sandbox/pay',
          payload: { order_id: created.order_id },
        }),
      )
    ).json();
    await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: { ...paid, userId: u.userId, paymentMethod: 'online' },
      }),
    );
    const orderId = created.orderId;
    const cancel = () =>
      t.app.inject(as(admin.token, { method: 'POST', url: `/api/order/${orderId}/cancel` }));
    expect((await cancel()).statusCode).toBe(200);
    // Cancelling again changes nothing: still one credit note.
    expect((await cancel()).statusCode).toBe(200);
    // The cancellation refunds the payment through the sandbox, without a credit note of its own.
    await (t.app.gateway as SandboxGateway).settled();
    const order = await orderOf(u.token, orderId);
    expect(order.paymentStatus).toBe('refunded');
    expect(order.creditNotes).toEqual([{ n: 1, number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/) }]);
    const [invoice, note] = await documentsOf(orderId);
    expect(note).toMatchObject({ kind: 'credit_note', total_paise: invoice!.total_paise });
    expect(note!.document.against).toEqual({
      number: invoice!.number,
      issuedAt: invoice!.document.issuedAt,
    });
    expect(note!.document.totals).toEqual(invoice!.document.totals);

    const res = await get(u.token, `/api/order/${orderId}/credit-notes/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${note!.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await textOf(res.rawPayload);
    for (const expected of ['CREDIT NOTE', note!.number, invoice!.number, formatRupees(invoice!.total_paise)])
      expect(text).toContain(expected);
    expect((await get(u.token, `/api/order/${orderId}/credit-notes/2`)).statusCode).toBe(404);
    expect((await get(admin.token, `/api/order/${orderId}/credit-notes/1`)).statusCode).toBe(200);

    // A cancelled COD order had its invoice too: it gets its credit note.
    const v = await signupAndLogin(t.app);
    const codId = await codOrder(v);
    await t.app.inject(as(admin.token, { method: 'POST', url: `/api/order/${codId}/cancel` }));
    expect((await orderOf(v.token, codId)).creditNotes).toHaveLength(1);
  });

  it('credits part of an invoice (some units of a line), and never more than the invoice over all its notes', async () => {
    const u = await signupAndLogin(t.app);
    const orderId = await codOrder(u);
    const [invoice] = await documentsOf(orderId);
    const line = invoice!.document.lines[0]!;
    expect(line.quantity).toBe(2);
    const first = await t.database.db.transaction((tx) =>
      issueCreditNote(tx, { invoiceId: invoice!.id, reason: 'Returned', lines: [{ line: 1, quantity: 1 }] }),
    );
    expect(first.n).toBe(1);
    const [, note] = await documentsOf(orderId);
    expect(note!.document.lines).toHaveLength(1);
    expect(note!.document.lines[0]).toMatchObject({ quantity: 1, amountPaise: line.unitPricePaise });
    expect(note!.total_paise).toBe(line.unitPricePaise);
    expect(note!.document.reason).toBe('Returned');
    await expect(
      t.database.db.transaction((tx) =>
        issueCreditNote(tx, { invoiceId: invoice!.id, reason: 'Again', lines: [{ line: 1, quantity: 3 }] }),
      ),
    ).rejects.toThrow('Line 1 has 2 units; cannot credit 3.');
    // The rest of the invoice fits; the whole invoice again would be more than was invoiced.
    await expect(
      t.database.db.transaction((tx) => issueCreditNote(tx, { invoiceId: invoice!.id, reason: 'Whole' })),
    ).rejects.toThrow('The credit notes would exceed the invoice total.');
    const numbersBefore = (await documentsOf(orderId)).map((d) => d.number);
    expect((await orderOf(u.token, orderId)).creditNotes.map((c) => c.n)).toEqual([1]);
    expect(numbersBefore).toHaveLength(2);
    const text = await textOf((await get(u.token, `/api/order/${orderId}/credit-notes/1`)).rawPayload);
    expect(text).toContain(formatRupees(line.unitPricePaise));
  });
});
