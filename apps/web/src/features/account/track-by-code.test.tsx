// @vitest-environment happy-dom
// /track-order for a visitor who is not signed in, against the real API in sandbox (decision 0322): the order number
// and the order's mobile, "Send code", the code (123456 in test mode), then on to the order's status page, whose
// token the page opens; the link to log in for all orders; each bad input under its field with the form kept (no
// order number, letters in it, no Indian mobile, a wrong code); a number that is not the order's gets the same code
// step and a wrong code, and no message.
import { phoneSignInMessages } from '@chamak/shared/phone-sign-in';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { signupAndLogin } from '../../../../api/src/test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../../../api/src/test/checkout.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import OrderStatusPage from '../order-status/order-status-page.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
const location = () => screen.getByTestId('location').textContent ?? '';

/** A mobile number no other test of the file uses: 8 and nine random digits. */
const freshNumber = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const orderField = () => field('Order number');
const numberField = () => field('Mobile number');
const codeField = () => field('6-digit code');

/** The message under a field: what its aria-describedby names first. */
function messageUnder(input: HTMLElement): string | null {
  const first = input.getAttribute('aria-describedby')?.split(' ')[0];
  return first ? (document.getElementById(first)?.textContent?.replace(/^⚠/, '') ?? null) : null;
}

/** A placed cash order of a fresh shopper (signed up through the API only: this page's session stays empty). */
async function orderWith(phone: string): Promise<number> {
  const shopper = await signupAndLogin(api.app);
  await addToCart(api.app, shopper, await sizeInStock(api.database.db, 3));
  const placed = await checkout(api.app, shopper, 'cod', { phone });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().orderId as number;
}

async function openCard(url = '/track-order') {
  renderPage(<TrackOrderPage />, '/track-order', url);
  await screen.findByRole('form', { name: 'Track with order number and mobile' });
}

function askCode(order: string, phone: string) {
  fireEvent.change(orderField(), { target: { value: order } });
  fireEvent.change(numberField(), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

const typeCode = (code: string) => fireEvent.change(codeField(), { target: { value: code } });

const codesOf = (phone: string) =>
  rows<{ purpose: string }>(api.database.db, sql`select purpose from phone_codes where phone = ${phone}`);

describe('Track with order number and mobile (not signed in, sandbox)', () => {
  it("sends a code to the order's number and opens the order's status page with it", async () => {
    const phone = freshNumber();
    const orderId = await orderWith(phone);
    await openCard();
    // The visitor stays here: no tabs of the profile, a link to log in and come back.
    expect(location()).toBe('/track-order');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Track with order number and mobile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to see all your orders' }).getAttribute('href')).toBe(
      '/login?next=%2Ftrack-order',
    );
    // Said once the shop's answer on sign-in by code has come, which may be after the card shows.
    expect(await screen.findByText('Test mode: messages are not sent. Your code is 123456')).toBeTruthy();

    askCode(`#${orderId}`, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await screen.findByRole('textbox', { name: '6-digit code' });
    expect(api.callsTo('/order-status/code')[0]).toMatchObject({
      body: { orderId, phone },
      status: 200,
      auth: null,
    });
    const form = screen.getByRole('form', { name: 'Track with order number and mobile' });
    expect(within(form).getByRole('status').textContent).toBe(
      `Order #${orderId}, +91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    );
    expect(await codesOf(phone)).toEqual([{ purpose: 'order-status' }]);

    typeCode('123456');
    await eventually(() => expect(location()).toMatch(/^\/order-status\/[\w.-]+$/));
    const path = location();
    expect(api.callsTo('/order-status/verify')[0]).toMatchObject({ status: 200, auth: null });
    // Nobody was signed in on this device.
    expect(localStorage.getItem('token')).toBeNull();

    // The page the token opens is the order's.
    cleanup();
    renderPage(<OrderStatusPage />, '/order-status/:token', path);
    await eventually(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Order #${orderId}`),
    );
  });

  it('says what is wrong under the field, keeps the form, and asks the server nothing for bad input', async () => {
    await openCard();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(messageUnder(orderField())).toBe('Enter your order number');
    expect(messageUnder(numberField())).toBe(phoneSignInMessages.phoneInvalid);
    expect(orderField().getAttribute('aria-invalid')).toBe('true');

    askCode('CH-12', '022 2345 6789');
    expect(messageUnder(orderField())).toBe('An order number is digits only, as in Order #1024');
    expect(messageUnder(numberField())).toBe(phoneSignInMessages.phoneInvalid);
    // What was typed stays, to be corrected.
    expect(orderField().value).toBe('CH-12');
    expect(numberField().value).toBe('022 2345 6789');
    expect(api.callsTo('/order-status/code')).toHaveLength(0);

    // Correcting one field clears its message only.
    fireEvent.change(orderField(), { target: { value: '12' } });
    expect(messageUnder(orderField())).toBe('As in “Order #1024” in your confirmation mail or message.');
    expect(messageUnder(numberField())).toBe(phoneSignInMessages.phoneInvalid);
  });

  it('refuses a wrong code under the code field and takes the right one after it', async () => {
    const phone = freshNumber();
    const orderId = await orderWith(phone);
    await openCard(`/track-order?order=${orderId}`);
    // A link that named the order fills its number in.
    expect(orderField().value).toBe(String(orderId));
    fireEvent.change(numberField(), { target: { value: phone } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('textbox', { name: '6-digit code' });
    typeCode('654321');
    await eventually(() => expect(messageUnder(codeField())).toBe('That code is not correct. 4 tries left.'));
    expect(location()).toBe(`/track-order?order=${orderId}`);
    typeCode('123456');
    await eventually(() => expect(location()).toMatch(/^\/order-status\//));
  });

  it('answers a number that is not the order’s with the same code step, and no code opens it', async () => {
    const orderId = await orderWith(freshNumber());
    const stranger = freshNumber();
    await openCard();
    askCode(String(orderId), stranger);
    await screen.findByRole('textbox', { name: '6-digit code' });
    expect(api.callsTo('/order-status/code')[0]).toMatchObject({ status: 200 });
    expect(await codesOf(stranger)).toEqual([]);
    typeCode('123456');
    await eventually(() => expect(messageUnder(codeField())).toBe('That code is not correct. 4 tries left.'));
    expect(location()).toBe('/track-order');

    // "Change" brings the fields back as they were typed.
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(orderField().value).toBe(String(orderId));
    expect(numberField().value).toBe(stranger);
  });
});
