// @vitest-environment happy-dom
// The checkout page against a fake API: login, empty carts, prefill, SPEC's messages under their fields,
// the failed-submit toast, one order per click while 'Placing Order...', COD, and the online payment windows.
import { checkoutMessages } from '@chamak/shared/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Call,
  cartItems,
  fakeApi,
  held,
  json,
  logIn,
  quoteOf,
  renderCheckout,
  shipping,
  userId,
} from './test-fixtures.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  localStorage.clear();
  logIn();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  localStorage.clear();
  Reflect.deleteProperty(window, 'Razorpay');
});

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

/** Waits for the prefilled form, fills the shipping block and the state. */
async function fillForm(extra: Record<string, string> = {}) {
  await waitFor(() => expect(field('First Name').value).toBe('Asha'));
  for (const [label, value] of Object.entries({ ...shipping, ...extra })) type(label, value);
  fireEvent.change(field('State'), { target: { value: 'Karnataka' } });
}

const orderCreated = {
  message: 'Order created',
  data: {
    products: [],
    totalAmount: 699.2,
    finalAmount: 898.2,
    order_id: 'order_sbx_1',
    orderId: 41,
    amount: 89820,
    currency: 'INR',
    key: 'rzp_test_sandbox',
    gateway: 'sandbox',
  },
};
const proof = {
  razorpay_order_id: 'order_sbx_1',
  razorpay_payment_id: 'pay_sbx_1',
  razorpay_signature: 'a'.repeat(64),
};

describe('Checkout: the page', () => {
  it('sends a guest to /login?next=/checkout', async () => {
    localStorage.clear();
    api = fakeApi();
    renderCheckout();
    await waitFor(() => expect(location()).toBe('/login?next=/checkout'));
  });

  it('says the cart is empty, with a link to the products', async () => {
    api = fakeApi(undefined, []);
    renderCheckout();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says No valid items in the cart. when no line has a product', async () => {
    api = fakeApi(undefined, [{ ...cartItems[0]!, productId: 0 }]);
    renderCheckout();
    expect(await screen.findByText('No valid items in the cart.')).toBeTruthy();
  });

  it('shows the title, crumbs, the server’s figures, and prefills the contact block from the profile', async () => {
    // The cart's prices are stale (₹150.00 each); the summary shows the server's quote of ₹170.05 each.
    const stale = cartItems.map((item) => ({
      ...item,
      productlitre: { ...item.productlitre, discounted_price: 150 },
    }));
    api = fakeApi(undefined, stale, 'razorpay', (call) => quoteOf(call.body as object));
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Check Out' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('Home/Check Out');
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    expect(field('Last Name').value).toBe('Rani Verma');
    expect(field('Email').value).toBe('asha@example.com');
    expect(field('Phone').value).toBe('9876543210');
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(await summary.findByText('₹340.10')).toBeTruthy();
    expect(summary.getByText('Cotton Crisp Starch Spray')).toBeTruthy();
    expect(summary.getByText('500 ml · ₹170.05 each')).toBeTruthy();
    expect(summary.getByText('₹699.20')).toBeTruthy();
    expect(summary.getByText('₹199.00')).toBeTruthy();
    expect(summary.getByText('₹898.20')).toBeTruthy();
    expect(summary.queryByText(/₹150\.00|₹300\.00/)).toBeNull();
    // Each line's picture is its cart line's, found by pl_id.
    const pictures = summary.getAllByRole('presentation', { hidden: true }).map((i) => i.getAttribute('src'));
    expect(pictures).toEqual(['/media/p48.webp', '/media/p11.webp']);
    expect(api.to('/order/quote')).toHaveLength(0);
    expect(api.to('/cart/quote')[0]!.body).toEqual({ userId, paymentMethod: 'online' });
    expect((screen.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹898.20'));
  });

  it('adds the COD fee the server quotes for a listed PIN code, and shows where COD is not offered', async () => {
    api = fakeApi();
    renderCheckout();
    await fillForm({ 'PIN Code': '110001' });
    choose('Cash on delivery');
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(await summary.findByText('Cash on delivery fee (select PIN codes)')).toBeTruthy();
    expect(summary.getByText('₹30.00')).toBeTruthy();
    expect(summary.getByText('₹928.20')).toBeTruthy();
    expect(submitButton().textContent).toBe('Place Order');
    expect(api.to('/cart/quote').at(-1)!.body).toEqual({
      userId,
      paymentMethod: 'cod',
      postalCode: '110001',
    });
    type('PIN Code', '744101');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Cash on delivery is not available for this PIN code. Please pay online.');
    expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toBe(alert.id);
  });
});

describe('Checkout: the server’s quote (decision 0050)', () => {
  const figure = (label: string) => {
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const term = within(summary).getByText(label, { selector: 'dt, dt *' }).closest('div')!;
    return term.querySelector('dd')!.textContent;
  };

  it('shows … until the first quote arrives, then keeps the previous quote while a new one loads', async () => {
    const waiting: ReturnType<typeof held>[] = [];
    api = fakeApi(undefined, undefined, 'razorpay', (call) => {
      const answer = held();
      waiting.push(answer);
      return answer.promise.then(() => quoteOf(call.body as object));
    });
    renderCheckout();
    await waitFor(() => expect(waiting).toHaveLength(1));
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('Cotton Crisp Starch Spray')).toBeTruthy();
    expect(figure('Subtotal')).toBe('…');
    expect(figure('Delivery Charge')).toBe('…');
    expect(figure('Total')).toBe('…');
    expect(summary.getByText('500 ml · … each')).toBeTruthy();
    expect(submitButton().textContent).toBe('Place Order');
    waiting[0]!.release(undefined);
    await waitFor(() => expect(figure('Total')).toBe('₹898.20'));

    await fillForm({ 'PIN Code': '110001' });
    choose('Cash on delivery');
    await waitFor(() => expect(api!.to('/cart/quote').at(-1)!.body).toMatchObject({ paymentMethod: 'cod' }));
    // The online quote stays on screen, never a total of the browser's own, until the COD quote answers.
    expect(figure('Total')).toBe('₹898.20');
    expect(figure('Subtotal')).toBe('₹699.20');
    for (const answer of waiting) answer.release(undefined);
    await waitFor(() => expect(figure('Total')).toBe('₹928.20'));
    expect(figure('Cash on delivery fee (select PIN codes)')).toBe('₹30.00');
  });

  it('sends SPEC’s figures in the order as the quote has them', async () => {
    api = fakeApi((call) => {
      if (call.path === '/order/verify-payment') return { message: 'Order placed successfully', orderId: 54 };
      if (call.path === '/order/get/54') return { id: 54, totalPrice: 928.2, codFee: 30 };
      throw new Error(`unexpected ${call.path}`);
    });
    renderCheckout();
    await fillForm({ 'PIN Code': '110001' });
    choose('Cash on delivery');
    await waitFor(() => expect(figure('Total')).toBe('₹928.20'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(api!.to('/order/verify-payment')).toHaveLength(1));
    expect(api.to('/order/verify-payment')[0]!.body).toMatchObject({
      paymentMethod: 'cod',
      totalMl: 2000,
      totalPrice: 699.2,
      delivery_charge: 199,
      finalPrice: 928.2,
      amount: 92820,
      orderDetail: 'Cotton Crisp Starch Spray (500 ml) x2, Bachelor Starter Combo (1 L) x1',
    });
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('Checkout: the address (SPEC section 5)', () => {
  it('puts each field’s message under it, toasts, sends nothing, and clears a message when its field is edited', async () => {
    api = fakeApi();
    renderCheckout();
    await waitFor(() => expect(field('First Name').value).toBe('Asha'));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) type(label, '');
    const before = toastCount('Please fill in all required fields correctly.');
    fireEvent.click(submitButton());

    const expected: Record<string, string> = {
      'First Name': 'FirstName is required',
      'Last Name': 'LastName is required',
      Email: 'Email is required',
      Phone: 'Phone is required',
      Address: 'Address is required',
      'Apartment, suite, landmark': 'Apt is required',
      City: 'City is required',
      State: 'Please select a valid state',
      'PIN Code': 'PostalCode is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(messageUnder(label)).toBe(message);
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    await toasted('Please fill in all required fields correctly.', before);
    expect(document.activeElement).toBe(field('First Name'));
    expect(api.to('/order/order')).toHaveLength(0);
    expect(api.to('/order/verify-payment')).toHaveLength(0);

    // Each message clears when its own field is edited, and only that one.
    for (const label of Object.keys(expected)) {
      if (label === 'State') fireEvent.change(field(label), { target: { value: 'Kerala' } });
      else type(label, 'x');
      expect(messageUnder(label)).toBeNull();
      expect(field(label).getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('refuses a malformed e-mail, phone number and PIN code with SPEC’s messages', async () => {
    api = fakeApi();
    renderCheckout();
    await fillForm({ Email: 'asha@', Phone: '98765', 'PIN Code': '56009' });
    fireEvent.click(submitButton());
    expect(messageUnder('Email')).toBe('Invalid email format');
    expect(messageUnder('Phone')).toBe('Phone number must be 10 digits');
    expect(messageUnder('PIN Code')).toBe('Please enter a valid 6-digit PIN code');
    expect(messageUnder('City')).toBeNull();
    expect(api.to('/order/order')).toHaveLength(0);
  });

  it('refuses Select State', async () => {
    api = fakeApi();
    renderCheckout();
    await fillForm();
    const state = field('State');
    expect(state.value).toBe('Karnataka');
    fireEvent.change(state, { target: { value: 'Select State' } });
    const before = toastCount('Please fill in all required fields correctly.');
    fireEvent.click(submitButton());
    expect(messageUnder('State')).toBe('Please select a valid state');
    await toasted('Please fill in all required fields correctly.', before);
    expect(api.to('/order/order')).toHaveLength(0);
  });
});

describe('Checkout: cash on delivery', () => {
  it('shows Placing Order... on a disabled button, sends one order for a double click, then clears OrderData and goes to /', async () => {
    const answer = held();
    api = fakeApi((call) => {
      if (call.path === '/order/verify-payment') return answer.promise;
      if (call.path === '/order/get/52') return { id: 52, totalPrice: 898.2, codFee: 0 };
      throw new Error(`unexpected ${call.path}`);
    });
    renderCheckout();
    await fillForm();
    choose('Cash on delivery');
    await waitFor(() => expect(submitButton().textContent).toBe('Place Order'));
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Placing Order...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(submitButton());
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    expect(api.to('/order/verify-payment')).toHaveLength(1);
    expect(api.to('/order/order')).toHaveLength(0);
    const body = api.to('/order/verify-payment')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      paymentMethod: 'cod',
      userId,
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
    answer.release({ message: 'Order placed successfully', orderId: 52 });
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('OrderData')).toBeNull();
    await toasted('Order placed successfully', before);
    await toasted('Order #52: ₹898.20 to pay on delivery.');
    expect(api.to('/order/verify-payment')).toHaveLength(1);
  });

  it('stays on the page with the reason under the payment choice when the server refuses COD for the PIN code', async () => {
    api = fakeApi((call) => {
      if (call.path === '/order/verify-payment')
        return json(422, {
          message: 'Cash on delivery is not available for this PIN code. Please pay online.',
        });
      throw new Error(`unexpected ${call.path}`);
    });
    renderCheckout();
    await fillForm();
    choose('Cash on delivery');
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Cash on delivery is not available for this PIN code. Please pay online.');
    expect(location()).toBe('/checkout');
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    // Changing the PIN code clears it.
    type('PIN Code', '560001');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s message and goes to /cart when stock ran out', async () => {
    api = fakeApi((call) => {
      if (call.path === '/order/verify-payment')
        return json(409, { message: 'Only 1 left in stock for Bachelor Starter Combo (1 L).' });
      throw new Error(`unexpected ${call.path}`);
    });
    renderCheckout();
    await fillForm();
    choose('Cash on delivery');
    const before = toastCount('Only 1 left in stock for Bachelor Starter Combo (1 L).');
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/cart'));
    await toasted('Only 1 left in stock for Bachelor Starter Combo (1 L).', before);
  });
});

describe('Checkout: online payment', () => {
  function online(overrides: Partial<Record<string, (call: Call) => unknown>> = {}) {
    return fakeApi((call) => {
      const own = overrides[call.path];
      if (own) return own(call);
      if (call.path === '/order/order') return orderCreated;
      if (call.path === '/payments/sandbox/pay') return proof;
      if (call.path === '/order/verify-payment')
        return { message: 'Payment verified successfully', orderId: 41 };
      throw new Error(`unexpected ${call.path}`);
    });
  }

  it('creates one order for a double click, pays in the sandbox window, verifies, and goes to /track-order', async () => {
    const created = held();
    api = online({ '/order/order': () => created.promise });
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(submitButton().textContent).toBe('Pay ₹898.20'));
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Placing Order...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(api.to('/order/order')).toHaveLength(1);
    expect(api.to('/order/order')[0]!.body).toMatchObject({
      paymentMethod: 'online',
      userId,
      city: 'Bengaluru',
    });
    created.release(orderCreated);

    const dialog = await screen.findByRole('dialog', { name: 'Order Payment' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Sandbox payment — no money moves')).toBeTruthy();
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹898.20' });
    expect(document.activeElement).toBe(pay);
    expect(JSON.parse(localStorage.getItem('OrderData') ?? '{}')).toMatchObject({
      orderId: 41,
      order_id: 'order_sbx_1',
      amount: 89820,
    });

    const before = toastCount('Payment verified successfully');
    fireEvent.click(pay);
    await waitFor(() => expect(location()).toBe('/track-order'));
    expect(api.to('/payments/sandbox/pay')[0]!.body).toEqual({ order_id: 'order_sbx_1' });
    expect(api.to('/order/verify-payment')[0]!.body).toEqual({ ...proof, paymentMethod: 'online', userId });
    expect(localStorage.getItem('OrderData')).toBeNull();
    await toasted('Payment verified successfully', before);
  });

  it('on a failed payment shows the error, goes to /cart and verifies nothing', async () => {
    api = online();
    renderCheckout();
    await fillForm();
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Order Payment' });
    const before = toastCount('Payment failed. Please try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    await toasted('Payment failed. Please try again.', before);
    expect(api.to('/order/verify-payment')).toHaveLength(0);
    // the server records the failed attempt, so the order is not left pending
    expect(api.to('/payments/sandbox/fail')[0]!.body).toEqual({ order_id: 'order_sbx_1' });
  });

  it('goes to /cart with the server’s message when verification fails (sold out while paying)', async () => {
    const soldOut =
      'Bachelor Starter Combo (1 L) is out of stock. Your payment will be refunded in full within 7 business days.';
    api = online({ '/order/verify-payment': () => json(409, { message: soldOut }) });
    renderCheckout();
    await fillForm();
    fireEvent.click(submitButton());
    const before = toastCount(soldOut);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(location()).toBe('/cart'));
    await toasted(soldOut, before);
  });

  it('closes the sandbox window on Escape and gives the button back', async () => {
    api = online();
    renderCheckout();
    await fillForm();
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    const before = toastCount('Payment cancelled. Your order has not been placed.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitButton().textContent).toBe('Pay ₹898.20');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(submitButton());
    expect(location()).toBe('/checkout');
    await toasted('Payment cancelled. Your order has not been placed.', before);
  });

  it('toasts the server’s message when the order cannot be created, and gives the button back', async () => {
    api = online({ '/order/order': () => json(502, { message: 'The payment service is not answering.' }) });
    renderCheckout();
    await fillForm();
    const before = toastCount('The payment service is not answering.');
    fireEvent.click(submitButton());
    await toasted('The payment service is not answering.', before);
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    expect(location()).toBe('/checkout');
  });

  it('opens Razorpay with the order, colour #393185 and Order Payment, and verifies its answer', async () => {
    type Options = {
      key: string;
      amount: number;
      order_id: string;
      description: string;
      theme: { color: string };
      prefill: { name: string; email: string; contact: string };
      handler: (response: typeof proof) => void;
    };
    const opened: Options[] = [];
    class FakeRazorpay {
      constructor(readonly options: Options) {}
      on() {}
      close() {}
      open() {
        opened.push(this.options);
      }
    }
    Object.assign(window, { Razorpay: FakeRazorpay });
    api = online({
      '/order/order': () => ({ ...orderCreated, data: { ...orderCreated.data, gateway: 'razorpay' } }),
    });
    renderCheckout();
    await fillForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 89820,
      order_id: 'order_sbx_1',
      name: 'Chamak',
      description: 'Order Payment',
      theme: { color: '#393185' },
      prefill: { name: 'Asha Rani Verma', email: 'asha@example.com', contact: '9876543210' },
    });
    opened[0]!.handler(proof);
    await waitFor(() => expect(location()).toBe('/track-order'));
    expect(api.to('/order/verify-payment')).toHaveLength(1);
  });
});

describe('Checkout: the shop’s payment gateway (D24)', () => {
  it('offers cash on delivery only when the shop has no payment gateway, and places a COD order', async () => {
    api = fakeApi(
      (call) => {
        if (call.path === '/order/verify-payment')
          return { message: 'Order placed successfully', orderId: 53 };
        if (call.path === '/order/get/53') return { id: 53, totalPrice: 898.2, codFee: 0 };
        throw new Error(`unexpected ${call.path}`);
      },
      undefined,
      'off',
    );
    renderCheckout();
    await fillForm();
    const online = screen.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement;
    await waitFor(() => expect(online.disabled).toBe(true));
    expect(online.checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(checkoutMessages.onlinePaymentOff)).toBeTruthy();
    expect(submitButton().textContent).toBe('Place Order');
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.to('/order/order')).toHaveLength(0);
    expect(api.to('/order/verify-payment')[0]!.body).toMatchObject({ paymentMethod: 'cod' });
  });

  it('says payments are tests when the shop runs the sandbox gateway, and not otherwise', async () => {
    api = fakeApi(undefined, undefined, 'sandbox');
    renderCheckout();
    await screen.findByText(checkoutMessages.sandboxNotice);
    expect((screen.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).disabled).toBe(false);
    cleanup();
    api.restore();
    api = fakeApi();
    renderCheckout();
    await fillForm();
    await waitFor(() => expect(api!.to('/payments/config')).toHaveLength(1));
    expect(screen.queryByText(checkoutMessages.sandboxNotice)).toBeNull();
  });
});
