// Invoices and the GST report on the shop's calendar (decision 0298): a document's financial year, the month the
// GST report counts it in and the date printed on it are India's unless the settings name another time zone.
// Documents are issued by the invoices module at chosen instants in 2031, for copies of an order placed through
// the checkout.
import type { GstReport } from '@chamak/shared/gst-report';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { type InvoiceOrder, issueInvoice } from './service.ts';

let t: TestApp;
let admin: string;
let placedId: number;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const shopper = await signupAndLogin(t.app);
  await addToCart(t.app, shopper, await sizeInStock(t.database.db, 5));
  const placed = await checkout(t.app, shopper, 'cod');
  expect(placed.statusCode, placed.body).toBe(200);
  placedId = placed.json().orderId;
});
afterAll(() => t?.close());

/** An instant given in India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/** A copy of the placed order's row (no invoice of its own), for a document issued at a chosen instant. */
async function orderCopy(): Promise<number> {
  const [made] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code)
      select user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise, cod_fee_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code
      from orders where id = ${placedId} returning id`,
  );
  return made!.id;
}

/** One Floor Cleaner to Kerala (IGST 18 %), invoiced at `at`. */
async function invoiceAt(at: Date): Promise<{ orderId: number; number: string }> {
  const orderId = await orderCopy();
  const order: InvoiceOrder = {
    orderId,
    buyer: { name: 'Kavya Nair', address: ['12 Lake Road'], state: 'Kerala' },
    placeOfSupply: 'Kerala',
    paymentMethod: 'cod',
    lines: [
      {
        description: 'Floor Cleaner 1 L',
        hsnCode: '3402',
        quantity: 1,
        unitPricePaise: 11800,
        ratePercent: 18,
        taxablePaise: 10000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 1800,
      },
    ],
    fees: [],
    feeRatePercent: 18,
    totals: { taxablePaise: 10000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1800, totalPaise: 11800 },
  };
  const doc = await t.database.db.transaction((tx) => issueInvoice(tx, order, at));
  return { orderId, number: doc!.number };
}

const setTimeZone = async (timeZone: string) => {
  const res = await t.app.inject(
    as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { time: { timeZone } } }),
  );
  expect(res.statusCode, res.body).toBe(200);
};

/** The shop's zone set to `timeZone` while `run` runs, India again after. */
async function inZone<T>(timeZone: string, run: () => Promise<T>): Promise<T> {
  await setTimeZone(timeZone);
  try {
    return await run();
  } finally {
    await setTimeZone('Asia/Kolkata');
  }
}

const report = async (month: string) => {
  const res = await t.app.inject(as(admin, { url: `/api/admin/reports/gst?month=${month}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GstReport;
};
const invoicesIn = (r: GstReport) => r.documents.find((d) => d.kind === 'invoice')!;

async function pdfText(orderId: number): Promise<string> {
  const res = await t.app.inject(as(admin, { url: `/api/order/${orderId}/invoice` }));
  expect(res.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe("an invoice's financial year", () => {
  it('starts at midnight on 1 April India time, or in the zone the settings name', async () => {
    // 1 Apr 2031 01:00 in India is still 31 Mar (15:30) in New York.
    const at = ist('2031-04-01T01:00:00');
    expect((await invoiceAt(at)).number).toMatch(/^[A-Z0-9]+\/31-32\/\d{6}$/);
    const newYork = await inZone('America/New_York', () => invoiceAt(at));
    expect(newYork.number).toMatch(/^[A-Z0-9]+\/30-31\/\d{6}$/);
  });
});

describe("the GST report's months and the invoice's date", () => {
  it("count an invoice of 1 Dec 01:30 India time in December, and in November where the shop's zone says so", async () => {
    const { orderId, number } = await invoiceAt(ist('2031-12-01T01:30:00'));
    const december = await report('2031-12');
    expect(december.from).toBe('2031-11-30T18:30:00.000Z');
    expect(invoicesIn(december)).toMatchObject({ first: number, count: 1 });
    expect(invoicesIn(await report('2031-11')).count).toBe(0);
    expect(await pdfText(orderId)).toContain('01 Dec 2031');

    await inZone('America/New_York', async () => {
      const november = await report('2031-11');
      expect(november.from).toBe('2031-11-01T04:00:00.000Z');
      expect(november.to).toBe('2031-12-01T05:00:00.000Z');
      expect(invoicesIn(november)).toMatchObject({ first: number, count: 1 });
      expect(invoicesIn(await report('2031-12')).count).toBe(0);
      expect(await pdfText(orderId)).toContain('30 Nov 2031');
    });
  });
});
