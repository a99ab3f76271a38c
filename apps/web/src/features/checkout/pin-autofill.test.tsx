// @vitest-environment happy-dom
// The checkout's PIN code (decisions 0206, 0208 and 0293) against the real API: it fills the city from the bundled
// PIN code table (the city stays editable) and sets the state, which is the PIN code's and not editable; a PIN
// code the table does not have is flagged at once and what the previous one filled in goes; a PIN code the shop
// does not deliver to is shown on its field.
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

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement | HTMLSelectElement;
const messageUnder = (name: string) =>
  document.getElementById(field(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null;

async function checkoutWithACart() {
  const shopper = await api.logInCustomer({ fullname: 'Asha Rani Verma' });
  await addToServerCart(api, shopper, await demoSize(api, 1), 1);
  renderPage(<CheckoutPage />, '/checkout');
  await waitFor(() => expect(field('First Name').value).toBe('Asha'));
}

describe('at checkout', () => {
  it('the PIN code fills the city (editable) and sets the state (not editable), and an unserved one is refused', async () => {
    await checkoutWithACart();
    fireEvent.change(field('PIN Code'), { target: { value: '600001' } });
    await waitFor(() => expect(field('City').value).toBe('Chennai'));
    expect(field('State').value).toBe('Tamil Nadu');
    expect((field('State') as HTMLInputElement).readOnly).toBe(true);
    // The shopper's own city stays when the PIN code changes; the state always follows the PIN code.
    fireEvent.change(field('City'), { target: { value: 'Chennai Central' } });
    fireEvent.change(field('PIN Code'), { target: { value: '560001' } });
    await waitFor(() => expect(field('State').value).toBe('Karnataka'));
    expect(field('City').value).toBe('Chennai Central');
    expect(localStorage.getItem('deliveryPin')).toBe('560001');

    fireEvent.change(field('PIN Code'), { target: { value: '194101' } });
    const pin = field('PIN Code');
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder('PIN Code')).toBe('Sorry, we do not deliver to PIN code 194101 yet.');
  });

  it('flags a PIN code the directory does not have at once, and clears the city and state the last one filled in', async () => {
    await checkoutWithACart();
    fireEvent.change(field('PIN Code'), { target: { value: '110001' } });
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    expect(field('City').value).toBe('Central Delhi');

    fireEvent.change(field('PIN Code'), { target: { value: '999999' } });
    await waitFor(() => expect(field('PIN Code').getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder('PIN Code')).toBe('We could not find PIN code 999999. Please check it.');
    await waitFor(() => expect(field('City').value).toBe(''));
    expect(field('State').value).toBe('');
    // Nothing was submitted to learn it.
    expect(api.callsTo('/order/order')).toHaveLength(0);
    expect(api.callsTo('/order/verify-payment')).toHaveLength(0);

    fireEvent.change(field('PIN Code'), { target: { value: '400001' } });
    await waitFor(() => expect(field('State').value).toBe('Maharashtra'));
    expect(field('City').value).toBe('Mumbai');
    expect(field('PIN Code').getAttribute('aria-invalid')).toBeNull();
  });
});
