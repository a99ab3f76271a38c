// Browser journeys of a returning shopper's phone-first checkout (D25), and of the old way for comparison. The
// returning shopper has an account with a verified number and a saved default address (made through the API: a
// code sign-in and POST /api/users/:userId/addresses, no order), comes back in a fresh browser, adds a product as a
// guest, and from Proceed to Checkout gives only the number and the code: the address comes from the book, cash on
// delivery, the confirmation page. At 390 px with the figures printed, and once at 1280 px. The old way runs on a
// shop without sign-in by mobile number (no provider, sandbox off): a new shopper goes from Proceed to Checkout to
// /login, /signup, back to /login and on to /checkout, and a returning one (a password account, no saved address)
// to /login and /checkout; both type the checkout's blank fields. Each journey counts the inputs typed, the pages
// loaded (full loads), the pages shown and the seconds from Proceed to Checkout to the confirmation page.
import type { AddressBody, SavedAddress } from '@chamak/shared/addresses';
import type { CheckoutField } from '@chamak/shared/checkout';
import { checkoutFieldLabels } from '@chamak/shared/checkout';
import type { Order } from '@chamak/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAsGuest, checkoutField, proceedCounting, type ShopperHands } from './checkout-journeys.ts';
import {
  apiClient,
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

let shop: Shop | undefined;
/** The same shop where sign-in by mobile number is not offered: SPEC's /login and /signup way. */
let oldShop: Shop | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [shop, oldShop, browser] = await Promise.all([
    startShop(),
    startShop({}, { otpSandbox: false }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([shop?.close(), oldShop?.close()]);
});

const sandboxCode = '123456';

const session = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), userId: localStorage.getItem('userId') }));

/** A path with its trailing id as `:id`, for comparing the pages shown. */
const pattern = (path: string) => path.replace(/\/\d+$/, '/:id');

type Figures = { inputs: number; loads: number; shown: string[]; seconds: number };

function report(journeyName: string, viewport: Viewport, hands: ShopperHands, f: Figures) {
  console.log(
    `[${journeyName} ${viewport.width} px] from Proceed to Checkout to the confirmation: ${f.inputs} inputs typed (${hands.typed.join(', ')}), ${hands.taps.length} taps (${hands.taps.join(', ')}), ${f.loads} pages loaded, ${f.shown.length} pages shown (${f.shown.join(' -> ')}), ${f.seconds.toFixed(1)} s`,
  );
}

// ---- The returning shopper ------------------------------------------------------------------------------------

/**
 * An account made by a code sign-in that gave the name and e-mail asked once (the checkout needs an e-mail for the
 * invoice and order mails), and one saved address, the default. No order.
 */
async function returningShopper(baseUrl: string) {
  const { api } = apiClient(() => baseUrl);
  const phone = `8${String(Date.now()).slice(-9)}`;
  const email = `kavya.${phone}@example.com`;
  await api('/auth/otp', { body: { phone } });
  const signedIn = await api<{ token: string; userId: number }>('/auth/otp/verify', {
    body: { phone, code: sandboxCode, fullname: 'Kavya Menon', email },
  });
  const address: AddressBody = {
    label: 'Home',
    firstName: 'Kavya',
    lastName: 'Menon',
    phone,
    address: '14 MG Road',
    apt: 'Flat 3B',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  };
  const { address: saved } = await api<{ address: SavedAddress }>(`/users/${signedIn.userId}/addresses`, {
    body: address,
    token: signedIn.token,
  });
  expect(saved.isDefault).toBe(true);
  return { phone, email, userId: signedIn.userId, saved };
}

async function returningJourney(viewport: Viewport) {
  const baseUrl = shop!.baseUrl;
  const { api } = apiClient(() => baseUrl);
  const shopper = await returningShopper(baseUrl);
  const { page, errors, close } = await openPage(browser!, viewport);
  try {
    const proceed = await addAsGuest(page, baseUrl);

    const { hands, shown, loads, seconds: sinceProceed } = await proceedCounting(page, proceed);
    await page.waitForURL((u) => u.pathname === '/checkout');

    // The mobile number and the code, on /checkout itself.
    const step = page.getByRole('form', { name: 'Sign in with mobile number' });
    await step.waitFor();
    await hands.type(step.getByRole('textbox', { name: 'Mobile number' }), 'Mobile number', shopper.phone);
    await hands.tap(step.getByRole('button', { name: 'Send code' }), 'Send code');
    const code = step.getByRole('textbox', { name: '6-digit code' });
    await code.waitFor();
    await hands.type(code, '6-digit code', sandboxCode);

    // Signed in as the account of the number, on the same page: the saved default address fills the form.
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    const stored = await session(page);
    expect(Number(stored.userId)).toBe(shopper.userId);
    const home = form.getByRole('radio', { name: /^Home/ });
    await expect.poll(() => home.isChecked(), wait).toBe(true);
    const filled = {
      firstName: 'Kavya',
      lastName: 'Menon',
      phone: shopper.phone,
      address: '14 MG Road',
      apt: 'Flat 3B',
      city: 'Bengaluru',
      postalCode: '560001',
    } satisfies Partial<Record<CheckoutField, string>>;
    for (const [name, value] of Object.entries(filled))
      await expect.poll(() => checkoutField(form, name as CheckoutField).inputValue(), wait).toBe(value);
    await expect.poll(() => checkoutField(form, 'state').inputValue(), wait).toBe('Karnataka');

    // The e-mail is the account's.
    await expect.poll(() => checkoutField(form, 'email').inputValue(), wait).toBe(shopper.email);

    const cash = form.getByRole('radio', { name: /^Cash on delivery/ });
    await expect.poll(() => cash.isEnabled(), wait).toBe(true);
    await hands.tap(cash, 'Cash on delivery');
    await hands.tap(form.getByRole('button', { name: 'Place Order' }), 'Place Order');
    await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
    const seconds = sinceProceed();

    // The order is the account's, cash on delivery, to the saved address.
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const orders = await api<Order[]>(`/order/getuserorder/${shopper.userId}`, { token: stored.token });
    expect(orders.map((o) => o.id)).toEqual([orderId]);
    expect(orders[0]).toMatchObject({ paymentMethod: 'cod', email: shopper.email, ...filled });
    expect(errors).toEqual([]);

    const figures = { inputs: hands.typed.length, loads: loads(), shown, seconds };
    report('returning shopper', viewport, hands, figures);
    return { figures, hands };
  } finally {
    await close();
  }
}

describe('a returning shopper checks out with a mobile number and the saved address', () => {
  it(
    `gives the number and the code, finds the default address filled in and places a COD order (${mobile.width} px)`,
    async () => {
      const { figures, hands } = await returningJourney(mobile);
      expect(hands.typed).toEqual(['Mobile number', '6-digit code']);
      expect(figures.inputs).toBeLessThanOrEqual(2);
      expect(figures.loads).toBe(0);
      expect(figures.shown.map(pattern)).toEqual(['/checkout', '/order-confirmation/:id']);
    },
    journey,
  );

  it(
    `does the same at ${desktop.width} px`,
    async () => {
      const { figures, hands } = await returningJourney(desktop);
      expect(hands.typed).toEqual(['Mobile number', '6-digit code']);
      expect(figures.loads).toBe(0);
      expect(figures.shown.map(pattern)).toEqual(['/checkout', '/order-confirmation/:id']);
    },
    journey,
  );
});

// ---- Before: SPEC's way, where the shop does not offer sign-in by mobile number ------------------------------

type OldAccount = { fullname: string; username: string; phone: string; email: string; password: string };

const oldAccount = (first: string): OldAccount => {
  const stamp = String(Date.now()).slice(-9);
  return {
    fullname: `${first} Rao`,
    username: `${first.toLowerCase()}${stamp}`,
    phone: `7${stamp}`,
    email: `${first.toLowerCase()}.${stamp}@example.com`,
    password: 'Secret@1234',
  };
};

/**
 * The old checkout once logged in: every field still blank is typed (the PIN code first: it fills in the city and
 * the state), cash on delivery, Place Order.
 */
async function blankFieldsAndCash(page: Page, hands: ShopperHands, account: OldAccount) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.waitFor();
  const blank = async (name: CheckoutField) => (await checkoutField(form, name).inputValue()) === '';
  // The profile's name, e-mail and phone are in before anything is typed.
  await expect.poll(() => checkoutField(form, 'email').inputValue(), wait).toBe(account.email);
  if (await blank('postalCode')) await hands.type(checkoutField(form, 'postalCode'), 'PIN Code', '110001');
  await expect.poll(() => checkoutField(form, 'state').inputValue(), wait).toBe('Delhi');
  await expect.poll(() => checkoutField(form, 'city').inputValue(), wait).not.toBe('');
  const [first = '', last = ''] = account.fullname.split(' ');
  const typedHere: [CheckoutField, string][] = [
    ['firstName', first],
    ['lastName', last],
    ['email', account.email],
    ['phone', account.phone],
    ['address', '21 Janpath'],
    ['apt', 'Flat 5C'],
    ['city', 'New Delhi'],
  ];
  for (const [name, value] of typedHere)
    if (await blank(name)) await hands.type(checkoutField(form, name), checkoutFieldLabels[name], value);
  const cash = form.getByRole('radio', { name: /^Cash on delivery/ });
  await expect.poll(() => cash.isEnabled(), wait).toBe(true);
  await hands.tap(cash, 'Cash on delivery');
  await hands.tap(form.getByRole('button', { name: 'Place Order' }), 'Place Order');
  await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
}

describe('the old way: a new shopper signs up with a password before checking out', () => {
  const viewport = mobile;
  it(
    `goes from Proceed to Checkout to /login, /signup, /login and /checkout and places a COD order (${viewport.width} px)`,
    async () => {
      const baseUrl = oldShop!.baseUrl;
      const { api } = apiClient(() => baseUrl);
      const status = await api<{ enabled: boolean }>('/auth/otp/status');
      expect(status.enabled).toBe(false);
      const account = oldAccount('Arjun');
      const { page, errors, close } = await openPage(browser!, viewport);
      try {
        const proceed = await addAsGuest(page, baseUrl);

        const { hands, shown, loads, seconds: sinceProceed } = await proceedCounting(page, proceed);
        await page.waitForURL((u) => u.pathname === '/login');
        const login = page.getByRole('form', { name: 'Log in' });
        await login.waitFor();
        expect(await page.getByRole('button', { name: 'Continue with mobile number' }).count()).toBe(0);
        await hands.tap(page.getByRole('link', { name: 'Sign up' }), 'Sign up');

        const signup = page.getByRole('form', { name: 'Sign up' });
        await signup.waitFor();
        await hands.type(signup.getByLabel('Full name'), 'Full name', account.fullname);
        await hands.type(signup.getByLabel('Username'), 'Username', account.username);
        await hands.type(signup.getByLabel('Phone number'), 'Phone number', account.phone);
        await hands.type(signup.getByLabel('Email'), 'Email', account.email);
        await hands.type(signup.getByLabel('Password', { exact: true }), 'Password', account.password);
        await hands.type(
          signup.getByLabel('Repeat password', { exact: true }),
          'Repeat password',
          account.password,
        );
        await hands.tap(signup.getByRole('button', { name: 'Sign Up' }), 'Sign Up');

        // Back to /login after SPEC's redirect, the e-mail filled in, on to /checkout after the next one.
        await page.waitForURL((u) => u.pathname === '/login');
        await login.waitFor();
        const loginEmail = login.getByLabel('Email');
        if ((await loginEmail.inputValue()) === '') await hands.type(loginEmail, 'Email', account.email);
        await hands.type(login.getByLabel('Password', { exact: true }), 'Password', account.password);
        await hands.tap(login.getByRole('button', { name: 'Login' }), 'Login');
        await page.waitForURL((u) => u.pathname === '/checkout', { timeout: 15_000 });

        const stored = await session(page);
        expect(stored.token).toBeTruthy();
        await blankFieldsAndCash(page, hands, account);
        const seconds = sinceProceed();

        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        const orders = await api<Order[]>(`/order/getuserorder/${stored.userId}`, { token: stored.token });
        expect(orders.map((o) => o.id)).toEqual([orderId]);
        expect(orders[0]).toMatchObject({ paymentMethod: 'cod', email: account.email });
        expect(errors).toEqual([]);

        report('old way, new shopper', viewport, hands, {
          inputs: hands.typed.length,
          loads: loads(),
          shown,
          seconds,
        });
        // Six on /signup and the password on /login at least, over four pages before the confirmation.
        expect(hands.typed.length).toBeGreaterThanOrEqual(7);
        expect(shown.map(pattern)).toEqual([
          '/login',
          '/signup',
          '/login',
          '/checkout',
          '/order-confirmation/:id',
        ]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('the old way: a returning shopper logs in with e-mail and password and types the address again', () => {
  const viewport = mobile;
  it(
    `goes from Proceed to Checkout to /login and /checkout, where the address is blank, and places a COD order (${viewport.width} px)`,
    async () => {
      const baseUrl = oldShop!.baseUrl;
      const { api } = apiClient(() => baseUrl);
      // An account from SPEC's signup, with no saved address (the shop kept none before the address book).
      const account = oldAccount('Divya');
      const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
      const { page, errors, close } = await openPage(browser!, viewport);
      try {
        const proceed = await addAsGuest(page, baseUrl);

        const { hands, shown, loads, seconds: sinceProceed } = await proceedCounting(page, proceed);
        await page.waitForURL((u) => u.pathname === '/login');
        const login = page.getByRole('form', { name: 'Log in' });
        await login.waitFor();
        await hands.type(login.getByLabel('Email'), 'Email', account.email);
        await hands.type(login.getByLabel('Password', { exact: true }), 'Password', account.password);
        await hands.tap(login.getByRole('button', { name: 'Login' }), 'Login');
        await page.waitForURL((u) => u.pathname === '/checkout', { timeout: 15_000 });

        const stored = await session(page);
        expect(Number(stored.userId)).toBe(userId);
        await blankFieldsAndCash(page, hands, account);
        const seconds = sinceProceed();

        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        const orders = await api<Order[]>(`/order/getuserorder/${userId}`, { token: stored.token });
        expect(orders.map((o) => o.id)).toEqual([orderId]);
        expect(orders[0]).toMatchObject({ paymentMethod: 'cod', email: account.email });
        expect(errors).toEqual([]);

        report('old way, returning shopper', viewport, hands, {
          inputs: hands.typed.length,
          loads: loads(),
          shown,
          seconds,
        });
        // The e-mail and password, then the address again.
        expect(hands.typed.slice(0, 2)).toEqual(['Email', 'Password']);
        expect(hands.typed.length).toBeGreaterThan(2);
        expect(shown.map(pattern)).toEqual(['/login', '/checkout', '/order-confirmation/:id']);
      } finally {
        await close();
      }
    },
    journey,
  );
});
