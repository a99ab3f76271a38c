// GSTR-1 in full, from a month of generated documents issued by the invoices module itself (issueInvoice,
// issueCreditNote) for the demo shop (seller in Maharashtra, 27): B2C and B2B buyers, within and between states,
// small and large invoices, and credit notes of every kind, some against the month before. Every table of the
// report is checked against figures the test works out from what it generated, the tables tie to the month's
// totals to the paisa, and the portal JSON file is validated against gstr1.schema.json (Ajv) and the rules the
// schema cannot say (values add up, dates, the B2C large limit by date, the HSN digits of the settings).
import { readFileSync } from 'node:fs';
import { gstinCheckCharacter } from '@chamak/shared/gst';
import type { GstAmounts, GstReport, Gstr1Document } from '@chamak/shared/gst-report';
import Ajv from 'ajv';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { gstr1Json } from './gstr1-json.ts';
import { type InvoiceOrder, type InvoiceOrderLine, issueCreditNote, issueInvoice } from './service.ts';

let t: TestApp;
let admin: string;

const schema = JSON.parse(readFileSync(new URL('./gstr1.schema.json', import.meta.url), 'utf8'));
// Amounts are rupees with two decimals: 283.9 / 0.01 is 28389.999999999996 in floating point, hence the precision.
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 9 }).compile(schema);

/** An instant given in India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);

/** A small deterministic random sequence (the same month every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

type Product = { description: string; hsnCode: string; ratePercent: number; unitPricePaise: number };
const products: Product[] = [
  { description: 'Floor Cleaner 5 L', hsnCode: '34022010', ratePercent: 18, unitPricePaise: 59_900 },
  { description: 'Mosquito Repellent 1 L', hsnCode: '38089191', ratePercent: 12, unitPricePaise: 22_400 },
  { description: 'Hair Oil 200 ml', hsnCode: '33059011', ratePercent: 5, unitPricePaise: 10_500 },
  { description: 'Industrial Scrubber', hsnCode: '84798999', ratePercent: 18, unitPricePaise: 1_29_800_00 },
];
const buyers = {
  consumerMh: { name: 'Kavya Nair', state: 'Maharashtra' },
  consumerKa: { name: 'Arjun Rao', state: 'Karnataka' },
  consumerKl: { name: 'Meera Menon', state: 'Kerala' },
  hotelMh: { name: 'Sai Hotels Private Limited', state: 'Maharashtra', gstin: gstin('27AABCS1429B1Z') },
  clinicKa: { name: 'Rao Clinics LLP', state: 'Karnataka', gstin: gstin('29AAKFR7710C1Z') },
} as const;
type Buyer = (typeof buyers)[keyof typeof buyers];

/** A line at a tax-inclusive price: taxable value and tax to the paisa, CGST equal to SGST within the state. */
function line(product: Product, quantity: number, intra: boolean): InvoiceOrderLine {
  const amount = product.unitPricePaise * quantity;
  let tax = amount - Math.round((amount * 100) / (100 + product.ratePercent));
  if (intra && tax % 2 === 1) tax -= 1;
  return {
    description: product.description,
    hsnCode: product.hsnCode,
    quantity,
    unitPricePaise: product.unitPricePaise,
    ratePercent: product.ratePercent,
    taxablePaise: amount - tax,
    ...(intra
      ? { cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0 }
      : { cgstPaise: 0, sgstPaise: 0, igstPaise: tax }),
  };
}

type Issued = {
  kind: 'invoice' | 'credit_note';
  id: number;
  number: string;
  at: Date;
  buyer: Buyer;
  intra: boolean;
  lines: InvoiceOrderLine[];
  totals: GstAmounts & { totalPaise: number };
  /** A credit note's invoice. */
  invoice?: Issued;
};
const issued: Issued[] = [];

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

const sum = (lines: GstAmounts[]) =>
  lines.reduce(
    (s, l) => ({
      taxablePaise: s.taxablePaise + l.taxablePaise,
      cgstPaise: s.cgstPaise + l.cgstPaise,
      sgstPaise: s.sgstPaise + l.sgstPaise,
      igstPaise: s.igstPaise + l.igstPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
const withTotal = (a: GstAmounts) => ({
  ...a,
  totalPaise: a.taxablePaise + a.cgstPaise + a.sgstPaise + a.igstPaise,
});
const minus = (a: GstAmounts, b: GstAmounts) => ({
  taxablePaise: a.taxablePaise - b.taxablePaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
  igstPaise: a.igstPaise - b.igstPaise,
});
const itemsSum = (docs: Gstr1Document[]) => sum(docs.flatMap((d) => d.items));

const report = async (month: string) => {
  const res = await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/reports/gst?month=${month}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GstReport;
};
const jsonFile = async (month: string) => {
  const res = await t.app.inject(
    as(admin, { method: 'GET', url: `/api/admin/reports/gstr1.json?month=${month}` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { res, file: JSON.parse(res.body) as Record<string, unknown> & Gstr1File };
};

type ItemDetails = { rt: number; txval: number; iamt?: number; camt?: number; samt?: number; csamt: number };
type Items = { num: number; itm_det: ItemDetails }[];
type Gstr1File = {
  gstin: string;
  fp: string;
  version: string;
  hash: string;
  b2b?: { ctin: string; inv: { inum: string; idt: string; val: number; pos: string; itms: Items }[] }[];
  b2cl?: { pos: string; inv: { inum: string; idt: string; val: number; itms: Items }[] }[];
  b2cs?: (ItemDetails & { sply_ty: string; pos: string; typ: string })[];
  cdnr?: { ctin: string; nt: { nt_num: string; nt_dt: string; ntty: string; val: number; itms: Items }[] }[];
  cdnur?: { typ: string; nt_num: string; nt_dt: string; val: number; pos: string; itms: Items }[];
  hsn?: {
    hsn_b2b: (ItemDetails & { hsn_sc: string; qty: number })[];
    hsn_b2c: (ItemDetails & { hsn_sc: string; qty: number })[];
  };
  doc_issue?: {
    doc_det: {
      doc_num: number;
      docs: { from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
};

/** Rupees back to paise (the file's amounts have at most two decimals). */
const paise = (rupees = 0) => Math.round(rupees * 100);
const fileSum = (details: ItemDetails[]) =>
  sum(
    details.map((d) => ({
      taxablePaise: paise(d.txval),
      cgstPaise: paise(d.camt),
      sgstPaise: paise(d.samt),
      igstPaise: paise(d.iamt),
    })),
  );
const detailsOf = (docs: { itms: Items }[]) => docs.flatMap((d) => d.itms.map((i) => i.itm_det));

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  const shopper = await signupAndLogin(t.app);
  await addToCart(t.app, shopper, await sizeInStock(t.database.db, 5), 1);
  const placed = await checkout(t.app, shopper, 'cod', {});
  expect(placed.statusCode, placed.body).toBe(200);
  const orders = await orderRows((placed.json() as { orderId: number }).orderId, 60);
  const db = t.database.db;

  const invoice = async (buyer: Buyer, lines: InvoiceOrderLine[], at: Date) => {
    const intra = buyer.state === 'Maharashtra';
    const totals = withTotal(sum(lines));
    const order: InvoiceOrder = {
      orderId: orders.shift()!,
      buyer: {
        name: buyer.name,
        address: ['1 Market Road'],
        state: buyer.state,
        ...('gstin' in buyer && { gstin: buyer.gstin }),
      },
      placeOfSupply: buyer.state,
      paymentMethod: 'online',
      lines,
      fees: [],
      feeRatePercent: 18,
      totals,
    };
    const doc = await db.transaction((tx) => issueInvoice(tx, order, at));
    const made: Issued = {
      kind: 'invoice',
      id: doc!.id,
      number: doc!.number,
      at,
      buyer,
      intra,
      lines,
      totals,
    };
    issued.push(made);
    return made;
  };
  const credit = async (of: Issued, at: Date, which?: number[]) => {
    const lines = which ? which.map((i) => of.lines[i]!) : of.lines;
    const doc = await db.transaction((tx) =>
      issueCreditNote(
        tx,
        {
          invoiceId: of.id,
          reason: 'Returned',
          ...(which && { lines: which.map((i) => ({ line: i + 1 })) }),
        },
        at,
      ),
    );
    issued.push({
      kind: 'credit_note',
      id: doc.id,
      number: doc.number,
      at,
      buyer: of.buyer,
      intra: of.intra,
      lines,
      totals: withTotal(sum(lines)),
      invoice: of,
    });
  };

  // May 2025: a B2B invoice and a B2C large one whose credit notes fall in June.
  const mayB2b = await invoice(
    buyers.clinicKa,
    [line(products[0]!, 3, false), line(products[2]!, 4, false)],
    ist('2025-05-20T11:00:00'),
  );
  const mayLarge = await invoice(
    buyers.consumerKl,
    [line(products[3]!, 1, false), line(products[1]!, 2, false)],
    ist('2025-05-28T16:00:00'),
  );
  const maySmall = await invoice(
    buyers.consumerMh,
    [line(products[2]!, 2, true)],
    ist('2025-05-30T09:00:00'),
  );

  // June 2025: thirty generated invoices, then credit notes of each kind.
  const next = random(20250601);
  const people = Object.values(buyers);
  const june: Issued[] = [];
  for (let day = 1; day <= 30; day++) {
    const buyer = people[Math.floor(next() * people.length)]!;
    const intra = buyer.state === 'Maharashtra';
    // One in five is a machine: above ₹1 lakh between states, a B2C large invoice for a consumer.
    const picks =
      next() < 0.2 ? [3, Math.floor(next() * 3)] : [Math.floor(next() * 3), Math.floor(next() * 3)];
    const lines = [...new Set(picks)].map((p) => line(products[p]!, 1 + Math.floor(next() * 4), intra));
    june.push(
      await invoice(
        buyer,
        lines,
        ist(`2025-06-${String(day).padStart(2, '0')}T${day === 1 ? '00:00:00' : '13:30:00'}`),
      ),
    );
  }
  // Always at least one of each kind, whatever the draw: a large inter-state consumer invoice and a B2B one.
  june.push(await invoice(buyers.consumerKa, [line(products[3]!, 1, false)], ist('2025-06-30T23:59:59.999')));
  june.push(
    await invoice(
      buyers.hotelMh,
      [line(products[0]!, 2, true), line(products[1]!, 1, true)],
      ist('2025-06-30T20:00:00'),
    ),
  );
  await credit(mayB2b, ist('2025-06-03T10:00:00'), [1]);
  await credit(mayLarge, ist('2025-06-04T10:00:00'), [1]);
  await credit(maySmall, ist('2025-06-05T10:00:00'));
  for (const [i, of] of june.entries())
    if (i % 4 === 1) await credit(of, ist('2025-06-30T22:00:00'), i % 8 === 1 ? undefined : [0]);
  // July: outside June.
  await invoice(buyers.hotelMh, [line(products[0]!, 1, true)], ist('2025-07-01T00:00:00'));
});
afterAll(() => t?.close());

const inJune = (d: Issued) => d.at >= ist('2025-06-01T00:00:00') && d.at < ist('2025-07-01T00:00:00');
const registered = (d: Issued) => 'gstin' in d.buyer;
const large = (d: Issued) => !d.intra && !registered(d) && d.totals.totalPaise > 1_00_000_00;

describe("GSTR-1's tables for a month", () => {
  it('lists B2B invoices (4A) and credit notes to registered buyers (9B) one by one, with the buyer and the figures of each rate', async () => {
    const june = await report('2025-06');
    const invoices = issued.filter((d) => inJune(d) && d.kind === 'invoice' && registered(d));
    const notes = issued.filter((d) => inJune(d) && d.kind === 'credit_note' && registered(d));
    expect(invoices.length).toBeGreaterThan(1);
    expect(notes.length).toBeGreaterThan(0);
    expect(june.b2b.map((d) => [d.number, d.gstin, d.valuePaise])).toEqual(
      invoices.map((d) => [d.number, 'gstin' in d.buyer ? d.buyer.gstin : null, d.totals.totalPaise]),
    );
    expect(june.cdnr.map((d) => [d.number, d.gstin, d.valuePaise, d.against?.number])).toEqual(
      notes.map((d) => [
        d.number,
        'gstin' in d.buyer ? d.buyer.gstin : null,
        d.totals.totalPaise,
        d.invoice!.number,
      ]),
    );
    // The May invoice's note names it with May's date; the hotel's last invoice is of 30 June, India time.
    expect(june.cdnr[0]).toMatchObject({
      date: '03-06-2025',
      against: { date: '20-05-2025' },
      stateCode: '29',
    });
    const hotel = june.b2b.at(-1)!;
    expect(hotel).toMatchObject({
      date: '30-06-2025',
      name: 'Sai Hotels Private Limited',
      stateCode: '27',
      intraState: true,
    });
    expect(hotel.items.map((i) => i.ratePercent)).toEqual([12, 18]);
    for (const d of [...june.b2b, ...june.cdnr])
      expect(withTotal(sum(d.items)).totalPaise, d.number).toBe(d.valuePaise);
  });

  it('lists inter-state invoices to consumers above ₹1 lakh as B2C large (5), and their credit notes as CDNUR', async () => {
    const june = await report('2025-06');
    const invoices = issued.filter((d) => inJune(d) && d.kind === 'invoice' && large(d));
    const notes = issued.filter((d) => inJune(d) && d.kind === 'credit_note' && large(d.invoice!));
    expect(invoices.length).toBeGreaterThan(0);
    expect(notes.length).toBeGreaterThan(0);
    expect(june.b2clLimitPaise).toBe(1_00_000_00);
    expect(june.b2cl.map((d) => [d.number, d.valuePaise, d.intraState, d.gstin])).toEqual(
      invoices.map((d) => [d.number, d.totals.totalPaise, false, null]),
    );
    // A credit note of a large invoice is CDNUR even though the note itself is smaller than the limit.
    expect(june.cdnur.map((d) => [d.number, d.valuePaise, d.against?.number])).toEqual(
      notes.map((d) => [d.number, d.totals.totalPaise, d.invoice!.number]),
    );
    expect(june.cdnur.some((d) => d.valuePaise < 1_00_000_00)).toBe(true);
  });

  it('sums every other consumer supply into B2C small (7) by place of supply and rate, credit notes subtracted', async () => {
    const june = await report('2025-06');
    const small = issued.filter(
      (d) => inJune(d) && !registered(d) && !large(d.kind === 'invoice' ? d : d.invoice!),
    );
    const expected = new Map<string, GstAmounts>();
    for (const d of small)
      for (const l of d.lines) {
        const key = `${d.buyer.state}|${l.ratePercent}`;
        const at = expected.get(key) ?? sum([]);
        expected.set(key, d.kind === 'invoice' ? sum([at, l]) : minus(at, l));
      }
    expect(
      Object.fromEntries(
        june.b2c.map((r) => [
          `${r.state}|${r.ratePercent}`,
          {
            taxablePaise: r.taxablePaise,
            cgstPaise: r.cgstPaise,
            sgstPaise: r.sgstPaise,
            igstPaise: r.igstPaise,
          },
        ]),
      ),
    ).toEqual(Object.fromEntries(expected));
    // The May small invoice's credit note (5 % in Maharashtra) is netted here in June.
    expect(june.b2c.find((r) => r.stateCode === '27' && r.ratePercent === 5)).toBeDefined();
  });

  it('ties every table to the invoices to the paisa: B2B + B2CL + B2CS - CDNR - CDNUR is the net, and so is each HSN half', async () => {
    const june = await report('2025-06');
    const invoices = issued.filter((d) => inJune(d) && d.kind === 'invoice');
    const notes = issued.filter((d) => inJune(d) && d.kind === 'credit_note');
    const net = minus(sum(invoices.map((d) => d.totals)), sum(notes.map((d) => d.totals)));
    expect(june.totals.net).toEqual(withTotal(net));
    expect(june.totals.invoices).toEqual(withTotal(sum(invoices.map((d) => d.totals))));

    const tables = minus(
      sum([itemsSum(june.b2b), itemsSum(june.b2cl), sum(june.b2c)]),
      sum([itemsSum(june.cdnr), itemsSum(june.cdnur)]),
    );
    expect(tables).toEqual(net);
    expect(sum([sum(june.hsnB2b), sum(june.hsnB2c)])).toEqual(net);
    // The HSN summary's B2B half is the B2B invoices less their credit notes; the B2C half is everything else.
    expect(sum(june.hsnB2b)).toEqual(minus(itemsSum(june.b2b), itemsSum(june.cdnr)));
    expect(sum(june.hsnB2c)).toEqual(minus(sum([itemsSum(june.b2cl), sum(june.b2c)]), itemsSum(june.cdnur)));
    for (const row of [...june.hsnB2b, ...june.hsnB2c]) {
      expect(row.hsn).toMatch(/^\d{4}$/);
      expect(row.totalPaise).toBe(withTotal(row).totalPaise);
    }
    // Units: what was invoiced less what was credited, per code.
    const units = (reg: boolean, code: string) =>
      issued
        .filter((d) => inJune(d) && registered(d) === reg)
        .flatMap((d) =>
          d.lines
            .filter((l) => l.hsnCode.startsWith(code))
            .map((l) => (d.kind === 'invoice' ? l.quantity : -l.quantity)),
        )
        .reduce((a, b) => a + b, 0);
    for (const row of june.hsnB2b) expect(row.quantity, row.hsn).toBe(units(true, row.hsn));
    for (const row of june.hsnB2c) expect(row.quantity, row.hsn).toBe(units(false, row.hsn));

    const count = (kind: Issued['kind']) => issued.filter((d) => inJune(d) && d.kind === kind);
    expect(june.documents.map((d) => [d.first, d.last, d.count])).toEqual(
      (['invoice', 'credit_note'] as const).map((kind) => [
        count(kind)[0]!.number,
        count(kind).at(-1)!.number,
        count(kind).length,
      ]),
    );
  });

  it('counts an inter-state consumer invoice of ₹1.5 lakh as B2C small in July 2024 and as B2C large from August 2024', async () => {
    const [july, august] = await orderRows(
      (await rows<{ id: number }>(t.database.db, sql`select min(id) as id from orders`))[0]!.id,
      2,
    );
    const machine = [line(products[3]!, 1, false), line(products[0]!, 10, false)];
    const totals = withTotal(sum(machine));
    expect(totals.totalPaise).toBeGreaterThan(1_00_000_00);
    expect(totals.totalPaise).toBeLessThan(2_50_000_00);
    const order = (orderId: number): InvoiceOrder => ({
      orderId,
      buyer: { name: 'Arjun Rao', address: ['2 Hill Road'], state: 'Karnataka' },
      placeOfSupply: 'Karnataka',
      paymentMethod: 'online',
      lines: machine,
      fees: [],
      feeRatePercent: 18,
      totals,
    });
    await t.database.db.transaction((tx) => issueInvoice(tx, order(july!), ist('2024-07-31T23:59:59')));
    await t.database.db.transaction((tx) => issueInvoice(tx, order(august!), ist('2024-08-01T00:00:00')));
    const before = await report('2024-07');
    expect(before.b2clLimitPaise).toBe(2_50_000_00);
    expect(before.b2cl).toEqual([]);
    expect(sum(before.b2c)).toEqual(sum(machine));
    const after = await report('2024-08');
    expect(after.b2cl.map((d) => d.valuePaise)).toEqual([totals.totalPaise]);
    expect(after.b2c).toEqual([]);
  });
});

describe('GET /api/admin/reports/gstr1.json', () => {
  it("is the offline tool's JSON file: valid against gstr1.schema.json, its amounts tied to the report to the paisa", async () => {
    const { res, file } = await jsonFile('2025-06');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="chamak-gstr1-2025-06.json"');
    expect(validate(file), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect(file).toMatchObject({ gstin: '27AAJCC4821K1ZH', fp: '062025', version: 'GST3.2.4', hash: 'hash' });
    expect(Object.keys(file)).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'hsn',
      'doc_issue',
    ]);

    const june = await report('2025-06');
    // Grouped by the buyer's GSTIN, each buyer's invoices in the order issued.
    const b2b = file.b2b!.flatMap((g) => g.inv.map((inv) => ({ ...inv, ctin: g.ctin })));
    expect(file.b2b!.map((g) => g.ctin)).toEqual([...new Set(june.b2b.map((d) => d.gstin))]);
    const byNumber = (a: (string | number | null)[], b: (string | number | null)[]) =>
      String(a[0]).localeCompare(String(b[0]));
    expect(b2b.map((i) => [i.inum, i.ctin, paise(i.val), i.idt, i.pos]).sort(byNumber)).toEqual(
      june.b2b.map((d) => [d.number, d.gstin, d.valuePaise, d.date, d.stateCode]).sort(byNumber),
    );
    for (const inv of b2b)
      expect(withTotal(fileSum(inv.itms.map((i) => i.itm_det))).totalPaise, inv.inum).toBe(paise(inv.val));
    expect(fileSum(detailsOf(b2b))).toEqual(itemsSum(june.b2b));
    const b2cl = file.b2cl!.flatMap((g) => g.inv);
    expect(fileSum(detailsOf(b2cl))).toEqual(itemsSum(june.b2cl));
    expect(fileSum(file.b2cs!)).toEqual(sum(june.b2c));
    for (const row of file.b2cs!) expect(row.sply_ty).toBe(row.pos === '27' ? 'INTRA' : 'INTER');
    const cdnr = file.cdnr!.flatMap((g) => g.nt);
    expect(cdnr.map((n) => [n.nt_num, n.ntty, n.nt_dt]).sort(byNumber)).toEqual(
      june.cdnr.map((d) => [d.number, 'C', d.date]).sort(byNumber),
    );
    expect(fileSum(detailsOf(cdnr))).toEqual(itemsSum(june.cdnr));
    expect(file.cdnur!.map((n) => [n.typ, n.nt_num, paise(n.val)])).toEqual(
      june.cdnur.map((d) => ['B2CL', d.number, d.valuePaise]),
    );
    expect(fileSum(detailsOf(file.cdnur!))).toEqual(itemsSum(june.cdnur));
    expect(fileSum(file.hsn!.hsn_b2b)).toEqual(sum(june.hsnB2b));
    expect(fileSum(file.hsn!.hsn_b2c)).toEqual(sum(june.hsnB2c));
    // The file's whole, from its own tables, is the month's net to the paisa.
    const tables = minus(
      sum([fileSum(detailsOf(b2b)), fileSum(detailsOf(b2cl)), fileSum(file.b2cs!)]),
      sum([fileSum(detailsOf(cdnr)), fileSum(detailsOf(file.cdnur!))]),
    );
    expect(withTotal(tables)).toEqual(june.totals.net);
    const docs = file.doc_issue!.doc_det.map((d) => [
      d.doc_num,
      d.docs[0]!.from,
      d.docs[0]!.to,
      d.docs[0]!.totnum,
      d.docs[0]!.net_issue,
    ]);
    expect(docs).toEqual([
      [
        1,
        june.documents[0]!.first,
        june.documents[0]!.last,
        june.documents[0]!.count,
        june.documents[0]!.count,
      ],
      [
        5,
        june.documents[1]!.first,
        june.documents[1]!.last,
        june.documents[1]!.count,
        june.documents[1]!.count,
      ],
    ]);
  });

  it('writes the HSN codes at the digits the GST settings choose: 4, or 6 once saved', async () => {
    const four = (await jsonFile('2025-06')).file.hsn!;
    expect([...four.hsn_b2b, ...four.hsn_b2c].map((r) => r.hsn_sc)).toEqual(
      expect.arrayContaining(['3402', '3808', '3305', '8479']),
    );
    const saved = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { gst: { hsnDigits: 6, einvoicing: false, ewayBillIntraStateThresholdPaise: 50_000_00 } },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { file } = await jsonFile('2025-06');
      expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
      const codes = [...file.hsn!.hsn_b2b, ...file.hsn!.hsn_b2c].map((r) => r.hsn_sc);
      expect(codes).toEqual(expect.arrayContaining(['340220', '380891', '330590', '847989']));
      expect(codes.every((c) => c.length === 6)).toBe(true);
      expect((await report('2025-06')).hsnDigits).toBe(6);
    } finally {
      await t.app.inject(
        as(admin, {
          method: 'PUT',
          url: '/api/admin/settings',
          payload: { gst: { hsnDigits: 4, einvoicing: false, ewayBillIntraStateThresholdPaise: 50_000_00 } },
        }),
      );
    }
  });

  it('leaves out the tables a month has nothing in', async () => {
    const { file } = await jsonFile('2025-07');
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(Object.keys(file)).toEqual(['gstin', 'fp', 'version', 'hash', 'b2b', 'hsn', 'doc_issue']);
    expect(file.hsn).toEqual({ hsn_b2b: [expect.objectContaining({ hsn_sc: '3402', qty: 1 })], hsn_b2c: [] });
  });

  it("is refused (422) until the seller's GSTIN is set: the file cannot be filed without it", async () => {
    const june = await report('2025-06');
    expect(() => gstr1Json({ ...june, gstin: null })).toThrow(
      expect.objectContaining({
        statusCode: 422,
        message: "Set the seller's GSTIN in Settings before downloading the GSTR-1 file.",
      }),
    );
    expect(gstr1Json(june).gstin).toBe('27AAJCC4821K1ZH');
  });

  it('refuses a bad month, naming it', async () => {
    const res = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/reports/gstr1.json?month=2025-6' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'month must be a month as YYYY-MM, e.g. 2026-11',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('gstr1.schema.json', () => {
  it('refuses what the portal refuses: dates not dd-mm-yyyy, CGST on an inter-state row, a third decimal, a missing hash, a misspelt field', async () => {
    const { file } = await jsonFile('2025-06');
    expect(validate(file)).toBe(true);
    const broken = (change: (f: Gstr1File) => void) => {
      const copy = structuredClone(file);
      change(copy);
      return validate(copy);
    };
    expect(
      broken((f) => {
        f.b2b![0]!.inv[0]!.idt = '2025-06-01';
      }),
    ).toBe(false);
    expect(
      broken((f) => {
        const row = f.b2cs!.find((r) => r.sply_ty === 'INTER')!;
        row.camt = 0;
      }),
    ).toBe(false);
    expect(
      broken((f) => {
        f.b2cl![0]!.inv[0]!.val = 100.005;
      }),
    ).toBe(false);
    expect(
      broken((f) => {
        delete (f as Partial<Gstr1File>).hash;
      }),
    ).toBe(false);
    expect(
      broken((f) => {
        (f.cdnur![0] as Record<string, unknown>).nt_numb = 'X';
      }),
    ).toBe(false);
    expect(
      broken((f) => {
        f.fp = '2025-06';
      }),
    ).toBe(false);
    expect(
      broken((f) => {
        f.hsn!.hsn_b2c[0]!.hsn_sc = '34';
      }),
    ).toBe(false);
  });
});
