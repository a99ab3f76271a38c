// Admin → Reports → GST in the browser with every GSTR-1 table filled: this month's orders through the checkout
// (B2C small), and documents the invoices module issues now for business buyers (B2B within and between states),
// a large inter-state sale to a consumer (B2C large) and credit notes of each (CDNR, CDNUR). The page is loaded
// once, at 1280 px (the back-office is worked at a desk): each table's figures, one table saved as CSV and the month
// as the offline tool's JSON file, the HSN digits from Shop Settings. Resized to 390 px as well, each table is
// there and on screen and axe finds nothing serious at either width. E2E_SHOTS_DIR saves screenshots at both widths.
import { readFile } from 'node:fs/promises';
import { gstinCheckCharacter } from '@chamak/shared/gst';
import { indiaMonth } from '@chamak/shared/gst-report';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../apps/api/src/lib/sql.ts';
import {
  type InvoiceOrder,
  type InvoiceOrderLine,
  issueCreditNote,
  issueInvoice,
} from '../apps/api/src/modules/invoices/service.ts';
import {
  apiClient,
  atBothWidths,
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
const clinic = `29AAKFR7710C1Z${gstinCheckCharacter('29AAKFR7710C1Z')}`;
const hotel = `27AABCS1429B1Z${gstinCheckCharacter('27AABCS1429B1Z')}`;

/** A line at a tax-inclusive price: taxable value and tax to the paisa, CGST equal to SGST within the state. */
function line(
  description: string,
  hsnCode: string,
  unitPricePaise: number,
  quantity: number,
  intra: boolean,
) {
  const amount = unitPricePaise * quantity;
  let tax = amount - Math.round((amount * 100) / 118);
  if (intra && tax % 2 === 1) tax -= 1;
  return {
    description,
    hsnCode,
    quantity,
    unitPricePaise,
    ratePercent: 18,
    taxablePaise: amount - tax,
    ...(intra
      ? { cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0 }
      : { cgstPaise: 0, sgstPaise: 0, igstPaise: tax }),
  } satisfies InvoiceOrderLine;
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await adminLogin(api);
  const who = { lastName: 'Nair', address: '12 Lake Road', apt: '1' };
  await codOrder(api, {
    ...who,
    firstName: 'Kavya',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
  });
  const { orderId } = await codOrder(api, {
    ...who,
    firstName: 'Meera',
    city: 'Kochi',
    state: 'Kerala',
    postalCode: '682001',
  });
  const db = shop.database.db;
  // Copies of that order's row for the documents issued here (each order has its own invoice).
  const ids = (
    await rows<{ id: number }>(
      db,
      sql`insert into orders (user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise,
          cod_fee_paise, total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code)
        select user_id, status, payment_method, payment_status, subtotal_paise, delivery_charge_paise, cod_fee_paise,
          total_paise, first_name, last_name, email, phone, address, apt, city, state, postal_code
        from orders, generate_series(1, 3) where id = ${orderId} returning id`,
    )
  ).map((r) => r.id);
  const issue = async (
    id: number,
    buyer: InvoiceOrder['buyer'],
    lines: InvoiceOrderLine[],
  ): Promise<{ id: number }> => {
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      lines.reduce((s, l) => s + l[key], 0);
    const totals = {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0),
    };
    const order: InvoiceOrder = {
      orderId: id,
      buyer,
      placeOfSupply: buyer.state,
      paymentMethod: 'online',
      lines,
      fees: [],
      feeRatePercent: 18,
      totals,
    };
    return (await db.transaction((tx) => issueInvoice(tx, order)))!;
  };
  await issue(
    ids[0]!,
    { name: 'Rao Clinics LLP', address: ['8 MG Road', 'Bengaluru'], state: 'Karnataka', gstin: clinic },
    [
      line('Floor Cleaner 5 L', '34022010', 59_900, 4, false),
      line('Disinfectant Spray 500 ml', '38089400', 34_900, 6, false),
    ],
  );
  const hotelInvoice = await issue(
    ids[1]!,
    {
      name: 'Sai Hotels Private Limited',
      address: ['2 FC Road', 'Pune'],
      state: 'Maharashtra',
      gstin: hotel,
    },
    [line('Floor Cleaner 5 L', '34022010', 59_900, 10, true)],
  );
  const large = await issue(
    ids[2]!,
    { name: 'Meera Menon', address: ['3 Beach Road', 'Kochi'], state: 'Kerala' },
    [line('Industrial Scrubber', '84798999', 6_49_000, 20, false)],
  );
  await db.transaction((tx) =>
    issueCreditNote(tx, {
      invoiceId: hotelInvoice.id,
      reason: 'Returned',
      lines: [{ line: 1, quantity: 2 }],
    }),
  );
  await db.transaction((tx) =>
    issueCreditNote(tx, { invoiceId: large.id, reason: 'Returned', lines: [{ line: 1, quantity: 1 }] }),
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const tables = [
  'B2B invoices (4A)',
  'B2C large invoices (5)',
  'B2C small (7)',
  'Credit notes to registered buyers (9B, CDNR)',
  'Credit notes to unregistered buyers (9B, CDNUR)',
  'HSN summary, B2B (12)',
  'HSN summary, B2C (12)',
  'Totals',
  'Documents issued (13)',
];

describe('Admin → Reports → GST with every GSTR-1 table', () => {
  it(
    `shows each table at ${desktop.width} and ${mobile.width} px, saves one as CSV and the month as the offline tool's JSON`,
    async () => {
      const viewport = desktop;
      const { page, errors, close } = await pageWithSession(browser!, shop!.baseUrl, viewport, {
        token,
        isAdmin: 'true',
      });
      try {
        await page.goto(url('/admin/reports'));
        for (const name of tables) await expect.poll(() => page.getByRole('table', { name }).count()).toBe(1);
        const b2b = page.getByRole('table', { name: 'B2B invoices (4A)' });
        await expect.poll(() => b2b.getByRole('row').count()).toBe(3);
        expect(await b2b.textContent()).toContain(clinic);
        expect(await page.getByRole('table', { name: 'HSN summary, B2B (12)' }).textContent()).toContain(
          '3402',
        );
        expect(await page.getByRole('table', { name: 'B2C large invoices (5)' }).textContent()).toContain(
          '32-Kerala',
        );
        expect(
          await page
            .getByRole('table', { name: 'Credit notes to registered buyers (9B, CDNR)' })
            .textContent(),
        ).toMatch(/Sai Hotels Private Limited.*against \S+ of \d{2}-\d{2}-\d{4}/);
        await atBothWidths(page, viewport, async (at) => {
          for (const name of tables) {
            const table = page.getByRole('table', { name });
            expect(await table.count(), `${at.width} px: ${name}`).toBe(1);
            expect(await table.isVisible(), `${at.width} px: ${name} on screen`).toBe(true);
          }
          await shot(page, `gst-report-${at.width}`);
        });
        await expectAccessibleAtBothWidths(page, viewport);

        const [csv] = await Promise.all([
          page.waitForEvent('download'),
          page
            .getByRole('button', { name: 'Download Credit notes to registered buyers (9B, CDNR) as CSV' })
            .click(),
        ]);
        expect(csv.suggestedFilename()).toBe(`chamak-gst-${indiaMonth(new Date())}-cdnr.csv`);
        const [json] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'GSTR-1 JSON' }).click(),
        ]);
        const file = JSON.parse(await readFile(await json.path(), 'utf8'));
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
        expect(file.cdnur[0]).toMatchObject({ typ: 'B2CL', ntty: 'C', pos: '32' });

        // The HSN digits come from Shop Settings' GST returns part.
        await page.goto(url('/admin/settings'));
        const gst = page.getByRole('region', { name: 'GST returns' });
        const digits = gst.getByLabel('HSN digits in GSTR-1');
        await expect.poll(() => digits.inputValue()).toBe('4');
        await atBothWidths(page, viewport, async (at) => {
          expect(await digits.isVisible(), `${at.width} px: HSN digits on screen`).toBe(true);
          if (shots) await gst.screenshot({ path: `${shots}/gst-settings-${at.width}.png` });
        });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
