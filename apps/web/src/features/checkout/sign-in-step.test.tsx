// @vitest-environment happy-dom
// The checkout for a shopper who is not signed in, against the real API in sandbox (D25): the mobile number step in
// place of the address form, the code signing them in and merging their browser cart, and the same page going on to
// the address and payment without a reload or a navigation; SPEC's fields and totals then as for any customer, the
// phone prefilled with the verified number, the e-mail asked (or prefilled when the account has one).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { guestCart } from '../../lib/guest-store.ts';
import { demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';

const api = useRealApi();

afterEach(() => {
  cleanup();
});

const freshNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const location = () => screen.getByTestId('location').textContent;
/** A checkout field by its label ('City', shown as 'City *'). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The mobile step: the number, Send code, then the sandbox's code. */
async function signInByCode(phone: string) {
  const step = await screen.findByRole('form', { name: 'Sign in with mobile number' });
  fireEvent.change(within(step).getByRole('textbox', { name: 'Mobile number' }), {
    target: { value: phone },
  });
  fireEvent.click(within(step).getByRole('button', { name: 'Send code' }));
  const code = await within(step).findByRole('textbox', { name: '6-digit code' });
  fireEvent.change(code, { target: { value: '123456' } });
}

describe('Checkout for a shopper who is not signed in', () => {
  it('asks for the mobile number first, then goes on to the address and payment on the same page, cart merged', async () => {
    const [small, large] = [await demoSize(api, 1), await demoSize(api, 2)];
    guestCart.add({ productId: small.productId, pl_id: small.pl_id, quantity: 2 });
    guestCart.add({ productId: large.productId, pl_id: large.pl_id, quantity: 1 });
    const phone = freshNumber();
    renderPage(<CheckoutPage />, '/checkout');

    // The mobile step in place of the address form, on /checkout itself.
    expect(await screen.findByRole('heading', { level: 2, name: 'Your mobile number' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Check Out' })).toBeTruthy();
    expect(screen.getByText(/Your cart \(3 items\) comes with you\./)).toBeTruthy();
    expect(await screen.findByText('Test mode: messages are not sent. Your code is 123456')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with e-mail' }).getAttribute('href')).toBe(
      '/login?next=/checkout',
    );
    expect(api.callsTo('/cart/get')).toHaveLength(0);

    await signInByCode(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    const form = await screen.findByRole('form', { name: 'Checkout' });
    // Signed in (SPEC's keys), the guest cart merged with the new token, and still the same page.
    const { token, userId } = api.callsTo('/auth/otp/verify')[0]!.response as {
      token: string;
      userId: number;
    };
    expect({ ...localStorage }).toMatchObject({ token, userId: String(userId) });
    expect(api.callsTo('/cart/merge')[0]).toMatchObject({ auth: `Bearer ${token}`, status: 200 });
    expect(guestCart.items()).toEqual([]);
    expect(location()).toBe('/checkout');
    expect(screen.queryByRole('form', { name: 'Sign in with mobile number' })).toBeNull();
    // The checkout is the merged server cart's: SPEC's totals (2 x ₹161 + ₹254 + ₹199 delivery).
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(await summary.findByText('₹775.00')).toBeTruthy();
    expect(api.callsTo('/cart/get').at(-1)?.auth).toBe(`Bearer ${token}`);
    // The verified number is the phone; the e-mail is asked (a new account has none).
    await waitFor(() => expect(field('Phone').value).toBe(phone));
    expect(field('Email').value).toBe('');

    // The address and a cash-on-delivery order, as for any customer.
    type('First Name', 'Meera');
    type('Last Name', 'Iyer');
    type('Email', `meera.${phone}@example.com`);
    type('Address', '21 Temple Street');
    type('Apartment, suite, landmark', 'Flat 5C');
    type('City', 'New Delhi');
    type('PIN Code', '110001');
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    fireEvent.click(within(form).getByRole('radio', { name: /^Cash on delivery/ }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Place Order' })).toBeTruthy());
    fireEvent.click(within(form).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    const placed = api.callsTo('/order/verify-payment')[0]!;
    expect(placed.auth).toBe(`Bearer ${token}`);
    expect(placed.body).toMatchObject({
      userId,
      paymentMethod: 'cod',
      phone,
      email: `meera.${phone}@example.com`,
      postalCode: '110001',
    });
  });

  it('prefills the e-mail when the number reaches an account that has one', async () => {
    const phone = freshNumber();
    // An account an earlier code made, which gave its name and e-mail then: this code signs it in again.
    const email = `asha.${phone}@example.com`;
    expect(
      (await api.as(undefined, { method: 'POST', url: '/api/auth/otp', payload: { phone } })).statusCode,
    ).toBe(200);
    const first = await api.as(undefined, {
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { phone, code: '123456', fullname: 'Asha Rani Verma', email },
    });
    expect(first.statusCode, first.body).toBe(200);
    const shopper = { userId: first.json().userId as number, email };
    const size = await demoSize(api, 1);
    guestCart.add({ productId: size.productId, pl_id: size.pl_id, quantity: 1 });
    renderPage(<CheckoutPage />, '/checkout');
    await signInByCode(phone);
    await screen.findByRole('form', { name: 'Checkout' });
    expect(api.callsTo('/auth/otp/verify')[0]?.response).toMatchObject({
      userId: shopper.userId,
      newAccount: false,
    });
    await waitFor(() => expect(field('Email').value).toBe(shopper.email));
    expect(field('First Name').value).toBe('Asha');
    expect(field('Phone').value).toBe(phone);
  });

  it('keeps the mobile step with the server’s message under the code when the code is wrong', async () => {
    const phone = freshNumber();
    renderPage(<CheckoutPage />, '/checkout');
    const step = await screen.findByRole('form', { name: 'Sign in with mobile number' });
    fireEvent.change(within(step).getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: phone },
    });
    fireEvent.click(within(step).getByRole('button', { name: 'Send code' }));
    const code = await within(step).findByRole('textbox', { name: '6-digit code' });
    fireEvent.change(code, { target: { value: '654321' } });
    await waitFor(() => expect(api.callsTo('/auth/otp/verify')[0]?.status).toBe(400));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const under = document.getElementById(code.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(under?.textContent).toContain('That code is not correct. 4 tries left.');
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
