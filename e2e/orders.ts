// What the after-sale journeys set up through the API before the browser starts: a fresh customer with one unit
// in the cart, an order of it (paid online through the sandbox, or cash on delivery), and a page that already
// holds a session in localStorage, as a login leaves it.
import type { ProductPage } from '@chamak/shared/catalogue';
import type { CreatedOrder } from '@chamak/shared/checkout';
import type { Browser } from 'playwright-core';
import { type apiClient, type OpenedPage, openPage, type Viewport } from './harness.ts';

type Api = ReturnType<typeof apiClient>['api'];
export type Customer = { userId: number; token: string; email: string };
export type Address = {
  firstName: string;
  lastName: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  postalCode: string;
};

let serial = 0;

/** The demo admin's token. */
export async function adminToken(api: Api): Promise<string> {
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: 'admin@chamak.example', password: 'Admin@12345' },
  });
  return token;
}

/**
 * A new customer named after the address, signed up and logged in, with one unit (or `units`) of a well-stocked size
 * in the cart.
 */
export async function customerWithOneUnit(api: Api, who: Address, units = 1): Promise<Customer> {
  serial++;
  const t = `${Date.now().toString(36)}${serial}`;
  const handle = who.firstName.toLowerCase();
  const account = {
    fullname: `${who.firstName} ${who.lastName} ${t}`,
    username: `${handle}.${t}`,
    email: `${handle}.${t}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  const { products } = await api<ProductPage>('/products/getallproducts', { body: { page: 1, perPage: 50 } });
  const product = products.find((p) => p.productlitres.some((s) => s.remaining_qty >= 10))!;
  const size = product.productlitres.find((s) => s.remaining_qty >= 10)!;
  await api('/cart/add', {
    token,
    body: { productId: product.id, userId, pl_id: size.pl_id, quantity: units },
  });
  return { userId, token, email: account.email };
}

const checkoutBody = (customer: Customer, to: Address, paymentMethod: 'online' | 'cod') => ({
  ...to,
  email: customer.email,
  phone: '9876543210',
  userId: customer.userId,
  paymentMethod,
});

/** A new customer's online order of one unit (or `units`), paid through the sandbox checkout. */
export async function paidOnlineOrder(
  api: Api,
  to: Address,
  units = 1,
): Promise<{ customer: Customer; orderId: number }> {
  const customer = await customerWithOneUnit(api, to, units);
  const { token } = customer;
  const created = await api<CreatedOrder>('/order/order', {
    token,
    body: checkoutBody(customer, to, 'online'),
  });
  const proof = await api<Record<string, string>>('/payments/sandbox/pay', {
    token,
    body: { order_id: created.data.order_id },
  });
  await api('/order/verify-payment', { token, body: proof });
  return { customer, orderId: created.data.orderId };
}

/** A new customer's cash-on-delivery order of one unit. */
export async function codOrder(api: Api, to: Address): Promise<{ customer: Customer; orderId: number }> {
  const customer = await customerWithOneUnit(api, to);
  const { orderId } = await api<{ orderId: number }>('/order/verify-payment', {
    token: customer.token,
    body: checkoutBody(customer, to, 'cod'),
  });
  return { customer, orderId };
}

/** A page with these localStorage entries (a session, as a login leaves it), written before any app page runs. */
export async function pageWithSession(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport,
  entries: Record<string, string>,
): Promise<OpenedPage> {
  const opened = await openPage(browser, viewport);
  const blank = `${baseUrl}/e2e-session`;
  await opened.page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Session</title><link rel="icon" href="data:,">',
    }),
  );
  await opened.page.goto(blank);
  await opened.page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await opened.page.unroute(blank);
  return opened;
}
