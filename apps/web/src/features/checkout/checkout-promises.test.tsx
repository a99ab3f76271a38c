// @vitest-environment happy-dom
// What the checkout promises against the real API, on a clock the test sets (Saturday 28 November 2026, 4 pm in
// India, after the cut-off): the order summary shows the delivery dates of the quote's estimate for the PIN code
// typed, and the order placed keeps exactly those (decision 0295); the cash-on-delivery note says the one line
// the header's tagline and the FAQ say, from the COD settings (decision 0296).
import { defaultCodSettings } from '@chamak/shared/checkout';
import { defaultZoneSettings } from '@chamak/shared/delivery-estimate';
import type { Order } from '@chamak/shared/orders';
import { codTerms } from '@chamak/shared/shop-terms';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';

const api = useRealApi({ clock: () => new Date('2026-11-28T10:30:00Z') });
afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

describe('Checkout: the delivery dates and cash on delivery', () => {
  it('shows the dates for the PIN code typed, and the order placed keeps them', async () => {
    const shopper = await api.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
    await addToServerCart(api, shopper, await demoSize(api, 1), 2);
    renderPage(<CheckoutPage />, '/checkout');
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    type('Address', '14 Baner Road');
    type('Apartment, suite, landmark', 'Flat 3B');
    type('City', 'Pune');
    type('PIN Code', '411045');
    fireEvent.change(field('State'), { target: { value: 'Maharashtra' } });

    // Maharashtra and Goa: 2 to 4 working days after Monday's dispatch.
    const promise = 'Delivery between Wed, 2 Dec and Fri, 4 Dec';
    expect(await summary().findByText(promise)).toBeTruthy();
    // Another PIN code, another zone: everywhere else, 5 to 8 working days.
    type('PIN Code', '110001');
    fireEvent.change(field('State'), { target: { value: 'Delhi' } });
    type('City', 'New Delhi');
    expect(await summary().findByText('Delivery between Sat, 5 Dec and Wed, 9 Dec')).toBeTruthy();
    type('PIN Code', '411045');
    fireEvent.change(field('State'), { target: { value: 'Maharashtra' } });
    type('City', 'Pune');
    expect(await summary().findByText(promise)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    const note = codTerms(defaultCodSettings, defaultZoneSettings).line;
    expect(note).toBe('Cash on delivery on most PIN codes, ₹30 fee on some');
    expect(screen.getByRole('radio', { name: /Cash on delivery/ }).closest('label')?.textContent).toContain(
      `${note}.`,
    );
    await waitFor(() =>
      expect(
        (
          screen
            .getByRole('form', { name: 'Checkout' })
            .querySelector('button[type=submit]') as HTMLButtonElement
        ).textContent,
      ).toBe('Place Order'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.callsTo('/order/verify-payment')[0]?.status).toBe(200));
    const { orderId } = api.callsTo('/order/verify-payment')[0]!.response as { orderId: number };
    const order = (
      await api.as(shopper.token, { method: 'GET', url: `/api/order/get/${orderId}` })
    ).json() as Order;
    expect(order.promisedDelivery).toEqual({ from: '2026-12-02', to: '2026-12-04', message: promise });
  });
});
