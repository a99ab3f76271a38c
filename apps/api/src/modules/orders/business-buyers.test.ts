// Business buyers (decision 0340) through the real routes: an order placed with a GSTIN gets a B2B tax invoice
// (billed to the registration with its GSTIN, shipped to the person), taxed by the delivery state (CGST + SGST within
// Maharashtra, the demo seller's state; IGST to Karnataka), and its credit note carries the same parties, every
// figure to the paisa against the order. A bad GSTIN, a GSTIN of another state than its billing address, a missing
// business name are refused with 400 naming the field and nothing is written. "Save for next time" keeps the
// registration on the account, whose routes list, keep and delete them (only the account's own).
import { taxedAmount } from '@chamak/shared/gst';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

/** A Pune firm registered in Maharashtra (27), the demo seller's state. */
const maharashtraFirm = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Ujjwal Facility Services LLP',
  address: 'Office 7, Baner Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411045',
};
/** A Bengaluru company registered in Karnataka (29). */
const karnatakaFirm = {
  gstin: '29AAGCB7383J1Z4',
  legalName: 'Bright Spaces Private Limited',
  address: '42 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
};
const mumbai = {
  address: '5 Marine Drive',
  apt: 'Floor 3',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400001',
};
const bengaluru = {
  address: '9 MG Road',
  apt: 'Unit 2',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

/** A customer with two of one size and one of another in the cart. */
async function shopper(): Promise<TestUser> {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 10), 2);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 10, true), 1);
  return u;
}

const documentsOf = (orderId: number) =>
  rows<{ kind: string; document: InvoiceDocument }>(
    t.database.db,
    sql`select kind, document from tax_documents where order_id = ${orderId} order by id`,
  );

type OrderRow = {
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  fee_gst_rate: number;
  delivery_charge_paise: number;
  cod_fee_paise: number;
  place_of_supply: string;
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
  buyer_billing_address: unknown;
};
const orderRow = async (orderId: number) =>
  (
    await rows<OrderRow>(
      t.database.db,
      sql`select total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, fee_gst_rate, delivery_charge_paise,
        cod_fee_paise, place_of_supply, buyer_gstin, buyer_legal_name, buyer_billing_address
      from orders where id = ${orderId}`,
    )
  )[0]!;

const itemsOf = (orderId: number) =>
  rows<{ price_paise: number; quantity: number; discount_paise: number; gst_rate: number }>(
    t.database.db,
    sql`select price_paise, quantity, discount_paise, gst_rate from order_items where order_id = ${orderId} order by id`,
  );

async function pdfText(token: string, url: string): Promise<string> {
  const res = await t.app.inject(as(token, { method: 'GET', url }));
  expect(res.statusCode, res.body).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/**
 * The invoice's figures worked out again from the order's own lines with gst.ts (each line's amount taxed at its
 * rate, the fees at the order's fee rate), split as `intraState` says: the invoice must be exactly these, and add up
 * to the order's stored totals.
 */
async function expectTaxedToThePaisa(orderId: number, doc: InvoiceDocument, intraState: boolean) {
  const o = await orderRow(orderId);
  const items = await itemsOf(orderId);
  const expected = [
    ...items.map((i) => taxedAmount(i.price_paise * i.quantity - i.discount_paise, i.gst_rate, intraState)),
    ...[o.delivery_charge_paise, o.cod_fee_paise]
      .filter((fee) => fee > 0)
      .map((fee) => taxedAmount(fee, o.fee_gst_rate, intraState)),
  ];
  expect(
    doc.lines.map((l) => ({
      amountPaise: l.amountPaise,
      ratePercent: l.ratePercent,
      taxablePaise: l.taxablePaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      igstPaise: l.igstPaise,
    })),
  ).toEqual(expected);
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise') =>
    expected.reduce((s, l) => s + l[key], 0);
  expect(doc.totals).toEqual({
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('amountPaise'),
  });
  expect(doc.totals).toEqual({
    taxablePaise: o.taxable_paise,
    cgstPaise: o.cgst_paise,
    sgstPaise: o.sgst_paise,
    igstPaise: o.igst_paise,
    totalPaise: o.total_paise,
  });
  if (intraState) {
    expect(doc.totals.igstPaise).toBe(0);
    expect(doc.totals.cgstPaise).toBe(doc.totals.sgstPaise);
    expect(doc.totals.cgstPaise).toBeGreaterThan(0);
  } else {
    expect(doc.totals.cgstPaise + doc.totals.sgstPaise).toBe(0);
    expect(doc.totals.igstPaise).toBeGreaterThan(0);
  }
}

/** Cancels the order as its shopper: the whole invoice is credited. */
async function cancel(u: TestUser, orderId: number) {
  const res = await t.app.inject(as(u.token, { method: 'POST', url: `/api/order/${orderId}/cancel` }));
  expect(res.statusCode, res.body).toBe(200);
}

describe('a B2B tax invoice', () => {
  it('within Maharashtra: billed to the firm with its GSTIN, shipped to Mumbai, CGST + SGST to the paisa; its credit note the same', async () => {
    const u = await shopper();
    const res = await checkout(t.app, u, 'cod', { ...mumbai, business: maharashtraFirm } as never);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId as number;
    expect(await orderRow(orderId)).toMatchObject({
      place_of_supply: 'Maharashtra',
      buyer_gstin: '27AAPFU0939F1ZV',
      buyer_legal_name: 'Ujjwal Facility Services LLP',
      buyer_billing_address: {
        address: 'Office 7, Baner Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411045',
      },
    });

    const [invoice] = await documentsOf(orderId);
    const doc = invoice!.document;
    expect(doc.buyer).toEqual({
      name: 'Ujjwal Facility Services LLP',
      address: ['Office 7, Baner Road', 'Pune 411045'],
      state: 'Maharashtra',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      pinCode: '411045',
      email: 'kavya@example.com',
    });
    expect(doc.shipTo).toEqual({
      name: 'Kavya Nair',
      address: ['5 Marine Drive', 'Floor 3', 'Mumbai 400001'],
      state: 'Maharashtra',
      stateCode: '27',
      pinCode: '400001',
      phone: '9812345670',
    });
    expect(doc.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(doc.intraState).toBe(true);
    await expectTaxedToThePaisa(orderId, doc, true);

    const text = await pdfText(u.token, `/api/order/${orderId}/invoice`);
    expect(text).toContain('TAX INVOICE');
    expect(text).toMatch(/Bill to .*Ujjwal Facility Services LLP/);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toMatch(/Ship to .*Kavya Nair/);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('CGST');
    expect(text).not.toContain('Bill to / Ship to');

    await cancel(u, orderId);
    const [, credit] = await documentsOf(orderId);
    expect(credit!.kind).toBe('credit_note');
    expect(credit!.document.buyer).toEqual(doc.buyer);
    expect(credit!.document.shipTo).toEqual(doc.shipTo);
    expect(credit!.document.placeOfSupply).toEqual(doc.placeOfSupply);
    // The whole invoice credited: the same lines and totals, to the paisa.
    expect(credit!.document.lines).toEqual(doc.lines);
    expect(credit!.document.totals).toEqual(doc.totals);
    const creditText = await pdfText(u.token, `/api/order/${orderId}/credit-notes/1`);
    expect(creditText).toContain('CREDIT NOTE');
    expect(creditText).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(creditText).toMatch(/Ship to .*Kavya Nair/);
  });

  it('to Karnataka: IGST with Karnataka (29) as the place of supply, to the paisa; its credit note the same', async () => {
    const u = await shopper();
    const res = await checkout(t.app, u, 'cod', { ...bengaluru, business: karnatakaFirm } as never);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId as number;
    const [invoice] = await documentsOf(orderId);
    const doc = invoice!.document;
    expect(doc.buyer).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka', stateCode: '29' });
    expect(doc.shipTo).toMatchObject({ state: 'Karnataka', stateCode: '29', pinCode: '560001' });
    expect(doc.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(doc.intraState).toBe(false);
    await expectTaxedToThePaisa(orderId, doc, false);
    const text = await pdfText(u.token, `/api/order/${orderId}/invoice`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('IGST');

    await cancel(u, orderId);
    const [, credit] = await documentsOf(orderId);
    expect(credit!.document).toMatchObject({
      kind: 'credit_note',
      buyer: doc.buyer,
      shipTo: doc.shipTo,
      placeOfSupply: doc.placeOfSupply,
      intraState: false,
      totals: doc.totals,
    });
    expect(credit!.document.lines).toEqual(doc.lines);
  });

  it('follows the delivery state for goods: a Karnataka firm’s order delivered in Mumbai is taxed CGST + SGST', async () => {
    const u = await shopper();
    const res = await checkout(t.app, u, 'online', { ...mumbai, business: karnatakaFirm } as never);
    expect(res.statusCode, res.body).toBe(200);
    const o = await orderRow(res.json().data.orderId);
    expect(o).toMatchObject({
      place_of_supply: 'Maharashtra',
      igst_paise: 0,
      buyer_gstin: '29AAGCB7383J1Z4',
    });
    expect(o.cgst_paise).toBe(o.sgst_paise);
    expect(o.cgst_paise).toBeGreaterThan(0);
  });

  it('leaves an order without a business block a B2C invoice', async () => {
    const u = await shopper();
    const res = await checkout(t.app, u, 'cod', mumbai);
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = await documentsOf(res.json().orderId);
    expect(invoice!.document.buyer.gstin).toBeUndefined();
    expect(invoice!.document.shipTo).toBeUndefined();
    expect(invoice!.document.buyer.name).toBe('Kavya Nair');
    const text = await pdfText(u.token, `/api/order/${res.json().orderId}/invoice`);
    expect(text).toContain('Bill to / Ship to');
  });
});

describe('a business block that is wrong', () => {
  const refused = async (business: object, message: string | RegExp) => {
    const u = await shopper();
    const res = await checkout(t.app, u, 'cod', { ...mumbai, business } as never);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    const placed = await rows(t.database.db, sql`select id from orders where user_id = ${u.userId}`);
    expect(placed).toEqual([]);
  };

  it('a GSTIN whose check character is wrong, or too short, or with no PAN in it', async () => {
    await refused({ ...maharashtraFirm, gstin: '27AAPFU0939F1ZA' }, /GSTIN check character does not match/);
    await refused({ ...maharashtraFirm, gstin: '27AAPFU0939' }, /GSTIN must be 15 characters/);
    await refused({ ...maharashtraFirm, gstin: '2712345678901ZV' }, /GSTIN must carry a valid PAN/);
  });

  it('a GSTIN of another state than its billing address', async () => {
    await refused(
      { ...maharashtraFirm, state: 'Karnataka', city: 'Bengaluru', postalCode: '560025' },
      /^business\W+gstin: GSTIN 27AAPFU0939F1ZV is registered in state code 27, but the billing address is in Karnataka \(29\)$/,
    );
  });

  it('a GSTIN with no business name', async () => {
    await refused({ ...maharashtraFirm, legalName: '  ' }, /Business name is required/);
    const { legalName: _, ...nameless } = maharashtraFirm;
    await refused(nameless, /Business name is required/);
  });

  it('a billing PIN code of another state than the billing address', async () => {
    await refused(
      { ...maharashtraFirm, postalCode: '560025' },
      /Billing PIN code: The PIN code 560025 is in Karnataka, not Maharashtra/,
    );
  });
});

describe('GSTINs kept for next time', () => {
  const list = (u: TestUser, token = u.token) =>
    t.app.inject(as(token, { method: 'GET', url: `/api/users/${u.userId}/business-registrations` }));

  it('keeps the GSTIN of an order placed with "Save for next time", and not one placed without', async () => {
    const u = await shopper();
    const without = await checkout(t.app, u, 'cod', { ...mumbai, business: maharashtraFirm } as never);
    expect(without.statusCode, without.body).toBe(200);
    expect((await list(u)).json()).toEqual([]);
    await addToCart(t.app, u, await sizeInStock(t.database.db, 10), 1);
    const saved = await checkout(t.app, u, 'cod', {
      ...bengaluru,
      business: { ...karnatakaFirm, gstin: ' 29aagcb7383j1z4 ', save: true },
    } as never);
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = (await list(u)).json();
    expect(kept).toEqual([
      {
        id: expect.any(Number),
        gstin: '29AAGCB7383J1Z4',
        legalName: 'Bright Spaces Private Limited',
        address: '42 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
        lastUsedAt: expect.any(String),
      },
    ]);
  });

  it('lists, keeps (the same GSTIN again: updated) and deletes an account’s own; refuses others and guests', async () => {
    const u = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const url = `/api/users/${u.userId}/business-registrations`;
    const add = (payload: object, token = u.token) =>
      t.app.inject(as(token, { method: 'POST', url, payload }));

    const first = await add(maharashtraFirm);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'GSTIN saved',
      registration: { gstin: '27AAPFU0939F1ZV' },
    });
    expect((await add(karnatakaFirm)).statusCode).toBe(201);
    const again = await add({ ...maharashtraFirm, legalName: 'Ujjwal Facility Services' });
    expect(again.json().registration.id).toBe(first.json().registration.id);
    const kept = (await list(u)).json() as { gstin: string; legalName: string }[];
    expect(kept.map((r) => [r.gstin, r.legalName]).sort()).toEqual([
      ['27AAPFU0939F1ZV', 'Ujjwal Facility Services'],
      ['29AAGCB7383J1Z4', 'Bright Spaces Private Limited'],
    ]);

    const bad = await add({ ...maharashtraFirm, gstin: '27AAPFU0939F1ZA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('GSTIN check character does not match');
    const mismatch = await add({ ...karnatakaFirm, state: 'Kerala' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/^GSTIN 29AAGCB7383J1Z4 is registered in state code 29/);
    expect((await add({ ...maharashtraFirm, legalName: '' })).json().message).toBe(
      'legalName: Business name is required',
    );

    // Another shopper: 403 on this account's list, keep and delete; a guest: 401.
    expect((await list(u, other.token)).statusCode).toBe(403);
    expect((await add(maharashtraFirm, other.token)).statusCode).toBe(403);
    const id = first.json().registration.id as number;
    const del = (token: string | undefined, userId = u.userId) =>
      t.app.inject(as(token, { method: 'DELETE', url: `/api/users/${userId}/business-registrations/${id}` }));
    expect((await del(other.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Through the other account's own path, this registration is not theirs: 404.
    expect((await del(other.token, other.userId)).statusCode).toBe(404);

    const gone = await del(u.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: 'GSTIN deleted' });
    expect(((await list(u)).json() as { gstin: string }[]).map((r) => r.gstin)).toEqual(['29AAGCB7383J1Z4']);
    expect((await del(u.token)).statusCode).toBe(404);
  });
});
