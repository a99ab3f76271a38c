// @vitest-environment happy-dom
// The checkout's saved addresses against the real API: the default is chosen and fills the form at once, another
// saved address fills it when chosen, and a new address is saved (with its label) only when the shopper ticks
// "Save this address", as the order is placed.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToServerCart, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';

const api = useRealApi();
afterEach(() => cleanup());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const location = () => screen.getByTestId('location').textContent;
const submitButton = () =>
  screen.getByRole('form', { name: 'Checkout' }).querySelector('button[type=submit]')!;

const home = {
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '9876543210',
  address: '14 MG Road',
  apt: 'Flat 3B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};
const office = {
  label: 'Office',
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '9876543211',
  address: '5 Parliament Street',
  apt: 'Floor 3',
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110001',
};

async function shopperWithCart(saved: object[]) {
  const shopper = await api.logInCustomer({ fullname: 'Asha Verma' });
  for (const body of saved) {
    const res = await api.as(shopper.token, {
      method: 'POST',
      url: `/api/users/${shopper.userId}/addresses`,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
  }
  await addToServerCart(api, shopper, await demoSize(api, 1), 1);
  return shopper;
}

const savedOf = async (shopper: { token: string; userId: number }) =>
  (await api.as(shopper.token, { url: `/api/users/${shopper.userId}/addresses` })).json() as {
    label: string | null;
    address: string;
    isDefault: boolean;
  }[];

describe('saved addresses at checkout', () => {
  it('fills the form with the default address, and with another when it is chosen; the order ships there', async () => {
    const shopper = await shopperWithCart([office, { ...home, isDefault: true }]);
    renderPage(<CheckoutPage />, '/checkout');
    const choice = within(await screen.findByRole('radiogroup', { name: 'Deliver to' }));
    // The default (Home) is chosen and fills every address field at once.
    await waitFor(() => expect(field('Address').value).toBe('14 MG Road'));
    expect((choice.getByRole('radio', { name: /^Home/ }) as HTMLInputElement).checked).toBe(true);
    expect(field('PIN Code').value).toBe('560001');
    expect(field('City').value).toBe('Bengaluru');
    await waitFor(() => expect(field('State').value).toBe('Karnataka'));
    expect(field('Phone').value).toBe('9876543210');
    // Nothing to save: the address is a saved one.
    expect(screen.queryByRole('checkbox', { name: 'Save this address for next time' })).toBeNull();

    fireEvent.click(choice.getByRole('radio', { name: /^Office/ }));
    await waitFor(() => expect(field('Address').value).toBe('5 Parliament Street'));
    expect(field('Apartment, suite, landmark').value).toBe('Floor 3');
    expect(field('Phone').value).toBe('9876543211');
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    expect(field('City').value).toBe('New Delhi');

    fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(api.callsTo('/order/verify-payment')[0]!.body).toMatchObject({
      address: '5 Parliament Street',
      apt: 'Floor 3',
      city: 'New Delhi',
      state: 'Delhi',
      postalCode: '110001',
      phone: '9876543211',
    });
    // No second copy was saved.
    expect(api.callsTo(`/users/${shopper.userId}/addresses`, 'POST')).toHaveLength(0);
    expect(await savedOf(shopper)).toHaveLength(2);
  });

  it('"A new address" empties the address fields, and typing over a saved address leaves it unchosen', async () => {
    await shopperWithCart([home]);
    renderPage(<CheckoutPage />, '/checkout');
    const choice = within(await screen.findByRole('radiogroup', { name: 'Deliver to' }));
    await waitFor(() => expect(field('Address').value).toBe('14 MG Road'));
    fireEvent.click(choice.getByRole('radio', { name: 'A new address' }));
    await waitFor(() => expect(field('Address').value).toBe(''));
    expect(field('PIN Code').value).toBe('');
    expect(field('First Name').value).toBe('Asha');
    fireEvent.click(choice.getByRole('radio', { name: /^Home/ }));
    await waitFor(() => expect(field('Address').value).toBe('14 MG Road'));
    type('Address', '15 MG Road');
    expect((choice.getByRole('radio', { name: 'A new address' }) as HTMLInputElement).checked).toBe(true);
    // The box to save it shows, unticked (D31).
    const save = screen.getByRole('checkbox', {
      name: 'Save this address for next time',
    }) as HTMLInputElement;
    expect(save.checked).toBe(false);
  });

  it('saves a new address with its label when "Save this address" is ticked, and only then', async () => {
    const shopper = await shopperWithCart([]);
    renderPage(<CheckoutPage />, '/checkout');
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    // No saved address: no choice to make, only the box under the address.
    expect(screen.queryByRole('radiogroup', { name: 'Deliver to' })).toBeNull();
    const save = (await screen.findByRole('checkbox', {
      name: 'Save this address for next time',
    })) as HTMLInputElement;
    expect(save.checked).toBe(false);
    type('Phone', '9876543210');
    type('Address', '5 Parliament Street');
    type('Apartment, suite, landmark', 'Floor 3');
    type('PIN Code', '110001');
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    fireEvent.click(save);
    fireEvent.click(screen.getByRole('button', { name: 'Office', pressed: false }));
    fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    await waitFor(() =>
      expect(api.callsTo(`/users/${shopper.userId}/addresses`, 'POST')[0]?.status).toBe(201),
    );
    expect(await savedOf(shopper)).toMatchObject([
      { label: 'Office', address: '5 Parliament Street', isDefault: true },
    ]);
  });

  it('saves nothing when the box is left unticked', async () => {
    const shopper = await shopperWithCart([]);
    renderPage(<CheckoutPage />, '/checkout');
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    type('Address', '5 Parliament Street');
    type('Apartment, suite, landmark', 'Floor 3');
    type('PIN Code', '110001');
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(api.callsTo(`/users/${shopper.userId}/addresses`, 'POST')).toHaveLength(0);
    expect(await savedOf(shopper)).toEqual([]);
  });
});
