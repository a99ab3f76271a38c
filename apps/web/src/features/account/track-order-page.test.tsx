// @vitest-environment happy-dom
// /track-order: only for a logged-in customer; the tablist; My Profile's read-only and editing modes (Update
// becomes Save; a new e-mail asks for the current password); Change password; Order History's cards and detail
// view; Delete Account, Log out and Log out everywhere behind confirm modals.
import type { User } from '@chamak/shared/accounts';
import type { Order } from '@chamak/shared/orders';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, recordToasts, renderPage, reply } from './test-helpers.tsx';
import TrackOrderPage from './track-order-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'customer-token');
  localStorage.setItem('userId', '42');
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;

const user: User = {
  id: 42,
  fullname: 'Asha Verma',
  username: 'asha',
  email: 'asha@example.com',
  phone: '9876500002',
  status: 'active',
  createdAt: '2025-03-01T10:00:00.000Z',
};

function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    userId: 42,
    createdAt: '2025-06-01T09:30:00.000Z',
    status: 1,
    statusLabel: 'Order Placed',
    paymentMethod: 'cod',
    paymentStatus: 'cod',
    subtotal: 699.2,
    delivery_charge: 199,
    codFee: 0,
    totalPrice: 898.2,
    courier_name: null,
    awb_code: null,
    shipment_order_id: null,
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    phone: '9876500002',
    address: '12 MG Road',
    apt: 'Flat 4B',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    OrderItems: [
      {
        id: 1,
        productId: 48,
        price: 170.05,
        quantity: 2,
        Product: { name: 'Cotton Crisp Starch' },
        productlitre: {
          pl_id: 91,
          litre: { litre: '500 ml', total_ml: 500 },
          productimages: [{ image: '/media/starch.webp' }],
        },
      },
      {
        id: 2,
        productId: 11,
        price: 359.1,
        quantity: 1,
        Product: { name: 'Bachelor Starter Combo' },
        productlitre: { pl_id: 16, litre: { litre: '1 L', total_ml: 1000 }, productimages: [] },
      },
    ],
    tracking: {
      tracking_data: {
        shipment_status: 1,
        etd: null,
        track_url: null,
        shipment_track: [{ current_status: 'Order Placed' }],
        shipment_track_activities: [],
      },
    },
    ...overrides,
  };
}

const shipped = makeOrder(1, {
  status: 4,
  statusLabel: 'In Transit',
  courier_name: 'Delhivery',
  awb_code: 'AWB123456',
  shipment_order_id: 'SR-991',
  tracking: {
    tracking_data: {
      shipment_status: 4,
      etd: '2025-06-06',
      track_url: 'https://track.example/AWB123456',
      shipment_track: [{ current_status: 'In Transit' }],
      shipment_track_activities: [
        { date: '2025-06-02T10:00:00.000Z', activity: 'Picked up', location: 'Ahmedabad Hub' },
        { date: '2025-06-03T08:00:00.000Z', activity: 'Reached sorting centre', location: 'Pune' },
      ],
    },
  },
});
const placed = makeOrder(2, { createdAt: '2025-06-10T09:30:00.000Z' });

/** The customer's server: profile, orders and account calls. */
function server(
  overrides: (call: { method: string; path: string; body: unknown }) => unknown = () => undefined,
) {
  return fakeApi((call) => {
    const custom = overrides(call);
    if (custom !== undefined) return custom;
    if (call.path === '/users/profile/42' && call.method === 'GET') return { user };
    if (call.path === '/users/profile/42' && call.method === 'PATCH')
      return { message: 'Profile updated successfully.', user: { ...user, ...(call.body as object) } };
    if (call.path === '/order/getuserorder/42') return [placed, shipped];
    if (call.path === '/order/get/1') return shipped;
    if (call.path === '/order/get/2') return placed;
    if (call.path === '/users/42' && call.method === 'DELETE')
      return { message: 'Account deleted successfully.' };
    if (call.path === '/users/42/password')
      return { message: 'Your password has been changed.', token: 'fresh-token' };
    if (call.path === '/users/logout-all') return { message: 'You have been logged out on every device.' };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Track order page', () => {
  it('sends a guest to /login and back here afterwards', () => {
    localStorage.clear();
    api = server();
    renderPage(<TrackOrderPage />, '/track-order', '/track-order');
    expect(location()).toBe('/login?next=%2Ftrack-order');
    expect(api.calls).toHaveLength(0);
  });

  it('has a tablist whose arrow keys move the selection and focus', async () => {
    api = server();
    renderPage(<TrackOrderPage />, '/track-order', '/track-order');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'My Profile',
      'Order History',
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
    fireEvent.keyDown(orders, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Log out' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Log out' }), { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'My Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  describe('My Profile', () => {
    it('shows the profile read-only; Update makes it editable and becomes Save', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      expect(((await screen.findByDisplayValue('Asha Verma')) as HTMLInputElement).readOnly).toBe(true);
      expect(input('Username').readOnly).toBe(true);
      expect(input('Email').value).toBe('asha@example.com');
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
      await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Profile updated successfully.'));
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        fullname: 'Asha V. Rao',
        username: 'asha',
        email: 'asha@example.com',
        phone: '9123456780',
      });
      expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
      expect(input('Full name').readOnly).toBe(true);
      expect(input('Full name').value).toBe('Asha V. Rao');
    });

    it('checks the fields with the signup rules and sends nothing while one is wrong', async () => {
      api = server();
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
      api = server((call) =>
        call.method === 'PATCH'
          ? {
              message: 'Profile updated successfully.',
              user: { ...user, email: 'asha.new@example.com' },
              token: 'fresh-token',
            }
          : undefined,
      );
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      const profileForm = screen.getByRole('form', { name: 'My Profile' });
      expect(within(profileForm).queryByLabelText('Current password')).toBeNull();
      fireEvent.change(input('Email'), { target: { value: 'asha.new@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(toasts.error).toHaveBeenCalledWith('Please enter your current password to change your email.');
      expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

      fireEvent.change(within(profileForm).getByLabelText('Current password'), {
        target: { value: 'Secret@123' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Profile updated successfully.'));
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        email: 'asha.new@example.com',
        currentPassword: 'Secret@123',
      });
      expect(localStorage.getItem('token')).toBe('fresh-token');
    });

    it('changes the password with the current one and keeps the fresh token', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      const form = within(screen.getByRole('form', { name: 'Change password' }));
      fireEvent.change(form.getByLabelText('New password'), { target: { value: 'Brand@New99' } });
      fireEvent.change(form.getByLabelText('Repeat new password'), { target: { value: 'Brand@New99' } });
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      expect(toasts.error).toHaveBeenCalledWith('Please enter your current password.');
      fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'Secret@123' } });
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Your password has been changed.'));
      expect(api.calls.find((c) => c.path === '/users/42/password')?.body).toEqual({
        currentPassword: 'Secret@123',
        password: 'Brand@New99',
      });
      expect(localStorage.getItem('token')).toBe('fresh-token');
      expect(localStorage.getItem('userId')).toBe('42');
    });

    it('marks a wrong current password and keeps the session', async () => {
      api = server((call) =>
        call.path === '/users/42/password'
          ? reply(400, { message: 'Your current password is not correct.' })
          : undefined,
      );
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      const form = within(screen.getByRole('form', { name: 'Change password' }));
      fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'Wrong@123' } });
      fireEvent.change(form.getByLabelText('New password'), { target: { value: 'Brand@New99' } });
      fireEvent.change(form.getByLabelText('Repeat new password'), { target: { value: 'Brand@New99' } });
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
      await vi.waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('Your current password is not correct.'),
      );
      expect(form.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
      expect(localStorage.getItem('token')).toBe('customer-token');
    });

    it('Cancel goes back to the saved values, read-only', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      fireEvent.change(input('Full name'), { target: { value: 'Someone Else' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(input('Full name').value).toBe('Asha Verma');
      expect(input('Full name').readOnly).toBe(true);
    });

    it('says "Failed to update profile." with the server’s reason and stays in editing', async () => {
      api = server((call) =>
        call.method === 'PATCH' ? reply(409, { message: 'This username is already taken.' }) : undefined,
      );
      renderPage(<TrackOrderPage />, '/track-order', '/track-order');
      await screen.findByDisplayValue('Asha Verma');
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      fireEvent.change(input('Username'), { target: { value: 'taken' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith(
          'Failed to update profile. This username is already taken.',
        ),
      );
      expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
      expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    });
  });

  describe('Order History', () => {
    it('lists the customer’s orders as cards', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders');
      const cards = await screen.findAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Order #2', 'Order #1']);
      expect(within(cards[1] as HTMLElement).getByText('In Transit')).toBeTruthy();
      expect(within(cards[1] as HTMLElement).getByText('₹898.20')).toBeTruthy();
      expect(within(cards[1] as HTMLElement).getByText(/3 items/)).toBeTruthy();
      expect(api.to('/order/getuserorder/42')[0]?.authorization).toBe('Bearer customer-token');
    });

    it('opens an order: progress bar, courier, tracking history, address, items and totals', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders');
      fireEvent.click(await screen.findByRole('button', { name: 'View details of order #1' }));
      expect(location()).toBe('/track-order?tab=orders&order=1');
      expect(await screen.findByRole('heading', { name: 'Order #1' })).toBeTruthy();

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
      expect(address.textContent).toContain('12 MG Road, Flat 4B');
      expect(address.textContent).toContain('Pune, Maharashtra 411001');

      const items = screen.getByRole('region', { name: 'Items' });
      expect(items.textContent).toContain('Cotton Crisp Starch');
      expect(items.textContent).toContain('Size: 500 ml · Qty: 2 × ₹170.05');
      expect(items.textContent).toContain('₹340.10');
      expect(items.querySelector('img')?.getAttribute('src')).toBe('/media/starch.webp');

      const summary = screen.getByRole('region', { name: 'Summary' });
      expect(summary.textContent).toContain('Subtotal₹699.20');
      expect(summary.textContent).toContain('Delivery charge₹199.00');
      expect(summary.textContent).toContain('Total₹898.20');
      expect(summary.textContent).toContain('Payment methodCash on Delivery');
      expect(summary.textContent).toContain('Payment statusPay on delivery');
    });

    it('shows the status and payment state instead of the bar before the order is shipped', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders&order=2');
      expect(await screen.findByRole('heading', { name: 'Order #2' })).toBeTruthy();
      expect(screen.queryByRole('list', { name: 'Shipment progress' })).toBeNull();
      const status = screen.getByRole('region', { name: 'Order status' });
      expect(status.textContent).toContain('StatusOrder Placed');
      expect(status.textContent).toContain('PaymentPay on delivery');
      expect(screen.getByText('No tracking updates yet.')).toBeTruthy();
    });

    it('says "Failed to load order details." when the order cannot be read', async () => {
      api = server((call) =>
        call.path === '/order/get/9' ? reply(403, { message: 'Not yours.' }) : undefined,
      );
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders&order=9');
      expect(await screen.findByText('Failed to load order details.')).toBeTruthy();
      expect(toasts.error).toHaveBeenCalledWith('Failed to load order details.');
      fireEvent.click(screen.getByRole('button', { name: 'Back to orders' }));
      expect(location()).toBe('/track-order?tab=orders');
    });

    it('says "No orders found." when there are none', async () => {
      api = server((call) => (call.path === '/order/getuserorder/42' ? [] : undefined));
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=orders');
      expect(await screen.findByText('No orders found.')).toBeTruthy();
    });
  });

  describe('Log out and Delete Account', () => {
    it('asks in a modal before logging out, then clears storage and goes to /login', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=logout');
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
      const dialog = screen.getByRole('dialog', { name: 'Log out?' });
      expect(document.activeElement?.textContent).toBe('Cancel');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(localStorage.getItem('token')).toBe('customer-token');

      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
      expect(toasts.success).toHaveBeenCalledWith('Logged out successfully.');
      expect(localStorage.length).toBe(0);
      expect(location()).toBe('/login');
    });

    it('logs out everywhere after confirming, then clears storage and goes to /login', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=logout');
      fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
      const dialog = screen.getByRole('dialog', { name: 'Log out everywhere?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
      await vi.waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('You have been logged out on every device.'),
      );
      expect(api.calls.find((c) => c.path === '/users/logout-all')?.method).toBe('POST');
      expect(localStorage.length).toBe(0);
      expect(location()).toBe('/login');
    });

    it('deletes the account after confirming, clears storage and goes to /login', async () => {
      api = server();
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=delete');
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
      await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Account deleted successfully.'));
      expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/users/42');
      expect(localStorage.length).toBe(0);
      expect(location()).toBe('/login');
    });

    it('says "Failed to delete account." and keeps the session when deletion fails', async () => {
      api = server((call) => (call.method === 'DELETE' ? reply(500) : undefined));
      renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=delete');
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
      await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to delete account.'));
      expect(localStorage.getItem('token')).toBe('customer-token');
      expect(location()).toBe('/track-order?tab=delete');
    });
  });
});
