// @vitest-environment happy-dom
// "Buying for a business? Add GSTIN" at checkout, against the real API: the block opens, a wrong GSTIN or one of
// another state than its billing address is named under the field before anything is sent, a good one goes with the
// order (whose invoice is then billed to the business) and is kept for next time when ticked; a saved GSTIN fills
// the block when chosen.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
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

const firm = {
  gstin: '29AAGCB7383J1Z4',
  legalName: 'Bright Spaces Private Limited',
  address: '42 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
};

async function shopperWithCart() {
  const shopper = await api.logInCustomer({ fullname: 'Asha Verma' });
  await addToServerCart(api, shopper, await demoSize(api, 1), 1);
  return shopper;
}

/** The delivery address: Bengaluru, cash on delivery. */
async function fillDelivery() {
  await waitFor(() => expect(field('First Name').value).toBe('Asha'));
  type('Phone', '9876543210');
  type('Address', '14 MG Road');
  type('Apartment, suite, landmark', 'Flat 3B');
  type('PIN Code', '560001');
  await waitFor(() => expect(field('State').value).toBe('Karnataka'));
  fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
}

function fillBusiness(values: typeof firm) {
  type('GSTIN', values.gstin);
  type('Business name \\(as registered for GST\\)', values.legalName);
  type('Billing address of the registration', values.address);
  type('Billing city', values.city);
  fireEvent.change(field('Billing state'), { target: { value: values.state } });
  type('Billing PIN code', values.postalCode);
}

const openBlock = () =>
  fireEvent.click(screen.getByRole('button', { name: /Buying for a business\? Add GSTIN/ }));

describe('a business buyer at checkout', () => {
  it('names a wrong GSTIN and a GSTIN of another state under the field, and sends nothing', async () => {
    await shopperWithCart();
    renderPage(<CheckoutPage />, '/checkout');
    await fillDelivery();
    const toggle = screen.getByRole('button', { name: /Buying for a business\? Add GSTIN/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText(/^GSTIN/)).toBeNull();
    openBlock();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fillBusiness({ ...firm, gstin: '29AAGCB7383J1Z5' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('GSTIN check character does not match')).toBeTruthy());
    expect(field('GSTIN').getAttribute('aria-invalid')).toBe('true');
    fillBusiness({ ...firm, state: 'Kerala' });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(
        screen.getByText(
          'GSTIN 29AAGCB7383J1Z4 is registered in state code 29, but the billing address is in Kerala (32)',
        ),
      ).toBeTruthy(),
    );
    fillBusiness({ ...firm, legalName: '' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('Business name is required')).toBeTruthy());
    expect(api.callsTo('/order/verify-payment')).toHaveLength(0);
  });

  it('places the order with the GSTIN, billed to the business, and keeps it when ticked; then offers it back', async () => {
    const shopper = await shopperWithCart();
    renderPage(<CheckoutPage />, '/checkout');
    await fillDelivery();
    openBlock();
    fillBusiness({ ...firm, gstin: '29aagcb7383j1z4' });
    const save = screen.getByRole('checkbox', { name: 'Save this GSTIN for next time' }) as HTMLInputElement;
    // Unticked until the shopper ticks it (decision 0362).
    expect(save.checked).toBe(false);
    fireEvent.click(save);
    expect(save.checked).toBe(true);
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(api.callsTo('/order/verify-payment')[0]!.body).toMatchObject({
      postalCode: '560001',
      business: { ...firm, save: true },
    });
    const orderId = Number(location()!.split('/').pop());
    const [invoice] = await rows<{ document: { buyer: object; shipTo: object } }>(
      api.database.db,
      sql`select document from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
    );
    expect(invoice!.document.buyer).toMatchObject({
      name: firm.legalName,
      gstin: firm.gstin,
      stateCode: '29',
    });
    expect(invoice!.document.shipTo).toMatchObject({ name: 'Asha Verma', pinCode: '560001' });
    const kept = await api.as(shopper.token, { url: `/api/users/${shopper.userId}/business-registrations` });
    expect(kept.json()).toMatchObject([{ gstin: firm.gstin, legalName: firm.legalName }]);

    // Next time: the saved GSTIN is offered and fills the block when chosen.
    cleanup();
    await addToServerCart(api, shopper, await demoSize(api, 1), 1);
    renderPage(<CheckoutPage />, '/checkout');
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    openBlock();
    const choices = within(await screen.findByRole('group', { name: 'Your saved GSTINs' }));
    fireEvent.click(choices.getByRole('radio', { name: /Bright Spaces Private Limited/ }));
    await waitFor(() => expect(field('GSTIN').value).toBe(firm.gstin));
    expect(field('Billing city').value).toBe('Bengaluru');
    expect(field('Billing state').value).toBe('Karnataka');
    // Already kept: nothing to tick.
    expect(screen.queryByRole('checkbox', { name: 'Save this GSTIN for next time' })).toBeNull();
  });
});
