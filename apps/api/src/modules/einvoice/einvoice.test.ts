// E-invoices through the real routes: B2B invoices and credit notes exported as the portal's JSON (schema 1.1,
// checked with the shipped schema file by our checker and by ajv, and tied to the document to the paisa), refused
// while e-invoicing is off and for a B2C document; the portal's answer typed in or uploaded back, refused when it
// is another document's; and printed on the PDF. Admin only. The portal is a stand-in (test/irp-stand-in.ts).
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import Ajv from 'ajv';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';
import { businessBuyer, issueB2bInvoice, portalAnswer } from '../../test/irp-stand-in.ts';
import { issueCreditNote } from '../invoices/service.ts';
import type { EinvoiceJson } from './einvoice-json.ts';
import { schemaProblems } from './schema-check.ts';

let t: TestApp;
let admin: { token: string };
let shopper: TestUser;
let orderId: number;
/** tax_documents ids: an inter-state B2B invoice (with a ship-to), an intra-state one, a credit note, a B2C one. */
const ids = { inter: 0, intra: 0, credit: 0, b2c: 0 };

const schemaFile = JSON.parse(
  readFileSync(new URL('./einvoice-schema-v1.1.json', import.meta.url), 'utf8'),
) as object;
const ajv = new Ajv({ allErrors: true, strict: false }).compile(schemaFile);

/** How many rectangles (the `re` operator) a PDF's content streams draw. */
function rectanglesIn(pdf: Buffer): number {
  let count = 0;
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      count += content.match(/ re\b/g)?.length ?? 0;
    } catch {
      // Not a deflated content stream (a font, an image).
    }
  }
  return count;
}

const call = (token: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject(as(token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }));

const documentOf = async (id: number) => {
  const [row] = await rows<{ document: InvoiceDocument; number: string; kind: 'invoice' | 'credit_note' }>(
    t.database.db,
    sql`select document, number, kind from tax_documents where id = ${id}`,
  );
  return row!;
};

const answerFor = async (id: number, qr: Record<string, unknown> = {}) => {
  const { document, number, kind } = await documentOf(id);
  return portalAnswer(
    {
      number,
      kind,
      sellerGstin: document.seller.gstin,
      buyerGstin: document.buyer.gstin ?? '',
      totalPaise: document.totals.totalPaise,
    },
    qr,
  );
};

const setEinvoicing = async (on: boolean) => {
  const res = await call(admin.token, 'PUT', '/api/admin/settings', {
    gst: { hsnDigits: 4, einvoicing: on, ewayBillIntraStateThresholdPaise: 50_000_00 },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await testApp();
  admin = await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password);
  shopper = await signupAndLogin(t.app);
  await addToCart(t.app, shopper, await sizeInStock(t.database.db, 10), 2);
  const placed = await checkout(t.app, shopper, 'cod');
  expect(placed.statusCode, placed.body).toBe(200);
  orderId = placed.json().orderId;
  const [b2c] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
  );
  ids.b2c = b2c!.id;
  ids.intra = (await issueB2bInvoice(t.database.db, orderId, { state: 'Maharashtra' })).id;
  ids.inter = (await issueB2bInvoice(t.database.db, orderId, { shipTo: true })).id;
  ids.credit = (
    await issueCreditNote(t.database.db, {
      invoiceId: ids.inter,
      reason: 'Two spray bottles returned damaged',
      lines: [{ line: 2, quantity: 2 }],
    })
  ).id;
});
afterAll(() => t?.close());

describe('e-invoicing off', () => {
  it('refuses the exports and the entries with 409 saying how to turn it on, and lists the B2B documents', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/admin/einvoices/${ids.inter}/einvoice.json`],
      ['GET', `/api/admin/einvoices/export.json?ids=${ids.inter},${ids.credit}`],
      [
        'PUT',
        `/api/admin/einvoices/${ids.inter}/registration`,
        {
          irn: 'a'.repeat(64),
          ackNo: '112410188589976',
          ackDate: '2026-11-30 10:00:00',
          signedQrCode: 'a.b.c',
        },
      ],
    ] as const) {
      const res = await call(admin.token, method, url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toMatch(/^E-invoicing is off: turn it on in Shop Settings → GST/);
    }
    const list = await call(admin.token, 'GET', `/api/admin/einvoices?orderId=${orderId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().enabled).toBe(false);
    // The B2C invoice of the same order is not among them.
    expect(list.json().documents.map((d: { id: number }) => d.id)).toEqual([
      ids.credit,
      ids.inter,
      ids.intra,
    ]);
  });
});

describe('who may', () => {
  it('refuses a shopper (403) and a guest (401) every e-invoice call', async () => {
    const calls = [
      ['GET', '/api/admin/einvoices'],
      ['GET', `/api/admin/einvoices/${ids.inter}/einvoice.json`],
      ['GET', `/api/admin/einvoices/export.json?ids=${ids.inter}`],
      ['PUT', `/api/admin/einvoices/${ids.inter}/registration`, {}],
      ['POST', `/api/admin/einvoices/${ids.inter}/registration/upload`, {}],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(shopper.token, method, url, body)).statusCode, url).toBe(403);
      expect((await call(undefined, method, url, body)).statusCode, url).toBe(401);
    }
  });
});

describe('the e-invoice JSON', () => {
  beforeAll(() => setEinvoicing(true));

  it('of an inter-state B2B invoice meets the IRP schema 1.1 and ties to the invoice to the paisa', async () => {
    const res = await call(admin.token, 'GET', `/api/admin/einvoices/${ids.inter}/einvoice.json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="einvoice-CH-\d\d-\d\d-\d{6}\.json"$/,
    );
    const json = res.json() as EinvoiceJson;
    expect(schemaProblems(json)).toEqual([]);
    expect(ajv(json), JSON.stringify(ajv.errors)).toBe(true);

    const { document: doc } = await documentOf(ids.inter);
    expect(json.Version).toBe('1.1');
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.DocDtls.Typ).toBe('INV');
    expect(json.DocDtls.No).toBe(doc.number);
    expect(json.DocDtls.Dt).toMatch(/^\d\d\/\d\d\/20\d\d$/);
    expect(json.SellerDtls).toMatchObject({ Gstin: doc.seller.gstin, Stcd: '27', Pin: 411026 });
    expect(json.BuyerDtls).toMatchObject({
      Gstin: businessBuyer.gstin,
      LglNm: businessBuyer.name,
      Pos: '29',
      Stcd: '29',
      Pin: 560058,
      Loc: 'Bengaluru',
    });
    expect(json.ShipDtls).toMatchObject({ LglNm: 'Ravi Kumar', Pin: 560068, Stcd: '29' });

    // Every line: tax-exclusive figures whose taxable value and tax are the snapshot's own.
    expect(json.ItemList).toHaveLength(doc.lines.length);
    json.ItemList.forEach((item, i) => {
      const line = doc.lines[i]!;
      expect(Math.round(item.AssAmt * 100)).toBe(line.taxablePaise);
      expect(Math.round(item.IgstAmt * 100)).toBe(line.igstPaise);
      expect(item.CgstAmt + item.SgstAmt).toBe(0);
      expect(Math.round(item.TotItemVal * 100)).toBe(line.amountPaise);
      expect(Math.round((item.TotAmt - item.Discount) * 100)).toBe(line.taxablePaise);
      expect(Math.abs(item.UnitPrice * (item.Qty ?? 0) - item.TotAmt)).toBeLessThanOrEqual(1);
      expect(item.GstRt).toBe(18);
    });
    // The discounted line's discount is taken out before tax; the delivery fee is a service (SAC 996812).
    expect(json.ItemList[1]!.Discount).toBeCloseTo(206.21, 2);
    expect(json.ItemList[2]).toMatchObject({ HsnCd: '996812', IsServc: 'Y', Qty: 1, Unit: 'OTH' });
    expect(json.ItemList[0]).toMatchObject({ HsnCd: '3402', IsServc: 'N', Qty: 3, Unit: 'NOS' });

    const paise = (v: number) => Math.round(v * 100);
    expect(paise(json.ValDtls.AssVal)).toBe(doc.totals.taxablePaise);
    expect(paise(json.ValDtls.IgstVal)).toBe(doc.totals.igstPaise);
    expect(paise(json.ValDtls.TotInvVal)).toBe(doc.totals.totalPaise);
    expect(paise(json.ValDtls.AssVal) + paise(json.ValDtls.IgstVal)).toBe(paise(json.ValDtls.TotInvVal));
  });

  it('of an intra-state invoice carries CGST and SGST, and of a credit note its invoice in RefDtls; many in one file', async () => {
    const res = await call(
      admin.token,
      'GET',
      `/api/admin/einvoices/export.json?ids=${ids.intra},${ids.credit}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="einvoice-2-documents.json"');
    const [intra, credit] = res.json() as EinvoiceJson[];
    for (const json of [intra!, credit!]) {
      expect(schemaProblems(json)).toEqual([]);
      expect(ajv(json), JSON.stringify(ajv.errors)).toBe(true);
    }
    const intraDoc = (await documentOf(ids.intra)).document;
    expect(intra!.BuyerDtls).toMatchObject({ Pos: '27', Stcd: '27', Pin: 411013 });
    expect(Math.round(intra!.ValDtls.CgstVal * 100)).toBe(intraDoc.totals.cgstPaise);
    expect(Math.round(intra!.ValDtls.SgstVal * 100)).toBe(intraDoc.totals.sgstPaise);
    expect(intra!.ValDtls.IgstVal).toBe(0);
    expect(intra!.ShipDtls).toBeUndefined();

    const creditDoc = (await documentOf(ids.credit)).document;
    expect(credit!.DocDtls).toMatchObject({ Typ: 'CRN', No: creditDoc.number });
    expect(credit!.RefDtls).toEqual({
      InvRm: 'Two spray bottles returned damaged',
      PrecDocDtls: [{ InvNo: creditDoc.against!.number, InvDt: credit!.DocDtls.Dt }],
    });
    expect(Math.round(credit!.ValDtls.TotInvVal * 100)).toBe(creditDoc.totals.totalPaise);
    expect(credit!.ItemList).toHaveLength(1);
  });

  it('is refused for a B2C invoice (409 saying why), an unknown document (404) and a bad list of ids (400)', async () => {
    const b2c = await call(admin.token, 'GET', `/api/admin/einvoices/${ids.b2c}/einvoice.json`);
    expect(b2c.statusCode).toBe(409);
    expect(b2c.json().message).toMatch(/is not a B2B document: its buyer has no GSTIN/);
    const mixed = await call(
      admin.token,
      'GET',
      `/api/admin/einvoices/export.json?ids=${ids.inter},${ids.b2c}`,
    );
    expect(mixed.statusCode).toBe(409);
    expect((await call(admin.token, 'GET', '/api/admin/einvoices/999999/einvoice.json')).statusCode).toBe(
      404,
    );
    const bad = await call(admin.token, 'GET', '/api/admin/einvoices/export.json?ids=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ids must be document ids separated by commas/);
  });

  it('checker finds what the schema refuses: a missing GSTIN, a long number, a quote, an unknown field', () => {
    const json = {
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2C' },
      DocDtls: { Typ: 'INV', No: 'CH/2026-27/0000123', Dt: '2026-11-30' },
      SellerDtls: {
        Gstin: '27AAJCC4821K1ZH',
        LglNm: 'Chamak "Home"',
        Addr1: 'x',
        Loc: 'Pune',
        Pin: 41102,
        Stcd: '27',
      },
      BuyerDtls: { LglNm: 'Kaveri', Pos: '29', Addr1: 'x', Loc: 'Bengaluru', Pin: 560058, Stcd: '29' },
      ItemList: [],
      ValDtls: { AssVal: 1, TotInvVal: 1, Extra: 1 },
    };
    expect(schemaProblems(json)).toEqual([
      '$.TranDtls.SupTyp: must be one of "B2B", "SEZWP", "SEZWOP", "EXPWP", "EXPWOP", "DEXP"',
      '$.DocDtls.No: must be at most 16 characters',
      '$.DocDtls.No: does not match ^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$',
      '$.DocDtls.Dt: does not match ^[0-3][0-9]/[0-1][0-9]/20[1-2][0-9]$',
      '$.SellerDtls.LglNm: does not match ^[^"]*$',
      '$.SellerDtls.Pin: must be at least 100000',
      '$.BuyerDtls.Gstin: is required',
      '$.ItemList: must have at least 1 items',
      '$.ValDtls.Extra: is not in the schema',
    ]);
    expect(ajv(json)).toBe(false);
  });
});

describe("the portal's answer", () => {
  beforeAll(() => setEinvoicing(true));

  it('typed in is kept for the document, listed, and printed on its PDF with the QR code', async () => {
    const answer = await answerFor(ids.inter);
    const res = await call(admin.token, 'PUT', `/api/admin/einvoices/${ids.inter}/registration`, {
      irn: answer.Irn.toUpperCase(),
      ackNo: String(answer.AckNo),
      ackDate: answer.AckDt,
      signedQrCode: answer.SignedQRCode,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('IRN saved');
    expect(res.json().document.registration).toMatchObject({
      irn: answer.Irn,
      ackNo: String(answer.AckNo),
      signedQrCode: answer.SignedQRCode,
    });
    const pending = await call(admin.token, 'GET', '/api/admin/einvoices?status=pending');
    expect(pending.json().documents.map((d: { id: number }) => d.id)).not.toContain(ids.inter);
    const registered = await call(admin.token, 'GET', '/api/admin/einvoices?status=registered');
    expect(registered.json().documents.map((d: { id: number }) => d.id)).toEqual([ids.inter]);

    // The order's invoice is the newest, the registered inter-state one.
    const pdf = await call(admin.token, 'GET', `/api/order/${orderId}/invoice`);
    expect(pdf.statusCode).toBe(200);
    const proxy = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(proxy, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`IRN ${answer.Irn}`);
    expect(flat).toContain(`Ack No ${answer.AckNo}`);
    expect(flat).toMatch(/Ack date \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    // The QR code: hundreds of squares drawn on the page; a document without an IRN has a few rectangles only.
    expect(rectanglesIn(pdf.rawPayload)).toBeGreaterThan(400);
    // A document not registered yet (the credit note) prints no e-invoice block.
    const plain = await call(admin.token, 'GET', `/api/order/${orderId}/credit-notes/1`);
    expect(plain.statusCode).toBe(200);
    const { text: creditText } = await extractText(await getDocumentProxy(new Uint8Array(plain.rawPayload)), {
      mergePages: true,
    });
    expect(creditText).not.toContain('IRN');
    expect(rectanglesIn(plain.rawPayload)).toBeLessThan(50);
  });

  it('typed in is refused with 400 naming the field: a short IRN, a 12-digit Ack No, no date, not a JWT', async () => {
    const good = await answerFor(ids.intra);
    const body = {
      irn: good.Irn,
      ackNo: String(good.AckNo),
      ackDate: good.AckDt,
      signedQrCode: good.SignedQRCode,
    };
    for (const [change, message] of [
      [{ irn: 'abc' }, 'IRN must be 64 hexadecimal characters'],
      [{ ackNo: '112410188589' }, 'Ack No must be 15 digits'],
      [{ ackDate: '30/11/2026' }, 'Ack date must be a date and time, e.g. 2026-11-30 14:05:09'],
      [{ signedQrCode: `a.${'b'.repeat(2900)}.c` }, 'Signed QR code must be at most 2,900 characters'],
      [
        { signedQrCode: 'not a token' },
        "Signed QR code must be the portal's signed JWT (three parts joined by dots)",
      ],
      [
        { signedQrCode: 'a.b.c' },
        "SignedQRCode: its data cannot be read; paste the portal's signed QR code as it gave it.",
      ],
    ] as const) {
      const res = await call(admin.token, 'PUT', `/api/admin/einvoices/${ids.intra}/registration`, {
        ...body,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("is refused when it is another document's: its number, type, GSTIN or IRN (400 naming the field)", async () => {
    const other = await answerFor(ids.inter);
    const res = await call(
      admin.token,
      'POST',
      `/api/admin/einvoices/${ids.intra}/registration/upload`,
      other,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^DocNo in the signed QR code is CH\/.+, not this document's number/);

    const intra = await documentOf(ids.intra);
    for (const [qr, field] of [
      [{ DocTyp: 'CRN' }, 'DocTyp'],
      [{ SellerGstin: businessBuyer.gstin }, 'SellerGstin'],
      [{ BuyerGstin: businessBuyer.gstin }, 'BuyerGstin'],
      [{ Irn: 'f'.repeat(64) }, 'Irn'],
    ] as const) {
      const answer = await answerFor(ids.intra, qr);
      const refused = await call(
        admin.token,
        'POST',
        `/api/admin/einvoices/${ids.intra}/registration/upload`,
        answer,
      );
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().message).toMatch(new RegExp(`^${field} in the signed QR code is `));
    }
    // An IRN already kept for another document.
    const inter = await answerFor(ids.inter);
    const taken = await call(admin.token, 'POST', `/api/admin/einvoices/${ids.intra}/registration/upload`, {
      ...inter,
      SignedQRCode: (await answerFor(ids.intra, { Irn: inter.Irn })).SignedQRCode,
      SignedInvoice: undefined,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `IRN ${inter.Irn} is already ${(await documentOf(ids.inter)).number}'s.`,
    );
    expect(intra.number).not.toBe((await documentOf(ids.inter)).number);
  });

  it('uploaded as the portal gave it (or wrapped by a GSP) is kept for a credit note', async () => {
    const answer = await answerFor(ids.credit);
    const res = await call(admin.token, 'POST', `/api/admin/einvoices/${ids.credit}/registration/upload`, {
      Status: 1,
      Data: JSON.stringify(answer),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document).toMatchObject({
      kind: 'credit_note',
      registration: { irn: answer.Irn, ackNo: String(answer.AckNo) },
    });
    const [kept] = await rows<{ signed_invoice: string | null }>(
      t.database.db,
      sql`select signed_invoice from einvoice_registrations where tax_document_id = ${ids.credit}`,
    );
    expect(kept!.signed_invoice).toBe(answer.SignedInvoice);
    const notAnswer = await call(
      admin.token,
      'POST',
      `/api/admin/einvoices/${ids.credit}/registration/upload`,
      {
        hello: 'world',
      },
    );
    expect(notAnswer.statusCode).toBe(400);
    expect(notAnswer.json().message).toBe('IRN is required');
  });

  it('is refused for a B2C invoice', async () => {
    const answer = await answerFor(ids.intra);
    const res = await call(
      admin.token,
      'POST',
      `/api/admin/einvoices/${ids.b2c}/registration/upload`,
      answer,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/is not a B2B document/);
  });
});
