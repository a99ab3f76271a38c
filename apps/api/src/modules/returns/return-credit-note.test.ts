// A return's credit note names the returned lines (decisions 0170-0171), through the real routes, database and
// sandbox gateway: a return of 1 of 3 units of the discounted first line of a 2-line taxed order is credited as
// that line alone, 1 unit, at the value the return priced it (the largest-remainder unit, not the rounded-up
// discount share), its taxable value and IGST inside, the total exactly the refund; the PDF prints it; a second
// return of the rest credits the rest so the line's credits add up to the line; a cash order's manual refund does
// the same; and lines that do not fit the invoice fall back to a share of every line, still the refund's amount.
import { taxInside } from '@chamak/shared/gst';
import type { InvoiceDocument, InvoiceLine } from '@chamak/shared/invoices';
import { formatRupees } from '@chamak/shared/money';
import { OrderStatus } from '@chamak/shared/order-state';
import type { OrderReturn } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { promotions } from '../../db/schema/index.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';
import { creditRefund, issueCreditNote, unitsCanBeWorth } from '../invoices/service.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { unitsValue } from './service.ts';

let t: TestApp;
let admin: string;
let sandbox: SandboxGateway;
type Size = { product_id: number; pl_id: number };
let a: Size;
let b: Size;
const code = 'RETURNS10';
/** Prices chosen so the fixed discount leaves the first line's value not a multiple of its 3 units. */
const priceA = 33300;
const priceB = 20000;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  sandbox = t.app.gateway as SandboxGateway;
  const sizes = await rows<Size>(
    t.database.db,
    sql`select distinct on (p.id) p.id as product_id, pl.id as pl_id from product_litres pl
      join products p on p.id = pl.product_id order by p.id, pl.id limit 2`,
  );
  [a, b] = sizes as [Size, Size];
  for (const [size, price, rate] of [
    [a, priceA, 18],
    [b, priceB, 5],
  ] as const) {
    await t.database.db.execute(
      sql`update product_litres set discounted_price_paise = ${price}, remaining_qty = 1000 where id = ${size.pl_id}`,
    );
    await t.database.db.execute(
      sql`update products set hsn_code = '3402', gst_rate = ${rate} where id = ${size.product_id}`,
    );
  }
  await t.database.db
    .insert(promotions)
    .values({ name: 'Ten rupees off', code, action: 'fixed', amountPaise: 1000 });
});
afterAll(() => t?.close());

type Placed = { user: TestUser; id: number; items: { id: number; discount: number }[] };

/** A new shopper's order of 3 of `a` and 1 of `b` with the code, paid (online in the sandbox) and delivered. */
async function deliveredOrder(method: 'online' | 'cod'): Promise<Placed> {
  const user = await signupAndLogin(t.app);
  await addToCart(t.app, user, a, 3);
  await addToCart(t.app, user, b, 1);
  const placed = await checkout(t.app, user, method, { code } as never);
  expect(placed.statusCode).toBe(200);
  let id: number;
  if (method === 'cod') id = placed.json().orderId;
  else {
    const data = placed.json().data as { order_id: string; orderId: number };
    const paid = await t.app.inject(
      as(user.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.pay(data.order_id),
      }),
    );
    expect(paid.statusCode).toBe(200);
    id = data.orderId;
  }
  const delivered = await t.app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/order/${id}/shipment`,
      payload: { status: OrderStatus.Delivered },
    }),
  );
  expect(delivered.statusCode).toBe(200);
  if (method === 'cod') {
    const collected = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/admin/orders/${id}/cod-collected` }),
    );
    expect(collected.statusCode).toBe(200);
  }
  const items = await rows<{ id: number; discount: number }>(
    t.database.db,
    sql`select id, discount_paise as discount from order_items where order_id = ${id} order by id`,
  );
  return { user, id, items };
}

/** The shopper asks, the admin approves, receives and refunds: the refunded return. */
async function returned(
  o: Placed,
  items: { orderItemId: number; quantity: number }[],
  reference?: string,
): Promise<OrderReturn> {
  const form = multipart(fields({ items: JSON.stringify(items), reason: 'damaged', details: 'Cracked cap' }));
  const asked = await t.app.inject(
    as(o.user.token, {
      method: 'POST',
      url: `/api/order/${o.id}/returns`,
      payload: form.payload,
      headers: form.headers,
    }),
  );
  expect(asked.statusCode).toBe(201);
  const id = (asked.json().return as OrderReturn).id;
  const move = (step: string, payload: object) =>
    t.app.inject(as(admin, { method: 'POST', url: `/api/admin/returns/${id}/${step}`, payload }));
  expect((await move('approve', { pickup: 'manual' })).statusCode).toBe(200);
  const written = items.map((i) => ({ orderItemId: i.orderItemId, resellable: 0 }));
  expect((await move('receive', { items: written })).statusCode).toBe(200);
  const refunded = await move('refund', reference ? { reference } : {});
  expect(refunded.statusCode).toBe(200);
  await sandbox.settled();
  return refunded.json().return as OrderReturn;
}

type Doc = { id: number; total: number; document: InvoiceDocument };
const documentsOf = (orderId: number) =>
  rows<Doc>(
    t.database.db,
    sql`select id, total_paise as total, document from tax_documents where order_id = ${orderId} order by id`,
  );

const refundOf = async (refundId: number) =>
  (
    await rows<{
      amount: number;
      status: string;
      credit_note_id: number | null;
      credited_lines: unknown;
    }>(
      t.database.db,
      sql`select amount_paise as amount, status, credit_note_id, credited_lines from refunds where id = ${refundId}`,
    )
  )[0]!;

async function pdfText(user: TestUser, orderId: number, n: number): Promise<string> {
  const res = await t.app.inject(as(user.token, { url: `/api/order/${orderId}/credit-notes/${n}` }));
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/** The credit-note line of `units` units of an invoice line worth `amount`, as rule 53 wants it. */
function expectedLine(line: InvoiceLine, units: number, amount: number): InvoiceLine {
  const { taxablePaise, taxPaise } = taxInside(amount, line.ratePercent);
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: units,
    unit: 'NOS',
    unitPricePaise: line.unitPricePaise,
    discountPaise: line.unitPricePaise * units - amount,
    amountPaise: amount,
    taxablePaise,
    ratePercent: line.ratePercent,
    // Kerala from Maharashtra: IGST.
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: taxPaise,
  };
}

describe('the credit note of a return', () => {
  it('credits 1 of 3 units of the one line returned, at the value the return priced it, total = refund; then the rest', async () => {
    const o = await deliveredOrder('online');
    const [lineA, lineB] = o.items as [Placed['items'][0], Placed['items'][0]];
    // The discount on the first line is not a multiple of 3: its first unit carries an odd paisa, which the
    // rounded-up share of the discount (decision 0150) would not give.
    expect(lineA.discount % 3).not.toBe(0);
    const first = unitsValue({ price_paise: priceA, quantity: 3, discount_paise: lineA.discount }, 0, 1);
    expect(first).not.toBe(priceA - Math.ceil(lineA.discount / 3));

    const one = await returned(o, [{ orderItemId: lineA.id, quantity: 1 }]);
    expect(one.amount).toBe(first / 100);
    const refund = await refundOf(one.refund!.id);
    expect(refund).toMatchObject({ amount: first, status: 'processed' });
    expect(refund.credited_lines).toEqual([{ line: 1, quantity: 1, amountPaise: first }]);

    const [invoice, note] = (await documentsOf(o.id)) as [Doc, Doc];
    expect(refund.credit_note_id).toBe(note.id);
    const invoiceA = invoice.document.lines[0]!;
    expect(invoiceA).toMatchObject({ quantity: 3, unitPricePaise: priceA, discountPaise: lineA.discount });
    const credited = expectedLine(invoiceA, 1, first);
    expect(note.document.kind).toBe('credit_note');
    expect(note.document.lines).toEqual([credited]);
    expect(note.total).toBe(refund.amount);
    expect(note.document.totals).toEqual({
      taxablePaise: credited.taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: credited.igstPaise,
      totalPaise: first,
    });
    expect(credited.taxablePaise + credited.igstPaise).toBe(first);
    // Two halves at 9 %, each rounded to the paisa (decision 0302).
    expect(credited.igstPaise).toBe(2 * Math.round((first * 9) / 118));

    // The PDF prints that line, one row: 1 unit at its price, its discount, taxable value, IGST and amount.
    const text = await pdfText(o.user, o.id, 1);
    const row = [
      '3402 1 NOS',
      formatRupees(priceA),
      `-${formatRupees(credited.discountPaise!)}`,
      formatRupees(credited.taxablePaise),
      `18% ${formatRupees(credited.igstPaise)}`,
      formatRupees(first),
    ].join(' ');
    for (const expected of [
      'CREDIT NOTE',
      note.document.number,
      row,
      `Total credited ${formatRupees(first)}`,
    ])
      expect(text).toContain(expected);
    // A long description wraps inside its cell: compared without the spaces.
    const squash = (s: string) => s.replace(/\s+/g, '');
    expect(squash(text)).toContain(squash(invoiceA.description));
    expect(squash(text)).not.toContain(squash(invoice.document.lines[1]!.description));
    expect(text).not.toContain('(refund)');

    // The other 2 units and the second line: a second credit note of those two lines; the first line's credits
    // add up to the line exactly, the second line is credited as invoiced.
    const rest = await returned(o, [
      { orderItemId: lineA.id, quantity: 2 },
      { orderItemId: lineB.id, quantity: 1 },
    ]);
    const restRefund = await refundOf(rest.refund!.id);
    const [, , second] = (await documentsOf(o.id)) as [Doc, Doc, Doc];
    const two = unitsValue({ price_paise: priceA, quantity: 3, discount_paise: lineA.discount }, 1, 2);
    expect(second.document.lines).toEqual([expectedLine(invoiceA, 2, two), invoice.document.lines[1]]);
    expect(second.total).toBe(restRefund.amount);
    expect(first + two).toBe(invoiceA.amountPaise);
    expect(restRefund.amount).toBe(two + invoice.document.lines[1]!.amountPaise);
  });

  it('of a cash order refunded by hand names its lines too', async () => {
    const o = await deliveredOrder('cod');
    const [lineA] = o.items as [Placed['items'][0]];
    const r = await returned(o, [{ orderItemId: lineA.id, quantity: 2 }], 'UPI-REF-778812');
    const refund = await refundOf(r.refund!.id);
    const value = unitsValue({ price_paise: priceA, quantity: 3, discount_paise: lineA.discount }, 0, 2);
    expect(refund).toMatchObject({ amount: value, status: 'processed' });
    const [invoice, note] = (await documentsOf(o.id)) as [Doc, Doc];
    expect(note.document.lines).toEqual([expectedLine(invoice.document.lines[0]!, 2, value)]);
    expect(note.total).toBe(value);
    expect(await pdfText(o.user, o.id, 1)).toContain('2 NOS');
  });
});

describe('credited units and their value', () => {
  it('accepts only a value that many units of the line can have', () => {
    // 1001 paise over 3 units: 334, 334, 333.
    const line = { quantity: 3, amountPaise: 1001 } as InvoiceLine;
    expect([333, 334].map((v) => unitsCanBeWorth(line, 1, v))).toEqual([true, true]);
    expect([332, 335].map((v) => unitsCanBeWorth(line, 1, v))).toEqual([false, false]);
    expect([667, 668].map((v) => unitsCanBeWorth(line, 2, v))).toEqual([true, true]);
    expect([666, 669].map((v) => unitsCanBeWorth(line, 2, v))).toEqual([false, false]);
    expect([1000, 1001, 1002].map((v) => unitsCanBeWorth(line, 3, v))).toEqual([false, true, false]);
  });

  it('refuses a unit valued at what it cannot be worth, and a refund whose lines do not fit falls back to a share of every line', async () => {
    const o = await deliveredOrder('cod');
    const [invoice] = (await documentsOf(o.id)) as [Doc];
    const lineA = invoice.document.lines[0]!;
    const tooMuch = Math.floor(lineA.amountPaise / 3) + 2;
    await expect(
      t.database.db.transaction((tx) =>
        issueCreditNote(tx, {
          invoiceId: invoice.id,
          reason: 'Return',
          lines: [{ line: 1, quantity: 1, amountPaise: tooMuch }],
        }),
      ),
    ).rejects.toThrow(`1 of the 3 units of line 1 cannot be worth ${tooMuch} paise.`);
    // A line the invoice does not have: the refund's credit note is still issued, a share of every line.
    const note = await t.database.db.transaction((tx) =>
      creditRefund(tx, {
        orderId: o.id,
        amountPaise: 5000,
        reason: 'Refund',
        lines: [{ line: 9, quantity: 1, amountPaise: 5000 }],
      }),
    );
    const [, issued] = (await documentsOf(o.id)) as [Doc, Doc];
    expect(issued.id).toBe(note!.id);
    expect(issued.total).toBe(5000);
    expect(issued.document.lines.every((l) => l.description.endsWith('(refund, value only)'))).toBe(true);
    expect(issued.document.lines.every((l) => l.quantity === 0)).toBe(true);
  });
});
