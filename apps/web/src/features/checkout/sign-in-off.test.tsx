// @vitest-environment happy-dom
// A shop that does not offer sign-in by mobile number (no SMS or WhatsApp provider, sandbox off): SPEC's way stays
// (D25). Proceed to Checkout sends a guest to /login and back, /checkout does too, and the login page offers only
// e-mail and password.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { guestCart } from '../../lib/guest-store.ts';
import { demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import LoginPage from '../account/login-page.tsx';
import CartPage from '../cart/cart-page.tsx';
import CheckoutPage from './checkout-page.tsx';

const api = useRealApi({ config: { otpSandbox: false } });

afterEach(() => {
  cleanup();
});

const location = () => screen.getByTestId('location').textContent;

describe('Checkout where sign-in by mobile number is off', () => {
  it('is said off by the server', async () => {
    const status = await api.as(undefined, { method: 'GET', url: '/api/auth/otp/status' });
    expect(status.json()).toEqual({ enabled: false, sandbox: false });
  });

  it('sends a guest from Proceed to Checkout to /login?next=/checkout', async () => {
    const size = await demoSize(api, 1);
    guestCart.add({ productId: size.productId, pl_id: size.pl_id, quantity: 1 });
    renderPage(<CartPage />, '/cart');
    const proceed = await screen.findByRole('button', { name: 'Proceed to Checkout' });
    // The cart knows the shop's answer before the shopper taps.
    await waitFor(() => expect(api.callsTo('/auth/otp/status')[0]?.status).toBe(200));
    fireEvent.click(proceed);
    await waitFor(() => expect(location()).toBe('/login?next=/checkout'));
  });

  it('sends a guest who opens /checkout to /login?next=/checkout', async () => {
    renderPage(<CheckoutPage />, '/checkout');
    await waitFor(() => expect(location()).toBe('/login?next=/checkout'));
    expect(api.callsTo('/auth/otp')).toHaveLength(0);
  });

  it('offers no "Continue with mobile number" on the login page', async () => {
    renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(api.callsTo('/auth/otp/status')[0]?.status).toBe(200));
    expect(screen.queryByRole('button', { name: 'Continue with mobile number' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeTruthy();
  });
});
