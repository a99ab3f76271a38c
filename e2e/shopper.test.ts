// Browser journeys of a shopper (SPEC sections 2, 4, 5 and 8; D5, D7, D10, D12): signup and login, the guest
// cart and wishlist merged at login, cart and checkout with the sandbox gateway (paid, failed, cash on delivery),
// profile, reviews, contact form, password reset, session end, the admin guard, and axe on the shopper's forms.
// Every journey makes its own customer through the API and checks the server's state through the API too.
import { type CheckoutField, checkoutFieldLabels } from '@chamak/shared/checkout';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AxeViolation,
  apiClient,
  atBothWidths,
  axeViolations,
  describeViolations,
  desktop,
  journey,
  launchBrowser,
  mobile,
  type OpenedPage,
  openPage,
  redirectDelayMs,
  type Shop,
  startShop,
  timerSlackMs,
  type Viewport,
  wait,
} from './harness.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const url = (path: string) => `${shop!.baseUrl}${path}`;
const pathname = (page: Page) => new URL(page.url()).pathname;
const shots = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string, viewport: Viewport) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${viewport.width}.png` });
};

// ---- The API, as a second pair of eyes on what the pages did ------------------------------------------------

const { call, api } = apiClient(() => shop!.baseUrl);

type Size = {
  pl_id: number;
  litre: { litre: string; total_ml: number };
  discounted_price: number;
  remaining_qty: number;
};
type Product = { id: number; name: string; productlitres: Size[] };
type CartLine = { cartId: number | null; productId: number; pl_id: number; quantity: number };
type Order = {
  id: number;
  paymentMethod: 'online' | 'cod';
  paymentStatus: string;
  subtotal: number;
  delivery_charge: number;
  codFee: number;
  totalPrice: number;
  OrderItems: { quantity: number; price: number; Product: { name: string } }[];
};
type Review = { id: number; userId: number; rating: number; description: string };

async function catalogue(): Promise<Product[]> {
  const page = await api<{ products: Product[] }>('/products/getallproducts', {
    body: { page: 1, perPage: 100 },
  });
  return page.products;
}

/** A product and one of its sizes matching `fits`, with plenty in stock. */
async function pickSize(
  fits: (size: Size) => boolean = () => true,
): Promise<{ product: Product; size: Size }> {
  for (const product of await catalogue()) {
    const size = product.productlitres.find((s) => s.remaining_qty >= 20 && fits(s));
    if (size) return { product, size };
  }
  throw new Error('The demo catalogue has no size in stock that fits');
}

async function stockOf(productId: number, plId: number): Promise<number> {
  const product = await api<Product>(`/products/${productId}`);
  return product.productlitres.find((s) => s.pl_id === plId)!.remaining_qty;
}

// ---- Accounts ------------------------------------------------------------------------------------------------

type Account = { fullname: string; username: string; email: string; phone: string; password: string };
type Customer = Account & { userId: number; token: string };

let serial = 0;
function newAccount(): Account {
  serial++;
  const tag = `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullname: 'Asha Verma',
    username: `asha.${tag}`,
    email: `asha.${tag}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
}

/** A new customer account, signed up through the API (not logged in). */
async function signUp(): Promise<Account & { userId: number }> {
  const account = newAccount();
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  return { ...account, userId };
}

async function logIn(email: string, password: string): Promise<{ token: string; userId?: number }> {
  return api<{ token: string; userId?: number }>('/users/login', { body: { email, password } });
}

/** A fresh customer with a token of their own. */
async function newCustomer(): Promise<Customer> {
  const account = await signUp();
  const { token } = await logIn(account.email, account.password);
  return { ...account, token };
}

let adminToken: Promise<string> | undefined;
/** One admin login per file: login is rate-limited per address and per account (D8). */
function admin(): Promise<string> {
  adminToken ??= logIn('admin@chamak.example', 'Admin@12345').then((r) => r.token);
  return adminToken;
}

// ---- The browser -----------------------------------------------------------------------------------------

/** localStorage of the shop's origin. */
function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/**
 * Puts a customer's session where a login would (SPEC section 4: token and userId in localStorage). Written
 * from an API address of the same origin, so no page of the app runs before the session is there.
 */
async function signIn(page: Page, customer: Customer) {
  await page.goto(url('/api/settings'));
  await page.evaluate(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    [customer.token, String(customer.userId)] as const,
  );
}

/** Opens a page already logged in as the customer. */
async function customerPage(customer: Customer, viewport: Viewport = desktop): Promise<OpenedPage> {
  const opened = await open(viewport);
  await signIn(opened.page, customer);
  return opened;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/** Waits for a toast with exactly this text (they stay 3 s, SPEC section 9 and D15). */
async function toast(page: Page, text: string) {
  await page
    .locator('div[aria-live="polite"] > output')
    .filter({ hasText: exactly(text) })
    .first()
    .waitFor();
}

/** The texts an input points to with aria-describedby: its error (and hint). */
async function described(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * A fresh page (harness.openPage) whose error list also names every refused request: Chromium's console line
 * for a failed load says only the status, not which call it was.
 */
async function open(viewport: Viewport): Promise<OpenedPage> {
  const opened = await openPage(browser!, viewport);
  opened.page.on('response', (response) => {
    if (response.status() >= 400)
      opened.errors.push(
        `response ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  return opened;
}

/** Page and console errors, less the refused requests whose status is expected here. */
function unexpected(errors: string[], ...statuses: number[]): string[] {
  return errors.filter(
    (e) =>
      !e.startsWith('console error: Failed to load resource:') &&
      !statuses.some((s) => e.startsWith(`response ${s} `)),
  );
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** D18: ₹1,23,456.00. */
const rupees = (paise: number) => rupeeFormat.format(paise / 100);
const paise = (rupeeAmount: number) => Math.round(rupeeAmount * 100);

/** SPEC section 9 / D5: ₹99 under 1000 ml in total, ₹199 otherwise. */
function expectedTotals(size: Size, quantity: number, codFeePaise = 0) {
  const subtotal = paise(size.discounted_price) * quantity;
  const delivery = size.litre.total_ml * quantity < 1000 ? 9900 : 19900;
  return { subtotal, delivery, codFee: codFeePaise, total: subtotal + delivery + codFeePaise };
}

/** The label/value rows of an Order Summary, keyed by the label's own text ('Subtotal (1 item)' → 'Subtotal'). */
function summaryRows(summary: Locator): Promise<Record<string, string>> {
  return summary.evaluate((el) =>
    Object.fromEntries(
      Array.from(el.querySelectorAll('dt')).map((dt) => [
        (dt.firstChild?.textContent ?? '').trim(),
        (dt.nextElementSibling?.textContent ?? '').trim(),
      ]),
    ),
  );
}

const lineLabel = (product: Product, size: Size) => `${product.name} (${size.litre.litre})`;

function cartRow(page: Page, product: Product): Locator {
  return page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
}

async function rowQuantity(row: Locator): Promise<number> {
  return Number(/(\d+)\s*$/.exec((await row.locator('output').textContent()) ?? '')?.[1]);
}

async function serverCart(customer: { userId: number; token: string }): Promise<CartLine[]> {
  return api<CartLine[]>('/cart/get', { body: { userId: customer.userId }, token: customer.token });
}

async function serverOrders(customer: { userId: number; token: string }): Promise<Order[]> {
  return api<Order[]>(`/order/getuserorder/${customer.userId}`, { token: customer.token });
}

async function addToServerCart(customer: Customer, product: Product, size: Size, quantity = 1) {
  await api('/cart/add', {
    body: { productId: product.id, userId: customer.userId, pl_id: size.pl_id, quantity },
    token: customer.token,
  });
}

/** The customer's session as the browser holds it, for API checks after a login through the page. */
async function browserSession(page: Page): Promise<{ userId: number; token: string }> {
  const s = await storage(page);
  return { userId: Number(s.userId), token: s.token ?? '' };
}

const address = {
  address: '12 MG Road',
  apt: 'Flat 3B, Lake View Apartments',
  city: 'Bengaluru',
  state: 'Karnataka',
};

// The labels the form shows (and its messages name), from the one list the form reads.
const checkoutLabels = checkoutFieldLabels;

function checkoutForm(page: Page) {
  const form = page.getByRole('form', { name: 'Checkout' });
  // By role: the labels' required mark (*) is hidden from the accessible name. The state is the PIN code's, shown
  // in a read-only text box (decision 0293).
  const field = (name: CheckoutField) =>
    form.getByRole('textbox', { name: checkoutLabels[name], exact: true });
  return { form, field, summary: form.getByRole('region', { name: 'Order Summary' }) };
}

/** The states of the PIN codes these journeys type, from India Post's directory. */
const stateOfPin: Record<string, string> = {
  '560001': 'Karnataka',
  '560002': 'Karnataka',
  '744101': 'Andaman and Nicobar Islands',
};

/** Waits for the profile to fill the contact block, then completes the shipping address; the PIN code sets the state. */
async function fillCheckout(page: Page, customer: Account, postalCode: string) {
  const { field } = checkoutForm(page);
  await expect.poll(() => field('email').inputValue(), wait).toBe(customer.email);
  expect(await field('firstName').inputValue()).toBe('Asha');
  expect(await field('lastName').inputValue()).toBe('Verma');
  expect(await field('phone').inputValue()).toBe(customer.phone);
  await field('address').fill(address.address);
  await field('apt').fill(address.apt);
  await field('city').fill(address.city);
  await field('postalCode').fill(postalCode);
  await expect.poll(() => field('state').inputValue(), wait).toBe(stateOfPin[postalCode]);
}

// ---- 1. Sign up and log in -----------------------------------------------------------------------------------

describe('signup and login', () => {
  // At one width, a phone's: the forms, their messages and the redirects are the same at 1280 px (the session
  // journey below opens the account menu at 1280 px).
  const viewport = mobile;
  it(
    `refuses weak passwords with SPEC's messages, signs up, refuses a wrong password, and logs in at ${viewport.width} px`,
    async () => {
      const { page, errors, close } = await open(viewport);
      try {
        const account = newAccount();
        await page.goto(url('/signup'));
        const form = page.getByRole('form', { name: 'Sign up' });
        await form.waitFor();
        // SPEC section 2: no header or footer on /signup and /login.
        expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
        await form.getByLabel('Full name').fill(account.fullname);
        await form.getByLabel('Username').fill(account.username);
        await form.getByLabel('Phone number').fill(account.phone);
        await form.getByLabel('Email').fill(account.email);
        const password = form.getByLabel('Password', { exact: true });
        const repeat = form.getByLabel('Repeat password', { exact: true });
        const signUpButton = form.getByRole('button', { name: 'Sign Up' });

        const refusals: [string, string, string][] = [
          ['Ab1!', 'Ab1!', 'Password must be at least 8 characters.'],
          ['secret@123', 'secret@123', 'Password must contain at least one uppercase letter.'],
          ['Secret@abc', 'Secret@abc', 'Password must contain at least one number.'],
          ['Secret1234', 'Secret1234', 'Password must contain at least one special character.'],
          [account.password, 'Other@1234', 'Passwords do not match!'],
        ];
        for (const [typed, repeated, message] of refusals) {
          await password.fill(typed);
          await repeat.fill(repeated);
          await signUpButton.click();
          await toast(page, message);
          const input = message === 'Passwords do not match!' ? repeat : password;
          await expect.poll(() => described(input), wait).toContain(message);
          expect(pathname(page)).toBe('/signup');
        }

        await repeat.fill(account.password);
        await signUpButton.click();
        await toast(page, 'Sign up successful! Redirecting to login...');
        await page.waitForURL((u) => u.pathname === '/login');

        const login = page.getByRole('form', { name: 'Log in' });
        const email = login.getByLabel('Email');
        // The address just signed up with is filled in.
        expect(await email.inputValue()).toBe(account.email);
        expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
        const loginPassword = login.getByLabel('Password', { exact: true });
        const loginButton = login.getByRole('button', { name: 'Login' });

        // A wrong password: the server's message, and nothing stored.
        await loginPassword.fill('Wrong@1234');
        await loginButton.click();
        await expect
          .poll(
            async () =>
              (await login.getByRole('alert').count()) ? login.getByRole('alert').innerText() : '',
            wait,
          )
          .toBe('Invalid email or password.');
        // Said once, by the button (decision 0306): no toast repeats it.
        expect(
          await page
            .locator('div[aria-live="polite"] > output')
            .filter({ hasText: 'Invalid email or password.' })
            .count(),
        ).toBe(0);
        const afterRefusal = await storage(page);
        expect(afterRefusal.token).toBeUndefined();
        expect(afterRefusal.userId).toBeUndefined();
        expect(pathname(page)).toBe('/login');

        await loginPassword.fill(account.password);
        const started = Date.now();
        await loginButton.click();
        await toast(page, 'Login successful! Redirecting...');
        await page.waitForURL((u) => u.pathname === '/');
        expect(Date.now() - started).toBeGreaterThanOrEqual(redirectDelayMs - timerSlackMs);

        const session = await storage(page);
        expect(session.token).toBeTruthy();
        expect(session.userId).toMatch(/^\d+$/);
        const profile = await api<{ user: { email: string; fullname: string } }>(
          `/users/profile/${session.userId}`,
          { token: session.token },
        );
        expect(profile.user).toMatchObject({ email: account.email, fullname: account.fullname });

        await page.getByRole('button', { name: 'Account menu' }).click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Profile', 'Logout']);
        expect(unexpected(errors, 401)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 2. Guest cart and wishlist, merged at login (D10) ----------------------------------------------------

describe('guest cart and wishlist', () => {
  it(
    'keeps a guest cart and wishlist in the browser and moves them into the account at login',
    async () => {
      const { page, errors, close } = await open(desktop);
      try {
        const products = await catalogue();
        await page.goto(url('/products'));
        const card = page
          .locator('main article')
          .filter({ has: page.getByRole('button', { name: 'Add to Cart', exact: true, disabled: false }) })
          .first();
        await card.waitFor();
        const name = (await card.getByRole('heading').innerText()).trim();
        const product = products.find((p) => p.name === name);
        expect(product, `card "${name}" is in the catalogue`).toBeDefined();
        // The card's first size is the one it adds (SPEC: first preselected), one at a time.
        const size = product!.productlitres[0]!;
        expect(size.remaining_qty).toBeGreaterThan(3);

        await card.getByRole('button', { name: 'Add to Cart', exact: true }).click();
        await toast(page, 'Item added to cart');
        // SPEC section 9: a guest goes to /cart 500 ms after adding.
        await page.waitForURL((u) => u.pathname === '/cart');
        const row = cartRow(page, product!);
        await row.waitFor();
        const rowText = (await row.textContent()) ?? '';
        expect(rowText).toContain(`Size: ${size.litre.litre}`);
        expect(rowText).toContain(rupees(paise(size.discounted_price)));
        expect(await rowQuantity(row)).toBe(1);

        // The same size again from the product page, two this time: the line's quantity adds up.
        await page.goto(url(`/product-details/${product!.id}`));
        await page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
        // The heart toggles: saved, removed, saved again.
        const wishlistButton = page.getByRole('button', { name: 'Add to wishlist', exact: true });
        await wishlistButton.click();
        await toast(page, 'Product added to wishlist!');
        await page.getByRole('button', { name: 'Remove from wishlist', exact: true }).click();
        await toast(page, 'Item removed from wishlist');
        await wishlistButton.click();
        expect(pathname(page)).toBe(`/product-details/${product!.id}`);

        await page.getByRole('button', { name: 'Increase quantity' }).click();
        expect(await page.getByLabel('Quantity', { exact: true }).inputValue()).toBe('2');
        await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
        await page.waitForURL((u) => u.pathname === '/cart');
        await expect.poll(() => rowQuantity(row), wait).toBe(3);
        const guest = await storage(page);
        expect(JSON.parse(guest.guestCart ?? '[]')).toEqual([
          { productId: product!.id, pl_id: size.pl_id, quantity: 3 },
        ]);
        expect(JSON.parse(guest.guestWishlist ?? '[]')).toEqual([{ productId: product!.id }]);
        expect(guest.token).toBeUndefined();

        // Logging in (a fresh account) moves both lists into the account and empties the browser's.
        const account = await signUp();
        await page.goto(url('/login'));
        const login = page.getByRole('form', { name: 'Log in' });
        await login.getByLabel('Email').fill(account.email);
        await login.getByLabel('Password', { exact: true }).fill(account.password);
        await login.getByRole('button', { name: 'Login' }).click();
        await toast(page, 'Login successful! Redirecting...');
        // Not waiting out the redirect (the signup journey times it): the lists are moved before it is set.
        const guestLists = async () => {
          const held = await storage(page);
          return [JSON.parse(held.guestCart ?? '[]'), JSON.parse(held.guestWishlist ?? '[]')];
        };
        await expect.poll(guestLists, wait).toEqual([[], []]);
        const session = await browserSession(page);
        expect(session.userId).toBe(account.userId);
        const cart = await serverCart(session);
        expect(cart.map(({ productId, pl_id, quantity }) => ({ productId, pl_id, quantity }))).toEqual([
          { productId: product!.id, pl_id: size.pl_id, quantity: 3 },
        ]);
        const wishlist = await api<{ productId: number }[]>('/wishlist/get', {
          body: { userId: session.userId },
          token: session.token,
        });
        expect(wishlist.map((w) => w.productId)).toEqual([product!.id]);

        // And the cart page now shows the account's cart.
        await page.goto(url('/cart'));
        await expect.poll(() => rowQuantity(cartRow(page, product!)), wait).toBe(3);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 3-5. Cart and checkout --------------------------------------------------------------------------------

describe('cart and checkout', () => {
  // At one width, a phone's: the steps and messages of the cart and the checkout are the same at 1280 px.
  const viewport = mobile;
  it(
    `steps the quantity, checks the form with SPEC's messages, survives a reload and pays in the sandbox at ${viewport.width} px`,
    async () => {
      const customer = await newCustomer();
      // A size under 1000 ml, so two of them cross the delivery threshold: ₹99 for one, ₹199 for two (D5).
      const { product, size } = await pickSize((s) => s.litre.total_ml >= 500 && s.litre.total_ml < 1000);
      await addToServerCart(customer, product, size);
      const stockBefore = await stockOf(product.id, size.pl_id);
      const { page, errors, close } = await customerPage(customer, viewport);
      try {
        await page.goto(url('/cart'));
        await page.getByRole('heading', { level: 1, name: 'Cart Page' }).waitFor();
        const row = cartRow(page, product);
        await row.waitFor();
        const label = lineLabel(product, size);
        const minus = row.getByRole('button', { name: `Decrease quantity of ${label}` });
        const plus = row.getByRole('button', { name: `Increase quantity of ${label}` });
        const summary = page.getByRole('region', { name: 'Order Summary' });
        const shows = (quantity: number) => {
          const t = expectedTotals(size, quantity);
          return {
            Subtotal: rupees(t.subtotal),
            'Delivery Charge': rupees(t.delivery),
            Total: rupees(t.total),
          };
        };
        await expect.poll(() => summaryRows(summary), wait).toEqual(shows(1));
        // SPEC section 4: minus never goes below 1.
        expect(await minus.isDisabled()).toBe(true);

        await plus.click();
        await toast(page, 'Quantity updated');
        await expect.poll(() => rowQuantity(row), wait).toBe(2);
        await expect.poll(async () => (await serverCart(customer))[0]?.quantity, wait).toBe(2);
        await expect.poll(() => summaryRows(summary), wait).toEqual(shows(2));
        await expect.poll(() => minus.isEnabled(), wait).toBe(true);
        await minus.click();
        await expect.poll(() => rowQuantity(row), wait).toBe(1);
        await expect.poll(async () => (await serverCart(customer))[0]?.quantity, wait).toBe(1);
        await expect.poll(() => minus.isDisabled(), wait).toBe(true);
        await expect.poll(() => summaryRows(summary), wait).toEqual(shows(1));

        await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
        await page.waitForURL((u) => u.pathname === '/checkout');
        await page.getByRole('heading', { level: 1, name: 'Check Out' }).waitFor();
        const { form, field, summary: checkoutSummary } = checkoutForm(page);
        // The profile fills the contact block; empty it to see every field's message.
        await expect.poll(() => field('email').inputValue(), wait).toBe(customer.email);
        for (const name of ['firstName', 'lastName', 'email', 'phone'] as const) await field(name).fill('');
        const submit = form.getByRole('button', { name: /^Pay ₹/ });
        await submit.click();
        await toast(page, 'Please fill in all required fields correctly.');
        // SPEC's '{Field} is required' with each field named as its label reads; the state is the PIN code's.
        const required: Partial<Record<CheckoutField, string>> = {
          firstName: 'First name is required',
          lastName: 'Last name is required',
          email: 'Email is required',
          phone: 'Phone is required',
          address: 'Address is required',
          apt: 'Apartment, suite, landmark is required',
          city: 'City is required',
          postalCode: 'PIN code is required',
        };
        for (const [name, message] of Object.entries(required))
          expect(await described(field(name as CheckoutField)), name).toBe(message);
        expect(await field('state').isEditable()).toBe(false);

        // An error clears when its field is edited; a bad e-mail and phone are refused on the next submit.
        await field('postalCode').fill('56000');
        await expect.poll(() => described(field('postalCode')), wait).toBe('');
        await field('email').fill('asha@');
        await field('phone').fill('98765');
        await submit.click();
        await expect
          .poll(() => described(field('postalCode')), wait)
          .toBe('Please enter a valid 6-digit PIN code');
        expect(await described(field('email'))).toBe('Invalid email format');
        expect(await described(field('phone'))).toBe('Phone number must be 10 digits');

        // A reload half-way: the page rebuilds from the server's cart and the profile.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Check Out' }).waitFor();
        await fillCheckout(page, customer, '560001');
        // The state is the PIN code's, shown and not editable (decision 0293).
        expect(await field('state').isEditable()).toBe(false);
        await field('postalCode').scrollIntoViewIfNeeded();
        await shot(page, 'checkout-state-from-pin', viewport);
        const totals = expectedTotals(size, 1);
        await expect
          .poll(() => summaryRows(checkoutSummary), wait)
          .toEqual({
            Subtotal: rupees(totals.subtotal),
            'Delivery Charge': rupees(totals.delivery),
            Total: rupees(totals.total),
          });
        expect(await form.getByRole('radio', { name: /^Pay online/ }).isChecked()).toBe(true);

        await form.getByRole('button', { name: `Pay ${rupees(totals.total)}` }).click();
        const payment = page.getByRole('dialog', { name: 'Order Payment' });
        await payment.waitFor();
        expect(await payment.textContent()).toContain(rupees(totals.total));
        // UPI first and chosen, as Razorpay opens: the shopper's UPI apps on a phone, a QR code on a computer, and
        // never a field for typing a UPI ID (UPI Collect is off).
        const methods = payment.getByRole('radio');
        expect(await methods.count()).toBe(2);
        expect(await methods.first().getAttribute('value')).toBe('upi');
        expect(await payment.getByRole('radio', { name: 'Pay by UPI' }).isChecked()).toBe(true);
        const qr = payment.getByRole('img', { name: 'UPI QR code (sandbox: nothing to scan)' });
        const apps = payment.getByText('Pay with a UPI app');
        await atBothWidths(page, viewport, async (width) => {
          const phone = width.name === 'mobile';
          expect(await apps.isVisible(), `${width.width} px`).toBe(phone);
          expect(await qr.isVisible(), `${width.width} px`).toBe(!phone);
          expect(await payment.getByRole('textbox').count()).toBe(0);
          const violations = await axeViolations(page);
          expect(violations, `${width.width} px: ${describeViolations(violations)}`).toEqual([]);
          await shot(page, 'sandbox-payment', width);
        });
        await payment.getByRole('button', { name: `Pay ${rupees(totals.total)}` }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        await toast(page, 'Payment verified successfully');

        const orders = await serverOrders(customer);
        expect(orders).toHaveLength(1);
        const order = orders[0]!;
        expect(order).toMatchObject({
          paymentMethod: 'online',
          paymentStatus: 'paid',
          subtotal: totals.subtotal / 100,
          delivery_charge: totals.delivery / 100,
          totalPrice: totals.total / 100,
        });
        expect(order.OrderItems.map((i) => [i.Product.name, i.quantity])).toEqual([[product.name, 1]]);
        // The confirmation page (D19) names the order and links to it in the account's order history.
        expect(pathname(page)).toBe(`/order-confirmation/${order.id}`);
        await page.getByRole('link', { name: 'Track your order' }).click();
        await page.getByRole('heading', { name: `Order #${order.id}` }).waitFor();

        expect(await stockOf(product.id, size.pl_id)).toBe(stockBefore - 1);
        expect(await serverCart(customer)).toEqual([]);
        await page.goto(url('/cart'));
        await page.getByText('Your Cart is Currently Empty.').waitFor();
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    `keeps a lasting message after a failed sandbox payment, and Try again pays the same order at ${viewport.width} px`,
    async () => {
      const customer = await newCustomer();
      const { product, size } = await pickSize();
      await addToServerCart(customer, product, size, 2);
      const stockBefore = await stockOf(product.id, size.pl_id);
      const { page, errors, close } = await customerPage(customer, viewport);
      try {
        await page.goto(url('/checkout'));
        await fillCheckout(page, customer, '560001');
        const totals = expectedTotals(size, 2);
        const { form } = checkoutForm(page);
        await form.getByRole('button', { name: `Pay ${rupees(totals.total)}` }).click();
        const payment = page.getByRole('dialog', { name: 'Order Payment' });
        await payment.getByRole('button', { name: 'Fail payment' }).click();
        await toast(page, 'Payment failed. Please try again.');
        // Nothing paid, nothing taken; the shopper stays, with a message that outlasts the toast.
        const notice = page.getByRole('alert', { name: 'Payment failed' });
        await notice.waitFor();
        expect(pathname(page)).toBe('/checkout');
        expect(await serverOrders(customer)).toEqual([]);
        expect((await serverCart(customer)).map((l) => [l.pl_id, l.quantity])).toEqual([[size.pl_id, 2]]);
        expect(await stockOf(product.id, size.pl_id)).toBe(stockBefore);
        // The toast goes after its 3 s (D15); the notice stays.
        await page
          .locator('div[aria-live="polite"] > output')
          .filter({ hasText: exactly('Payment failed. Please try again.') })
          .first()
          .waitFor({ state: 'detached' });
        expect(await notice.isVisible()).toBe(true);
        expect(await notice.textContent()).toContain('is kept for you and has not been paid');
        await shot(page, 'checkout-payment-failed', viewport);

        // Try again opens the payment window for the same order and amount; paying it places that one order.
        await notice.getByRole('button', { name: 'Try again' }).click();
        await payment.waitFor();
        expect(await payment.textContent()).toContain(rupees(totals.total));
        await payment.getByRole('button', { name: `Pay ${rupees(totals.total)}` }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        await toast(page, 'Payment verified successfully');
        const orders = await serverOrders(customer);
        expect(orders).toHaveLength(1);
        expect(orders[0]).toMatchObject({ paymentStatus: 'paid', totalPrice: totals.total / 100 });
        expect(pathname(page)).toBe(`/order-confirmation/${orders[0]!.id}`);
        expect(await stockOf(product.id, size.pl_id)).toBe(stockBefore - 2);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'greys out cash on delivery with its reason once a blocked PIN code is typed, and places it with the ₹30 fee for a fee PIN code',
    async () => {
      const customer = await newCustomer();
      const { product, size } = await pickSize();
      await addToServerCart(customer, product, size);
      const stockBefore = await stockOf(product.id, size.pl_id);
      const { page, errors, close } = await customerPage(customer);
      try {
        await page.goto(url('/checkout'));
        await fillCheckout(page, customer, '744101');
        const { form, field, summary } = checkoutForm(page);
        // Greyed out with its reason as soon as the PIN code is known, before anyone chooses it.
        const cash = form.getByRole('radio', { name: /^Cash on delivery/ });
        const refusal = 'Cash on delivery is not available for this PIN code. Please pay online.';
        await expect.poll(() => cash.isDisabled(), wait).toBe(true);
        // Its reason is in the option, so it is read with it.
        await form.getByRole('radio', { name: `Cash on delivery ${refusal}` }).waitFor();
        expect(await form.getByRole('radio', { name: /^Pay online/ }).isChecked()).toBe(true);
        expect(pathname(page)).toBe('/checkout');
        expect(await serverOrders(customer)).toEqual([]);

        await field('postalCode').fill('560001');
        await expect.poll(() => cash.isDisabled(), wait).toBe(false);
        await cash.check();
        const placeOrder = form.getByRole('button', { name: 'Place Order' });
        const totals = expectedTotals(size, 1, 3000);
        await expect
          .poll(() => summaryRows(summary), wait)
          .toEqual({
            Subtotal: rupees(totals.subtotal),
            'Delivery Charge': rupees(totals.delivery),
            'Cash on delivery fee (select PIN codes)': '₹30.00',
            Total: rupees(totals.total),
          });
        await placeOrder.click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        await toast(page, 'Order placed successfully');

        const orders = await serverOrders(customer);
        expect(orders).toHaveLength(1);
        expect(orders[0]).toMatchObject({
          paymentMethod: 'cod',
          paymentStatus: 'cod',
          codFee: 30,
          totalPrice: totals.total / 100,
        });
        expect(await stockOf(product.id, size.pl_id)).toBe(stockBefore - 1);
        expect(await serverCart(customer)).toEqual([]);

        await page.goto(url('/track-order?tab=orders'));
        const card = page.getByRole('article', { name: `Order #${orders[0]!.id}` });
        await card.waitFor();
        expect(await card.textContent()).toContain('Cash on Delivery');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 6. Profile ------------------------------------------------------------------------------------------

describe('profile', () => {
  it(
    'shows the details read-only, edits them with the signup rules, and keeps the change',
    async () => {
      const customer = await newCustomer();
      const { page, errors, close } = await customerPage(customer);
      try {
        await page.goto(url('/track-order'));
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('heading', { name: 'My Profile' }).waitFor();
        expect(await page.getByRole('tab', { name: 'My Profile' }).getAttribute('aria-selected')).toBe(
          'true',
        );
        const fields = {
          fullname: panel.getByLabel('Full name'),
          username: panel.getByLabel('Username'),
          email: panel.getByLabel('Email'),
          phone: panel.getByLabel('Phone number'),
        };
        await expect.poll(() => fields.email.inputValue(), wait).toBe(customer.email);
        expect(await fields.fullname.inputValue()).toBe(customer.fullname);
        expect(await fields.username.inputValue()).toBe(customer.username);
        expect(await fields.phone.inputValue()).toBe(customer.phone);
        for (const input of Object.values(fields)) expect(await input.isEditable()).toBe(false);

        await panel.getByRole('button', { name: 'Update' }).click();
        const save = panel.getByRole('button', { name: 'Save', exact: true });
        await save.waitFor();
        expect(await panel.getByRole('button', { name: 'Update' }).count()).toBe(0);
        for (const input of Object.values(fields)) expect(await input.isEditable()).toBe(true);

        await fields.phone.fill('987654321');
        await save.click();
        await toast(page, 'Phone number must be exactly 10 digits!');
        expect(await described(fields.phone)).toContain('Phone number must be exactly 10 digits!');

        await fields.phone.fill('9123456780');
        await fields.fullname.fill('Asha Rani Verma');
        await save.click();
        await toast(page, 'Profile updated successfully.');
        await panel.getByRole('button', { name: 'Update' }).waitFor();
        expect(await fields.phone.isEditable()).toBe(false);

        await page.reload();
        await expect.poll(() => fields.fullname.inputValue(), wait).toBe('Asha Rani Verma');
        expect(await fields.phone.inputValue()).toBe('9123456780');
        const stored = await api<{ user: { fullname: string; phone: string } }>(
          `/users/profile/${customer.userId}`,
          { token: customer.token },
        );
        expect(stored.user).toMatchObject({ fullname: 'Asha Rani Verma', phone: '9123456780' });
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 7. Reviews --------------------------------------------------------------------------------------------

describe('reviews', () => {
  it(
    'writes a review shown as plain text, offers Delete only on it, deletes it, and asks a guest to log in',
    async () => {
      const customer = await newCustomer();
      // A product others have reviewed already, so "only on your review" means something.
      let product: Product | undefined;
      let before: Review[] = [];
      for (const p of await catalogue()) {
        before = await api<Review[]>(`/ratings/products/${p.id}`);
        if (before.length > 0) {
          product = p;
          break;
        }
      }
      expect(product, 'a demo product with reviews').toBeDefined();
      const { page, errors, close } = await customerPage(customer);
      try {
        await page.goto(url(`/product-details/${product!.id}`));
        const reviews = page.locator('#reviews');
        await reviews.getByText(`Based on ${before.length} review`).waitFor();

        await reviews.getByRole('button', { name: 'Write a Review' }).click();
        const dialog = page.getByRole('dialog', { name: 'Write a Review' });
        await dialog.waitFor();
        const stars = (n: number) => dialog.getByRole('radio', { name: `${n} stars` });
        // Five stars to begin with (SPEC section 2).
        expect(await stars(5).isChecked()).toBe(true);
        await dialog
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
          .click();
        expect(await stars(4).isChecked()).toBe(true);
        const text = `Cleans tiles well. <b>bold</b> ${Date.now().toString(36)}`;
        await dialog.getByLabel('Your review').fill(text);
        await dialog.getByRole('button', { name: 'Submit Review' }).click();
        await toast(page, 'Review submitted successfully!');
        await expect.poll(() => dialog.count(), wait).toBe(0);

        const mine = reviews.getByRole('listitem').filter({ hasText: text });
        await mine.waitFor();
        // The markup stays text: no <b> element anywhere in the reviews.
        expect(await reviews.locator('b').count()).toBe(0);
        await reviews.getByText(`Based on ${before.length + 1} reviews`).waitFor();
        const deleteButtons = reviews.getByRole('button', { name: 'Delete your review' });
        expect(await deleteButtons.count()).toBe(1);
        expect(await mine.getByRole('button', { name: 'Delete your review' }).count()).toBe(1);

        const stored = (await api<Review[]>(`/ratings/products/${product!.id}`)).find(
          (r) => r.description === text,
        );
        expect(stored).toMatchObject({ userId: customer.userId, rating: 4 });

        // The app's confirm dialog asks, not the browser's.
        await mine.getByRole('button', { name: 'Delete your review' }).click();
        await page
          .getByRole('dialog', { name: 'Delete your review?' })
          .getByRole('button', { name: 'Delete review' })
          .click();
        await toast(page, 'Review deleted successfully');
        await expect.poll(() => mine.count(), wait).toBe(0);
        const after = await api<Review[]>(`/ratings/products/${product!.id}`);
        expect(after.some((r) => r.id === stored!.id)).toBe(false);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }

      const guest = await open(desktop);
      try {
        await guest.page.goto(url(`/product-details/${product!.id}`));
        await guest.page.getByRole('button', { name: 'Write a Review' }).click();
        await toast(guest.page, 'Please log in to submit a review.');
        expect(await guest.page.getByRole('dialog', { name: 'Write a Review' }).count()).toBe(0);
        expect(unexpected(guest.errors)).toEqual([]);
      } finally {
        await guest.close();
      }
    },
    journey,
  );
});

// ---- 8. Contact form ---------------------------------------------------------------------------------------

describe('contact form', () => {
  it(
    'sends a message that the admin can read',
    async () => {
      const { page, errors, close } = await open(desktop);
      try {
        await page.goto(url('/contact'));
        const form = page.getByRole('form', { name: 'Send us a message' });
        await form.waitFor();
        const message = {
          name: 'Ravi Kumar',
          email: `ravi.${Date.now().toString(36)}@example.com`,
          message: 'Do you sell the floor cleaner in 20 L cans for our housing society?',
        };
        await form.getByLabel('Name').fill(message.name);
        await form.getByLabel('Email').fill(message.email);
        await form.getByLabel('Message').fill(message.message);
        await form.getByRole('button', { name: 'Send Message' }).click();
        await toast(page, 'Message sent successfully!');
        await expect.poll(() => form.getByLabel('Message').inputValue(), wait).toBe('');

        const stored = await api<{ name: string; email: string; message: string }[]>('/contacts/getContact', {
          token: await admin(),
        });
        expect(stored.find((c) => c.email === message.email)).toMatchObject(message);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 9. Forgot password (D12) --------------------------------------------------------------------------------

describe('forgot password', () => {
  it(
    'mails a reset link that sets a new password, which then logs in',
    async () => {
      // A fresh customer rather than the demo one, so no other journey depends on its password.
      const account = await signUp();
      const { page, errors, close } = await open(desktop);
      try {
        await page.goto(url('/forgot-password'));
        const form = page.getByRole('form', { name: 'Reset password request' });
        await form.getByLabel('Email').fill(account.email);
        await form.getByRole('button', { name: 'Send reset link' }).click();
        await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
        expect(
          await page.getByRole('status').filter({ hasText: 'a link to reset' }).first().textContent(),
        ).toContain('If an account exists for that email, a link to reset the password is on its way.');

        const outbox = await api<{ to: string; text: string }[]>('/admin/outbox', { token: await admin() });
        const mail = outbox.find((m) => m.to === account.email);
        expect(mail, 'the reset e-mail is in the outbox').toBeDefined();
        const link = /\/reset-password\?token=[^\s]+/.exec(mail!.text)?.[0];
        expect(link).toBeDefined();

        await page.goto(url(link!));
        const reset = page.getByRole('form', { name: 'Set a new password' });
        const newPassword = 'Fresh#2468';
        await reset.getByLabel('New password', { exact: true }).fill(newPassword);
        await reset.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
        await reset.getByRole('button', { name: 'Save new password' }).click();
        await toast(page, 'Your password has been changed. Please log in.');
        await page.waitForURL((u) => u.pathname === '/login');

        const login = page.getByRole('form', { name: 'Log in' });
        await login.getByLabel('Email').fill(account.email);
        await login.getByLabel('Password', { exact: true }).fill(newPassword);
        await login.getByRole('button', { name: 'Login' }).click();
        await toast(page, 'Login successful! Redirecting...');
        // The session is stored before the toast; the redirect after it is timed by the signup journey.
        expect((await storage(page)).userId).toBe(String(account.userId));
        // The old password no longer works.
        expect(
          (await call('/users/login', { body: { email: account.email, password: account.password } })).status,
        ).toBe(401);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 10. Session end ---------------------------------------------------------------------------------------

describe('session', () => {
  it(
    'logs out from the user menu, and sends a forged token back to the login page',
    async () => {
      const customer = await newCustomer();
      const { page, errors, close } = await customerPage(customer);
      try {
        await page.goto(url('/'));
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await toast(page, 'Logged out successfully.');
        await page.waitForURL((u) => u.pathname === '/login');
        // SPEC section 4: logout clears all browser storage.
        expect(await storage(page)).toEqual({});

        // A token the server does not accept (forged), with a userId beside it.
        await page.goto(url('/api/settings'));
        await page.evaluate((userId) => {
          localStorage.setItem(
            'token',
            'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6ImN1c3RvbWVyIn0.forged',
          );
          localStorage.setItem('userId', userId);
        }, String(customer.userId));
        await page.goto(url('/track-order'));
        await toast(page, 'Authentication error. Please log in again.');
        await page.waitForURL((u) => u.pathname === '/login');
        const left = await storage(page);
        expect(left.token).toBeUndefined();
        expect(left.userId).toBeUndefined();
        expect(unexpected(errors, 401)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 11. Admin guard ---------------------------------------------------------------------------------------

describe('admin guard', () => {
  it(
    'sends guests and customers from /admin to /login, and an admin login to /admin',
    async () => {
      const guest = await open(desktop);
      try {
        await guest.page.goto(url('/admin'));
        await guest.page.waitForURL((u) => u.pathname === '/login');
      } finally {
        await guest.close();
      }

      const customer = await newCustomer();
      const shopper = await customerPage(customer);
      try {
        await shopper.page.goto(url('/admin'));
        await shopper.page.waitForURL((u) => u.pathname === '/login');
        expect(await shopper.page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
      } finally {
        await shopper.close();
      }

      const { page, close } = await open(desktop);
      try {
        await page.goto(url('/login'));
        const login = page.getByRole('form', { name: 'Log in' });
        await login.getByLabel('Email').fill('admin@chamak.example');
        await login.getByLabel('Password', { exact: true }).fill('Admin@12345');
        const started = Date.now();
        await login.getByRole('button', { name: 'Login' }).click();
        await toast(page, 'Login successful! Redirecting...');
        await page.waitForURL((u) => u.pathname === '/admin');
        expect(Date.now() - started).toBeGreaterThanOrEqual(redirectDelayMs - timerSlackMs);
        await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Dashboard' })
          .waitFor();
        const session = await storage(page);
        expect(session.isAdmin).toBe('true');
        expect(session.token).toBeTruthy();
        expect(session.userId).toBeUndefined();
        // The back-office's own pages are being built alongside: their console is not this journey's concern.
      } finally {
        await close();
      }
    },
    journey,
  );
});

// ---- 12. Accessibility -------------------------------------------------------------------------------------

describe('accessibility', () => {
  it(
    'has no serious or critical axe violations on the account, cart, wishlist, checkout and order pages',
    async () => {
      const found: Record<string, AxeViolation[]> = {};
      const check = async (name: string, page: Page) => {
        const violations = await axeViolations(page);
        if (violations.length > 0) found[name] = violations;
      };

      const guest = await open(desktop);
      try {
        for (const [path, form] of [
          ['/login', 'Log in'],
          ['/signup', 'Sign up'],
          ['/forgot-password', 'Reset password request'],
        ] as const) {
          await guest.page.goto(url(path));
          await guest.page.getByRole('form', { name: form }).waitFor();
          await check(path, guest.page);
        }
      } finally {
        await guest.close();
      }

      const customer = await newCustomer();
      const { product, size } = await pickSize();
      await addToServerCart(customer, product, size);
      await api('/wishlist/add', {
        body: { productId: product.id, userId: customer.userId },
        token: customer.token,
      });
      const { page, close } = await customerPage(customer);
      try {
        await page.goto(url('/cart'));
        await cartRow(page, product).waitFor();
        await expect
          .poll(() => summaryRows(page.getByRole('region', { name: 'Order Summary' })), wait)
          .toMatchObject({
            Total: rupees(expectedTotals(size, 1).total),
          });
        await check('/cart (with an item)', page);

        await page.goto(url('/wishlist'));
        await page.getByRole('link', { name: product.name, exact: true }).waitFor();
        await check('/wishlist (with an item)', page);

        await page.goto(url('/checkout'));
        const { form, field } = checkoutForm(page);
        await expect.poll(() => field('email').inputValue(), wait).toBe(customer.email);
        await field('email').fill('');
        await form.getByRole('button', { name: /^Pay ₹/ }).click();
        await expect.poll(() => described(field('address')), wait).toBe('Address is required');
        await check('/checkout (with errors)', page);

        const placed = await api<{ orderId: number }>('/order/verify-payment', {
          body: {
            paymentMethod: 'cod',
            userId: customer.userId,
            firstName: 'Asha',
            lastName: 'Verma',
            email: customer.email,
            phone: customer.phone,
            postalCode: '560002',
            ...address,
          },
          token: customer.token,
        });

        await page.goto(url('/track-order'));
        await page.getByRole('tabpanel').getByRole('button', { name: 'Update' }).waitFor();
        await check('/track-order (profile)', page);

        await page.goto(url(`/track-order?tab=orders&order=${placed.orderId}`));
        await page.getByRole('heading', { name: `Order #${placed.orderId}` }).waitFor();
        await page.getByText('Cash on Delivery').first().waitFor();
        await check("/track-order (an order's detail)", page);
      } finally {
        await close();
      }

      const report = Object.entries(found)
        .map(([name, violations]) => `${name}:\n${describeViolations(violations)}`)
        .join('\n');
      expect(Object.keys(found), report).toEqual([]);
    },
    journey,
  );
});
