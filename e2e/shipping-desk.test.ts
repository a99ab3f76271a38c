// The shipping desk (decision 0350) in the browser: a Fulfilment member, at 1280 px, ticks five cash orders and
// prints their labels four to an A4 page and on 4×6 inch pages; the PDFs' barcodes are rendered and scanned back
// to the five order numbers. An order with no address is refused with its number and nothing is downloaded. At
// 390 px the orders are cards with the same choices. Neither width spills sideways; axe finds nothing serious.
// E2E_SHOTS_DIR saves screenshots and the first label page as PNG.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code128OnPages } from '../apps/api/src/test/barcode-reader.ts';
import {
  apiClient,
  desktop,
  expectAccessibleAtBothWidths,
  journey,
  launchBrowser,
  mobile,
  type Shop,
  startShop,
  wait,
} from './harness.ts';
import { codOrder, pageWithSession } from './orders.ts';

let shop: Shop;
let browser: Browser;
const client = apiClient(() => shop.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;
const orderIds: number[] = [];
let noAddress = 0;
let fulfilment = '';

const names = ['Asha', 'Bala', 'Chitra', 'Deepak', 'Esha'];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  for (const first of names) {
    const { orderId } = await codOrder(client.api, {
      firstName: first,
      lastName: 'Menon',
      address: '7 Beach Road',
      apt: '1',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682001',
    });
    orderIds.push(orderId);
  }
  ({ orderId: noAddress } = await codOrder(client.api, {
    firstName: 'Farah',
    lastName: 'Khan',
    address: '3 Hill Road',
    apt: '2',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
  }));
  // An order whose address was lost (an import gone wrong): its label is refused.
  await shop.database.db.execute(
    sql`update orders set address = '', city = '', postal_code = '' where id = ${noAddress}`,
  );
  // A Fulfilment member: signed up, given the role, then signed in (a token carries the role it was signed for).
  const email = `packer${Date.now()}@example.com`;
  await client.api('/users/signup', {
    body: {
      fullname: 'Pooja Packer',
      username: `packer${Date.now()}`,
      email,
      phone: '9811122233',
      password: 'Secret@123',
    },
  });
  await shop.database.db.execute(
    sql`update users set role = 'admin', staff_role = 'fulfilment' where email = ${email}`,
  );
  ({ token: fulfilment } = await client.api<{ token: string }>('/users/login', {
    body: { email, password: 'Secret@123' },
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('the shipping desk', () => {
  it(
    'lets a Fulfilment member print labels for five orders at 1280 px, and refuses an order with no address',
    async () => {
      const { page, errors, close } = await pageWithSession(browser, shop.baseUrl, desktop, {
        token: fulfilment,
        isAdmin: 'true',
      });
      try {
        await page.goto(`${shop.baseUrl}/admin/shipping-desk`);
        await page.getByRole('heading', { name: 'Shipping desk', level: 1 }).waitFor(wait);
        const table = page.getByRole('table', { name: 'Orders to ship' });
        await table.getByRole('link', { name: `Order #${orderIds[4]}` }).waitFor(wait);
        // The refused order is flagged in its row before anyone tries to print it.
        await expect
          .poll(() => table.getByText(`Order #${noAddress} has no street address`).count(), wait)
          .toBe(1);
        // Nothing chosen, nothing to print; no Shiprocket in this shop.
        expect(await page.getByRole('button', { name: 'Labels A4' }).isDisabled()).toBe(true);
        expect(await page.getByRole('button', { name: 'Ship with Shiprocket' }).count()).toBe(0);

        for (const id of orderIds) await table.getByRole('checkbox', { name: `Choose order #${id}` }).check();
        await page.getByText('5 chosen').waitFor(wait);
        if (shots) await page.screenshot({ path: `${shots}/shipping-desk-1280.png`, fullPage: true });

        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Labels A4' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe('labels-a4-5-orders.pdf');
        const a4 = await readFile((await download.path())!);
        expect(a4.subarray(0, 5).toString()).toBe('%PDF-');
        // Four to a page: two pages, whose bars scan back to the five order numbers.
        const a4Codes = code128OnPages(a4);
        expect(a4Codes).toHaveLength(2);
        expect(a4Codes.flat().sort()).toEqual(orderIds.map(String).sort());
        if (shots) {
          await writeFile(`${shots}/shipping-desk-labels-a4.pdf`, a4);
          execFileSync('pdftoppm', [
            '-r',
            '60',
            '-png',
            '-f',
            '1',
            '-l',
            '1',
            `${shots}/shipping-desk-labels-a4.pdf`,
            `${shots}/shipping-desk-labels-a4`,
          ]);
        }

        const thermal = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Labels 4×6' }).click();
        const labels = await readFile((await (await thermal).path())!);
        expect(code128OnPages(labels).map((page) => page.join())).toEqual(orderIds.map(String));

        // With the order that has no address chosen too, the labels are refused, naming it; nothing downloads.
        await table.getByRole('checkbox', { name: `Choose order #${noAddress}` }).check();
        let downloaded = false;
        page.on('download', () => {
          downloaded = true;
        });
        await page.getByRole('button', { name: 'Labels 4×6' }).click();
        const alert = page.getByRole('alert');
        await alert.waitFor(wait);
        expect(await alert.innerText()).toContain(
          `Order #${noAddress} has no street address, city, 6-digit PIN code to print on its label`,
        );
        expect(await alert.innerText()).toContain('Nothing was printed');
        expect(downloaded).toBe(false);
        if (shots) await page.screenshot({ path: `${shots}/shipping-desk-1280-refused.png`, fullPage: true });

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          desktop.width,
        );
        await expectAccessibleAtBothWidths(page, desktop);
        // The refusal's 422 is the browser's one console line; nothing else went wrong.
        expect(errors).toEqual([
          'console error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
        ]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'shows the orders as cards to tick at 390 px and prints their packing slips',
    async () => {
      const { page, errors, close } = await pageWithSession(browser, shop.baseUrl, mobile, {
        token: fulfilment,
        isAdmin: 'true',
      });
      try {
        await page.goto(`${shop.baseUrl}/admin/shipping-desk`);
        const cards = page.getByRole('list', { name: 'Orders to ship' });
        await cards.getByRole('link', { name: `Order #${orderIds[0]}` }).waitFor(wait);
        await page.getByLabel('Select all').check();
        await cards.getByRole('checkbox', { name: `Choose order #${noAddress}` }).uncheck();
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Packing slips' }).click();
        const slips = await readFile((await (await downloading).path())!);
        const codes = code128OnPages(slips).flat();
        for (const id of orderIds) expect(codes).toContain(String(id));
        expect(codes).not.toContain(String(noAddress));
        if (shots) await page.screenshot({ path: `${shots}/shipping-desk-390.png`, fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          mobile.width,
        );
        await expectAccessibleAtBothWidths(page, mobile);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
