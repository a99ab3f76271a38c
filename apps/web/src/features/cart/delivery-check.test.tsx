// @vitest-environment happy-dom
// "Check delivery" in the cart against the real API: it starts from the PIN code the shopper checked last (on
// the product page), and asks for the cart's own parcel, so its dates are the ones the order will keep.
import type { CartQuote } from '@chamak/shared/pricing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDemoZonesWithAnUnservedOne } from '../../test/delivery-zones.ts';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CartPage from './cart-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

useDemoZonesWithAnUnservedOne(api);

const section = () => screen.getByRole('region', { name: 'Check delivery' });
const pinField = () => within(section()).getByLabelText('PIN code') as HTMLInputElement;
describe('in the cart', () => {
  it('the cart starts from the PIN code checked on the product page', async () => {
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, await demoSize(api, 1), 1);
    localStorage.setItem('deliveryPin', '400001');
    renderPage(<CartPage />, '/cart');
    await waitFor(() => expect(pinField().value).toBe('400001'));
    expect(await within(section()).findByText('to Mumbai, Maharashtra')).toBeTruthy();
  });
});

describe('the cart’s dates', () => {
  it('are asked for the cart’s parcel, so they are the dates its checkout quote and order give', async () => {
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, await demoSize(api, 2), 3);
    localStorage.setItem('deliveryPin', '411045');
    renderPage(<CartPage />, '/cart');
    const quote = (
      await api.as(shopper.token, {
        method: 'POST',
        url: '/api/cart/quote',
        payload: { userId: shopper.userId, paymentMethod: 'cod', postalCode: '411045' },
      })
    ).json() as CartQuote;
    expect(quote.volumeMl).toBeGreaterThan(0);
    const check = await screen.findByRole('region', { name: 'Check delivery' });
    expect(await within(check).findByText(quote.estimate!.message, { exact: false })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(`/delivery/estimate?pin=411045&volumeMl=${quote.volumeMl}`)).not.toHaveLength(0),
    );
  });
});
