// @vitest-environment happy-dom
// The checkout page against the real API on the demo shop: login, empty carts, prefill, SPEC's messages under
// their fields (named as the labels read), the failed-submit toast, the state the PIN code decides, phone numbers
// as people write them, one order per click while 'Placing Order...', COD with the shop's COD rules, the sandbox
// payment window and paying again after a failed payment, Razorpay (its script and HTTP API stood in for), and a
// shop without online payment.

import { createHmac } from 'node:crypto';
import { defaultCodSettings } from '@chamak/shared/checkout';
import { checkoutMessages } from '@chamak/shared/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addToServerCart, demoSize, setStock } from '../../test/demo-shop.ts';
import { type RealApi, useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import CheckoutPage from './checkout-page.tsx';
import { validItems } from './summary.ts';

const api = useRealApi();

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'Razorpay');
});

/** What a shopper types into the shipping block. */
const shipping = {
  Address: '14 MG Road',
  'Apartment, suite, landmark': 'Flat 3B',
  City: 'Bengaluru',
  'PIN Code': '560099',
};

// The cart every test checks out: 2 x Citrus Burst 500 ml at ₹161 and 1 x Citrus Burst 1 L at ₹254, so
// ₹576.00 for 2,000 ml, which the demo shop's delivery rule charges ₹199: ₹775.00 in all.
const small = () => demoSize(api, 1);
const large = () => demoSize(api, 2);

/** A fresh customer named Asha Rani Verma, logged in, with the cart above in their server cart. */
async function shopperWithCart(on: RealApi = api) {
  const shopper = await on.logInCustomer({ fullname: 'Asha Rani Verma', phone: '9876543210' });
  await addToServerCart(on, shopper, await small(), 2);
  await addToServerCart(on, shopper, await large(), 1);
  return shopper;
}

const renderCheckout = () => renderPage(<CheckoutPage />, '/checkout');
const location = () => screen.getByTestId('location').textContent;
/** A field by its label ('City', shown as 'City *'). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const submitButton = () =>
  screen.getByRole('form', { name: 'Checkout' }).querySelector('button[type=submit]')!;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** Toasts outlive a test (3 s), so a test counts the toasts with a text before and after. */
const toastCount = (text: string) =>
  screen.queryAllByText(text).filter((element) => element.tagName === 'OUTPUT').length;
const toasted = (text: string, before = 0) => waitFor(() => expect(toastCount(text)).toBeGreaterThan(before));
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(label) }));

/** The message under a field: what its aria-describedby points at. */
function messageUnder(label: string): string | null {
  const input = field(label);
  const describedBy = input.getAttribute('aria-describedby');
  if (!describedBy) return null;
  return document.getElementById(describedBy)?.textContent ?? null;
}

/** The states of the PIN codes these tests type, from India Post's directory. */
const stateOfPin: Record<string, string> = {
  '560099': 'Karnataka',
  '560001': 'Karnataka',
  '110001': 'Delhi',
  '744101': 'Andaman and Nicobar Islands',
};

/** Waits for the prefilled form, fills the shipping block, and waits for the PIN code to set the state. */
async function fillForm(extra: Record<string, string> = {}) {
  await waitFor(() => expect(field('First Name').value).toBe('Asha'));
  const values = { ...shipping, ...extra };
  for (const [label, value] of Object.entries(values)) type(label, value);
  const state = stateOfPin[values['PIN Code']];
  if (state) await waitFor(() => expect(field('State').value).toBe(state));
}

const figure = (label: string) => {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  const term = within(summary).getByText(label, { selector: 'dt, dt *' }).closest('div')!;
  return term.querySelector('dd')!.textContent;
};

/** Sets the shop's COD rules through the admin's settings route. */
async function setCodRules(on: RealApi, cod: typeof defaultCodSettings) {
  const res = await on.as(await on.adminToken(), {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { cod },
  });
  expect(res.statusCode).toBe(200);
}

describe('Checkout: the page', () => {
  it('shows a guest the mobile number step in place of the address form (D25; sign-in-step.test.tsx)', async () => {
    renderCheckout();
    expect(await screen.findByRole('form', { name: 'Sign in with mobile number' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
    expect(location()).toBe('/checkout');
  });

  it('says the cart is empty, with a link to the products', async () => {
    await api.logInCustomer();
    renderCheckout();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('counts only lines with a product as valid (SPEC: No valid items in the cart.)', async () => {
    // The server never sends a line without its product, so this branch is checked on the rule itself.
    const shopper = await api.logInCustomer();
    await addToServerCart(api, shopper, await small());
    const cart = await api.as(shopper.token, {
      method: 'POST',
      url: '/api/cart/get',
      payload: { userId: shopper.userId },
    });
    const lines = cart.json() as Parameters<typeof validItems>[0];
    expect(validItems(lines)).toEqual(lines);
    expect(validItems(lines.map((line) => ({ ...line, productId: 0 })))).toEqual([]);
    expect(checkoutMessages.noValidItems).toBe('No valid items in the cart.');
  });

  it('shows the title, crumbs, the server’s figures, and prefills the contact block from the profile', async () => {
    const shopper = await shopperWithCart();
    const size = await small();
    // The shop raises the 500 ml price to ₹170 while the quote is on its way: the summary shows the quote's
    // price, never the ₹161 the cart was loaded with.
    const gate = api.hold((c) => c.path === '/cart/quote');
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Check Out' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('Home/Check Out');
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    expect(field('Last Name').value).toBe('Rani Verma');
    expect(field('Email').value).toBe(shopper.email);
    expect(field('Phone').value).toBe('9876543210');
    await waitFor(() => expect(gate.held).toBe(1));
    await api.database.db.execute(
      sql`update product_litres set discounted_price_paise = 17000 where id = ${size.pl_id}`,
    );
    try {
      gate.release();
      const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
      expect(await summary.findByText('₹340.00')).toBeTruthy();
      expect(summary.getByText('500 ml · ₹170.00 each')).toBeTruthy();
      expect(summary.getAllByText(size.name)).toHaveLength(2);
      expect(summary.getByText('₹594.00')).toBeTruthy();
      expect(summary.getByText('₹199.00')).toBeTruthy();
      expect(summary.getByText('₹793.00')).toBeTruthy();
      expect(summary.queryByText(/₹161\.00|₹322\.00/)).toBeNull();
      // Each line's picture is its cart line's, found by pl_id.
      const served = api.callsTo('/cart/get')[0]!.response as {
        productlitre: { productimages: { image: string }[] };
      }[];
      const pictures = summary
        .getAllByRole('presentation', { hidden: true })
        .map((i) => i.getAttribute('src'));
      expect(pictures).toEqual(served.map((line) => line.productlitre.productimages[0]!.image));
      expect(api.callsTo('/order/quote')).toHaveLength(0);
      expect(api.callsTo('/cart/quote')[0]!.body).toEqual({
        userId: shopper.userId,
        paymentMethod: 'online',
      });
      expect((screen.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).checked).toBe(true);
      expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
      await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹793.00'));
    } finally {
      await api.database.db.execute(
        sql`update product_litres set discounted_price_paise = ${size.pricePaise} where id = ${size.pl_id}`,
      );
    }
  });

  it('adds the COD fee the server quotes for a listed PIN code, and shows where COD is not offered', async () => {
    const shopper = await shopperWithCart();
    renderCheckout();
    await fillForm({ 'PIN Code': '110001' });
    choose('Cash on delivery');
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(await summary.findByText('Cash on delivery fee (select PIN codes)')).toBeTruthy();
    expect(summary.getByText('₹30.00')).toBeTruthy();
    expect(summary.getByText('₹805.00')).toBeTruthy();
    expect(submitButton().textContent).toBe('Place Order');
    expect(api.callsTo('/cart/quote').at(-1)!.body).toEqual({
      userId: shopper.userId,
      paymentMethod: 'cod',
      postalCode: '110001',
    });
    // A PIN code without cash on delivery: greyed out with its reason at once, and paying online is chosen.
    type('PIN Code', '744101');
    const cash = screen.getByRole('radio', { name: /^Cash on delivery/ }) as HTMLInputElement;
    await waitFor(() => expect(cash.disabled).toBe(true));
    expect(cash.closest('label')!.textContent).toContain(
      'Cash on delivery is not available for this PIN code. Please pay online.',
    );
    expect(cash.checked).toBe(false);
    expect((screen.getByRole('radio', { name: /^Pay online/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(submitButton().textContent).toMatch(/^Pay ₹/));
  });

  it('greys out cash on delivery with its reason as soon as a PIN code without it is typed, before it is chosen', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm({ 'PIN Code': '744101' });
    const cash = screen.getByRole('radio', { name: /^Cash on delivery/ }) as HTMLInputElement;
    await waitFor(() => expect(cash.disabled).toBe(true));
    expect(cash.closest('label')!.textContent).toContain(checkoutMessages.codUnavailable);
    // No placing was needed to learn it, and another PIN code gives it back.
    expect(api.callsTo('/order/verify-payment')).toHaveLength(0);
    type('PIN Code', '560001');
    await waitFor(() => expect(cash.disabled).toBe(false));
    expect(cash.closest('label')!.textContent).not.toContain(checkoutMessages.codUnavailable);
  });
});

describe('Checkout: the server’s quote (decision 0050)', () => {
  it('says "Includes GST of ₹x" under the total from the server’s quote, the COD fee’s GST included', async () => {
    // 18 % GST inside ₹322 (₹49.12), ₹254 (₹38.74) and the ₹199 delivery (₹30.36): ₹118.22 of ₹775.00 (each
    // amount's tax two equal halves rounded to the paisa, decision 0302).
    await shopperWithCart();
    renderCheckout();
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }));
    expect((await summary.findByText(/^Includes GST of/)).textContent).toBe('Includes GST of ₹118.22');
    expect(figure('Total')).toBe('₹775.00');
    // Cash on delivery to a fee PIN code: the ₹30 fee holds ₹4.58 more.
    await fillForm({ 'PIN Code': '110001' });
    choose('Cash on delivery');
    await waitFor(() =>
      expect(summary.getByText(/^Includes GST of/).textContent).toBe('Includes GST of ₹122.80'),
    );
    expect(figure('Total')).toBe('₹805.00');
  });

  it('shows … until the first quote arrives, then keeps the previous quote while a new one loads', async () => {
    await shopperWithCart();
    const first = api.hold((c) => c.path === '/cart/quote');
    renderCheckout();
    await waitFor(() => expect(first.held).toBe(1));
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getAllByText('Citrus Burst Multi-Surface Cleaner')).toHaveLength(2);
    expect(figure('Subtotal')).toBe('…');
    expect(figure('Delivery Charge')).toBe('…');
    expect(figure('Total')).toBe('…');
    expect(summary.getByText('500 ml · … each')).toBeTruthy();
    expect(submitButton().textContent).toBe('Place Order');
    first.release();
    await waitFor(() => expect(figure('Total')).toBe('₹775.00'));

    const second = api.hold((c) => c.path === '/cart/quote');
    await fillForm({ 'PIN Code': '110001' });
    choose('Cash on delivery');
    await waitFor(() => expect(second.held).toBeGreaterThan(0));
    expect(api.callsTo('/cart/quote').at(-1)!.body).toMatchObject({ paymentMethod: 'cod' });
    // The online quote stays on screen, never a total of the browser's own, until the COD quote answers.
    expect(figure('Total')).toBe('₹775.00');
    expect(figure('Subtotal')).toBe('₹576.00');
    second.release();
    await waitFor(() => expect(figure('Total')).toBe('₹805.00'));
    expect(figure('Cash on delivery fee (select PIN codes)')).toBe('₹30.00');
  });

  it('sends SPEC’s figures in the order as the quote has them, and the server stores them', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm({ 'PIN Code': '110001' });
    choose('Cash on delivery');
    await waitFor(() => expect(figure('Total')).toBe('₹805.00'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    const placed = api.callsTo('/order/verify-payment')[0]!;
    expect(placed.body).toMatchObject({
      paymentMethod: 'cod',
      totalMl: 2000,
      totalPrice: 576,
      delivery_charge: 199,
      finalPrice: 805,
      amount: 80500,
      orderDetail:
        'Citrus Burst Multi-Surface Cleaner (500 ml) x2, Citrus Burst Multi-Surface Cleaner (1 L) x1',
    });
    const { orderId } = placed.response as { orderId: number };
    expect(api.callsTo(`/order/get/${orderId}`)[0]!.response).toMatchObject({ totalPrice: 805, codFee: 30 });
  });
});

describe('Checkout: the address (SPEC section 5)', () => {
  it('puts each field’s message under it, toasts, sends nothing, and clears a message when its field is edited', async () => {
    await shopperWithCart();
    renderCheckout();
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) type(label, '');
    const before = toastCount('Please fill in all required fields correctly.');
    fireEvent.click(submitButton());

    // SPEC's '{Field} is required', each field named as its label reads.
    const expected: Record<string, string> = {
      'First Name': 'First name is required',
      'Last Name': 'Last name is required',
      Email: 'Email is required',
      Phone: 'Phone is required',
      Address: 'Address is required',
      'Apartment, suite, landmark': 'Apartment, suite, landmark is required',
      City: 'City is required',
      'PIN Code': 'PIN code is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(messageUnder(label)).toBe(message);
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    // The state is the PIN code's: nothing to fix on it, the PIN code's message says what is missing.
    expect(field('State').getAttribute('aria-invalid')).toBeNull();
    expect(messageUnder('State')).toBe('Set by the PIN code.');
    await toasted('Please fill in all required fields correctly.', before);
    expect(document.activeElement).toBe(field('First Name'));
    expect(api.callsTo('/order/order')).toHaveLength(0);
    expect(api.callsTo('/order/verify-payment')).toHaveLength(0);

    // Each message clears when its own field is edited, and only that one.
    for (const label of Object.keys(expected)) {
      type(label, 'x');
      expect(messageUnder(label)).toBeNull();
      expect(field(label).getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('refuses a malformed e-mail, phone number and PIN code with SPEC’s messages', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm({ Email: 'asha@', Phone: '98765', 'PIN Code': '56009' });
    fireEvent.click(submitButton());
    expect(messageUnder('Email')).toBe('Invalid email format');
    expect(messageUnder('Phone')).toBe('Phone number must be 10 digits');
    expect(messageUnder('PIN Code')).toBe('Please enter a valid 6-digit PIN code');
    expect(messageUnder('City')).toBeNull();
    expect(api.callsTo('/order/order')).toHaveLength(0);
  });

  it('takes a phone number written with +91, spaces or dashes and sends its 10 digits; refuses one that is not a mobile number', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm({ Phone: '1234567890' });
    // Room for '+91 98765 43210' as typed or pasted.
    expect(field('Phone').maxLength).toBeGreaterThanOrEqual('+91 98765 43210'.length);
    fireEvent.click(submitButton());
    expect(messageUnder('Phone')).toBe('Phone number must start with 6, 7, 8 or 9.');
    expect(api.callsTo('/order/order')).toHaveLength(0);

    type('Phone', '+91 98765 43210');
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹775.00'));
    fireEvent.click(submitButton());
    await screen.findByRole('dialog', { name: 'Order Payment' });
    expect(messageUnder('Phone')).toBeNull();
    expect(api.callsTo('/order/order')[0]).toMatchObject({ body: { phone: '9876543210' }, status: 200 });
  });

  it('shows the PIN code’s state, not editable: it follows the PIN code and the order goes with it', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm({ 'PIN Code': '110001' });
    const state = field('State');
    expect(state.value).toBe('Delhi');
    expect(state.readOnly).toBe(true);
    expect(messageUnder('State')).toBe('Set by the PIN code.');
    // Nothing the shopper does to it sticks: Kerala never goes with a Delhi PIN code.
    fireEvent.change(state, { target: { value: 'Kerala' } });
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    type('PIN Code', '560099');
    await waitFor(() => expect(field('State').value).toBe('Karnataka'));
    choose('Cash on delivery');
    await waitFor(() => expect(submitButton().textContent).toBe('Place Order'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(api.callsTo('/order/verify-payment')[0]).toMatchObject({
      body: { state: 'Karnataka', postalCode: '560099' },
      status: 200,
    });
  });
});

describe('Checkout: cash on delivery', () => {
  it('shows Placing Order... on a disabled button, sends one order for a double click, then clears OrderData and goes to /', async () => {
    const shopper = await shopperWithCart();
    const gate = api.hold((c) => c.path === '/order/verify-payment');
    renderCheckout();
    await fillForm();
    choose('Cash on delivery');
    await waitFor(() => expect(submitButton().textContent).toBe('Place Order'));
    await waitFor(() => expect(figure('Total')).toBe('₹775.00'));
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Placing Order...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(submitButton());
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    expect(api.callsTo('/order/verify-payment')).toHaveLength(1);
    expect(api.callsTo('/order/order')).toHaveLength(0);
    expect(api.callsTo('/order/verify-payment')[0]!.body).toMatchObject({
      paymentMethod: 'cod',
      userId: shopper.userId,
      firstName: 'Asha',
      lastName: 'Rani Verma',
      state: 'Karnataka',
      postalCode: '560099',
      apt: 'Flat 3B',
      status: 1,
      currency: 'INR',
    });
    expect(localStorage.getItem('OrderData')).toContain('"paymentMethod":"cod"');

    const before = toastCount('Order placed successfully');
    gate.release();
    // The toasts first: they last 3 s, and on a busy machine the page may have moved on by the time it is at /.
    await toasted('Order placed successfully', before);
    const { orderId } = api.callsTo('/order/verify-payment')[0]!.response as { orderId: number };
    await toasted(`Order #${orderId}: ₹775.00 to pay on delivery.`);
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(localStorage.getItem('OrderData')).toBeNull();
    expect(api.callsTo('/order/verify-payment')).toHaveLength(1);
    // One order, stored for this customer.
    const orders = await api.as(shopper.token, {
      method: 'GET',
      url: `/api/order/getuserorder/${shopper.userId}`,
    });
    expect(JSON.stringify(orders.json())).toContain(`"id":${orderId}`);
  });

  it('stays on the page with the reason under the payment choice when the server refuses COD for the PIN code', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm();
    choose('Cash on delivery');
    await waitFor(() =>
      expect(api.callsTo('/cart/quote').at(-1)?.response).toMatchObject({ codAvailable: true }),
    );
    // The PIN code's delivery estimate answered too, before the rules change: one answered after it would grey
    // cash on delivery out on the page itself, and the order would never reach the server this test is about.
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path.startsWith('/delivery/estimate?pin=560099')).at(-1)?.response,
      ).toMatchObject({ cod: { available: true } }),
    );
    // The shop stops COD to 560099 while the page is open.
    await setCodRules(api, { ...defaultCodSettings, blockedPinCodes: ['560099'] });
    try {
      fireEvent.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(checkoutMessages.codUnavailable);
      expect(alert.textContent).toBe(
        'Cash on delivery is not available for this PIN code. Please pay online.',
      );
      expect(api.callsTo('/order/verify-payment')[0]!.status).toBe(422);
      expect(location()).toBe('/checkout');
      await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
      // Changing the PIN code clears it.
      type('PIN Code', '560001');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      await setCodRules(api, defaultCodSettings);
    }
  });

  it('shows the server’s message and goes to /cart when stock ran out', async () => {
    const size = await small();
    await shopperWithCart();
    renderCheckout();
    await fillForm();
    choose('Cash on delivery');
    await waitFor(() => expect(figure('Total')).toBe('₹775.00'));
    // Sold elsewhere while the shopper typed: one of the two 500 ml bottles is left.
    await setStock(api, size.pl_id, 1);
    try {
      const message = `Only 1 left in stock for ${size.label}.`;
      const before = toastCount(message);
      fireEvent.click(submitButton());
      await waitFor(() => expect(location()).toBe('/cart'));
      expect(api.callsTo('/order/verify-payment')[0]).toMatchObject({ status: 409, response: { message } });
      await toasted(message, before);
    } finally {
      await setStock(api, size.pl_id, size.remaining);
    }
  });
});

describe('Checkout: online payment in the sandbox', () => {
  it('creates one order for a double click, pays in the sandbox window, verifies, and goes to the order confirmation page (D19)', async () => {
    const shopper = await shopperWithCart();
    const gate = api.hold((c) => c.path === '/order/order');
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹775.00'));
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Placing Order...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/order/order')).toHaveLength(1);
    expect(api.callsTo('/order/order')[0]!.body).toMatchObject({
      paymentMethod: 'online',
      userId: shopper.userId,
      city: 'Bengaluru',
    });
    gate.release();

    const dialog = await screen.findByRole('dialog', { name: 'Order Payment' });
    const created = (api.callsTo('/order/order')[0]!.response as { data: Record<string, unknown> }).data;
    expect(created).toMatchObject({ amount: 77500, gateway: 'sandbox' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Sandbox payment — no money moves')).toBeTruthy();
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹775.00' });
    await waitFor(() => expect(document.activeElement).toBe(pay));
    // UPI first and chosen, as Razorpay opens: a QR code on a wide screen, the shopper's UPI apps on a phone (CSS
    // shows one of them), and no field for typing a UPI ID (UPI Collect is off).
    const methods = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(methods).toHaveLength(2);
    expect(methods[0]).toBe(within(dialog).getByRole('radio', { name: 'Pay by UPI' }));
    expect(methods[1]).toBe(within(dialog).getByRole('radio', { name: 'Card or netbanking' }));
    expect(methods[0]!.checked).toBe(true);
    expect(within(dialog).getByRole('img', { name: 'UPI QR code (sandbox: nothing to scan)' })).toBeTruthy();
    expect(within(dialog).getByText('Pay with a UPI app')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(JSON.parse(localStorage.getItem('OrderData') ?? '{}')).toMatchObject({
      orderId: created.orderId,
      order_id: created.order_id,
      amount: 77500,
    });

    const before = toastCount('Payment verified successfully');
    fireEvent.click(pay);
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(api.callsTo('/payments/sandbox/pay')[0]!.body).toEqual({ order_id: created.order_id });
    const proof = api.callsTo('/payments/sandbox/pay')[0]!.response as Record<string, string>;
    expect(api.callsTo('/order/verify-payment')[0]).toMatchObject({
      body: { ...proof, paymentMethod: 'online', userId: shopper.userId },
      status: 200,
    });
    expect(localStorage.getItem('OrderData')).toBeNull();
    await toasted('Payment verified successfully', before);
  });

  it('after a failed payment stays with a lasting message, and Try again pays the same order', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹775.00'));
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Order Payment' });
    const before = toastCount('Payment failed. Please try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await toasted('Payment failed. Please try again.', before);
    expect(api.callsTo('/order/verify-payment')).toHaveLength(0);
    // the server records the failed attempt, so the order is not left pending
    const created = (
      api.callsTo('/order/order')[0]!.response as { data: { order_id: string; orderId: number } }
    ).data;
    await waitFor(() =>
      expect(api.callsTo('/payments/sandbox/fail')[0]).toMatchObject({
        body: { order_id: created.order_id },
        status: 200,
      }),
    );
    // Not a toast that goes: a message that stays, on the checkout, with the order kept.
    expect(location()).toBe('/checkout');
    const notice = await screen.findByRole('alert', { name: 'Payment failed' });
    expect(notice.textContent).toContain(`Your order #${created.orderId} is kept for you`);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(screen.getByRole('alert', { name: 'Payment failed' })).toBe(notice);

    // Try again: the server reopens the same order for its own total; paying it places that order.
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    const again = await screen.findByRole('dialog', { name: 'Order Payment' });
    expect(api.callsTo(`/order/${created.orderId}/payment`)[0]).toMatchObject({
      status: 200,
      response: { data: { order_id: created.order_id, amount: 77500 } },
    });
    // Card or netbanking this time: the UPI panel goes, and Pay still pays.
    fireEvent.click(within(again).getByRole('radio', { name: 'Card or netbanking' }));
    expect(within(again).queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(within(again).queryByText('Pay with a UPI app')).toBeNull();
    fireEvent.click(within(again).getByRole('button', { name: 'Pay ₹775.00' }));
    await waitFor(() => expect(location()).toBe(`/order-confirmation/${created.orderId}`));
    expect(api.callsTo('/order/order')).toHaveLength(1);
    expect(api.callsTo('/order/verify-payment')[0]).toMatchObject({
      status: 200,
      response: { orderId: created.orderId },
    });
  });

  it('goes to /cart with the server’s message when verification fails (sold out while paying)', async () => {
    const size = await large();
    await shopperWithCart();
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹775.00'));
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    await setStock(api, size.pl_id, 0);
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
      await waitFor(() => expect(location()).toBe('/cart'));
      const refused = api.callsTo('/order/verify-payment')[0]!;
      expect(refused.status).toBe(409);
      const { message } = refused.response as { message: string };
      expect(message).toContain(size.label);
      expect(message).toContain('refunded');
      await toasted(message);
    } finally {
      await setStock(api, size.pl_id, size.remaining);
    }
  });

  it('closes the sandbox window on Escape and gives the button back', async () => {
    await shopperWithCart();
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹775.00'));
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    const before = toastCount('Payment cancelled. Your order has not been placed.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitButton().textContent).toBe('Pay ₹775.00');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(submitButton()));
    expect(location()).toBe('/checkout');
    await toasted('Payment cancelled. Your order has not been placed.', before);
  });

  it('says payments are tests when the shop runs the sandbox gateway', async () => {
    await shopperWithCart();
    renderCheckout();
    await screen.findByText(checkoutMessages.sandboxNotice);
    expect((screen.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe('Checkout: Razorpay (its script and its Orders API stood in for)', () => {
  const keys = { keyId: 'rzp_test_chamak', keySecret: 'razorpay-test-secret', webhookSecret: undefined };
  const rz = useRealApi({ config: { razorpay: keys } });

  /** Razorpay's Orders API as the shop's server calls it: a new order id, or a failure. */
  function razorpayOrders(status = 200) {
    const orders: { amount: number; receipt: string }[] = [];
    rz.outside(async (url, init) => {
      expect(`${url.origin}${url.pathname}`).toBe('https://api.razorpay.com/v1/orders');
      const body = JSON.parse(String(init?.body)) as { amount: number; receipt: string };
      orders.push(body);
      return new Response(
        JSON.stringify(
          status === 200 ? { id: 'order_rzp_1', amount: body.amount } : { error: { description: 'down' } },
        ),
        { status, headers: { 'content-type': 'application/json' } },
      );
    });
    return orders;
  }

  it('opens Razorpay with the order, colour #393185 and Order Payment, and verifies its signed answer', async () => {
    type Options = {
      key: string;
      amount: number;
      order_id: string;
      description: string;
      theme: { color: string };
      prefill: { name: string; email: string; contact: string };
      config: { display: { sequence: string[]; hide: unknown[] } };
      handler: (response: Record<string, string>) => void;
    };
    const opened: Options[] = [];
    class StandInRazorpay {
      constructor(readonly options: Options) {}
      on() {}
      close() {}
      open() {
        opened.push(this.options);
      }
    }
    Object.assign(window, { Razorpay: StandInRazorpay });
    const orders = razorpayOrders();
    const shopper = await shopperWithCart(rz);
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹775.00'));
    expect(screen.queryByText(checkoutMessages.sandboxNotice)).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(orders).toEqual([expect.objectContaining({ amount: 77500 })]);
    expect(opened[0]).toMatchObject({
      key: keys.keyId,
      amount: 77500,
      order_id: 'order_rzp_1',
      name: 'Chamak',
      description: 'Order Payment',
      theme: { color: '#393185' },
      prefill: { name: 'Asha Rani Verma', email: shopper.email, contact: '+919876543210' },
    });
    // UPI first, UPI Collect hidden (Razorpay then shows UPI apps on a phone and a QR code on a computer).
    expect(opened[0]!.config.display.sequence[0]).toBe('block.upi');
    expect(opened[0]!.config.display.hide).toEqual([{ method: 'upi', flows: ['collect'] }]);
    // Razorpay signs order_id|payment_id with the key secret; the server checks it for real.
    const paymentId = 'pay_rzp_1';
    opened[0]!.handler({
      razorpay_order_id: 'order_rzp_1',
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', keys.keySecret)
        .update(`order_rzp_1|${paymentId}`)
        .digest('hex'),
    });
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(rz.callsTo('/order/verify-payment')).toEqual([expect.objectContaining({ status: 200 })]);
  });

  it('toasts the server’s message when the order cannot be created, and gives the button back', async () => {
    razorpayOrders(500);
    await shopperWithCart(rz);
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹775.00'));
    const message = 'The payment service is not answering. Please try again in a minute.';
    const before = toastCount(message);
    fireEvent.click(submitButton());
    await toasted(message, before);
    expect(rz.callsTo('/order/order')[0]!.status).toBe(502);
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    expect(location()).toBe('/checkout');
  });
});

describe('Checkout: a shop without online payment (D24)', () => {
  const off = useRealApi({ config: { paymentsSandbox: false } });

  it('offers cash on delivery only, and places a COD order', async () => {
    await shopperWithCart(off);
    renderCheckout();
    await fillForm();
    const online = screen.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement;
    await waitFor(() => expect(online.disabled).toBe(true));
    expect(off.callsTo('/payments/config')[0]!.response).toMatchObject({ gateway: 'off' });
    expect(online.checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(checkoutMessages.onlinePaymentOff)).toBeTruthy();
    expect(screen.queryByText(checkoutMessages.sandboxNotice)).toBeNull();
    expect(submitButton().textContent).toBe('Place Order');
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\/\d+$/));
    expect(off.callsTo('/order/order')).toHaveLength(0);
    expect(off.callsTo('/order/verify-payment')[0]).toMatchObject({
      body: { paymentMethod: 'cod' },
      status: 200,
    });
  });
});
