// The language of an invoice and its credit notes: the order's (orders.language), kept in the snapshot when the
// invoice is issued, and its credit notes keep their invoice's; a Hindi (or Marathi) order's PDFs carry their fixed
// words in that language too, an English order's and a snapshot from before orders had a language print in English
// alone.
import { languageHeader } from '@chamak/shared/i18n/languages';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { documentPdf, type InvoiceOrder, issueCreditNote, issueInvoice } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const documentsOf = (orderId: number) =>
  rows<{ id: number; kind: string; document: InvoiceDocument }>(
    t.database.db,
    sql`select id, kind, document from tax_documents where order_id = ${orderId} order by id`,
  );

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const hasDevanagariFont = (pdf: Buffer) => pdf.toString('latin1').includes('NotoSansDevanagari');

/** A cash-on-delivery order placed through the checkout (in English): its id. */
async function englishOrder(): Promise<number> {
  const u = await signupAndLogin(t.app);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 5), 1);
  const res = await checkout(t.app, u, 'cod');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderId: number }).orderId;
}

/** A copy of an order's row placed in `language` (no invoice of its own yet): its id. */
async function orderIn(language: string, from: number): Promise<number> {
  const [made] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
        cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code,
        language)
      select user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise, cod_fee_paise,
        total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code, ${language}
      from orders where id = ${from} returning id`,
  );
  return made!.id;
}

/** One Floor Cleaner at ₹118 within Maharashtra (the demo seller's state): taxable ₹100, CGST ₹9 + SGST ₹9. */
const invoiceOrder = (orderId: number): InvoiceOrder => ({
  orderId,
  buyer: { name: 'Kavya Nair', address: ['12 Lake Road', 'Pune 411001'], state: 'Maharashtra' },
  placeOfSupply: 'Maharashtra',
  paymentMethod: 'cod',
  lines: [
    {
      description: 'Floor Cleaner 1 L',
      hsnCode: '3402',
      quantity: 1,
      unitPricePaise: 11800,
      ratePercent: 18,
      taxablePaise: 10000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    },
  ],
  fees: [],
  feeRatePercent: 18,
  totals: { taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0, totalPaise: 11800 },
});

describe('the language of an invoice', () => {
  it('an English order: the snapshot says English and the PDF has no Devanagari', async () => {
    const orderId = await englishOrder();
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.document.language).toBe('en');
    const { pdf } = (await documentPdf(t.database.db, orderId, { kind: 'invoice' }))!;
    expect(hasDevanagariFont(pdf)).toBe(false);
    expect(await textOf(pdf)).toContain('TAX INVOICE');
    expect(await textOf(pdf)).not.toMatch(/[\u0900-\u097F]/);
  });

  it('an order placed on a Hindi page: the invoice issued at placement is in Hindi', async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, await sizeInStock(t.database.db, 5), 1);
    const res = await t.app.inject(
      as(u.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        headers: { [languageHeader]: 'hi' },
        payload: { ...checkoutAddress, userId: u.userId, paymentMethod: 'cod' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const orderId = (res.json() as { orderId: number }).orderId;
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.document.language).toBe('hi');
    const pdf = (await t.app.inject(as(u.token, { method: 'GET', url: `/api/order/${orderId}/invoice` })))
      .rawPayload;
    expect(hasDevanagariFont(pdf)).toBe(true);
    expect(await textOf(pdf)).toContain('TAX INVOICE / कर बीजक');
  });

  it('a Hindi order: its invoice and credit note are issued in Hindi and print the Hindi beside the English', async () => {
    const orderId = await orderIn('hi', await englishOrder());
    const db = t.database.db;
    const issued = await db.transaction((tx) => issueInvoice(tx, invoiceOrder(orderId)));
    await db.transaction((tx) => issueCreditNote(tx, { invoiceId: issued!.id, reason: 'Returned' }));
    const [invoice, note] = await documentsOf(orderId);
    expect(invoice!.document.language).toBe('hi');
    expect(note!.kind).toBe('credit_note');
    expect(note!.document.language).toBe('hi');

    const invoicePdf = (await documentPdf(db, orderId, { kind: 'invoice' }))!.pdf;
    expect(hasDevanagariFont(invoicePdf)).toBe(true);
    const invoiceText = await textOf(invoicePdf);
    expect(invoiceText).toContain('TAX INVOICE / कर बीजक');
    expect(invoiceText).toContain('Rupees One Hundred Eighteen Only');
    const notePdf = (await documentPdf(db, orderId, { kind: 'credit_note', n: 1 }))!.pdf;
    expect(hasDevanagariFont(notePdf)).toBe(true);
    const noteText = await textOf(notePdf);
    expect(noteText).toContain('CREDIT NOTE /');
    expect(noteText).toContain('Total credited / कुल जमा');
    expect(noteText).toContain(invoice!.document.number);
  });

  it('a Marathi order: its invoice prints the Marathi beside the English, the amount in Marathi words too', async () => {
    const orderId = await orderIn('mr', await englishOrder());
    const db = t.database.db;
    await db.transaction((tx) => issueInvoice(tx, invoiceOrder(orderId)));
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.document.language).toBe('mr');
    const { pdf } = (await documentPdf(db, orderId, { kind: 'invoice' }))!;
    expect(hasDevanagariFont(pdf)).toBe(true);
    const text = await textOf(pdf);
    expect(text).toContain('TAX INVOICE / कर बीजक');
    expect(text).toContain('Total / एकूण');
    expect(text).toContain('Amount in words / अक्षरी रक्कम');
    expect(text).toContain('Rupees One Hundred Eighteen Only');
    // The amount in Marathi words under the English (the extracted text splits रुपये where its glyphs join).
    expect(text).toContain('एकशे अठरा');
    // Marathi names the seller before करिता, where Hindi puts कृते first.
    const seller = invoice!.document.seller.legalName;
    expect(text).toMatch(new RegExp(`For ${seller} ${seller} [\u0900-\u097F]`));
  });

  it('a snapshot from before orders had a language prints in English alone', async () => {
    const orderId = await orderIn('hi', await englishOrder());
    const db = t.database.db;
    const issued = await db.transaction((tx) => issueInvoice(tx, invoiceOrder(orderId)));
    await db.execute(sql`update tax_documents set document = document - 'language' where id = ${issued!.id}`);
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.document).not.toHaveProperty('language');
    const { pdf } = (await documentPdf(db, orderId, { kind: 'invoice' }))!;
    expect(hasDevanagariFont(pdf)).toBe(false);
    expect(await textOf(pdf)).not.toMatch(/[\u0900-\u097F]/);
  });
});
