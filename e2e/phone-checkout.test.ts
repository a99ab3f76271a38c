// Browser journey of a new shopper's phone-first checkout (D25) at 390 px: a product added as a guest, Proceed to
// Checkout, the mobile number and the sandbox's code on /checkout itself, then the address and a cash-on-delivery
// order on the same page, to the confirmation page. It counts the inputs typed, the pages loaded and the seconds
// from Proceed to Checkout to the confirmation, and prints them. axe-core checks the mobile step at both widths, and
// the API checks what the pages did. E2E_SHOTS_DIR saves screenshots.
import type { CheckoutField } from '@chamak/shared/checkout';
import type { Order } from '@chamak/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAsGuest, checkoutField, proceedCounting } from './checkout-journeys.ts';
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
const { api } = apiClient(() => shop!.baseUrl);
const shots = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string, viewport: Viewport, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}-${viewport.width}.png`, fullPage });
};

describe('a new shopper checks out with a mobile number', () => {
  const viewport = mobile;
  it(
    `adds a product as a guest, signs in with a code on /checkout and places a COD order on that page (${viewport.width} px)`,
    async () => {
      const phone = `9${String(Date.now()).slice(-9)}`;
      const { page, errors, close } = await openPage(browser!, viewport);
      try {
        // 1. A guest adds a product from its page and lands in the cart (SPEC section 9).
        const proceed = await addAsGuest(page, shop!.baseUrl);

        // 2. From Proceed to Checkout on, what the shopper does is counted and timed.
        const { hands, loads, seconds: sinceProceed } = await proceedCounting(page, proceed);
        await page.waitForURL((u) => u.pathname === '/checkout');

        // 3. The mobile number step, in place of the address form.
        const step = page.getByRole('form', { name: 'Sign in with mobile number' });
        await step.waitFor();
        await step.getByText('Test mode: messages are not sent. Your code is 123456').waitFor();
        expect(await page.getByRole('form', { name: 'Checkout' }).count()).toBe(0);
        // The checks and screenshots are not the shopper's time.
        const checking = Date.now();
        await expectAccessibleAtBothWidths(page, viewport);
        await atBothWidths(page, viewport, (width) => shot(page, 'phone-checkout-number', width));
        let checksMs = Date.now() - checking;
        await hands.type(
          step.getByRole('textbox', { name: 'Mobile number' }),
          'Mobile number',
          `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
        );
        await hands.tap(step.getByRole('button', { name: 'Send code' }), 'Send code');
        const code = step.getByRole('textbox', { name: '6-digit code' });
        await code.waitFor();
        const checkingCode = Date.now();
        await atBothWidths(page, viewport, (width) => shot(page, 'phone-checkout-code', width));
        checksMs += Date.now() - checkingCode;
        // The sixth digit sends it: no button to find.
        await hands.type(code, '6-digit code', '123456');

        // 4. Signed in on the same page: the address form, the phone already the verified number.
        const form = page.getByRole('form', { name: 'Checkout' });
        await form.waitFor();
        expect(new URL(page.url()).pathname).toBe('/checkout');
        const field = (name: CheckoutField) => checkoutField(form, name);
        await expect.poll(() => field('phone').inputValue(), wait).toBe(phone);
        expect(await field('email').inputValue()).toBe('');
        const session = await page.evaluate(() => ({
          token: localStorage.getItem('token'),
          userId: localStorage.getItem('userId'),
          guestCart: localStorage.getItem('guestCart'),
        }));
        expect(session.token).toBeTruthy();
        expect(Number(session.userId)).toBeGreaterThan(0);
        expect(JSON.parse(session.guestCart ?? '[]')).toEqual([]);

        // The PIN code first: it fills in the city and the state (decision 0293), so the city is not typed.
        await hands.type(field('postalCode'), 'PIN Code', '110001');
        await expect.poll(() => field('state').inputValue(), wait).toBe('Delhi');
        await expect.poll(() => field('city').inputValue(), wait).not.toBe('');
        await hands.type(field('firstName'), 'First Name', 'Meera');
        await hands.type(field('lastName'), 'Last Name', 'Iyer');
        await hands.type(field('email'), 'Email', `meera.${phone}@example.com`);
        await hands.type(field('address'), 'Address', '21 Janpath');
        await hands.type(field('apt'), 'Apartment, suite, landmark', 'Flat 5C');
        const cash = form.getByRole('radio', { name: /^Cash on delivery/ });
        await expect.poll(() => cash.isEnabled(), wait).toBe(true);
        await hands.tap(cash, 'Cash on delivery');
        const place = form.getByRole('button', { name: 'Place Order' });
        await place.waitFor();
        const checkingForm = Date.now();
        await shot(page, 'phone-checkout-address', viewport, true);
        checksMs += Date.now() - checkingForm;
        await hands.tap(place, 'Place Order');
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'));
        const seconds = sinceProceed() - checksMs / 1000;

        // 5. The order is the account's, cash on delivery, with the typed e-mail and the verified number.
        const orderId = Number(new URL(page.url()).pathname.split('/').pop());
        const orders = await api<Order[]>(`/order/getuserorder/${session.userId}`, { token: session.token });
        expect(orders.map((o) => o.id)).toEqual([orderId]);
        expect(orders[0]).toMatchObject({ paymentMethod: 'cod', phone, email: `meera.${phone}@example.com` });
        expect(errors).toEqual([]);

        console.log(
          `[phone checkout ${viewport.width} px] from Proceed to Checkout to the confirmation: ${hands.typed.length} inputs typed (${hands.typed.join(', ')}), ${hands.taps.length} taps (${hands.taps.join(', ')}), ${loads()} pages loaded, ${seconds.toFixed(1)} s`,
        );
        expect(hands.typed.length).toBeLessThanOrEqual(8);
        expect(loads()).toBe(0);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('the login page’s sign-in by mobile number', () => {
  it('offers it beside e-mail and password, says a bad number under its field, and passes axe at 390 and 1280 px', async () => {
    const { page, errors, close } = await openPage(browser!, mobile);
    try {
      await page.goto(url('/login'));
      await page.getByRole('form', { name: 'Log in' }).waitFor();
      const offer = page.getByRole('button', { name: 'Continue with mobile number' });
      await offer.waitFor();
      await atBothWidths(page, mobile, (width) => shot(page, 'login-mobile-offer', width));
      await offer.click();
      const form = page.getByRole('form', { name: 'Sign in with mobile number' });
      await form.waitFor();
      const number = form.getByRole('textbox', { name: 'Mobile number' });
      // Asked for, so the cursor is in the number field.
      await expect.poll(() => number.evaluate((el) => el === document.activeElement), wait).toBe(true);
      await number.fill('12345');
      await form.getByRole('button', { name: 'Send code' }).click();
      await form.getByText('Enter a 10-digit Indian mobile number').waitFor();
      expect(await number.getAttribute('aria-invalid')).toBe('true');
      await expectAccessibleAtBothWidths(page, mobile);
      await atBothWidths(page, mobile, (width) => shot(page, 'login-mobile-number-error', width));
      await number.fill('98765 43210');
      await form.getByRole('button', { name: 'Send code' }).click();
      const code = form.getByRole('textbox', { name: '6-digit code' });
      await code.waitFor();
      await code.fill('000000');
      await form.getByText('That code is not correct. 4 tries left.').waitFor();
      await expectAccessibleAtBothWidths(page, mobile);
      await atBothWidths(page, mobile, (width) => shot(page, 'login-mobile-code-error', width));
      // The two refusals (the bad number, the wrong code) are the browser's only complaints.
      expect(errors).toEqual(
        Array(2).fill(
          'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
        ),
      );
    } finally {
      await close();
    }
  });
});
