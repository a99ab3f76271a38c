// The GST report for GSTR-1 through the real routes on a real database. Documents are issued by the invoices
// module itself (issueInvoice, issueCreditNote) at chosen instants in 2025, for orders of the demo shop
// (seller in Maharashtra, 27); orders placed through the checkout get their invoice now, in this month.
// Worked example, October 2025 (prices include GST; the seller's state is Maharashtra):
//   A 1 Oct 00:00 IST, Maharashtra: 2 x Floor Cleaner ₹118 at 18 % (taxable 20000, CGST 1800 + SGST 1800) and
//     delivery ₹99 at 18 % under SAC 996812 (taxable 8390, 755 + 755)
//   B 15 Oct, Kerala: Floor Cleaner ₹118 at 18 % (10000, IGST 1800), Mosquito Repellent ₹112 at 12 % (10000, IGST 1200)
//   C 31 Oct 23:59:59.999 IST, Karnataka: Glass Cleaner ₹59 at 18 % (5000, IGST 900)
//   credit notes in October: all of E (a September invoice: Dish Wash ₹105 at 5 %, 10000, 250 + 250) and B's
//     Floor Cleaner; D (1 Nov 00:00 IST) and E (30 Sep 23:59:59.999 IST) are not October's invoices.
import { type GstReport, indiaMonth } from '@chamak/shared/gst-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { type InvoiceOrder, type InvoiceOrderLine, issueCreditNote, issueInvoice } from './service.ts';

let t: TestApp;
let admin: string;
let shopper: TestUser;

/** An instant given in India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

const floor = (quantity: number, intra: boolean): InvoiceOrderLine => ({
  description: 'Floor Cleaner 1 L',
  hsnCode: '3402',
  quantity,
  unitPricePaise: 11800,
  ratePercent: 18,
  taxablePaise: 10000 * quantity,
  ...(intra
    ? { cgstPaise: 900 * quantity, sgstPaise: 900 * quantity, igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: 1800 * quantity }),
});
const inter = (description: string, hsnCode: string, unitPricePaise: number, ratePercent: number) => ({
  description,
  hsnCode,
  quantity: 1,
  unitPricePaise,
  ratePercent,
  taxablePaise: Math.round((unitPricePaise * 100) / (100 + ratePercent)),
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: unitPricePaise - Math.round((unitPricePaise * 100) / (100 + ratePercent)),
});

/** An invoice order for `orderId` delivered to `state`; its totals are its lines' and fees' sums. */
function invoiceOrder(
  orderId: number,
  state: string,
  lines: InvoiceOrderLine[],
  totals: InvoiceOrder['totals'],
  fees: InvoiceOrder['fees'] = [],
): InvoiceOrder {
  return {
    orderId,
    buyer: { name: 'Kavya Nair', address: ['12 Lake Road'], state },
    placeOfSupply: state,
    paymentMethod: 'cod',
    lines,
    fees,
    feeRatePercent: 18,
    totals,
  };
}

/** Copies of a placed order's row (no invoice of their own): the orders the dated documents are issued for. */
async function orderRows(from: number, count: number): Promise<number[]> {
  const made = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code)
      select user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise, cod_fee_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code
      from orders, generate_series(1, ${count}) where id = ${from} returning id`,
  );
  return made.map((r) => r.id).sort((a, b) => a - b);
}

const issued = { invoices: {} as Record<string, string>, creditNotes: {} as Record<string, string> };

const placeOrder = async (address: object = {}) => {
  const size = await sizeInStock(t.database.db, 5);
  await addToCart(t.app, shopper, size, 1);
  const res = await checkout(t.app, shopper, 'cod', address);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderId: number }).orderId;
};

const report = async (month: string, token = admin) => {
  const res = await t.app.inject(as(token, { method: 'GET', url: `/api/admin/reports/gst?month=${month}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GstReport;
};

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  shopper = await signupAndLogin(t.app);
  const [a, b, c, d, e] = await orderRows(await placeOrder(), 5);
  const db = t.database.db;
  const invoice = async (name: string, order: InvoiceOrder, at: Date) => {
    const doc = await db.transaction((tx) => issueInvoice(tx, order, at));
    issued.invoices[name] = doc!.number;
    return doc!.id;
  };
  // In the order they were issued, so the numbers follow the dates.
  const invoiceE = await invoice(
    'E',
    invoiceOrder(
      e!,
      'Maharashtra',
      [{ ...floor(1, true), description: 'Dish Wash 1 L', unitPricePaise: 10500, ratePercent: 5 }].map(
        (l) => ({
          ...l,
          taxablePaise: 10000,
          cgstPaise: 250,
          sgstPaise: 250,
        }),
      ),
      { taxablePaise: 10000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0, totalPaise: 10500 },
    ),
    ist('2025-09-30T23:59:59.999'),
  );
  await invoice(
    'A',
    invoiceOrder(
      a!,
      'Maharashtra',
      [floor(2, true)],
      { taxablePaise: 28390, cgstPaise: 2555, sgstPaise: 2555, igstPaise: 0, totalPaise: 33500 },
      [{ description: 'Delivery charges', amountPaise: 9900 }],
    ),
    ist('2025-10-01T00:00:00'),
  );
  const credit = async (name: string, invoiceId: number, at: Date, lines?: { line: number }[]) => {
    const doc = await db.transaction((tx) =>
      issueCreditNote(tx, { invoiceId, reason: 'Order cancelled', ...(lines && { lines }) }, at),
    );
    issued.creditNotes[name] = doc.number;
  };
  await credit('E', invoiceE, ist('2025-10-05T10:00:00'));
  const invoiceB = await invoice(
    'B',
    invoiceOrder(b!, 'Kerala', [floor(1, false), inter('Mosquito Repellent 500 ml', '3808', 11200, 12)], {
      taxablePaise: 20000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3000,
      totalPaise: 23000,
    }),
    ist('2025-10-15T12:00:00'),
  );
  await credit('B', invoiceB, ist('2025-10-20T12:00:00'), [{ line: 1 }]);
  await invoice(
    'C',
    invoiceOrder(c!, 'Karnataka', [inter('Glass Cleaner 500 ml', '3402', 5900, 18)], {
      taxablePaise: 5000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 900,
      totalPaise: 5900,
    }),
    ist('2025-10-31T23:59:59.999'),
  );
  // A product name a spreadsheet would run as a formula: the CSV must defuse it.
  await invoice(
    'D',
    invoiceOrder(d!, 'Kerala', [inter("=cmd|' /C calc'!A0", '3402', 11800, 18)], {
      taxablePaise: 10000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
      totalPaise: 11800,
    }),
    ist('2025-11-01T00:00:00'),
  );
});
afterAll(() => t?.close());

describe('GET /api/admin/reports/gst', () => {
  it('sums October 2025 by place of supply and rate, credit notes netted (a September invoice credited in October too)', async () => {
    const october = await report('2025-10');
    expect(october.from).toBe('2025-09-30T18:30:00.000Z');
    expect(october.to).toBe('2025-10-31T18:30:00.000Z');
    const amounts = (taxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number) => ({
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
    });
    expect(october.b2c).toEqual([
      {
        state: 'Maharashtra',
        stateCode: '27',
        intraState: true,
        ratePercent: 5,
        ...amounts(-10000, -250, -250, 0),
      },
      {
        state: 'Maharashtra',
        stateCode: '27',
        intraState: true,
        ratePercent: 18,
        ...amounts(28390, 2555, 2555, 0),
      },
      {
        state: 'Karnataka',
        stateCode: '29',
        intraState: false,
        ratePercent: 18,
        ...amounts(5000, 0, 0, 900),
      },
      { state: 'Kerala', stateCode: '32', intraState: false, ratePercent: 12, ...amounts(10000, 0, 0, 1200) },
      { state: 'Kerala', stateCode: '32', intraState: false, ratePercent: 18, ...amounts(0, 0, 0, 0) },
    ]);
  });

  it('summarises October 2025 by HSN and rate (B2C, 4 digits): quantities and values net of credit notes, fees under their SAC', async () => {
    const { hsnB2c: hsn, hsnB2b } = await report('2025-10');
    expect(hsnB2b).toEqual([]);
    const row = (code: string, rate: number, description: string, uqc: string, quantity: number) => ({
      hsn: code,
      ratePercent: rate,
      description,
      uqc,
      quantity,
    });
    expect(hsn).toEqual([
      {
        ...row('3402', 5, 'Dish Wash 1 L', 'NOS', -1),
        taxablePaise: -10000,
        cgstPaise: -250,
        sgstPaise: -250,
        igstPaise: 0,
        totalPaise: -10500,
      },
      {
        // Floor Cleaner 2 + 1 - 1 credited, Glass Cleaner 1: two names, so the code describes the row.
        ...row('3402', 18, 'HSN 3402', 'NOS', 3),
        taxablePaise: 25000,
        cgstPaise: 1800,
        sgstPaise: 1800,
        igstPaise: 900,
        totalPaise: 29500,
      },
      {
        ...row('3808', 12, 'Mosquito Repellent 500 ml', 'NOS', 1),
        taxablePaise: 10000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 1200,
        totalPaise: 11200,
      },
      {
        ...row('9968', 18, 'Delivery charges', 'OTH', 1),
        taxablePaise: 8390,
        cgstPaise: 755,
        sgstPaise: 755,
        igstPaise: 0,
        totalPaise: 9900,
      },
    ]);
  });

  it("totals October 2025's invoices, credit notes and the net, and lists the documents issued (GSTR-1 table 13)", async () => {
    const october = await report('2025-10');
    expect(october.totals).toEqual({
      invoices: { taxablePaise: 53390, cgstPaise: 2555, sgstPaise: 2555, igstPaise: 3900, totalPaise: 62400 },
      creditNotes: {
        taxablePaise: 20000,
        cgstPaise: 250,
        sgstPaise: 250,
        igstPaise: 1800,
        totalPaise: 22300,
      },
      net: { taxablePaise: 33390, cgstPaise: 2305, sgstPaise: 2305, igstPaise: 2100, totalPaise: 40100 },
    });
    expect(october.documents).toEqual([
      {
        kind: 'invoice',
        nature: 'Invoices for outward supply',
        first: issued.invoices.A,
        last: issued.invoices.C,
        count: 3,
      },
      {
        kind: 'credit_note',
        nature: 'Credit note',
        first: issued.creditNotes.E,
        last: issued.creditNotes.B,
        count: 2,
      },
    ]);
    expect(issued.invoices.A).toMatch(/^[A-Z0-9]{1,3}\/25-26\/\d{6}$/);
  });

  it('draws the month in India time: 30 Sep 23:59:59.999 IST is September, 1 Nov 00:00 IST is November', async () => {
    const september = await report('2025-09');
    expect(september.documents.map((d) => [d.first, d.last, d.count])).toEqual([
      [issued.invoices.E, issued.invoices.E, 1],
      [null, null, 0],
    ]);
    expect(september.totals.net.totalPaise).toBe(10500);
    const november = await report('2025-11');
    expect(november.documents[0]).toMatchObject({
      first: issued.invoices.D,
      last: issued.invoices.D,
      count: 1,
    });
    expect(november.b2c).toEqual([
      {
        state: 'Kerala',
        stateCode: '32',
        intraState: false,
        ratePercent: 18,
        taxablePaise: 10000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 1800,
      },
    ]);
  });

  it('answers an empty report for a month without documents', async () => {
    const empty = await report('2025-12');
    expect(empty.b2c).toEqual([]);
    expect(empty.hsnB2c).toEqual([]);
    expect(empty.hsnB2b).toEqual([]);
    expect(empty.totals.net).toEqual({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    });
    expect(empty.documents.map((d) => [d.first, d.last, d.count])).toEqual([
      [null, null, 0],
      [null, null, 0],
    ]);
  });

  it("reports this month's orders placed through the checkout with their invoices, within and between states", async () => {
    const before = await report(indiaMonth(new Date()));
    const within = await placeOrder({ city: 'Pune', state: 'Maharashtra', postalCode: '411001' });
    const between = await placeOrder({ city: 'Kochi', state: 'Kerala', postalCode: '682001' });
    const placed = await rows<{
      number: string;
      taxable: number;
      cgst: number;
      sgst: number;
      igst: number;
      total: number;
    }>(
      t.database.db,
      sql`select d.number, o.taxable_paise as taxable, o.cgst_paise as cgst, o.sgst_paise as sgst,
          o.igst_paise as igst, o.total_paise as total
        from tax_documents d join orders o on o.id = d.order_id
        where d.order_id in (${within}, ${between}) and d.kind = 'invoice' order by d.sequence`,
    );
    expect(placed).toHaveLength(2);
    const after = await report(indiaMonth(new Date()));
    expect(after.documents[0]!.last).toBe(placed[1]!.number);
    expect(after.documents[0]!.count).toBe(before.documents[0]!.count + 2);
    const added = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
      after.totals.net[key] - before.totals.net[key];
    expect([
      added('taxablePaise'),
      added('cgstPaise'),
      added('sgstPaise'),
      added('igstPaise'),
      added('totalPaise'),
    ]).toEqual([
      placed[0]!.taxable + placed[1]!.taxable,
      placed[0]!.cgst + placed[1]!.cgst,
      placed[0]!.sgst + placed[1]!.sgst,
      placed[0]!.igst + placed[1]!.igst,
      placed[0]!.total + placed[1]!.total,
    ]);
    expect(placed[0]!.cgst).toBeGreaterThan(0);
    expect(placed[1]!.igst).toBeGreaterThan(0);
    const kerala18 = (r: GstReport) =>
      r.b2c.find((row) => row.stateCode === '32' && row.ratePercent === 18)?.igstPaise ?? 0;
    expect(kerala18(after) - kerala18(before)).toBe(placed[1]!.igst);
  });

  it('refuses a month that is not YYYY-MM, naming the month', async () => {
    for (const month of ['2025-13', '2025-1', 'october', '2025-10-01', '']) {
      const res = await t.app.inject(
        as(admin, { method: 'GET', url: `/api/admin/reports/gst?month=${encodeURIComponent(month)}` }),
      );
      expect(res.statusCode, month).toBe(400);
      expect(res.json()).toEqual({
        message: 'month must be a month as YYYY-MM, e.g. 2026-11',
        code: 'VALIDATION_FAILED',
      });
    }
    const missing = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/reports/gst' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'month must be a month as YYYY-MM, e.g. 2026-11',
      code: 'VALIDATION_FAILED',
    });
  });

  it('is for admins only: 401 without a token, 403 for a customer (the CSV and the JSON file too)', async () => {
    for (const url of [
      '/api/admin/reports/gst?month=2025-10',
      '/api/admin/reports/gst.csv?month=2025-10',
      '/api/admin/reports/gstr1.json?month=2025-10',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject(as(shopper.token, { method: 'GET', url }))).statusCode, url).toBe(403);
    }
  });
});

describe('a refund of money alone (decision 0303)', () => {
  type Line = {
    description: string;
    hsn: string;
    quantity: number;
    unitPricePaise: number;
    amountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
  };
  const documentsOf = (orderId: number) =>
    rows<{ kind: string; document: { lines: Line[]; totals: { cgstPaise: number; sgstPaise: number } } }>(
      t.database.db,
      sql`select kind, document from tax_documents where order_id = ${orderId} order by id`,
    );
  const hsnRow = (r: GstReport, line: Line) =>
    r.hsnB2c.find((row) => row.hsn === line.hsn.slice(0, 4) && row.uqc === 'NOS') ?? {
      quantity: 0,
      taxablePaise: 0,
    };

  it('a ₹50 goodwill refund credits value only: the HSN quantity stays, its value is netted, CGST equals SGST', async () => {
    const month = indiaMonth(new Date());
    const before = await report(month);
    await addToCart(t.app, shopper, await sizeInStock(t.database.db, 5), 2);
    const placed = await checkout(t.app, shopper, 'cod', {
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { orderId: number }).orderId;
    await t.database.db.execute(
      sql`update orders set status = 7, payment_status = 'cod_collected' where id = ${orderId}`,
    );
    const refunded = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        payload: { amount: 50, reason: 'Goodwill', reference: 'UPI 8080 9090' },
      }),
    );
    expect(refunded.statusCode, refunded.body).toBe(201);

    const [invoice, note] = await documentsOf(orderId);
    expect(note!.kind).toBe('credit_note');
    const goods = invoice!.document.lines[0]!;
    expect(goods.quantity).toBe(2);
    // The credit note's lines: no units, no unit price; each line's halves equal, and so its totals.
    const credited = note!.document.lines.find((l) => l.hsn === goods.hsn)!;
    expect(credited).toMatchObject({ description: `${goods.description} (refund, value only)`, quantity: 0 });
    expect(note!.document.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(5000);
    for (const l of [...invoice!.document.lines, ...note!.document.lines])
      expect(l.cgstPaise).toBe(l.sgstPaise);
    expect(note!.document.totals.cgstPaise).toBe(note!.document.totals.sgstPaise);

    // GSTR-1's HSN summary: the two units sold stay two; the value is the invoice's less the credit's.
    const after = await report(month);
    expect(hsnRow(after, goods).quantity - hsnRow(before, goods).quantity).toBe(2);
    expect(hsnRow(after, goods).taxablePaise - hsnRow(before, goods).taxablePaise).toBe(
      goods.taxablePaise - credited.taxablePaise,
    );
    for (const row of after.hsnB2c) expect(row.cgstPaise).toBe(row.sgstPaise);
    for (const row of after.b2c) expect(row.cgstPaise).toBe(row.sgstPaise);
    expect(after.totals.net.cgstPaise).toBe(after.totals.net.sgstPaise);
  });

  it('a credit note issued before value-only lines (one unit "(refund)" at its value) counts no units either', async () => {
    const [orderId] = await orderRows(await placeOrder(), 1);
    const db = t.database.db;
    const invoice = await db.transaction((tx) =>
      issueInvoice(
        tx,
        invoiceOrder(orderId!, 'Kerala', [floor(2, false)], {
          taxablePaise: 20000,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 3600,
          totalPaise: 23600,
        }),
        ist('2025-12-10T12:00:00'),
      ),
    );
    const note = await db.transaction((tx) =>
      issueCreditNote(
        tx,
        { invoiceId: invoice!.id, reason: 'Refund: goodwill', amountPaise: 5000 },
        ist('2025-12-12T12:00:00'),
      ),
    );
    // As such a credit note was stored: the line's share as one unit priced at its value.
    await db.execute(sql`update tax_documents set document = jsonb_set(document, '{lines,0}',
        (document->'lines'->0) || jsonb_build_object('quantity', 1, 'unitPricePaise', 5000,
          'description', 'Floor Cleaner 1 L (refund)'))
      where id = ${note.id}`);
    const december = await report('2025-12');
    expect(december.hsnB2c).toEqual([
      expect.objectContaining({ hsn: '3402', uqc: 'NOS', quantity: 2, taxablePaise: 20000 - 4238 }),
    ]);
  });
});

describe('GET /api/admin/reports/gst.csv', () => {
  const csv = async (month: string) => {
    const res = await t.app.inject(
      as(admin, { method: 'GET', url: `/api/admin/reports/gst.csv?month=${month}` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('is one CSV file with every GSTR-1 table and the totals, amounts in rupees', async () => {
    const res = await csv('2025-10');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="chamak-gst-2025-10.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"GSTR-1","2025-10"');
    const after = (heading: string, count: number) => {
      const at = lines.findIndex((l) => l.startsWith(`"${heading}`));
      expect(at, heading).toBeGreaterThan(0);
      return lines.slice(at + 1, at + 1 + count);
    };
    expect(after('B2C small (7)', 6)).toEqual([
      '"Type","Place Of Supply","Supply Type","Rate","Taxable Value","Integrated Tax","Central Tax","State/UT Tax","Cess Amount"',
      '"OE","27-Maharashtra","Intra-state","5","-100.00","0.00","-2.50","-2.50","0.00"',
      '"OE","27-Maharashtra","Intra-state","18","283.90","0.00","25.55","25.55","0.00"',
      '"OE","29-Karnataka","Inter-state","18","50.00","9.00","0.00","0.00","0.00"',
      '"OE","32-Kerala","Inter-state","12","100.00","12.00","0.00","0.00","0.00"',
      '"OE","32-Kerala","Inter-state","18","0.00","0.00","0.00","0.00","0.00"',
    ]);
    expect(after('HSN summary, B2C (12)', 3)).toEqual([
      '"HSN","Description","UQC","Total Quantity","Total Value","Rate","Taxable Value","Integrated Tax","Central Tax","State/UT Tax","Cess Amount"',
      '"3402","Dish Wash 1 L","NOS","-1","-105.00","5","-100.00","0.00","-2.50","-2.50","0.00"',
      '"3402","HSN 3402","NOS","3","295.00","18","250.00","9.00","18.00","18.00","0.00"',
    ]);
    expect(after('HSN summary, B2B (12)', 2)).toEqual([expect.stringMatching(/^"HSN",/), '']);
    expect(after('Totals', 4)).toEqual([
      '"","Taxable Value","Integrated Tax","Central Tax","State/UT Tax","Total Value"',
      '"Invoices","533.90","39.00","25.55","25.55","624.00"',
      '"Credit notes","200.00","18.00","2.50","2.50","223.00"',
      '"Net","333.90","21.00","23.05","23.05","401.00"',
    ]);
    expect(after('Documents issued (13)', 3)).toEqual([
      '"Nature of Document","Sr. No. From","Sr. No. To","Total Number","Cancelled","Net issued"',
      `"Invoices for outward supply","${issued.invoices.A}","${issued.invoices.C}","3","0","3"`,
      `"Credit note","${issued.creditNotes.E}","${issued.creditNotes.B}","2","0","2"`,
    ]);
  });

  it('writes one table on its own when asked, named in the file name', async () => {
    const res = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/reports/gst.csv?month=2025-10&table=docs' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="chamak-gst-2025-10-docs.csv"');
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      '"Nature of Document","Sr. No. From","Sr. No. To","Total Number","Cancelled","Net issued"',
      `"Invoices for outward supply","${issued.invoices.A}","${issued.invoices.C}","3","0","3"`,
      `"Credit note","${issued.creditNotes.E}","${issued.creditNotes.B}","2","0","2"`,
      '',
    ]);
    const bad = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/reports/gst.csv?month=2025-10&table=exports' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'table must be one of b2b, b2cl, b2cs, cdnr, cdnur, hsn-b2b, hsn-b2c, docs',
      code: 'VALIDATION_FAILED',
    });
  });

  it('defuses a product name that a spreadsheet would run as a formula', async () => {
    const res = await csv('2025-11');
    expect(res.body).toContain(`"3402","'=cmd|' /C calc'!A0","NOS","1","118.00","18","100.00"`);
    expect(res.body).not.toContain('"=cmd');
  });

  it('refuses a bad month with the same message as the report', async () => {
    const res = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/reports/gst.csv?month=2025-00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'month must be a month as YYYY-MM, e.g. 2026-11',
      code: 'VALIDATION_FAILED',
    });
  });
});
