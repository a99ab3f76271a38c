// @vitest-environment happy-dom
// /track-order against the real API: the profile only for a logged-in customer (a guest tracks by order number
// and mobile, track-by-code.test.tsx); the tablist; My Profile's read-only and
// editing modes (Update becomes Save; a new e-mail asks for the current password); Change password; Order
// History's cards and detail view, with an order placed and shipped through the real routes; Delete Account,
// Log out and Log out everywhere behind confirm modals.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.tsx';
import { addToServerCart, checkoutAddress, demoSize, placeCodOrder } from '../../test/demo-shop.ts';
import { type RealApi, useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();

let toasts: { success: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> };
beforeEach(() => {
  toasts = {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** vi.waitFor with room for a busy machine (the real API, two cores). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
const location = () => screen.getByTestId('location').textContent;
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

/** A fresh customer, Asha Verma, logged in; the password is 'Secret@123'. */
async function asha() {
  const username = `asha${unique()}`;
  const me = await api.logInCustomer({ fullname: 'Asha Verma', username, phone: '9876500002' });
  return { ...me, username };
}

/**
 * Orders for `me` through the real checkout: the first shipped by the admin (Delhivery, AWB123456, due
 * 6 Jun 2025, in transit after two scans), the second just placed. Each is 2 x Citrus Burst 500 ml and
 * 1 x Citrus Burst 1 L: ₹576.00 + ₹199.00 delivery = ₹775.00, cash on delivery.
 */
async function ordersOf(me: Awaited<ReturnType<typeof asha>>, on: RealApi = api) {
  const [small, large] = [await demoSize(on, 1), await demoSize(on, 2)];
  const place = async () => {
    await addToServerCart(on, me, small, 2);
    const { order } = await placeCodOrder(on, large, 1, me);
    return order.orderId as number;
  };
  const shipped = await place();
  const admin = await on.adminToken();
  const patch = await on.as(admin, {
    method: 'PATCH',
    url: `/api/order/${shipped}/shipment`,
    payload: {
      courier_name: 'Delhivery',
      awb_code: 'AWB123456',
      track_url: 'https://track.example/AWB123456',
      etd: '2025-06-06',
    },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  for (const event of [
    { date: '2025-06-02T10:00:00.000Z', activity: 'Picked up', location: 'Ahmedabad Hub', status: 3 },
    { date: '2025-06-03T08:00:00.000Z', activity: 'Reached sorting centre', location: 'Pune', status: 4 },
  ]) {
    const res = await on.as(admin, { method: 'POST', url: `/api/order/${shipped}/tracking`, payload: event });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  const placed = await place();
  return { shipped, placed, small };
}

describe('Track order page', () => {
  it('shows a guest tracking by order number and mobile, and a link to log in and come back here', async () => {
    renderPage(<TrackOrderPage />, '/track-order', '/track-order');
    await screen.findByRole('form', { name: 'Track with order number and mobile' });
    expect(location()).toBe('/track-order');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to see all your orders' }).getAttribute('href')).toBe(
      '/login?next=%2Ftrack-order',
    );
    // Nothing of an account is asked for.
    expect(api.calls.filter((c) => c.path.startsWith('/users/'))).toHaveLength(0);
  });

  it('has a tablist whose arrow keys move the selection and focus', async () => {
    await asha();
    renderPage(<TrackOrderPage />, '/track-order', '/track-order');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'My Profile',
      'Order History',
      'Subscriptions',
      'Addresses',
      'Privacy',
      'Delete Account',
      'Log out',
    ]);
    const profile = screen.getByRole('tab', { name: 'My Profile' });
    expect(profile.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(profile.id);
    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    const orders = screen.getByRole('tab', { name: 'Order History' });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(orders);
    expect(location()).toBe('/track-order?tab=orders');
    fireEvent.keyDown(orders, { key: 'ArrowRight' });
    const subscriptions = screen.getByRole('tab', { name: 'Subscriptions' });
    expect(subscriptions.getAttribute('aria-selected')).toBe('true');
    expect(location()).toBe('/track-order?tab=subscriptions');
    fireEvent.keyDown(subscriptions, { key: 'ArrowRight' });
    const addresses = screen.getByRole('tab', { name: 'Addresses' });
    expect(addresses.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(addresses);
    expect(location()).toBe('/track-order?tab=addresses');
    fireEvent.keyDown(addresses, { key: 'ArrowRight' });
    expect(location()).toBe('/track-order?tab=privacy');
    fireEvent.keyDown(addresses, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Log out' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Log out' }), { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'My Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  describe('My Profile', () => {
    it('shows the profile read-only; Update makes it editable and becomes Save', async () => {
      const me = await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      expect(((await screen.findByDisplayValue('Asha Verma')) as HTMLInputElement).readOnly).toBe(true);
      expect(input('Username').readOnly).toBe(true);
      expect(input('Email').value).toBe(me.email);
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
      expect(input('Full name').readOnly).toBe(false);
      expect(document.activeElement).toBe(input('Full name'));
      expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

      fireEvent.change(input('Full name'), { target: { value: 'Asha V. Rao' } });
      fireEvent.change(input('Phone number'), { target: { value: '9123456780' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await eventually(() => expect(toasts.success).toHaveBeenCalledWith('Profile updated successfully.'));
      expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({
        body: { fullname: 'Asha V. Rao', username: me.username, email: me.email, phone: '9123456780' },
        status: 200,
      });
      expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
      expect(input('Full name').readOnly).toBe(true);
      expect(input('Full name').value).toBe('Asha V. Rao');
      // Stored: the server reads it back.
      const profile = await api.as(me.token, { method: 'GET', url: `/api/users/profile/${me.userId}` });
      expect(profile.json()).toMatchObject({ user: { fullname: 'Asha V. Rao', phone: '9123456780' } });
    });

    it('checks the fields with the signup rules and sends nothing while one is wrong', async () => {
      await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      fireEvent.change(input('Phone number'), { target: { value: '12345' } });
      fireEvent.change(input('Email'), { target: { value: 'asha@' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(toasts.error).toHaveBeenCalledWith('Invalid email address!');
      expect(screen.getByText('Phone number must be exactly 10 digits!')).toBeTruthy();
      expect(input('Email').getAttribute('aria-invalid')).toBe('true');
      expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    });

    it('asks for the current password when the e-mail changes, and keeps this device logged in', async () => {
      const me = await asha();
      const newEmail = `asha.new${unique()}@example.com`;
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      const profileForm = screen.getByRole('form', { name: 'My Profile' });
      expect(within(profileForm).queryByLabelText('Current password')).toBeNull();
      fireEvent.change(input('Email'), { target: { value: newEmail } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(toasts.error).toHaveBeenCalledWith('Please enter your current password to change your email.');
      expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

      fireEvent.change(within(profileForm).getByLabelText('Current password'), {
        target: { value: me.password },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await eventually(() => expect(toasts.success).toHaveBeenCalledWith('Profile updated successfully.'));
      const patch = api.calls.find((c) => c.method === 'PATCH')!;
      expect(patch.body).toMatchObject({ email: newEmail, currentPassword: me.password });
      const fresh = (patch.response as { token: string }).token;
      expect(fresh).toBeTruthy();
      expect(fresh).not.toBe(me.token);
      expect(localStorage.getItem('token')).toBe(fresh);
      // The old token is no longer accepted; the stored one is.
      const read = (token: string) =>
        api.as(token, { method: 'GET', url: `/api/users/profile/${me.userId}` });
      expect((await read(me.token)).statusCode).toBe(401);
      expect((await read(fresh)).statusCode).toBe(200);
    });

    it('changes the password with the current one and keeps the fresh token', async () => {
      const me = await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      const form = within(screen.getByRole('form', { name: 'Change password' }));
      fireEvent.change(form.getByLabelText('New password'), { target: { value: 'Brand@New99' } });
      fireEvent.change(form.getByLabelText('Repeat new password'), { target: { value: 'Brand@New99' } });
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      expect(toasts.error).toHaveBeenCalledWith('Please enter your current password.');
      fireEvent.change(form.getByLabelText('Current password'), { target: { value: me.password } });
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      await eventually(() => expect(toasts.success).toHaveBeenCalledWith('Your password has been changed.'));
      const change = api.callsTo(`/users/${me.userId}/password`)[0]!;
      expect(change.body).toEqual({ currentPassword: me.password, password: 'Brand@New99' });
      expect(localStorage.getItem('token')).toBe((change.response as { token: string }).token);
      expect(localStorage.getItem('userId')).toBe(String(me.userId));
      const login = await api.as(undefined, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: me.email, password: 'Brand@New99' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('marks a wrong current password and keeps the session', async () => {
      const me = await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      const form = within(screen.getByRole('form', { name: 'Change password' }));
      fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'Wrong@123' } });
      fireEvent.change(form.getByLabelText('New password'), { target: { value: 'Brand@New99' } });
      fireEvent.change(form.getByLabelText('Repeat new password'), { target: { value: 'Brand@New99' } });
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      await eventually(() =>
        expect(toasts.error).toHaveBeenCalledWith('Your current password is not correct.'),
      );
      expect(api.callsTo(`/users/${me.userId}/password`)[0]).toMatchObject({
        status: 400,
        response: { message: 'Your current password is not correct.' },
      });
      expect(form.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
      expect(localStorage.getItem('token')).toBe(me.token);
    });

    it('Cancel goes back to the saved values, read-only', async () => {
      await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      fireEvent.change(input('Full name'), { target: { value: 'Someone Else' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(input('Full name').value).toBe('Asha Verma');
      expect(input('Full name').readOnly).toBe(true);
    });

    it('says "Failed to update profile." with the server’s reason and stays in editing', async () => {
      const taken = `taken${unique()}`;
      await api.newCustomer({ username: taken });
      await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      fireEvent.change(input('Username'), { target: { value: taken } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await eventually(() => expect(api.calls.find((c) => c.method === 'PATCH')?.status).toBe(409));
      const { message } = api.calls.find((c) => c.method === 'PATCH')!.response as { message: string };
      expect(message).toBe('This username is already taken.');
      await eventually(() =>
        expect(toasts.error).toHaveBeenCalledWith(`Failed to update profile. ${message}`),
      );
      // The toast is called in the error handler; the form leaves "Saving..." with the next render.
      await eventually(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
      expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    });
  });

  describe('Order History', () => {
    it('lists the customer’s orders as cards', async () => {
      const me = await asha();
      const { shipped, placed } = await ordersOf(me);
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders');
      const cards = await screen.findAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
        `Order #${placed}`,
        `Order #${shipped}`,
      ]);
      expect(within(cards[1] as HTMLElement).getByText('In Transit')).toBeTruthy();
      expect(within(cards[1] as HTMLElement).getByText('₹775.00')).toBeTruthy();
      expect(within(cards[1] as HTMLElement).getByText(/3 items/)).toBeTruthy();
      expect(api.callsTo(`/order/getuserorder/${me.userId}`)[0]?.auth).toBe(`Bearer ${me.token}`);
    });

    it('opens an order: progress bar, courier, tracking history, address, items and totals', async () => {
      const me = await asha();
      const { shipped, small } = await ordersOf(me);
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders');
      fireEvent.click(await screen.findByRole('button', { name: `View details of order #${shipped}` }));
      expect(location()).toBe(`/track-order?tab=orders&order=${shipped}`);
      expect(await screen.findByRole('heading', { name: `Order #${shipped}` })).toBeTruthy();

      const bar = screen.getByRole('list', { name: 'Shipment progress' });
      const steps = within(bar).getAllByRole('listitem');
      expect(steps.map((s) => s.textContent)).toEqual([
        expect.stringMatching(/Order Placed \(done\)$/),
        expect.stringMatching(/Pickup Generated \(done\)$/),
        expect.stringMatching(/In Transit \(current step\)$/),
        expect.stringMatching(/Delivered \(not yet\)$/),
      ]);
      expect(steps[2]?.getAttribute('aria-current')).toBe('step');

      expect(screen.getByText('Delhivery')).toBeTruthy();
      expect(screen.getByText('AWB123456')).toBeTruthy();
      expect(screen.getByText('6 Jun 2025')).toBeTruthy();
      expect(screen.getByRole('link', { name: /Track Shipment/ }).getAttribute('href')).toBe(
        'https://track.example/AWB123456',
      );
      const history = screen.getByRole('region', { name: 'Tracking history' });
      const events = within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(events[0]).toContain('Reached sorting centre');
      expect(events[0]).toContain('Pune');
      expect(events[1]).toContain('Picked up');
      expect(events[1]).toContain('Ahmedabad Hub');

      const address = screen.getByRole('region', { name: 'Delivery address' });
      expect(address.textContent).toContain(`${checkoutAddress.address}, ${checkoutAddress.apt}`);
      expect(address.textContent).toContain(
        `${checkoutAddress.city}, ${checkoutAddress.state} ${checkoutAddress.postalCode}`,
      );

      const items = screen.getByRole('region', { name: 'Items' });
      expect(items.textContent).toContain(small.name);
      expect(items.textContent).toContain('Size: 500 ml · Qty: 2 × ₹161.00');
      expect(items.textContent).toContain('₹322.00');
      await waitFor(() => expect(api.callsTo(`/order/get/${shipped}`)[0]?.response).toBeDefined());
      const order = api.callsTo(`/order/get/${shipped}`)[0]!.response as {
        OrderItems: { productlitre: { productimages: { image: string }[] } }[];
      };
      expect(items.querySelector('img')?.getAttribute('src')).toBe(
        order.OrderItems[0]!.productlitre.productimages[0]!.image,
      );

      const summary = screen.getByRole('region', { name: 'Summary' });
      expect(summary.textContent).toContain('Subtotal₹576.00');
      expect(summary.textContent).toContain('Delivery charge₹199.00');
      expect(summary.textContent).toContain('Total₹775.00');
      expect(summary.textContent).toContain('Payment methodCash on Delivery');
      expect(summary.textContent).toContain('Payment statusPay on delivery');
    });

    it('shows the status and payment state instead of the bar before the order is shipped', async () => {
      const me = await asha();
      const { placed } = await ordersOf(me);
      renderPage(<TrackOrderPage />, '/track-order', `/track-order?tab=orders&order=${placed}`);
      expect(await screen.findByRole('heading', { name: `Order #${placed}` })).toBeTruthy();
      expect(screen.queryByRole('list', { name: 'Shipment progress' })).toBeNull();
      const status = screen.getByRole('region', { name: 'Order status' });
      expect(status.textContent).toContain('StatusOrder Placed');
      expect(status.textContent).toContain('PaymentPay on delivery');
      expect(screen.getByText('No tracking updates yet.')).toBeTruthy();
    });

    it('says "Failed to load order details." when the order cannot be read', async () => {
      // Another customer's order.
      const { order } = await placeCodOrder(api, await demoSize(api, 1));
      const theirs = order.orderId as number;
      await asha();
      renderPage(<TrackOrderPage />, '/track-order', `/track-order?tab=orders&order=${theirs}`);
      expect(await screen.findByText('Failed to load order details.')).toBeTruthy();
      expect(api.callsTo(`/order/get/${theirs}`)[0]?.status).toBeGreaterThanOrEqual(400);
      expect(toasts.error).toHaveBeenCalledWith('Failed to load order details.');
      fireEvent.click(screen.getByRole('button', { name: 'Back to orders' }));
      expect(location()).toBe('/track-order?tab=orders');
    });

    it('says "No orders found." when there are none', async () => {
      await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders');
      expect(await screen.findByText('No orders found.')).toBeTruthy();
    });
  });

  describe('Log out and Delete Account', () => {
    it('asks in a modal before logging out, then clears storage and goes to /login', async () => {
      const me = await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=logout');
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
      const dialog = screen.getByRole('dialog', { name: 'Log out?' });
      expect(document.activeElement?.textContent).toBe('Cancel');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem('token')).toBe(me.token);

      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
      expect(toasts.success).toHaveBeenCalledWith('Logged out successfully.');
      expect(localStorage.length).toBe(0);
      expect(location()).toBe('/login');
    });

    it('logs out everywhere after confirming, then clears storage and goes to /login', async () => {
      const me = await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=logout');
      fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
      const dialog = screen.getByRole('dialog', { name: 'Log out everywhere?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
      await eventually(() =>
        expect(toasts.success).toHaveBeenCalledWith('You have been logged out on every device.'),
      );
      expect(api.callsTo('/users/logout-all')[0]).toMatchObject({ method: 'POST', status: 200 });
      expect(localStorage.length).toBe(0);
      await eventually(() => expect(location()).toBe('/login'));
      const read = await api.as(me.token, { method: 'GET', url: `/api/users/profile/${me.userId}` });
      expect(read.statusCode).toBe(401);
    });

    it('deletes the account after confirming, clears storage and goes home with SPEC’s message', async () => {
      const me = await asha();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=delete');
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
      await eventually(() => expect(toasts.success).toHaveBeenCalledWith('Account deleted successfully.'));
      expect(api.calls.find((c) => c.method === 'DELETE')).toMatchObject({
        path: `/users/${me.userId}`,
        status: 200,
      });
      expect(localStorage.length).toBe(0);
      // The page moves on just after the toast; a busy machine may take a moment to render it. Home, not the
      // login page: there is no account left to log in to.
      await eventually(() => expect(location()).toBe('/'));
      const login = await api.as(undefined, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: me.email, password: me.password },
      });
      expect(login.statusCode).toBe(401);
    });

    it('says "Failed to delete account." and keeps the session when deletion fails', async () => {
      const me = await asha();
      api.failNext((c) => c.method === 'DELETE');
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=delete');
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
      await eventually(() =>
        expect(String(toasts.error.mock.calls[0]?.[0])).toMatch(/^Failed to delete account\./),
      );
      expect(localStorage.getItem('token')).toBe(me.token);
      expect(location()).toBe('/track-order?tab=delete');
      const read = await api.as(me.token, { method: 'GET', url: `/api/users/profile/${me.userId}` });
      expect(read.statusCode).toBe(200);
    });
  });
});
