// E-way bills through the real routes on a real database. The demo seller is in Maharashtra (GSTIN
// 27AAJCC4821K1ZH, registered address PIN 411026, the pickup PIN 411026). Invoices are issued by the invoices
// module itself (issueInvoice) for copies of an order placed through the checkout (Kochi, Kerala, 682001), with
// chosen lines: exactly ₹50,000.00 and ₹50,000.01 between states, around a ₹1,00,000 intra-state setting, a B2B
// buyer with a GSTIN and a ship-to address, and a delivery fee (SAC 996812) that counts in the consignment value.
import type { EwayBillFlags, EwayBillJson, EwayBillView } from '@chamak/shared/eway-bill';
import { consignmentValuePaise } from '@chamak/shared/eway-bill';
import { taxedAmount } from '@chamak/shared/gst';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { type InvoiceOrder, type InvoiceOrderLine, issueInvoice } from '../invoices/service.ts';
import { portalSchema, schemaProblems } from './schema-check.ts';

let t: TestApp;
let admin: string;
let shopper: TestUser;
const ids: Record<string, number> = {};

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

// ---- Orders and their invoices ----

/** One line of `amountPaise` (tax included) at 18 %, HSN 3402. */
function line(amountPaise: number, intra: boolean, quantity = 1): InvoiceOrderLine {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = taxedAmount(amountPaise, 18, intra);
  return {
    description: 'Floor Cleaner 5 L (case)',
    hsnCode: '3402',
    quantity,
    unitPricePaise: amountPaise / quantity,
    ratePercent: 18,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
  };
}

function invoiceOrder(
  orderId: number,
  state: string,
  lines: InvoiceOrderLine[],
  extra: Partial<InvoiceOrder> = {},
): InvoiceOrder {
  const fees = extra.fees ?? [];
  const intra = state === 'Maharashtra';
  const feeTax = fees.map((f) => taxedAmount(f.amountPaise, 18, intra));
  const add = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    lines.reduce((s, l) => s + l[k], 0) + feeTax.reduce((s, f) => s + f[k], 0);
  return {
    orderId,
    buyer: { name: 'Kavya Nair', address: ['12 Lake Road', 'Kochi'], state },
    placeOfSupply: state,
    paymentMethod: 'online',
    lines,
    fees,
    feeRatePercent: 18,
    totals: {
      taxablePaise: add('taxablePaise'),
      cgstPaise: add('cgstPaise'),
      sgstPaise: add('sgstPaise'),
      igstPaise: add('igstPaise'),
      totalPaise:
        lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0) +
        fees.reduce((s, f) => s + f.amountPaise, 0),
    },
    ...extra,
  };
}

/** Copies of a placed order's row, without invoices of their own. */
async function orderRows(from: number, count: number, postalCode?: string): Promise<number[]> {
  const made = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code)
      select user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise, cod_fee_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state,
        coalesce(${postalCode ?? null}, postal_code)
      from orders, generate_series(1, ${count}) where id = ${from} returning id`,
  );
  return made.map((r) => r.id).sort((a, b) => a - b);
}

const issue = (order: InvoiceOrder) => t.database.db.transaction((tx) => issueInvoice(tx, order));

const get = (url: string, token = admin) => t.app.inject(as(token, { method: 'GET', url }));
const put = (url: string, payload: object, token = admin) =>
  t.app.inject(as(token, { method: 'PUT', url, payload }));
const view = async (id: number) => {
  const res = await get(`/api/admin/orders/${id}/eway-bill`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EwayBillView;
};
const transport = {
  transporterName: 'Safe Roads Logistics',
  transporterId: '27AAPFU0939F1ZV',
  mode: 'road',
  vehicleNo: 'mh 12 ab 1234',
  distanceKm: 1180,
};

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  shopper = await signupAndLogin(t.app);
  const size = await sizeInStock(t.database.db, 5);
  await addToCart(t.app, shopper, size, 1);
  const placed = await checkout(t.app, shopper, 'cod');
  expect(placed.statusCode, placed.body).toBe(200);
  const base = (placed.json() as { orderId: number }).orderId;
  ids.placed = base;
  const [interAt, interAbove, b2b, cancelled, noInvoice] = await orderRows(base, 5);
  // Within Maharashtra: delivered in Pune (411001), and one in Mumbai (400001).
  const [intraBelow, intraAt, intraAbove] = await orderRows(base, 3, '411001');
  const [mumbai] = await orderRows(base, 1, '400001');
  Object.assign(ids, {
    interAt,
    interAbove,
    intraBelow,
    intraAt,
    intraAbove,
    b2b,
    cancelled,
    noInvoice,
    mumbai,
  });
  // The shop's own intra-state limit: ₹1,00,000 (as some states set it), through the admin's settings.
  const saved = await put('/api/admin/settings', {
    gst: { hsnDigits: 4, einvoicing: false, ewayBillIntraStateThresholdPaise: 100_000_00 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Between states: exactly ₹50,000.00 (not "exceeding") and a paisa more, made of goods and a delivery fee.
  await issue(
    invoiceOrder(interAt!, 'Kerala', [line(49_900_00, false, 2)], {
      fees: [{ description: 'Delivery', amountPaise: 100_00 }],
    }),
  );
  await issue(
    invoiceOrder(interAbove!, 'Kerala', [line(49_900_01, false)], {
      fees: [{ description: 'Delivery', amountPaise: 100_00 }],
    }),
  );
  // Within Maharashtra: ₹99,999.99, ₹1,00,000.00 and ₹1,00,000.01 against the ₹1,00,000 setting.
  await issue(invoiceOrder(intraBelow!, 'Maharashtra', [line(99_999_99, true)]));
  await issue(invoiceOrder(intraAt!, 'Maharashtra', [line(100_000_00, true)]));
  await issue(invoiceOrder(intraAbove!, 'Maharashtra', [line(100_000_01, true)]));
  await issue(invoiceOrder(mumbai!, 'Maharashtra', [line(30_000_00, true)]));
  // A business buyer in Karnataka with its GSTIN, the goods shipped to its Mysuru warehouse.
  await issue(
    invoiceOrder(
      b2b!,
      'Karnataka',
      [
        line(45_000_00, false, 3),
        { ...line(11_800_00, false, 4), description: 'Glass Cleaner 5 L', hsnCode: '3405' },
      ],
      {
        buyer: {
          name: 'Bengaluru Facility Services Pvt Ltd',
          address: ['44 Residency Road', 'Bengaluru'],
          state: 'Karnataka',
          gstin: '29AABCB1234C1ZX',
          pinCode: '560025',
        },
        shipTo: {
          name: 'BFS Warehouse',
          address: ['Plot 9, Hebbal Industrial Area', 'Mysuru'],
          state: 'Karnataka',
          pinCode: '570016',
        },
        fees: [{ description: 'Delivery', amountPaise: 250_00 }],
      },
    ),
  );
  await issue(invoiceOrder(cancelled!, 'Kerala', [line(80_000_00, false)]));
  await t.database.db.execute(sql`update orders set cancelled_at = now() where id = ${cancelled!}`);
}, 120_000);

afterAll(() => t?.close());

describe('the e-way bill flag', () => {
  it('flags an inter-state consignment above ₹50,000 (tax and the delivery fee included) and not one of exactly ₹50,000', async () => {
    const at = await view(ids.interAt!);
    expect(at).toMatchObject({
      interState: true,
      consignmentValuePaise: 50_000_00,
      thresholdPaise: 50_000_00,
      required: false,
    });
    const above = await view(ids.interAbove!);
    expect(above).toMatchObject({ interState: true, consignmentValuePaise: 50_000_01, required: true });
  });

  it("holds an intra-state consignment to the shop's own threshold, not to ₹50,000", async () => {
    expect(await view(ids.intraBelow!)).toMatchObject({
      interState: false,
      thresholdPaise: 100_000_00,
      required: false,
    });
    expect((await view(ids.intraAt!)).required).toBe(false);
    expect(await view(ids.intraAbove!)).toMatchObject({ consignmentValuePaise: 100_000_01, required: true });
  });

  it('counts the value as rule 138 does: tax included, exempt goods left out', () => {
    const doc = {
      lines: [
        { ...line(60_000_00, false), hsn: '3402', amountPaise: 60_000_00 },
        { ...line(10_000_00, false), hsn: '1006', ratePercent: 0, amountPaise: 10_000_00 },
      ],
    } as unknown as InvoiceDocument;
    expect(consignmentValuePaise(doc)).toBe(60_000_00);
  });

  it('flags the orders of a list page, and never a cancelled order or one without an invoice', async () => {
    const list = [ids.interAt, ids.interAbove, ids.intraAbove, ids.cancelled, ids.noInvoice].join(',');
    const res = await get(`/api/admin/eway-bills?orders=${list}`);
    expect(res.statusCode, res.body).toBe(200);
    const flags = (res.json() as EwayBillFlags).flags;
    expect(Object.fromEntries(flags.map((f) => [f.orderId, f.required]))).toEqual({
      [ids.interAt!]: false,
      [ids.interAbove!]: true,
      [ids.intraAbove!]: true,
      [ids.cancelled!]: false,
      [ids.noInvoice!]: false,
    });
    expect((await view(ids.noInvoice!)).invoice).toBeNull();
  });
});

describe('the transport details and the number', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    const url = `/api/admin/orders/${ids.interAbove}/eway-bill/transport`;
    const cases: [object, string][] = [
      [{ ...transport, distanceKm: 0 }, 'Distance must be a whole number of km from 1 to 4000'],
      [{ ...transport, distanceKm: 4001 }, 'Distance must be a whole number of km from 1 to 4000'],
      [
        { ...transport, transporterId: '27AAPFU0939F1Z' },
        'Transporter ID must be a 15-character GSTIN or TRANSIN',
      ],
      [{ ...transport, vehicleNo: 'MH12-ABCD' }, 'Vehicle number must be like MH12AB1234'],
      [
        { ...transport, vehicleNo: '', transporterId: '' },
        'By road, give the vehicle number or the transporter ID',
      ],
      [{ ...transport, mode: 'rail' }, 'By rail, air or ship, give the transport document number and date'],
    ];
    for (const [body, message] of cases) {
      const res = await put(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const numberUrl = `/api/admin/orders/${ids.interAbove}/eway-bill/number`;
    for (const number of ['12345678901', '1234567890123', '12345678901A']) {
      const res = await put(numberUrl, { number, date: '2026-11-30', validUntil: '2026-12-06' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('E-way bill number must be 12 digits');
    }
    const backwards = await put(numberUrl, {
      number: '331012345678',
      date: '2026-11-30',
      validUntil: '2026-11-29',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('Valid until cannot be before the e-way bill date');
  });

  it('takes the number only after the transport details, then shows both', async () => {
    const id = ids.interAbove!;
    const early = await put(`/api/admin/orders/${id}/eway-bill/number`, {
      number: '331012345678',
      date: '2026-11-30',
      validUntil: '2026-12-06',
    });
    expect(early.statusCode).toBe(422);
    const saved = await put(`/api/admin/orders/${id}/eway-bill/transport`, transport);
    expect(saved.statusCode, saved.body).toBe(200);
    const numbered = await put(`/api/admin/orders/${id}/eway-bill/number`, {
      number: '3310 1234 5678',
      date: '2026-11-30',
      validUntil: '2026-12-06',
    });
    expect(numbered.statusCode, numbered.body).toBe(200);
    const v = await view(id);
    expect(v).toMatchObject({
      number: '331012345678',
      date: '2026-11-30',
      validUntil: '2026-12-06',
      fromPin: '411026',
      toPin: '682001',
      transport: {
        vehicleNo: 'MH12AB1234',
        transporterId: '27AAPFU0939F1ZV',
        distanceKm: 1180,
        mode: 'road',
      },
      missing: [],
    });
    const flags = (await get(`/api/admin/eway-bills?orders=${id}`)).json() as EwayBillFlags;
    expect(flags.flags[0]).toMatchObject({ required: true, number: '331012345678' });
    // The same number on another order is refused.
    await put(`/api/admin/orders/${ids.intraAbove}/eway-bill/transport`, { ...transport, distanceKm: 12 });
    const again = await put(`/api/admin/orders/${ids.intraAbove}/eway-bill/number`, {
      number: '331012345678',
      date: '2026-11-30',
      validUntil: '2026-12-01',
    });
    expect(again.statusCode).toBe(409);
  });

  it('prefills the distance from an earlier e-way bill between the same two PIN codes', async () => {
    // interAt goes to the same PIN (682001) from the same pickup PIN as interAbove, saved above.
    expect((await view(ids.interAt!)).knownDistanceKm).toBe(1180);
    // intraBelow goes to Pune (411001), where intraAbove's 12 km were saved; nothing is known for Mumbai.
    expect((await view(ids.intraBelow!)).knownDistanceKm).toBe(12);
    expect((await view(ids.mumbai!)).knownDistanceKm).toBeNull();
  });
});

describe("the portal's JSON", () => {
  it('is refused until the transport details are saved', async () => {
    const res = await get(`/api/admin/orders/${ids.intraBelow}/eway-bill.json`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('transport details');
  });

  it('conforms to the schema and ties to the invoice to the paisa (inter-state, an unregistered buyer)', async () => {
    const res = await get(`/api/admin/orders/${ids.interAbove}/eway-bill.json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="eway-bill-CH-/);
    const json = res.json() as EwayBillJson;
    expect(schemaProblems(portalSchema, json)).toEqual([]);
    const bill = json.billLists[0]!;
    const [doc] = await rows<{ document: InvoiceDocument }>(
      t.database.db,
      sql`select document from tax_documents where order_id = ${ids.interAbove} and kind = 'invoice'`,
    );
    const invoice = doc!.document;
    expect(bill).toMatchObject({
      userGstin: '27AAJCC4821K1ZH',
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: invoice.number,
      transType: 1,
      fromGstin: '27AAJCC4821K1ZH',
      fromPincode: 411026,
      fromStateCode: 27,
      actualFromStateCode: 27,
      toGstin: 'URP',
      toPincode: 682001,
      toStateCode: 32,
      actualToStateCode: 32,
      transMode: '1',
      transDistance: 1180,
      transporterId: '27AAPFU0939F1ZV',
      vehicleNo: 'MH12AB1234',
      vehicleType: 'R',
      cgstValue: 0,
      sgstValue: 0,
      mainHsnCode: 3402,
    });
    expect(bill.docDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // The goods line: ₹49,900.01 at 18 % IGST; the delivery fee ₹100 in OthValue; the total is the invoice's.
    const goods = invoice.lines[0]!;
    expect(bill.totalValue).toBe(goods.taxablePaise / 100);
    expect(bill.igstValue).toBe(goods.igstPaise / 100);
    expect(bill.OthValue).toBe(100);
    expect(bill.totInvValue).toBe(50_000.01);
    expect(Math.round((bill.totalValue + bill.igstValue + bill.OthValue) * 100)).toBe(
      invoice.totals.totalPaise,
    );
    expect(bill.itemList).toEqual([
      expect.objectContaining({
        itemNo: 1,
        hsnCode: 3402,
        quantity: 1,
        qtyUnit: 'NOS',
        igstRate: 18,
        cgstRate: 0,
        sgstRate: 0,
      }),
    ]);
  });

  it('names a business buyer by its GSTIN and ships to its warehouse (bill to, ship to)', async () => {
    await put(`/api/admin/orders/${ids.b2b}/eway-bill/transport`, {
      transporterName: 'Deccan Air Cargo',
      transporterId: '29AAACD1234E1Z5',
      mode: 'air',
      transDocNo: 'AWB/9981-22',
      transDocDate: '2026-11-30',
      distanceKm: 900,
    });
    const res = await get(`/api/admin/orders/${ids.b2b}/eway-bill.json`);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as EwayBillJson;
    expect(schemaProblems(portalSchema, json)).toEqual([]);
    const bill = json.billLists[0]!;
    expect(bill).toMatchObject({
      toGstin: '29AABCB1234C1ZX',
      toTrdName: 'Bengaluru Facility Services Pvt Ltd',
      toAddr1: 'Plot 9, Hebbal Industrial Area',
      toPincode: 570016,
      toStateCode: 29,
      actualToStateCode: 29,
      transType: 2,
      transMode: '3',
      transDocNo: 'AWB/9981-22',
      transDocDate: '30/11/2026',
      vehicleNo: '',
      mainHsnCode: 3402,
    });
    expect(bill.itemList.map((i) => [i.hsnCode, i.quantity])).toEqual([
      [3402, 3],
      [3405, 4],
    ]);
    const [doc] = await rows<{ document: InvoiceDocument }>(
      t.database.db,
      sql`select document from tax_documents where order_id = ${ids.b2b} and kind = 'invoice'`,
    );
    const totals = doc!.document.totals;
    const paise = (r: number) => Math.round(r * 100);
    const itemsTaxable = bill.itemList.reduce((s, i) => s + paise(i.taxableAmount), 0);
    expect(itemsTaxable).toBe(paise(bill.totalValue));
    expect(paise(bill.totalValue) + paise(bill.igstValue) + paise(bill.OthValue)).toBe(totals.totalPaise);
    expect(paise(bill.totInvValue)).toBe(totals.totalPaise);
  });

  it('fails the schema check when a field breaks the portal’s rules (the checker is not a rubber stamp)', async () => {
    const json = (await get(`/api/admin/orders/${ids.interAbove}/eway-bill.json`)).json() as EwayBillJson;
    const broken = structuredClone(json);
    broken.billLists[0]!.transDistance = 4001;
    broken.billLists[0]!.toPincode = 68200;
    broken.billLists[0]!.transporterId = '27AAPFU0939F1Z';
    expect(schemaProblems(portalSchema, broken)).toEqual([
      '$.billLists[0].toPincode: below 100000',
      '$.billLists[0].transDistance: above 4000',
      '$.billLists[0].transporterId: does not match',
    ]);
  });
});

describe('the e-way bill slip', () => {
  it('prints the number with the invoice, the parties and the transport', async () => {
    const res = await get(`/api/admin/orders/${ids.interAbove}/eway-bill.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('3310 1234 5678');
    expect(text).toContain('E-way bill no. 331012345678');
    expect(text).toContain('valid until 06/12/2026');
    expect(text).toContain('27AAJCC4821K1ZH');
    expect(text).toContain('MH12AB1234');
    expect((await get(`/api/admin/orders/${ids.interAt}/eway-bill.pdf`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses a shopper and a guest every e-way bill call', async () => {
    const calls = [
      ['GET', `/api/admin/eway-bills?orders=${ids.interAbove}`],
      ['GET', `/api/admin/orders/${ids.interAbove}/eway-bill`],
      ['PUT', `/api/admin/orders/${ids.interAbove}/eway-bill/transport`],
      ['PUT', `/api/admin/orders/${ids.interAbove}/eway-bill/number`],
      ['GET', `/api/admin/orders/${ids.interAbove}/eway-bill.json`],
      ['GET', `/api/admin/orders/${ids.interAbove}/eway-bill.pdf`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'PUT' ? transport : undefined;
      const asShopper = await t.app.inject(as(shopper.token, { method, url, ...(payload && { payload }) }));
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
      const asGuest = await t.app.inject({ method, url, ...(payload && { payload }) });
      expect(asGuest.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
