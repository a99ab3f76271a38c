// @vitest-environment happy-dom
// Login: the required message, SPEC's storage keys for a customer and an admin, the guest merge at login
// (D10) with the new token, nothing lost when it fails, and the redirect after 2.5 s.
import { accountMessages } from '@chamak/shared/accounts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestCart, guestWishlist } from '../../lib/guest-store.ts';
import LoginPage from './login-page.tsx';
import { type Call, fakeApi, recordToasts, renderPage, reply } from './test-helpers.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  localStorage.clear();
  toasts = recordToasts();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const location = () => screen.getByTestId('location').textContent;
const storage = () => ({ ...localStorage });

function logIn(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const customer = { message: accountMessages.loginSuccess, token: 'customer-token', userId: 42 };
const admin = { message: accountMessages.loginSuccess, token: 'admin-token', isAdmin: true };

/** The server: login answers `answer`; the merge answers `merge`. */
function server(
  answer: unknown,
  merge: (call: Call) => unknown = () => ({ message: 'ok', cart: 1, wishlist: 1 }),
) {
  return fakeApi((call) => {
    if (call.path === '/users/login') return answer;
    if (call.path === '/cart/merge') return merge(call);
    throw new Error(`unexpected call ${call.path}`);
  });
}

describe('Login', () => {
  it('says "Email and Password are required!" and sends nothing when a field is empty', () => {
    api = server(customer);
    renderPage(<LoginPage />, '/login', '/login');
    logIn('customer@chamak.example', '');
    expect(toasts.error).toHaveBeenCalledWith('Email and Password are required!');
    expect(api.calls).toHaveLength(0);
  });

  it('keeps a customer signed in with token and userId, then goes back to ?next after 2.5 s', async () => {
    localStorage.setItem('isAdmin', 'true'); // left over from an earlier admin login in this browser
    api = server(customer);
    renderPage(<LoginPage />, '/login', '/login?next=%2Fcheckout');
    logIn('customer@chamak.example', 'Customer@123');
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Login successful! Redirecting...'));
    expect(api.to('/users/login')[0]?.body).toEqual({
      email: 'customer@chamak.example',
      password: 'Customer@123',
    });
    expect(storage()).toEqual({ token: 'customer-token', userId: '42' });
    expect(api.to('/cart/merge')).toHaveLength(0); // no guest items, no merge
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe('/login?next=%2Fcheckout');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(location()).toBe('/checkout');
  });

  it('goes back to the page in navigation state, or home', async () => {
    api = server(customer);
    renderPage(<LoginPage />, '/login', '/login', { from: { pathname: '/wishlist', search: '' } });
    logIn('customer@chamak.example', 'Customer@123');
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalled());
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/wishlist');
  });

  it('never follows ?next to another site', async () => {
    api = server(customer);
    renderPage(<LoginPage />, '/login', '/login?next=%2F%2Fevil.example');
    logIn('customer@chamak.example', 'Customer@123');
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalled());
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/');
  });

  it('merges the guest cart and wishlist with the new token, then empties the browser lists', async () => {
    guestCart.add({ productId: 5, pl_id: 51, quantity: 2 });
    guestCart.add({ productId: 6, pl_id: 61, quantity: 1 });
    guestWishlist.add(5);
    guestWishlist.add(9);
    api = server(customer);
    renderPage(<LoginPage />, '/login', '/login');
    logIn('customer@chamak.example', 'Customer@123');
    await vi.waitFor(() => expect(api?.to('/cart/merge')).toHaveLength(1));
    const merge = api.to('/cart/merge')[0];
    expect(merge?.authorization).toBe('Bearer customer-token');
    expect(merge?.body).toEqual({
      userId: 42,
      cartDatas: [
        { productId: 5, pl_id: 51, quantity: 2 },
        { productId: 6, pl_id: 61, quantity: 1 },
      ],
      wishlistDatas: [{ productId: 5 }, { productId: 9 }],
    });
    await vi.waitFor(() => expect(guestCart.items()).toEqual([]));
    expect(guestWishlist.items()).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/');
  });

  it('keeps the browser lists and says so when the merge fails, and stays logged in', async () => {
    guestCart.add({ productId: 5, pl_id: 51, quantity: 2 });
    guestWishlist.add(9);
    api = server(customer, () => reply(500, { message: 'Database unavailable.' }));
    renderPage(<LoginPage />, '/login', '/login');
    logIn('customer@chamak.example', 'Customer@123');
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(String(toasts.error.mock.calls[0]?.[0])).toContain('Database unavailable.');
    expect(guestCart.items()).toEqual([{ productId: 5, pl_id: 51, quantity: 2 }]);
    expect(guestWishlist.items()).toEqual([{ productId: 9 }]);
    expect(storage()).toMatchObject({ token: 'customer-token', userId: '42' });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/');
  });

  it('keeps an admin as token and isAdmin, merges nothing and goes to /admin after 2.5 s', async () => {
    localStorage.setItem('userId', '42'); // left over from an earlier customer login
    guestCart.add({ productId: 5, pl_id: 51, quantity: 1 });
    api = server(admin);
    renderPage(<LoginPage />, '/login', '/login?next=%2Fcheckout');
    logIn('admin@chamak.example', 'Admin@12345');
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Login successful! Redirecting...'));
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(localStorage.getItem('isAdmin')).toBe('true');
    expect(localStorage.getItem('userId')).toBeNull();
    expect(api.to('/cart/merge')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/admin');
  });

  it('shows the server’s refusal and stores nothing', async () => {
    api = server(reply(401, { message: 'Invalid email or password.' }));
    renderPage(<LoginPage />, '/login', '/login');
    logIn('customer@chamak.example', 'wrong');
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid email or password.'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password.');
    expect(storage()).toEqual({});
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('says "Invalid response from server." when the answer has neither userId nor isAdmin', async () => {
    api = server({ message: 'ok', token: 't' });
    renderPage(<LoginPage />, '/login', '/login');
    logIn('customer@chamak.example', 'Customer@123');
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid response from server.'));
    expect(storage()).toEqual({});
  });

  it('links Forgot Password to /forgot-password (D12) and keeps ?next on the signup link', () => {
    renderPage(<LoginPage />, '/login', '/login?next=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=%2Fcheckout',
    );
  });
});
