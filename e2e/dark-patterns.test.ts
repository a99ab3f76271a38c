// Browser journeys that prove the shop free of the dark patterns of the CCPA's Guidelines for Prevention and
// Regulation of Dark Patterns, 2023 (decision 0362, docs/dark-patterns.md). A shopper at 390 px walks product page
// → cart → checkout → payment choice and places a cash-on-delivery order; the journey fails on drip pricing (a
// total at checkout above the cart's for the same PIN code, beyond the COD fee said beside the Cash on delivery
// choice, or an order dearer than the total shown), a pre-ticked box or a preselected paid option, scarcity text
// whose count is not the database's stock, an end time or countdown that is no promotion's ends_at, a cart line the
// shopper did not add, confirm-shaming words on a button or link, or a script from anywhere but the shop. A second
// journey subscribes and cancels, counting the shopper's clicks: cancelling may take no more than subscribing.
// E2E_SHOTS_DIR saves screenshots of the product page, cart and payment step at 390 and 1280 px.
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import type { Order } from '@chamak/shared/orders';
import type { SubscriptionView } from '@chamak/shared/subscriptions';
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../apps/api/src/lib/sql.ts';
import {
  apiClient,
  desktop,
  followRequests,
  journey,
  launchBrowser,
  mobile,
  type Shop,
  startShop,
  wait,
} from './harness.ts';
import { adminToken, type Customer, pageWithSession } from './orders.ts';

let shop: Shop;
let browser: Browser;
let admin = '';
const { api } = apiClient(() => shop.baseUrl);
const url = (path: string) => `${shop.baseUrl}${path}`;
const shots = process.env.E2E_SHOTS_DIR;

/** The running offer's end (a real promotion's ends_at): the only end time the pages may show. */
let offerEndsAt = '';

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  admin = await adminToken(api);
  // An automatic offer that ends in three days: the shop has a real end time it could show.
  offerEndsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await api('/admin/promotions', {
    token: admin,
    body: { name: 'Winter offer', action: 'percent', percent: 5, endsAt: offerEndsAt },
  });
  // The first PIN code look-up reads the PIN code table: done before the journeys' waits.
  await api('/delivery/estimate?pin=560001');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

let serial = 0;
/** A new customer, signed up and logged in, with an empty cart. */
async function newCustomer(first: string): Promise<Customer> {
  serial++;
  const t = `${Date.now().toString(36)}${serial}`;
  const account = {
    fullname: `${first} Rao ${t}`,
    username: `${first.toLowerCase()}.${t}`,
    email: `${first.toLowerCase()}.${t}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  return { userId, token, email: account.email };
}

/** ₹1,234.50 → 123450 paise. */
const paiseOf = (text: string) => {
  const figure = /₹\s?([\d,]+(?:\.\d{1,2})?)/.exec(text);
  if (!figure) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(figure[1]!.replaceAll(',', '')) * 100);
};

/** An order summary's figures: each <dt>'s text → its <dd>'s. */
const figures = (summary: Locator) =>
  summary.evaluate((el) =>
    Object.fromEntries(
      [...el.querySelectorAll('dt')].map((dt) => [
        (dt.textContent ?? '').trim(),
        (dt.nextElementSibling?.textContent ?? '').trim(),
      ]),
    ),
  );
const figure = (all: Record<string, string>, label: string) =>
  Object.entries(all).find(([dt]) => dt.startsWith(label))?.[1];

/** The checkboxes ticked and the radios chosen on the page, each with its label's text. */
const chosenOnLoad = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')]
      .filter((input) => input.checked)
      .map((input) => ({
        type: input.type,
        label: (
          input.labels?.[0]?.textContent ??
          input.closest('label')?.textContent ??
          input.getAttribute('aria-label') ??
          ''
        ).trim(),
      })),
  );

/**
 * What a pre-selected choice may not be: a paid add-on (an amount added, a fee, a plan, cover, a gift, a donation,
 * faster delivery). "You save ₹30" is no charge.
 */
const paidOption =
  /\+\s?₹|₹[\d,.]+\s*(?:extra|more)|\bfee\b|subscri|insurance|protect|warranty|gift|donat|\btip\b|priority|express/i;

/** Confirm-shaming: an opt-out worded to shame the shopper. */
const shaming = [
  /\bno,? thanks\b/i,
  /\bi (?:don'?t|do not) (?:want|like|need|care)\b/i,
  /\bi(?:'d| would) rather\b/i,
  /\bfull price\b/i,
  /\bmiss(?:ing)? out\b/i,
  /\bnot interested in sav/i,
  /\bi(?:'ll| will) (?:pay more|take the risk|stay)\b/i,
  /\bi(?:'m| am) (?:fine|ok|okay) (?:with|paying|without)\b/i,
  /\b(?:unprotected|at risk)\b/i,
];

/** The texts of every button and link on the page (visible or not: a menu's closed items too). */
const actionTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a, [role=button], [role=link], input[type=submit]')]
      .map((el) =>
        `${el.textContent ?? ''} ${el.getAttribute('aria-label') ?? ''}`.replace(/\s+/g, ' ').trim(),
      )
      .filter(Boolean),
  );

function expectNoShaming(texts: string[], where: string) {
  const found = texts.filter((text) => shaming.some((pattern) => pattern.test(text)));
  expect(found, `confirm-shaming words on ${where}`).toEqual([]);
}

/** Words of urgency: a clock counting down, an offer ending, hurry. */
const urgency = [
  /\b\d{1,2}\s*:\s*\d{2}\s*:\s*\d{2}\b/,
  /\b\d{1,2}\s*h(?:ou)?rs?\s*:?\s*\d{1,2}\s*m(?:in)?/i,
  /\b(?:ends?|ending|expires?|expiring)\s+(?:in|today|tonight|soon|at|on|by)\b/i,
  /\b(?:offer|sale|deal|price)s?\s+(?:ends?|valid (?:till|until)|expires?)\b/i,
  /\bhurry\b/i,
  /\blast chance\b/i,
  /\blimited[- ]time\b/i,
  /\btoday only\b/i,
  /\bonly \d+ (?:hours?|minutes?|mins?) left\b/i,
];

/**
 * Every sentence of the page that speaks of an offer ending: each must name a running promotion's end (its date as
 * the shop writes dates in India time), else it is false urgency.
 */
async function expectUrgencyOnlyFromPromotions(page: Page, where: string) {
  const text = await page.evaluate(() => document.body.innerText);
  const sentences = text.split(/\n|(?<=[.!?])\s+/).filter((s) => urgency.some((p) => p.test(s)));
  const ends = new Date(offerEndsAt);
  const endWords = [
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(
      ends,
    ),
    new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' }).format(
      ends,
    ),
  ];
  const untrue = sentences.filter((s) => !endWords.some((w) => s.includes(w)));
  expect(untrue, `end times or countdowns on ${where} that are no promotion's ends_at`).toEqual([]);
}

/** "Only N left" on the page, each N. */
const scarcityCounts = async (scope: Locator) =>
  (await scope.getByText(/\bonly \d+ left\b/i).allInnerTexts()).map((t) => Number(/(\d+)/.exec(t)![1]));

const stockOf = async (plId: number) => {
  const [size] = await rows<{ remaining_qty: number }>(
    shop.database.db,
    sql`select remaining_qty from product_litres where id = ${plId}`,
  );
  return size!.remaining_qty;
};

const cartLinesOf = (userId: number) =>
  rows<{ pl_id: number; quantity: number }>(
    shop.database.db,
    sql`select product_litre_id as pl_id, quantity from cart_items where user_id = ${userId} order by id`,
  );

/**
 * Screenshots at 390 and 1280 px of the page (resized, not reloaded), scrolled to put `from` (at 1280 px
 * `fromOnDesktop`, if given) just under the sticky header.
 */
async function shotsAtBothWidths(page: Page, name: string, from: Locator, fromOnDesktop = from) {
  if (!shots) return;
  for (const viewport of [mobile, desktop]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await (viewport === mobile ? from : fromOnDesktop).evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120);
    });
    await page.screenshot({ path: `${shots}/dark-patterns-${name}-${viewport.width}.png` });
  }
  await page.setViewportSize({ width: mobile.width, height: mobile.height });
}

/** The shop's scripts only: every script the page loaded came from the shop itself. */
function scriptsLoaded(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(request.url());
  });
  return loaded;
}

describe('a shopper walks product page, cart, checkout and payment choice (390 px)', () => {
  it(
    'sees every charge before checkout, nothing pre-ticked or added, stock and end times as they are, and no shaming words',
    async () => {
      // A well-stocked size, its stock then set to 4 by the admin: the page must say 4, from the database.
      const { products } = await api<ProductPage>('/products/getallproducts', {
        body: { page: 1, perPage: 50 },
      });
      const listed = products.find((p) => !p.combos && p.productlitres.some((s) => s.remaining_qty >= 10))!;
      const product = await api<ProductDetails>(`/products/${listed.id}`);
      const size = product.productlitres.find((s) => s.remaining_qty >= 10)!;
      await api('/admin/products/bulk/stock', {
        token: admin,
        body: { productIds: [product.id], change: { kind: 'set', units: 4, litreId: size.litre.l_id } },
      });
      const customer = await newCustomer('Kavya');
      const { page, errors, close } = await pageWithSession(browser, shop.baseUrl, mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      const scripts = scriptsLoaded(page);
      try {
        // 1. The product page: price with taxes, the delivery charge and, by PIN code, the COD fee.
        const productPage = await page.goto(url(`/product-details/${product.id}?size=${size.pl_id}`));
        const csp = (await productPage!.allHeaders())['content-security-policy'] ?? '';
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor(wait);
        expect(
          (await chosenOnLoad(page)).filter((c) => c.type === 'checkbox' || paidOption.test(c.label)),
          'ticked or paid choices on the product page before any click',
        ).toEqual([]);
        await page.getByText('Inclusive of all taxes', { exact: true }).waitFor();
        const productDelivery = paiseOf(
          await page.getByText(/^Delivery charge ₹[\d,.]+ for this quantity$/).innerText(),
        );
        const check = page.getByRole('region', { name: 'Check delivery' });
        await check.getByLabel('PIN code').fill('560001');
        await check.getByRole('button', { name: 'Check' }).click();
        await check.getByText(/^Delivery (by|between) /).waitFor(wait);
        const productCodFee = paiseOf(await check.getByText(/^Cash on delivery available \(₹/).innerText());
        expect(productCodFee).toBeGreaterThan(0);
        // Scarcity from the stock: "Only 4 left", the database's count.
        const purchase = page.locator('main');
        expect(await scarcityCounts(purchase)).toEqual([await stockOf(size.pl_id)]);
        expect(await stockOf(size.pl_id)).toBe(4);
        await expectUrgencyOnlyFromPromotions(page, 'the product page');
        expectNoShaming(await actionTexts(page), 'the product page');
        await shotsAtBothWidths(page, 'product', page.getByRole('heading', { level: 1, name: product.name }));

        // 2. Add to Cart, once: the cart holds that line and nothing else.
        await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
        await page.waitForURL((u) => u.pathname === '/cart', wait);
        expect(await cartLinesOf(customer.userId)).toEqual([{ pl_id: size.pl_id, quantity: 1 }]);
        const cartList = page.getByRole('list', { name: 'Cart items' });
        await cartList.getByRole('listitem').first().waitFor(wait);
        expect(await cartList.getByRole('listitem').count()).toBe(1);
        const cartSummary = page.getByRole('region', { name: 'Order Summary' });
        await expect.poll(async () => figure(await figures(cartSummary), 'Total'), wait).toMatch(/₹/);
        const cart = await figures(cartSummary);
        const cartTotal = paiseOf(figure(cart, 'Total')!);
        // The delivery charge the product page said, and the GST included, before checkout.
        expect(paiseOf(figure(cart, 'Delivery Charge')!)).toBe(productDelivery);
        const cartGst = await cartSummary.getByText(/^Includes GST of ₹/).innerText();
        // The PIN code typed on the product page is answered here too, with its COD fee.
        await page
          .getByRole('region', { name: 'Check delivery' })
          .getByText(`Cash on delivery available (${cartCod(productCodFee)} fee).`)
          .waitFor(wait);
        expect(await scarcityCounts(cartList)).toEqual([await stockOf(size.pl_id)]);
        expect((await chosenOnLoad(page)).filter((c) => c.type === 'checkbox')).toEqual([]);
        await expectUrgencyOnlyFromPromotions(page, 'the cart');
        expectNoShaming(await actionTexts(page), 'the cart');
        await shotsAtBothWidths(page, 'cart', cartSummary, page.getByRole('list', { name: 'Cart items' }));

        // 3. Checkout: the address (its PIN code remembered), then the payment choice.
        await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
        await page.waitForURL((u) => u.pathname === '/checkout', wait);
        const form = page.getByRole('form', { name: 'Checkout' });
        const fill = async (label: string, value: string) => {
          const input = form.getByLabel(new RegExp(`^${label}( \\*)?$`));
          if ((await input.inputValue()) !== value) await input.fill(value);
        };
        await fill('First Name', 'Kavya');
        await fill('Last Name', 'Rao');
        await fill('Phone', '9876543210');
        await fill('Address', '12 Residency Road');
        await fill('Apartment, suite, landmark', 'Flat 4');
        await fill('PIN Code', '560001');
        await expect.poll(() => form.getByLabel(/^City/).inputValue(), wait).not.toBe('');
        const summary = form.getByRole('region', { name: 'Order Summary' });
        await summary.getByText(/^Delivery (by|between) /).waitFor(wait);
        // Nothing ticked on load, the business block's box included; the chosen radios are free defaults.
        await form.getByRole('button', { name: 'Buying for a business? Add GSTIN' }).click();
        await form.getByRole('checkbox', { name: 'Save this GSTIN for next time' }).waitFor();
        expect((await chosenOnLoad(page)).filter((c) => c.type === 'checkbox')).toEqual([]);
        await form.getByRole('button', { name: 'Buying for a business? Add GSTIN' }).click();
        const chosen = await chosenOnLoad(page);
        expect(chosen.filter((c) => paidOption.test(c.label))).toEqual([]);
        expect(chosen.some((c) => c.label.startsWith('Pay online'))).toBe(true);

        // Paying online, the default: the cart's total, not a paisa more.
        await expect.poll(async () => figure(await figures(summary), 'Total'), wait).toMatch(/₹/);
        const online = await figures(summary);
        expect(paiseOf(figure(online, 'Total')!)).toBeLessThanOrEqual(cartTotal);
        expect(await summary.getByText(/^Includes GST of ₹/).innerText()).toBe(cartGst);
        expect(figure(online, 'Delivery Charge')).toBe(figure(cart, 'Delivery Charge'));

        // Cash on delivery: its fee is said beside the choice, and the total grows by that alone.
        const cod = form.getByRole('radio', { name: /Cash on delivery/ });
        const codChoice = form
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: /Cash on delivery/ }) });
        const codNote = await codChoice.innerText();
        const shownFee = /No fee at PIN code 560001/.test(codNote)
          ? 0
          : paiseOf(/(₹[\d,.]+) fee at PIN code 560001\./.exec(codNote)?.[1] ?? 'none');
        expect(shownFee).toBe(productCodFee);
        await cod.check();
        await expect
          .poll(async () => figure(await figures(summary), 'Cash on delivery fee'), wait)
          .toBeDefined();
        const cash = await figures(summary);
        const codTotal = paiseOf(figure(cash, 'Total')!);
        expect(paiseOf(figure(cash, 'Cash on delivery fee')!)).toBe(shownFee);
        expect(codTotal).toBeLessThanOrEqual(cartTotal + shownFee);
        expect((await chosenOnLoad(page)).filter((c) => c.type === 'checkbox')).toEqual([]);
        await expectUrgencyOnlyFromPromotions(page, 'the checkout');
        expectNoShaming(await actionTexts(page), 'the checkout');
        await shotsAtBothWidths(page, 'payment', form.getByRole('heading', { name: 'Payment method' }));
        // On a phone the summary is under the payment choice: its figures in a picture of their own.
        await shotsAtBothWidths(
          page,
          'payment-summary',
          summary,
          form.getByRole('heading', { name: 'Payment method' }),
        );

        // The order placed costs what the payment step showed, and holds only what the shopper added.
        await form.getByRole('button', { name: 'Place Order' }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'), wait);
        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
        expect(Math.round(order.totalPrice * 100)).toBe(codTotal);
        const [placed] = await rows<{ lines: number; units: number }>(
          shop.database.db,
          sql`select count(*)::int as lines, sum(quantity)::int as units from order_items where order_id = ${orderId}`,
        );
        expect(placed).toEqual({ lines: 1, units: 1 });

        // No script but the shop's own, under a Content-Security-Policy that allows no other (but the gateway's).
        const origin = new URL(shop.baseUrl).origin;
        expect(scripts.filter((s) => new URL(s).origin !== origin)).toEqual([]);
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scriptSrc.split(' ').filter((s) => s && s !== "'self'" && !s.startsWith("'sha256-"))).toEqual([
          'https://checkout.razorpay.com',
        ]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

/** The fee as the PIN check writes it. */
const cartCod = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** Counts the shopper's clicks and taps on the page from now on, across its navigations (real pointer presses only). */
async function countClicks(page: Page): Promise<() => number> {
  let clicks = 0;
  await page.exposeFunction('darkPatternsClick', () => {
    clicks++;
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (event.isTrusted) (window as unknown as { darkPatternsClick(): void }).darkPatternsClick();
      },
      true,
    );
  });
  return () => clicks;
}

describe('a subscription (390 px)', () => {
  it(
    'is cancelled in no more clicks than it took to subscribe',
    async () => {
      const { products } = await api<ProductPage>('/products/getallproducts', {
        body: { page: 1, perPage: 100 },
      });
      let found: { product: ProductDetails; plId: number } | undefined;
      for (const p of products) {
        const product = await api<ProductDetails>(`/products/${p.id}`);
        const size = product.productlitres.find((s) => s.subscription && s.remaining_qty >= 10);
        if (size) {
          found = { product, plId: size.pl_id };
          break;
        }
      }
      if (!found) throw new Error('no subscribable size in the demo shop');
      const { product, plId } = found;
      const customer = await newCustomer('Nila');
      const list = () =>
        api<{ data: SubscriptionView[] }>(`/users/${customer.userId}/subscriptions`, {
          token: customer.token,
        });
      const { page, errors, close } = await pageWithSession(browser, shop.baseUrl, mobile, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const clicks = await countClicks(page);

        // Subscribing, from the product page: every click counted (typing the address is not a click).
        await page.goto(url(`/product-details/${product.id}?size=${plId}`));
        await page.getByRole('heading', { name: product.name, level: 1 }).waitFor(wait);
        expect(await page.getByRole('radio', { name: 'Buy once' }).isChecked()).toBe(true);
        const before = clicks();
        await page.getByRole('radio', { name: /^Subscribe: deliver every/ }).click();
        await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.has('subscribe'), wait);
        const form = page
          .locator('form')
          .filter({ has: page.getByRole('button', { name: 'Subscribe and pay' }) });
        const fill = async (label: string, value: string) => {
          const input = form.getByLabel(new RegExp(`^${label}( \\*)?$`));
          if ((await input.inputValue()) !== value) await input.fill(value);
        };
        await fill('First Name', 'Nila');
        await fill('Last Name', 'Rao');
        await fill('Phone', '9876543210');
        await fill('Address', '3 Lake View');
        await fill('Apartment, suite, landmark', 'Flat 7');
        await fill('PIN Code', '560001');
        await expect.poll(() => form.getByLabel(/^City/).inputValue(), wait).not.toBe('');
        expect((await chosenOnLoad(page)).filter((c) => c.type === 'checkbox')).toEqual([]);
        expectNoShaming(await actionTexts(page), 'the subscription checkout');
        await page.getByRole('button', { name: 'Subscribe and pay' }).click();
        const payment = page.getByRole('dialog', { name: 'Order Payment' });
        await payment.waitFor(wait);
        await payment.getByRole('button', { name: /^Pay ₹/ }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'), wait);
        await expect.poll(async () => (await list()).data.map((s) => s.status), wait).toEqual(['active']);
        const toSubscribe = clicks() - before;

        // Cancelling, from My Account: every click counted.
        await page.goto(url('/track-order'));
        const started = clicks();
        await page.getByRole('tab', { name: 'Subscriptions' }).click();
        const row = page.getByRole('listitem').filter({ hasText: product.name });
        await row.getByText('Active', { exact: true }).waitFor(wait);
        // The shopper presses on (the topmost way to cancel on screen, a dialog's first) until it reads Cancelled:
        // every step a cancel asks for, a confirmation, a second one, a survey's Continue, is a click counted.
        const settle = followRequests(page);
        const cancelled = row.getByText('Cancelled', { exact: true });
        const onwards = /^(?:cancel subscription(?: to .*)?|yes,? cancel.*|confirm.*|continue.*)$/i;
        for (let step = 0; step < 10 && !(await cancelled.isVisible()); step++) {
          const dialog = page.getByRole('dialog');
          const scope = (await dialog.count()) > 0 ? dialog.last() : row;
          expectNoShaming(await actionTexts(page), 'the subscriptions tab and its dialogs');
          await scope.getByRole('button', { name: onwards }).last().click();
          await settle.settled();
        }
        await cancelled.waitFor(wait);
        const toCancel = clicks() - started;
        expect((await list()).data[0]).toMatchObject({ status: 'cancelled' });

        expect(toSubscribe).toBeGreaterThan(0);
        expect(
          toCancel,
          `cancelling took ${toCancel} clicks, subscribing ${toSubscribe}`,
        ).toBeLessThanOrEqual(toSubscribe);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
