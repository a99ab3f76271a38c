// Browser journey of back-in-stock alerts: on a demo size that is sold out, a guest types an e-mail into "Notify me"
// (a wrong one is shown under the field first) and is told to check their e-mail to confirm; the mailed link opens
// the product page, which confirms on a click; a logged-in shopper asks with one click. Both journeys run once, at
// 390 px; axe-core checks the guest's answered form and the confirming page at 390 and 1280 px, and E2E_SHOTS_DIR
// saves the guest's screenshots at both widths, the same page resized.
import type { ProductPage } from '@chamak/shared/catalogue';
import { stockAlertMessages } from '@chamak/shared/stock-alerts';
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../apps/api/src/lib/sql.ts';
import {
  apiClient,
  atBothWidths,
  expectAccessibleAtBothWidths,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
} from './harness.ts';
import { pageWithSession } from './orders.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
let soldOut: { productId: number; plId: number; name: string };

const { api } = apiClient(() => shop!.baseUrl);
const url = (p: string) => `${shop!.baseUrl}${p}`;
const shots = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
};
/** E2E_SHOTS_DIR's screenshots of a 390 px page at 390 px and at 1280 px (resized, not loaded again), `at` in view. */
const shotsAtBothWidths = async (page: Page, name: string, at: Locator) => {
  if (!shots) return;
  await atBothWidths(page, mobile, async (v) => {
    await at.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${v.width}`);
  });
};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const { products } = await api<ProductPage>('/products/getallproducts', {
    body: { page: 1, perPage: 100 },
  });
  // The demo shop sells some sizes out; one of a product that has another size in stock.
  const product = products.find(
    (p) =>
      p.productlitres.some((s) => s.remaining_qty <= 0) && p.productlitres.some((s) => s.remaining_qty > 0),
  )!;
  soldOut = {
    productId: product.id,
    plId: product.productlitres.find((s) => s.remaining_qty <= 0)!.pl_id,
    name: product.name,
  };
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('Notify me on a sold-out size', () => {
  it(
    'a guest leaves an e-mail and confirms it from the mailed link (390 px)',
    async () => {
      const { page, errors, close } = await openPage(browser!, mobile);
      try {
        await page.goto(url(`/product-details/${soldOut.productId}?size=${soldOut.plId}`));
        await page.getByRole('heading', { level: 1, name: soldOut.name }).waitFor();
        const button = page.getByRole('button', { name: 'Notify me' });
        await button.scrollIntoViewIfNeeded();
        await page.getByLabel('Your e-mail').fill('asha@');
        await button.click();
        await page.getByText(stockAlertMessages.emailInvalid).waitFor();
        await shotsAtBothWidths(page, 'stock-alert-guest-error', button);
        const email = 'asha@example.com';
        await page.getByLabel('Your e-mail').fill(email);
        await button.click();
        await page.getByText(stockAlertMessages.confirmSent).waitFor();
        await shotsAtBothWidths(
          page,
          'stock-alert-guest-done',
          page.getByText(stockAlertMessages.confirmSent),
        );
        await expectAccessibleAtBothWidths(page, mobile);
        // The confirmation mail's link opens the page with a button; the click confirms.
        const [mail] = await rows<{ text: string }>(
          shop!.database.db,
          sql`select text from mail_outbox where "to" = ${email} and subject like 'Confirm your alert:%'`,
        );
        const link = /\/product-details\/\d+\?size=\d+&alert=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
        await page.goto(url(link));
        const confirm = page.getByRole('button', { name: 'Confirm my alert' });
        await confirm.waitFor();
        // The token leaves the address bar once the page has taken it (the button may show a moment before).
        await page.waitForURL((address) => !address.searchParams.has('alert'));
        await shotsAtBothWidths(page, 'stock-alert-confirm', confirm);
        await expectAccessibleAtBothWidths(page, mobile);
        await confirm.click();
        await page.getByText(stockAlertMessages.confirmed).waitFor();
        await shotsAtBothWidths(page, 'stock-alert-confirmed', page.getByText(stockAlertMessages.confirmed));
        // Asking again for the same size and e-mail is the same alert, still 201.
        const again = await fetch(url('/api/stock-alerts'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pl_id: soldOut.plId, email }),
        });
        expect(again.status).toBe(201);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'a logged-in shopper asks with one click (390 px)',
    async () => {
      const t = Date.now().toString(36);
      const account = {
        fullname: 'Meera Iyer',
        username: `meera.${t}`,
        email: `meera.${t}@example.com`,
        phone: '9876543210',
        password: 'Shop@1234',
      };
      const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
      const { token } = await api<{ token: string }>('/users/login', {
        body: { email: account.email, password: account.password },
      });
      const { page, errors, close } = await pageWithSession(browser!, shop!.baseUrl, mobile, {
        token,
        userId: String(userId),
      });
      try {
        await page.goto(url(`/product-details/${soldOut.productId}?size=${soldOut.plId}`));
        const button = page.getByRole('button', { name: 'Notify me' });
        await button.scrollIntoViewIfNeeded();
        expect(await page.getByLabel('Your e-mail').count()).toBe(0);
        await shot(page, `stock-alert-shopper-${mobile.width}`);
        await button.click();
        await page.getByText(stockAlertMessages.added).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
