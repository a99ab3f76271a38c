// @vitest-environment happy-dom
// An order's status link against the real API, without a sign-in: the page shows the order's number, status,
// items, totals and shipment, and none of the shopper's name, address, e-mail or phone; it offers the sign-in for
// the address and invoice; a changed link is refused with the server's message.
import { orderStatusMessages } from '@chamak/shared/order-status';
import { cleanup, screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderStatusLink } from '../../../../api/src/modules/notify/index.ts';
import { signupAndLogin } from '../../../../api/src/test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../../../api/src/test/checkout.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import OrderStatusPage from './order-status-page.tsx';

const api = useRealApi();
afterEach(cleanup);

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

/** A placed cash order of a fresh shopper, shipped by a courier, and its status page's path. */
async function placedOrder(): Promise<{ orderId: number; path: string }> {
  // Signed up through the API only: the web session stays empty, as on another device.
  const shopper = await signupAndLogin(api.app);
  await addToCart(api.app, shopper, await sizeInStock(api.database.db, 3), 2);
  const placed = await checkout(api.app, shopper, 'cod');
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().orderId as number;
  await api.database.db.execute(
    sql`update orders set courier_name = 'Delhivery', awb_code = 'AWB998877', track_url = 'https://track.example/AWB998877'
      where id = ${orderId}`,
  );
  const link = await orderStatusLink(
    { db: api.database.db, tokens: api.app.tokens, publicUrl: 'https://shop.example' },
    orderId,
  );
  return { orderId, path: new URL(link!).pathname };
}

describe('the order status page', () => {
  it('shows the order and its shipment without a sign-in, and nothing of who or where the shopper is', async () => {
    const { orderId, path } = await placedOrder();
    renderPage(<OrderStatusPage />, '/order-status/:token', path);
    await eventually(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Order #${orderId}`),
    );
    expect(api.calls.find((c) => c.path.startsWith('/order-status/'))?.auth).toBeNull();
    expect(screen.getAllByText('Order Placed').length).toBeGreaterThan(0);
    expect(screen.getByText('Delhivery')).toBeTruthy();
    expect(screen.getByText('AWB998877')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Track Shipment/ }).getAttribute('href')).toBe(
      'https://track.example/AWB998877',
    );
    expect(screen.getByText(/Qty: 2/)).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: orderStatusMessages.signIn });
    expect(signIn.getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/track-order?tab=orders&order=${orderId}`)}`,
    );
    const text = document.body.textContent ?? '';
    for (const personal of [
      checkoutAddress.firstName,
      checkoutAddress.lastName,
      checkoutAddress.address,
      checkoutAddress.city,
      checkoutAddress.postalCode,
      checkoutAddress.phone,
    ])
      expect(text).not.toContain(personal);
  });

  it('refuses a changed link with the server’s message and offers the sign-in', async () => {
    const { path } = await placedOrder();
    const [, , token] = path.split('/');
    const [id, exp, signature] = token!.split('.');
    renderPage(
      <OrderStatusPage />,
      '/order-status/:token',
      `/order-status/${id}.${Number(exp) + 1}.${signature}`,
    );
    await eventually(() => expect(screen.getByRole('alert').textContent).toBe(orderStatusMessages.invalid));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
