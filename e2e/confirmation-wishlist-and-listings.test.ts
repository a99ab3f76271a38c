// Browser journeys of the shopper's storefront details on the real server and a fresh demo shop: the order
// confirmation page after a cash order placed in the checkout and after a paid online order (its customer only),
// the wishlist heart's state and toggle (guest and customer), sorting and the price range kept in the URL, typed
// quantities clamped to the stock on the product page and in the cart, the card's size carried to the product
// page, the desktop filter panel never covering its sections, the Combo tag clear of the combo image's ribbon,
// and the account tabs in reach on a phone. The steps run at 390 px; what the layout changes (the confirmation
// page's fit, the price filter's panel or drawer, the Combo tag, the filter bar, the account tabs) at 1280 px
// too. E2E_SHOTS_DIR saves screenshots.
import type { CartItem } from '@chamak/shared/cart';
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  axeViolations,
  describeViolations,
  desktop,
  journey,
  launchBrowser,
  mobile,
  openPage,
  type Shop,
  startShop,
  type Viewport,
  wait,
} from './harness.ts';
import { type Address, codOrder, customerWithOneUnit, pageWithSession, paidOnlineOrder } from './orders.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const url = (p: string) => `${shop!.baseUrl}${p}`;
const { api } = apiClient(() => shop!.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string, viewport: Viewport, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/storefront-${name}-${viewport.width}.png`, fullPage });
};

const meera: Address = {
  firstName: 'Meera',
  lastName: 'Iyer',
  address: '4 Temple Street',
  apt: 'House 2',
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600001',
};

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
async function toast(page: Page, text: string) {
  await page
    .locator('div[aria-live="polite"] > output')
    .filter({ hasText: exactly(text) })
    .first()
    .waitFor();
}

const sessionOf = (customer: { userId: number; token: string }) => ({
  token: customer.token,
  userId: String(customer.userId),
});

/** Nothing on the page is wider than the window (no sideways scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function allProducts(body: Record<string, unknown>): Promise<ProductPage> {
  return api<ProductPage>('/products/getallproducts', { body });
}

/**
 * What the confirmation page of Meera's cash order says, on `page` as it is now: the order, its line, total,
 * payment, address and promised dates; that it fits the window's width; no serious or critical axe violation.
 */
async function showsCashConfirmation(
  page: Page,
  viewport: Viewport,
  { order, line }: { order: Order; line: CartItem },
) {
  const heading = page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' });
  await heading.waitFor();
  const main = page.locator('main');
  const text = (await main.textContent()) ?? '';
  expect(text).toContain(`Order #${order.id}`);
  expect(text).toContain(line.Product.name);
  expect(text).toContain(`Size: ${line.productlitre.litre.litre}`);
  expect(text).toContain(formatRupees(Math.round(order.totalPrice * 100)));
  expect(text).toContain('Cash on Delivery');
  expect(text).toContain('To pay on delivery');
  expect(text).toContain(`${meera.city}, ${meera.state} ${meera.postalCode}`);
  // The dates the order was placed with, in the checkout's words (decision 0295).
  expect(order.promisedDelivery?.message).toMatch(/^Delivery (between|by) \w{3}, \d{1,2} \w{3}/);
  expect(text).toContain(order.promisedDelivery!.message);
  if (order.invoice) {
    expect(await page.getByRole('button', { name: /Download invoice/ }).count()).toBe(1);
  }
  expect(await fitsWidth(page)).toBe(true);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await shot(page, 'confirmation-cod', viewport, true);
}

describe('order confirmation', () => {
  it(
    'a cash order placed in the checkout lands on its confirmation page, which fits 390 and 1280 px; only its customer reads it',
    async () => {
      // The checkout at one width, a phone's: its steps are the same at 1280 px. The page it lands on is a layout
      // of its own at each width, so it is checked at both.
      const customer = await customerWithOneUnit(api, meera);
      const [line] = await api<CartItem[]>('/cart/get', {
        token: customer.token,
        body: { userId: customer.userId },
      });
      let order!: Order;
      const opened = await pageWithSession(browser!, shop!.baseUrl, mobile, sessionOf(customer));
      try {
        const { page, errors } = opened;
        await page.goto(url('/checkout'));
        const form = page.getByRole('form', { name: 'Checkout' });
        const field = (name: string) => form.getByRole('textbox', { name, exact: true });
        await expect.poll(() => field('Email').inputValue(), wait).toBe(customer.email);
        await field('Address').fill(meera.address);
        await field('Apartment, suite, landmark').fill(meera.apt);
        await field('City').fill(meera.city);
        await field('PIN Code').fill(meera.postalCode);
        // The PIN code sets the state, shown and not editable (decision 0293).
        await expect
          .poll(() => form.getByRole('textbox', { name: 'State', exact: true }).inputValue(), wait)
          .toBe(meera.state);
        await form.getByRole('radio', { name: /^Cash on delivery/ }).check();
        await form.getByRole('button', { name: 'Place Order' }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        // SPEC's toast still shows on top of the new page (D19).
        await toast(page, 'Order placed successfully');
        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
        expect(order.paymentMethod).toBe('cod');
        await showsCashConfirmation(page, mobile, { order, line: line! });

        // Track your order opens the order on the account page.
        await page.getByRole('link', { name: 'Track your order' }).click();
        await page.waitForURL((u) => u.pathname === '/track-order' && u.search.includes(`order=${orderId}`));
        await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }

      // The same confirmation page on a desktop.
      const wide = await pageWithSession(browser!, shop!.baseUrl, desktop, sessionOf(customer));
      try {
        await wide.page.goto(url(`/order-confirmation/${order.id}`));
        await showsCashConfirmation(wide.page, desktop, { order, line: line! });
        expect(wide.errors).toEqual([]);
      } finally {
        await wide.close();
      }

      // Another customer (and an administrator) get the not-found page; nothing of the order shows.
      const other = await codOrder(api, { ...meera, firstName: 'Ravi' });
      const stranger = await pageWithSession(browser!, shop!.baseUrl, mobile, sessionOf(other.customer));
      try {
        await stranger.page.goto(url(`/order-confirmation/${order.id}`));
        await stranger.page.getByRole('heading', { name: 'Page not found' }).first().waitFor();
        expect(await stranger.page.locator('main').textContent()).not.toContain(meera.address);
        // Their own order is theirs to read.
        await stranger.page.goto(url(`/order-confirmation/${other.orderId}`));
        await stranger.page
          .getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })
          .waitFor();
      } finally {
        await stranger.close();
      }
    },
    journey,
  );

  it(
    'a paid online order shows the payment made and its invoice at 390 and 1280 px; a guest is sent to log in',
    async () => {
      const { customer, orderId } = await paidOnlineOrder(api, meera);
      const order = await api<Order>(`/order/get/${orderId}`, { token: customer.token });
      // One page load: the page says the same at both widths; the invoice button must show at each.
      const opened = await pageWithSession(browser!, shop!.baseUrl, mobile, sessionOf(customer));
      try {
        const { page } = opened;
        await page.goto(url(`/order-confirmation/${orderId}`));
        await page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' }).waitFor();
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text).toContain('Online Payment');
        expect(text).toContain('Amount paid');
        expect(text).toContain(formatRupees(Math.round(order.totalPrice * 100)));
        expect(order.invoice).not.toBeNull();
        for (const viewport of [mobile, desktop]) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.getByRole('button', { name: /Download invoice/ }).waitFor();
          await shot(page, 'confirmation-paid', viewport, true);
        }
      } finally {
        await opened.close();
      }
      const guest = await openPage(browser!, mobile);
      try {
        await guest.page.goto(url(`/order-confirmation/${orderId}`));
        await guest.page.waitForURL((u) => u.pathname === '/login');
      } finally {
        await guest.close();
      }
    },
    journey,
  );
});

/** 3. Sort and price range, kept in the URL (on a phone, the price range is in the Filters drawer). */
async function sortsAndFiltersByPrice(page: Page, viewport: Viewport) {
  await page.goto(url('/products'));
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('price-asc');
  await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc');
  const expected = await allProducts({ page: 1, perPage: 15, filter: { sort: 'price-asc' } });
  const names = () =>
    page.locator('article h3 a').evaluateAll((links) => links.map((a) => a.textContent?.trim()));
  await expect.poll(names, wait).toEqual(expected.products.map((p) => p.name));
  const firstPrices = expected.products.map((p) =>
    Math.min(...p.productlitres.map((pl) => pl.discounted_price)),
  );
  expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b));

  if (viewport === mobile) await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('spinbutton', { name: 'Min price' }).fill('200');
  await page.getByRole('spinbutton', { name: 'Max price' }).fill('500');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await page.waitForURL(
    (u) => u.searchParams.get('minPrice') === '200' && u.searchParams.get('maxPrice') === '500',
  );
  expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
  const ranged = await allProducts({
    page: 1,
    perPage: 15,
    filter: { sort: 'price-asc', price: { min: 200, max: 500 } },
  });
  expect(ranged.products.length).toBeGreaterThan(0);
  for (const p of ranged.products)
    expect(p.productlitres.some((pl) => pl.discounted_price >= 200 && pl.discounted_price <= 500)).toBe(true);
  await expect.poll(names, wait).toEqual(ranged.products.map((p) => p.name));
  await page.reload();
  await expect.poll(names, wait).toEqual(ranged.products.map((p) => p.name));
  expect(await sort.inputValue()).toBe('price-asc');
  await shot(page, 'sorted-priced', viewport);
}

describe('listings, cards and product page', () => {
  // The price range at both widths: a side panel on a desktop, the Filters drawer on a phone. The rest (a card's
  // size, the heart, typed quantities) at a phone's: those steps are the same at 1280 px.
  it(
    'sorts and filters by price in the URL from the side panel (1280 px)',
    async () => {
      const { page, errors, close } = await openPage(browser!, desktop);
      try {
        await sortsAndFiltersByPrice(page, desktop);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  const viewport = mobile;
  it(
    `sorts and filters by price in the URL from the Filters drawer, carries a card's size, toggles the heart and takes typed quantities (${viewport.width} px)`,
    async () => {
      const { page, errors, close } = await openPage(browser!, viewport);
      try {
        // ---- 3. Sort and price range, kept in the URL.
        await sortsAndFiltersByPrice(page, viewport);
        const sort = page.getByRole('combobox', { name: 'Sort by' });

        // A search offers Relevance, its default.
        await page.goto(url('/products?search=cleaner'));
        expect(await sort.inputValue()).toBe('relevance');

        // ---- 5. The size chosen on a card opens the product page on that size.
        await page.goto(url('/products'));
        const card = page.locator('article').filter({ has: page.getByRole('group', { name: 'Size' }) });
        const multi = card.filter({ has: page.locator('fieldset button:nth-of-type(2)') }).first();
        await multi.waitFor();
        const name = ((await multi.locator('h3').textContent()) ?? '').trim();
        const listed = (await allProducts({ page: 1, perPage: 15 })).products.find((p) => p.name === name)!;
        const second = listed.productlitres[1]!;
        await multi.getByRole('button', { name: second.litre.litre, exact: true }).click();
        await multi.getByRole('link', { name }).click();
        await page.waitForURL((u) => u.pathname === `/product-details/${listed.id}`);
        expect(new URL(page.url()).searchParams.get('size')).toBe(String(second.pl_id));
        await page.getByRole('heading', { level: 1, name }).waitFor();
        const sizes = page.getByRole('group', { name: /^Size:/ });
        await expect
          .poll(() => sizes.getByRole('button', { pressed: true }).textContent(), wait)
          .toContain(second.litre.litre);

        // ---- 2. The heart says whether the product is saved and toggles it (guest).
        const add = page.getByRole('button', { name: 'Add to wishlist', exact: true });
        await add.click();
        await toast(page, 'Product added to wishlist!');
        const remove = page.getByRole('button', { name: 'Remove from wishlist', exact: true });
        expect(await remove.getAttribute('aria-pressed')).toBe('true');
        const stored = () => page.evaluate(() => localStorage.getItem('guestWishlist'));
        expect(JSON.parse((await stored()) ?? '[]')).toEqual([{ productId: listed.id }]);
        await remove.click();
        await toast(page, 'Item removed from wishlist');
        await add.waitFor();
        expect(JSON.parse((await stored()) ?? '[]')).toEqual([]);

        // ---- 4. A typed quantity, clamped to the stock with the stock message.
        const product = await api<ProductDetails>(`/products/${listed.id}`);
        const stock = product.productlitres.find((pl) => pl.pl_id === second.pl_id)!.remaining_qty;
        expect(stock).toBeGreaterThan(3);
        const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
        await quantity.fill('3');
        await expect.poll(() => quantity.inputValue(), wait).toBe('3');
        await quantity.fill('99999');
        await expect.poll(() => quantity.inputValue(), wait).toBe(String(stock));
        await page.getByText(`Only ${stock} left in stock`).waitFor();
        await quantity.fill('2');
        await expect.poll(() => quantity.inputValue(), wait).toBe('2');
        await shot(page, 'product-quantity', viewport);
        await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
        await page.waitForURL((u) => u.pathname === '/cart');
        const cartField = page.getByRole('spinbutton', { name: new RegExp(`^Quantity of ${name}`) });
        await expect.poll(() => cartField.inputValue(), wait).toBe('2');
        await cartField.fill('4');
        await cartField.press('Enter');
        const guestCart = () =>
          page.evaluate(
            () => JSON.parse(localStorage.getItem('guestCart') ?? '[]') as { quantity: number }[],
          );
        await expect.poll(async () => (await guestCart())[0]?.quantity, wait).toBe(4);
        await cartField.fill('99999');
        await cartField.press('Tab');
        await expect.poll(async () => (await guestCart())[0]?.quantity, wait).toBe(Math.min(stock, 999));
        await page
          .getByText(new RegExp(`Only ${stock} left in stock`))
          .first()
          .waitFor();
        await shot(page, 'cart-quantity', viewport);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  for (const viewport of [desktop, mobile])
    it(
      `keeps the Combo tag off the combo art, the filter bar off the sections, and the account tabs in reach (${viewport.width} px)`,
      async () => {
        // ---- 7. The Combo tag is not drawn over the card's image (whose top-left corner holds the ribbon).
        const { page, errors, close } = await openPage(browser!, viewport);
        try {
          await page.goto(url('/combos'));
          const combo = page.locator('article').first();
          const tag = combo.getByText('Combo', { exact: true });
          await tag.waitFor();
          const image = combo.locator('img').first();
          const [tagBox, imageBox] = await Promise.all([tag.boundingBox(), image.boundingBox()]);
          expect(tagBox && imageBox && overlaps(tagBox, imageBox)).toBe(false);
          await shot(page, 'combos', viewport);

          // ---- 6. On a desktop the panel's Apply/Clear bar ends the panel: no section slides under it.
          await page.goto(url('/products'));
          if (viewport === mobile) await page.getByRole('button', { name: 'Filters' }).click();
          const panel = page.locator('aside');
          // Every category chosen: the longest panel, with every subcategory listed.
          const boxes = panel.getByRole('group', { name: 'Categories' }).getByRole('checkbox');
          await boxes.first().waitFor();
          for (const box of await boxes.all()) await box.check();
          await panel.getByRole('group', { name: 'SubCategories' }).getByRole('checkbox').first().waitFor();
          const apply = panel.getByRole('button', { name: 'Apply Filter' });
          if (viewport === desktop) {
            for (const y of [400, 900, 1400]) {
              await page.evaluate((top) => window.scrollTo(0, top), y);
              const bar = (await apply.locator('..').boundingBox())!;
              for (const section of await panel.locator('fieldset').all()) {
                const box = (await section.boundingBox())!;
                expect(overlaps(bar, box), `bar over a section at scroll ${y}`).toBe(false);
              }
            }
            await page.evaluate(() => window.scrollTo(0, 600));
            await shot(page, 'filter-panel', viewport);
          }
          expect(errors).toEqual([]);
        } finally {
          await close();
        }

        // ---- 8. The account tabs all show on a phone, with no sideways scrolling.
        const customer = await customerWithOneUnit(api, meera);
        const account = await pageWithSession(browser!, shop!.baseUrl, viewport, sessionOf(customer));
        try {
          await account.page.goto(url('/track-order'));
          const tabs = account.page.getByRole('tab');
          await tabs.first().waitFor();
          expect(await tabs.allTextContents()).toEqual([
            'My Profile',
            'Order History',
            'Subscriptions',
            'Addresses',
            'Privacy',
            'Delete Account',
            'Log out',
          ]);
          for (const tab of await tabs.all()) {
            const box = (await tab.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          }
          const list = account.page.getByRole('tablist');
          expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          expect(await fitsWidth(account.page)).toBe(true);
          await account.page.getByRole('tab', { name: 'Log out' }).click();
          await account.page.getByRole('tabpanel').waitFor();
          await shot(account.page, 'account-tabs', viewport);
        } finally {
          await account.close();
        }
      },
      journey,
    );

  it(
    `a customer's heart shows the saved product and removes it from the server list (${mobile.width} px)`,
    async () => {
      const customer = await customerWithOneUnit(api, meera);
      const { products } = await allProducts({ page: 1, perPage: 15 });
      const product = products[0]!;
      // At one width, a phone's: the card's heart is in the same corner and does the same at 1280 px.
      const viewport = mobile;
      await api('/wishlist/add', {
        token: customer.token,
        body: { productId: product.id, userId: customer.userId },
      });
      const opened = await pageWithSession(browser!, shop!.baseUrl, viewport, sessionOf(customer));
      try {
        const { page } = opened;
        await page.goto(url('/products'));
        const card = page.locator('article').filter({ has: page.getByRole('link', { name: product.name }) });
        const remove = card.getByRole('button', { name: `Remove ${product.name} from wishlist` });
        await remove.waitFor();
        expect(await remove.getAttribute('aria-pressed')).toBe('true');
        await shot(page, 'heart-saved', viewport);
        await remove.click();
        await toast(page, 'Item removed from wishlist');
        await card.getByRole('button', { name: `Add ${product.name} to wishlist` }).waitFor();
        const list = await api<{ productId: number }[]>('/wishlist/get', {
          token: customer.token,
          body: { userId: customer.userId },
        });
        expect(list.map((w) => w.productId)).not.toContain(product.id);
      } finally {
        await opened.close();
      }
    },
    journey,
  );
});
