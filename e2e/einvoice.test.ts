// Browser journeys of e-invoices (decision 0344), on a shop with e-invoicing turned on: a cash order billed to a
// business has a B2B tax invoice and a credit note (issued through the invoices service, as checkout and a return
// would). The admin downloads both documents' e-invoice JSON from Admin → E-invoices (1280 px), checked against
// the shipped IRP schema; types in the portal's answer for the invoice (a wrong IRN is refused in the form
// first); uploads the portal's answer file for the credit note from the order window; and downloads the invoice
// PDF, which carries the IRN, Ack No and date. The list is checked with axe at 1280 and 390 px. The portal is a
// stand-in (apps/api/src/test/irp-stand-in.ts). E2E_SHOTS_DIR saves screenshots and the PDF.
import { readFile, writeFile } from 'node:fs/promises';
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../apps/api/src/lib/sql.ts';
import { schemaProblems } from '../apps/api/src/modules/einvoice/schema-check.ts';
import { issueCreditNote } from '../apps/api/src/modules/invoices/service.ts';
import { issueB2bInvoice, portalAnswer } from '../apps/api/src/test/irp-stand-in.ts';
import {
  apiClient,
  desktop,
  expectAccessibleAtBothWidths,
  journey,
  launchBrowser,
  mobile,
  type Shop,
  startShop,
} from './harness.ts';
import { adminToken as adminLogin, codOrder, pageWithSession } from './orders.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
let token = '';
const { api } = apiClient(() => shop!.baseUrl);
const url = (p: string) => `${shop!.baseUrl}${p}`;
const shots = process.env.E2E_SHOTS_DIR;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await adminLogin(api);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const documentOf = async (id: number) => {
  const [row] = await rows<{ document: InvoiceDocument; number: string; kind: 'invoice' | 'credit_note' }>(
    shop!.database.db,
    sql`select document, number, kind from tax_documents where id = ${id}`,
  );
  return row!;
};

const answerFor = async (id: number) => {
  const { document, number, kind } = await documentOf(id);
  return portalAnswer({
    number,
    kind,
    sellerGstin: document.seller.gstin,
    buyerGstin: document.buyer.gstin ?? '',
    totalPaise: document.totals.totalPaise,
  });
};

/** Clicks `button` and reads back the browser's download: its file name and bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe('e-invoices', () => {
  it(
    `the admin exports B2B documents' e-invoice JSON, enters and uploads the portal's answers, and the PDF prints the IRN (${desktop.width} and ${mobile.width} px)`,
    async () => {
      const { orderId } = await codOrder(api, {
        firstName: 'Ravi',
        lastName: 'Kumar',
        address: 'Warehouse 3, Hosur Road',
        apt: 'Gate 2',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560068',
      });
      const db = shop!.database.db;
      const invoice = await issueB2bInvoice(db, orderId, { shipTo: true });
      const credit = await issueCreditNote(db, {
        invoiceId: invoice.id,
        reason: 'Two spray bottles returned damaged',
        lines: [{ line: 2, quantity: 2 }],
      });
      await api('/admin/settings', {
        method: 'PUT',
        token,
        body: { gst: { hsnDigits: 4, einvoicing: true, ewayBillIntraStateThresholdPaise: 50_000_00 } },
      });
      const invoiceAnswer = await answerFor(invoice.id);
      const creditAnswer = await answerFor(credit.id);

      const admin = await pageWithSession(browser!, shop!.baseUrl, desktop, { token, isAdmin: 'true' });
      try {
        const { page } = admin;
        // Admin → E-invoices: both documents waiting for their IRN; both downloaded as one file for the portal.
        await page.goto(url('/admin/einvoices'));
        await page.getByRole('heading', { level: 1, name: 'E-invoices' }).waitFor();
        const table = page.getByRole('table', { name: 'B2B documents' });
        await table.getByRole('row', { name: new RegExp(invoice.number) }).waitFor();
        expect(await table.getByText('IRN pending').count()).toBe(2);
        await shot(page, `einvoices-list-${desktop.width}`);
        await table.getByRole('checkbox', { name: `Choose ${invoice.number}` }).check();
        await table.getByRole('checkbox', { name: `Choose ${credit.number}` }).check();
        const both = await download(page, page.getByRole('button', { name: 'Download chosen (2)' }));
        expect(both.name).toBe('einvoice-2-documents.json');
        const exported = JSON.parse(both.bytes.toString()) as { DocDtls: { Typ: string; No: string } }[];
        expect(exported.map((j) => [j.DocDtls.Typ, j.DocDtls.No])).toEqual([
          ['CRN', credit.number],
          ['INV', invoice.number],
        ]);
        for (const json of exported) expect(schemaProblems(json)).toEqual([]);

        // The invoice's answer typed in: a short IRN is refused by the form before anything is sent.
        await table.getByRole('button', { name: `Enter IRN of invoice ${invoice.number}` }).click();
        const dialog = page.getByRole('dialog', { name: `IRN of invoice ${invoice.number}` });
        await dialog.getByRole('textbox', { name: 'IRN' }).fill('abc123');
        await dialog.getByRole('textbox', { name: 'Ack No' }).fill(String(invoiceAnswer.AckNo));
        await dialog.getByLabel('Ack date').fill(invoiceAnswer.AckDt.replace(' ', 'T'));
        await dialog.getByRole('textbox', { name: 'Signed QR code' }).fill(invoiceAnswer.SignedQRCode);
        await page.getByRole('button', { name: 'Save IRN' }).click();
        await dialog.getByText('IRN must be 64 hexadecimal characters').waitFor();
        await shot(page, `einvoice-enter-irn-${desktop.width}`);
        await dialog.getByRole('textbox', { name: 'IRN' }).fill(invoiceAnswer.Irn);
        await page.getByRole('button', { name: 'Save IRN' }).click();
        await page.getByRole('status').filter({ hasText: 'IRN saved' }).first().waitFor();
        await dialog.waitFor({ state: 'hidden' });
        const invoiceRow = table.getByRole('row', { name: new RegExp(invoice.number) });
        await invoiceRow.getByText('Registered').waitFor();
        await invoiceRow.getByText(`Ack No ${invoiceAnswer.AckNo}`).waitFor();
        await shot(page, `einvoices-registered-${desktop.width}`);
        await expectAccessibleAtBothWidths(page, desktop);

        // The order window: the credit note's answer uploaded as the portal's file; the invoice PDF with its IRN.
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        const panel = modal.getByRole('region', { name: 'E-invoice' });
        await panel.getByText(`Invoice ${invoice.number}`).waitFor();
        const one = await download(
          page,
          panel.getByRole('button', { name: `Download JSON of credit note ${credit.number}` }),
        );
        expect(one.name).toBe(`einvoice-${credit.number.replaceAll('/', '-')}.json`);
        expect(schemaProblems(JSON.parse(one.bytes.toString()))).toEqual([]);
        await panel.getByRole('button', { name: `Enter IRN of credit note ${credit.number}` }).click();
        const upload = page.getByRole('dialog', { name: `IRN of credit note ${credit.number}` });
        await upload.getByLabel("Upload the portal's answer (JSON)").setInputFiles({
          name: 'irp-answer.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(creditAnswer)),
        });
        await upload.waitFor({ state: 'hidden' });
        await panel.getByText(`Ack No ${creditAnswer.AckNo}`).waitFor();
        expect(await panel.getByText('Registered').count()).toBe(2);
        await shot(page, `einvoice-order-window-${desktop.width}`);

        const pdf = await download(page, modal.getByRole('button', { name: 'Download invoice' }));
        if (shots) await writeFile(`${shots}/einvoice-invoice.pdf`, pdf.bytes);
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
          mergePages: true,
        });
        const flat = text.replace(/\s+/g, ' ');
        expect(flat).toContain(`IRN ${invoiceAnswer.Irn}`);
        expect(flat).toContain(`Ack No ${invoiceAnswer.AckNo}`);
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }

      // On a phone: the list as cards, both registered.
      const phone = await pageWithSession(browser!, shop!.baseUrl, mobile, { token, isAdmin: 'true' });
      try {
        const { page } = phone;
        await page.goto(url('/admin/einvoices'));
        const cards = page.getByRole('list', { name: 'B2B documents' });
        await cards.getByText(`Ack No ${creditAnswer.AckNo}`).waitFor();
        expect(await cards.getByText('Registered').count()).toBe(2);
        await shot(page, `einvoices-list-${mobile.width}`);
        await page.getByRole('button', { name: `Change IRN of invoice ${invoice.number}` }).click();
        await page.getByRole('dialog', { name: `IRN of invoice ${invoice.number}` }).waitFor();
        await shot(page, `einvoice-enter-irn-${mobile.width}`);
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.close();
      }
    },
    journey,
  );
});
