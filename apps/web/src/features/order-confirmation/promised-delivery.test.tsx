// @vitest-environment happy-dom
// The confirmation page says the delivery dates the order was placed with, in the words the product page, cart
// and checkout used (decision 0295), not a fixed count of working days from placement. Against the real API, on a
// clock the test sets (Saturday 28 November 2026, 4 pm in India).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import OrderConfirmationPage from './order-confirmation-page.tsx';

const api = useRealApi({ clock: () => new Date('2026-11-28T10:30:00Z') });
afterEach(cleanup);

describe('the confirmation page’s delivery dates', () => {
  it('are the order’s promise', async () => {
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, await demoSize(api, 1), 1);
    const placed = await api.as(shopper.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: {
        userId: shopper.userId,
        paymentMethod: 'cod',
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        phone: '9876543210',
        address: '14 Baner Road',
        apt: 'Flat 3B',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411045',
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as number;
    renderPage(<OrderConfirmationPage />, '/order-confirmation/:id', `/order-confirmation/${orderId}`);
    expect(await screen.findByText('Delivery between Wed, 2 Dec and Fri, 4 Dec')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Expected delivery between|Dec 2026 and/);
  });
});
