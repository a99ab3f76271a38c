// Browser journey of a discount code: the admin creates a code in the Promotions page; a shopper applies it
// in the cart (a refused code first says why), pays online through the sandbox, and sees the discount on the
// order page and in the invoice PDF; the admin's order window lists it too. Automatic offers: a product's
// badge on its card (server-rendered) and page, and "Pay online and save" at checkout. The shopper's steps at
// 390 px, what the layout changes at 1280 px too (the admin's list, the badges, axe-core on the cart and
// checkout); the API checks what the pages did. E2E_SHOTS_DIR saves screenshots.
import { readFile } from 'node:fs/promises';
import type { ProductPage } from '@chamak/shared/catalogue';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Promotion } from '@chamak/shared/promotions';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, type Viewport, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { customerWithOneUnit } from './orders.ts';

const { url, api, shots, adminToken, pageWithSession } = adminJourney();
const shot = async (page: Page, name: string, viewport: Viewport, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${viewport.width}.png`, fullPage });
};

const meera = {
  firstName: 'Meera',
  lastName: 'Iyer',
  address: '21 Temple Street',
  apt: 'Flat 5C',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
};

/** Clicks `button`, takes the browser's download and reads its text. */
async function downloadText(page: Page, button: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await file.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('a discount code from the admin to the invoice', () => {
  // The admin creates the code and the shopper uses it at 390 px (the steps are the same at 1280 px); axe checks
  // the cart and the checkout at both widths, and the admin's list of promotions (a card each on a phone) is seen
  // as a desktop's table too.
  const viewport = mobile;
  it(
    `the admin creates a code, a shopper applies it, pays, and the order, invoice and admin window carry it (${viewport.width} px)`,
    async () => {
      const code = `JOURNEY${viewport.width}`;
      const name = 'Journey 10% off';

      // 1. The admin creates the code in the Promotions page.
      const admin = await pageWithSession(viewport, { token: adminToken(), isAdmin: 'true' });
      let promotionId = 0;
      try {
        const { page } = admin;
        await page.goto(url('/admin/promotions'));
        await page.getByRole('heading', { name: 'Promotions' }).waitFor();
        await page.getByRole('button', { name: 'Add Promotion' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Promotion' });
        await dialog.getByLabel('Name *').fill(name);
        await dialog.getByLabel('Code', { exact: true }).fill(code);
        await dialog.getByLabel('Action').selectOption('percent');
        await dialog.getByLabel('Percent off').fill('10');
        await shot(page, 'coupons-admin-form', viewport);
        await dialog.getByRole('button', { name: 'Save Promotion' }).click();
        await dialog.waitFor({ state: 'hidden' });
        // A card per promotion on a phone (a table on a desktop, seen at the end).
        await page.getByText(name, { exact: true }).first().waitFor();
        await page.getByText(code, { exact: true }).first().waitFor();
        const created = (await api<Promotion[]>('/admin/promotions', { token: adminToken() })).find(
          (p) => p.name === name && p.code === code,
        );
        expect(created).toMatchObject({ action: 'percent', percent: 10, active: true, uses: 0 });
        promotionId = created!.id;
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.close();
      }

      // 2. A shopper applies it in the cart (a mistyped code first), then pays online in the sandbox.
      const customer = await customerWithOneUnit(api, meera);
      const shopper = await pageWithSession(viewport, {
        token: customer.token,
        userId: String(customer.userId),
      });
      let orderId = 0;
      try {
        const { page } = shopper;
        await page.goto(url('/cart'));
        const summary = page.getByRole('region', { name: 'Order Summary' });
        const input = summary.getByLabel('Discount code');
        await input.fill('NOPE-123');
        await summary.getByRole('button', { name: 'Apply' }).click();
        await summary.getByRole('alert').filter({ hasText: 'This code is not valid.' }).waitFor();
        await shot(page, 'coupons-cart-refused', viewport);

        await input.fill(code.toLowerCase());
        await summary.getByRole('button', { name: 'Apply' }).click();
        const line = summary.getByText(`${code} – ${name}`, { exact: true });
        await line.waitFor();
        expect(await page.evaluate(() => localStorage.getItem('cartCode'))).toBe(code);
        const quoted = await api<{ offers: { amountPaise: number }[]; totalPaise: number }>('/cart/quote', {
          token: customer.token,
          body: { userId: customer.userId, code },
        });
        const discount = formatRupees(quoted.offers[0]!.amountPaise);
        await summary.getByText(`−${discount}`).waitFor();
        await expectAccessibleAtBothWidths(page, mobile);
        await shot(page, 'coupons-cart-code', viewport);

        await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
        await page.waitForURL((u) => u.pathname === '/checkout');
        const form = page.getByRole('form', { name: 'Checkout' });
        const checkoutSummary = form.getByRole('region', { name: 'Order Summary' });
        await checkoutSummary.getByText(`${code} – ${name}`, { exact: true }).waitFor();
        await expect
          .poll(() => form.getByRole('textbox', { name: 'Email', exact: true }).inputValue(), wait)
          .toBe(customer.email);
        await form.getByRole('textbox', { name: 'Address', exact: true }).fill(meera.address);
        await form.getByRole('textbox', { name: 'Apartment, suite, landmark', exact: true }).fill(meera.apt);
        await form.getByRole('textbox', { name: 'City', exact: true }).fill(meera.city);
        await form.getByRole('textbox', { name: 'PIN Code', exact: true }).fill(meera.postalCode);
        // The PIN code sets the state, shown and not editable (decision 0293).
        await expect
          .poll(() => form.getByRole('textbox', { name: 'State', exact: true }).inputValue(), wait)
          .toBe(meera.state);
        const total = formatRupees(quoted.totalPaise);
        const pay = form.getByRole('button', { name: `Pay ${total}` });
        await pay.waitFor();
        await expectAccessibleAtBothWidths(page, mobile);
        await shot(page, 'coupons-checkout', viewport, true);
        await pay.click();
        const payment = page.getByRole('dialog', { name: 'Order Payment' });
        await payment.getByRole('button', { name: `Pay ${total}` }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));

        const orders = await api<Order[]>(`/order/getuserorder/${customer.userId}`, {
          token: customer.token,
        });
        const order = orders[0]!;
        orderId = order.id;
        expect(order).toMatchObject({ paymentStatus: 'paid', totalPrice: quoted.totalPaise / 100 });
        expect(order.discounts).toEqual([
          { label: name, code, kind: 'lines', amount: quoted.offers[0]!.amountPaise / 100 },
        ]);
        expect(await page.evaluate(() => localStorage.getItem('cartCode'))).toBeNull();

        // 3. The order page lists the discount; its invoice PDF carries it.
        await page.goto(url(`/track-order?tab=orders&order=${orderId}`));
        await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
        const orderLine = page.getByText(`${code} – ${name}`, { exact: true });
        await orderLine.waitFor();
        await page.getByText(`−${discount}`).first().waitFor();
        await orderLine.scrollIntoViewIfNeeded();
        await shot(page, 'coupons-order', viewport);
        const invoice = await downloadText(page, page.getByRole('button', { name: 'Download invoice' }));
        expect(invoice).toContain('TAX INVOICE');
        expect(invoice).toContain('Discount');
        expect(invoice).toContain(`-${discount}`);
        expect(invoice).toContain(total);
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }

      // 4. On a desktop: the admin's order window lists it, the promotions' table lists the code, and the promotion
      // counts the use.
      const back = await pageWithSession(desktop, { token: adminToken(), isAdmin: 'true' });
      try {
        const { page } = back;
        await page.goto(url(`/admin/orders?order=${orderId}`));
        const modal = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
        const line = modal.getByText(`${code} – ${name}`, { exact: true });
        await line.waitFor();
        await line.scrollIntoViewIfNeeded();
        await shot(page, 'coupons-admin-order', desktop);
        await expect
          .poll(
            async () =>
              (await api<Promotion[]>('/admin/promotions', { token: adminToken() })).find(
                (p) => p.id === promotionId,
              )?.uses,
            wait,
          )
          .toBe(1);
        await page.goto(url('/admin/promotions'));
        await page.getByRole('columnheader', { name: 'Uses' }).waitFor();
        const row = page.getByRole('row').filter({ hasText: name });
        await row.getByText(code, { exact: true }).waitFor();
        await shot(page, 'coupons-admin-list', desktop);
        expect(back.errors).toEqual([]);
      } finally {
        await back.close();
      }
    },
    journey,
  );
});

describe('automatic offers on the storefront', () => {
  // At 390 px, the card's and the product page's badges seen at 1280 px too (one load, the window resized: the
  // card and the page are laid out anew), and axe at both widths on the checkout.
  const viewport = mobile;
  it(
    `shows a product's offer on its card and page, and what paying online saves at checkout (${viewport.width} px)`,
    async () => {
      const { products } = await api<ProductPage>('/products/getallproducts', { body: { page: 1 } });
      const product = products.find((p) => !p.combos)!;
      const offers = [
        {
          name: `Buy 2 get 1 (${viewport.width})`,
          action: 'bxgy',
          buyQty: 2,
          getQty: 1,
          appliesTo: 'products',
          productIds: [product.id],
        },
        { name: `Prepaid 5% (${viewport.width})`, action: 'percent', percent: 5, onlineOnly: true },
      ];
      const ids: number[] = [];
      for (const body of offers)
        ids.push((await api<{ id: number }>('/admin/promotions', { token: adminToken(), body })).id);
      const customer = await customerWithOneUnit(api, meera);
      const shopper = await pageWithSession(viewport, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        // The listing's first view is rendered with the badge: it is in the page before any script runs.
        const html = await (await fetch(url('/products'))).text();
        expect(html).toContain('Buy 2 get 1 free');
        const { page } = shopper;
        await page.goto(url('/products'));
        const card = page
          .locator('article')
          .filter({ has: page.getByRole('heading', { name: product.name }) });
        for (const width of [mobile, desktop]) {
          await page.setViewportSize({ width: width.width, height: width.height });
          await card.getByText('Buy 2 get 1 free').waitFor();
          // The shop-wide prepaid offer is not repeated on every card.
          expect(await page.locator('article').getByText('5% off when you pay online').count()).toBe(0);
          await card.scrollIntoViewIfNeeded();
          await shot(page, 'coupons-card-badge', width);
        }

        await page.goto(url(`/product-details/${product.id}`));
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        for (const width of [desktop, mobile]) {
          await page.setViewportSize({ width: width.width, height: width.height });
          await page.getByText('Buy 2 get 1 free').first().waitFor();
          await page.getByText('5% off when you pay online').first().waitFor();
          await shot(page, 'coupons-product-offers', width);
        }

        await page.goto(url('/checkout'));
        const form = page.getByRole('form', { name: 'Checkout' });
        await form.getByRole('textbox', { name: 'PIN Code', exact: true }).fill(meera.postalCode);
        const online = form.getByRole('radio', { name: /Pay online/ });
        const cod = form.getByRole('radio', { name: /Cash on delivery/ });
        const quote = await api<{ onlineSavingsPaise: number }>('/cart/quote', {
          token: customer.token,
          body: { userId: customer.userId, paymentMethod: 'cod', postalCode: meera.postalCode },
        });
        expect(quote.onlineSavingsPaise).toBeGreaterThan(0);
        const saving = formatRupees(quote.onlineSavingsPaise);
        await form.getByText(`You save ${saving}`).waitFor();
        await cod.check();
        await form.getByText(`Pay online and save ${saving}.`).waitFor();
        expect(await online.isChecked()).toBe(false);
        await expectAccessibleAtBothWidths(page, mobile);
        await form.getByRole('radiogroup', { name: 'Payment method' }).scrollIntoViewIfNeeded();
        await shot(page, 'coupons-checkout-savings', viewport);
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
        for (const [i, id] of ids.entries())
          await api(`/admin/promotions/${id}`, {
            method: 'PUT',
            token: adminToken(),
            body: { ...offers[i], active: false },
          });
      }
    },
    journey,
  );
});
