// @vitest-environment happy-dom
// The checkout's PIN code (decisions 0206 and 0208) against the real API: it fills city and state from the
// bundled PIN code table (both stay editable) and shows a PIN code the shop does not deliver to on its field.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDemoZonesWithAnUnservedOne } from '../../test/delivery-zones.ts';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';

const api = useRealApi();

afterEach(() => cleanup());

useDemoZonesWithAnUnservedOne(api);

describe('at checkout', () => {
  it('the checkout fills city and state from the PIN code, keeps them editable, and refuses an unserved one', async () => {
    const shopper = await api.logInCustomer({ fullname: 'Asha Rani Verma' });
    await addToServerCart(api, shopper, await demoSize(api, 1), 1);
    renderPage(<CheckoutPage />, '/checkout');
    const field = (name: string) =>
      screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement | HTMLSelectElement;
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    fireEvent.change(field('PIN Code'), { target: { value: '600001' } });
    await waitFor(() => expect(field('City').value).toBe('Chennai'));
    expect(field('State').value).toBe('Tamil Nadu');
    // The shopper's own city stays when the PIN code changes; the state the PIN code filled follows it.
    fireEvent.change(field('City'), { target: { value: 'Chennai Central' } });
    fireEvent.change(field('PIN Code'), { target: { value: '560001' } });
    await waitFor(() => expect(field('State').value).toBe('Karnataka'));
    expect(field('City').value).toBe('Chennai Central');
    expect(localStorage.getItem('deliveryPin')).toBe('560001');

    fireEvent.change(field('PIN Code'), { target: { value: '194101' } });
    const pin = field('PIN Code');
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(pin.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Sorry, we do not deliver to PIN code 194101 yet.',
    );
  });
});
