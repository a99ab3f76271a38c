// The browser journey of an e-way bill (decision 0345): a cash order from Bengaluru billed to a business, its
// invoice (issued through the invoices service, as a checkout with a GSTIN would) worth ₹54,250 between states.
// The admin sees "E-way bill needed" on the orders list, opens the order, is refused a bad vehicle number by the
// form, saves the transport details, downloads the portal's JSON (checked against the shipped schema and the
// invoice's total), enters the 12-digit number the portal gave, and downloads the slip with that number for the
// parcel; the list then shows the number. At 1280 and 390 px, with axe. E2E_SHOTS_DIR saves screenshots and the PDF.
import { readFile, writeFile } from 'node:fs/promises';
import type { EwayBillJson } from '@chamak/shared/eway-bill';
import { taxedAmount } from '@chamak/shared/gst';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalSchema, schemaProblems } from '../apps/api/src/modules/eway-bill/schema-check.ts';
import { issueInvoice } from '../apps/api/src/modules/invoices/service.ts';
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

async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** A B2B invoice for the order: 3 cases of floor cleaner at ₹18,000 and the ₹250 delivery, IGST 18 %. */
async function bigInvoice(orderId: number) {
  const goods = taxedAmount(54_000_00, 18, false);
  const fee = taxedAmount(250_00, 18, false);
  const issued = await shop!.database.db.transaction((tx) =>
    issueInvoice(tx, {
      orderId,
      buyer: {
        name: 'Deccan Facility Services Pvt Ltd',
        address: ['Warehouse 3, Hosur Road', 'Bengaluru'],
        state: 'Karnataka',
        gstin: '29AABCB1234C1ZX',
        pinCode: '560068',
      },
      placeOfSupply: 'Karnataka',
      paymentMethod: 'cod',
      lines: [
        {
          ...goods,
          description: 'Floor Cleaner 20 L (case)',
          hsnCode: '3402',
          quantity: 3,
          unitPricePaise: 18_000_00,
          ratePercent: 18,
        },
      ],
      fees: [{ description: 'Delivery', amountPaise: 250_00 }],
      feeRatePercent: 18,
      totals: {
        taxablePaise: goods.taxablePaise + fee.taxablePaise,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: goods.igstPaise + fee.igstPaise,
        totalPaise: 54_250_00,
      },
    }),
  );
  return issued!;
}

describe('e-way bills', () => {
  it(
    `the admin sees the flag, saves the transport, downloads the portal's JSON, enters the number and prints the slip (${desktop.width} and ${mobile.width} px)`,
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
      const invoice = await bigInvoice(orderId);

      const admin = await pageWithSession(browser!, shop!.baseUrl, desktop, { token, isAdmin: 'true' });
      try {
        const { page } = admin;
        // The list: the order carries the flag.
        await page.goto(url(`/admin/orders?search=${orderId}`));
        const cards = page.getByRole('list', { name: 'Orders' });
        await cards.getByText('E-way bill needed').waitFor();
        await shot(page, `eway-bill-list-${desktop.width}`);

        // The order window: needed, and why; the distance is not known yet.
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        const panel = modal.getByRole('region', { name: 'E-way bill' });
        await panel.getByText('Needed', { exact: true }).waitFor();
        await panel
          .getByText(/Consignment value ₹54,250\.00 .* is above inter-state threshold of ₹50,000\.00/)
          .waitFor();
        await panel.getByText('From PIN 411026 to PIN 560068: not known yet', { exact: false }).waitFor();
        if (shots) await panel.screenshot({ path: `${shots}/eway-bill-panel-new-${desktop.width}.png` });
        expect(await panel.getByRole('button', { name: 'Download JSON for the portal' }).isDisabled()).toBe(
          true,
        );

        const transport = panel.getByRole('form', { name: 'Transport details' });
        await transport.getByRole('textbox', { name: 'Transporter name' }).fill('Safe Roads Logistics');
        await transport
          .getByRole('textbox', { name: 'Transporter ID (GSTIN or TRANSIN)' })
          .fill('27AAPFU0939F1ZV');
        await transport.getByRole('textbox', { name: 'Vehicle number' }).fill('MH12-ABCD');
        await transport.getByRole('textbox', { name: 'Distance' }).fill('4500');
        await transport.getByRole('button', { name: 'Save transport details' }).click();
        await transport.getByText('Vehicle number must be like MH12AB1234', { exact: false }).waitFor();
        await transport.getByText('Distance must be a whole number of km from 1 to 4000').waitFor();
        await shot(page, `eway-bill-form-errors-${desktop.width}`);
        await transport.getByRole('textbox', { name: 'Vehicle number' }).fill('mh 12 ab 1234');
        await transport.getByRole('textbox', { name: 'Distance' }).fill('842');
        await transport.getByRole('button', { name: 'Save transport details' }).click();
        await page.getByRole('status').filter({ hasText: 'Transport details saved' }).first().waitFor();

        // The portal's JSON: the shipped schema, the invoice's figures.
        const json = await download(
          page,
          panel.getByRole('button', { name: 'Download JSON for the portal' }),
        );
        expect(json.name).toBe(`eway-bill-${invoice.number.replace(/[^A-Za-z0-9-]/g, '-')}.json`);
        const exported = JSON.parse(json.bytes.toString()) as EwayBillJson;
        expect(schemaProblems(portalSchema, exported)).toEqual([]);
        const bill = exported.billLists[0]!;
        expect(bill).toMatchObject({
          docNo: invoice.number,
          toGstin: '29AABCB1234C1ZX',
          fromPincode: 411026,
          toPincode: 560068,
          totInvValue: 54_250,
          OthValue: 250,
          transDistance: 842,
          vehicleNo: 'MH12AB1234',
        });
        if (shots) await writeFile(`${shots}/eway-bill.json`, json.bytes);

        // The number the portal gave: a short one is refused by the form, then the right one saved.
        const numberForm = panel.getByRole('form', { name: 'E-way bill number' });
        await numberForm.getByRole('textbox', { name: 'E-way bill number' }).fill('33101234567');
        await numberForm.getByLabel('Generated on').fill('2026-11-30');
        await numberForm.getByLabel('Valid until').fill('2026-12-05');
        await numberForm.getByRole('button', { name: 'Save e-way bill number' }).click();
        await numberForm.getByText('E-way bill number must be 12 digits').waitFor();
        await numberForm.getByRole('textbox', { name: 'E-way bill number' }).fill('331012345678');
        await numberForm.getByRole('button', { name: 'Save e-way bill number' }).click();
        await page.getByRole('status').filter({ hasText: 'E-way bill number saved' }).first().waitFor();
        await panel.getByText('3310 1234 5678', { exact: true }).first().waitFor();
        await panel.getByText('valid until 05/12/2026', { exact: false }).waitFor();
        await shot(page, `eway-bill-order-${desktop.width}`);
        if (shots) await panel.screenshot({ path: `${shots}/eway-bill-panel-${desktop.width}.png` });

        // The slip for the parcel carries the number.
        const slip = await download(page, panel.getByRole('button', { name: 'Download slip (PDF)' }));
        expect(slip.name).toBe('eway-bill-331012345678.pdf');
        if (shots) await writeFile(`${shots}/eway-bill-slip.pdf`, slip.bytes);
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(slip.bytes)), {
          mergePages: true,
        });
        const flat = text.replace(/\s+/g, ' ');
        expect(flat).toContain('3310 1234 5678');
        expect(flat).toContain(invoice.number);
        expect(flat).toContain('MH12AB1234');
        await expectAccessibleAtBothWidths(page, desktop);

        // Back on the list: the number instead of the warning.
        await page.goto(url(`/admin/orders?search=${orderId}`));
        await cards.getByText('E-way bill 331012345678').waitFor();
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }

      // On a phone: the order window with the e-way bill, the form in one column.
      const phone = await pageWithSession(browser!, shop!.baseUrl, mobile, { token, isAdmin: 'true' });
      try {
        const { page } = phone;
        await page.goto(url(`/admin/orders?search=${orderId}`));
        await page.getByRole('list', { name: 'Orders' }).getByText('E-way bill 331012345678').waitFor();
        await shot(page, `eway-bill-list-${mobile.width}`);
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const panel = page.getByRole('region', { name: 'E-way bill' });
        await panel.getByText('3310 1234 5678', { exact: true }).first().waitFor();
        await panel.scrollIntoViewIfNeeded();
        await shot(page, `eway-bill-order-${mobile.width}`);
        if (shots) await panel.screenshot({ path: `${shots}/eway-bill-panel-${mobile.width}.png` });
        await panel.getByRole('button', { name: 'Download slip (PDF)' }).scrollIntoViewIfNeeded();
        await shot(page, `eway-bill-number-${mobile.width}`);
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.close();
      }
    },
    journey,
  );
});
