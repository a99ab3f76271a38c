// Browser journeys of the GST documents: a customer's cash-on-delivery order has its tax invoice, which the
// customer downloads from the order's page and the admin from the order window; once the admin cancels it,
// its credit note is there to download too. Each file is the browser's own download (Playwright's download
// event), checked as a PDF whose text carries the document's number and the order's total.
import { readFile } from 'node:fs/promises';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  desktop,
  journey,
  launchBrowser,
  mobile,
  type OpenedPage,
  openPage,
  type Shop,
  startShop,
  type Viewport,
} from './harness.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;
let adminToken = '';

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  adminToken = (
    await api<{ token: string }>('/users/login', {
      body: { email: 'admin@chamak.example', password: 'Admin@12345' },
    })
  ).token;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const url = (p: string) => `${shop!.baseUrl}${p}`;
const { api } = apiClient(() => shop!.baseUrl);

type Customer = { userId: number; token: string };

let serial = 0;
async function newCustomer(): Promise<Customer> {
  serial++;
  const tag = `${Date.now().toString(36)}${serial}`;
  const account = {
    fullname: 'Ira Menon',
    username: `ira.${tag}`,
    email: `ira.${tag}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  return { userId, token };
}

/** A cash-on-delivery order of two units of a size in stock, delivered to Karnataka (IGST). */
async function placeCodOrder(customer: Customer): Promise<Order> {
  const { products } = await api<{
    products: { productlitres: { pl_id: number; remaining_qty: number }[]; id: number }[];
  }>('/products/getallproducts', { body: { page: 1, perPage: 50 } });
  const product = products.find((p) => p.productlitres.some((s) => s.remaining_qty >= 10))!;
  const size = product.productlitres.find((s) => s.remaining_qty >= 10)!;
  await api('/cart/add', {
    token: customer.token,
    body: { productId: product.id, userId: customer.userId, pl_id: size.pl_id, quantity: 2 },
  });
  const { orderId } = await api<{ orderId: number }>('/order/verify-payment', {
    token: customer.token,
    body: {
      firstName: 'Ira',
      lastName: 'Menon',
      email: 'ira.invoice@example.com',
      phone: '9876543210',
      address: '4 Residency Road',
      apt: 'Flat 2C',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      userId: customer.userId,
      paymentMethod: 'cod',
    },
  });
  return api<Order>(`/order/get/${orderId}`, { token: customer.token });
}

/** A page of the shop with a session in localStorage (as a login leaves it), written before any app page runs. */
async function pageWithSession(viewport: Viewport, entries: Record<string, string>): Promise<OpenedPage> {
  const opened = await openPage(browser!, viewport);
  const blank = url('/e2e-session');
  await opened.page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Session</title><link rel="icon" href="data:,">',
    }),
  );
  await opened.page.goto(blank);
  await opened.page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await opened.page.unroute(blank);
  return opened;
}

/** Clicks `button`, takes the browser's download and reads it back: its file name, first bytes and text. */
async function download(page: Page, button: Locator): Promise<{ name: string; head: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await file.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return {
    name: file.suggestedFilename(),
    head: bytes.subarray(0, 5).toString(),
    text: text.replace(/\s+/g, ' '),
  };
}

const fileNameOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

describe('GST invoice and credit note downloads', () => {
  it(
    'the customer downloads the invoice from the order page, the admin from the order window, and both the credit note once cancelled',
    async () => {
      const customer = await newCustomer();
      const order = await placeCodOrder(customer);
      const number = order.invoice?.number;
      expect(number).toMatch(/^CH\/\d\d-\d\d\/\d{6}$/);
      const total = formatRupees(Math.round(order.totalPrice * 100));

      // The customer, on a phone (where shoppers mostly are; the steps are the same on a desktop, where the
      // customer downloads the credit note below).
      {
        const { page, errors, close } = await pageWithSession(mobile, {
          token: customer.token,
          userId: String(customer.userId),
        });
        try {
          await page.goto(url(`/track-order?tab=orders&order=${order.id}`));
          await page.getByRole('heading', { name: `Order #${order.id}` }).waitFor();
          await page.getByText(number!, { exact: true }).waitFor();
          const file = await download(page, page.getByRole('button', { name: 'Download invoice' }));
          expect(file.head).toBe('%PDF-');
          expect(file.name).toBe(fileNameOf(number!));
          expect(file.text).toContain('TAX INVOICE');
          expect(file.text).toContain(number);
          expect(file.text).toContain('Ira Menon');
          expect(file.text).toContain('Karnataka (29)');
          expect(file.text).toContain(total);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      }

      // The admin cancels it: a credit note for the whole invoice.
      await api(`/order/${order.id}/cancel`, { method: 'POST', token: adminToken });
      const cancelled = await api<Order>(`/order/get/${order.id}`, { token: customer.token });
      expect(cancelled.creditNotes).toEqual([{ n: 1, number: expect.stringMatching(/^CN\//) }]);
      const credit = cancelled.creditNotes[0]!.number;

      // The admin, in the order window: the invoice and the credit note.
      {
        const { page, errors, close } = await pageWithSession(desktop, {
          token: adminToken,
          isAdmin: 'true',
        });
        try {
          await page.goto(url(`/admin/orders?order=${order.id}`));
          const modal = page.getByRole('dialog', { name: `Order #${order.id}`, exact: true });
          await modal.getByRole('heading', { name: 'GST documents' }).waitFor();
          const invoice = await download(page, modal.getByRole('button', { name: 'Download invoice' }));
          expect(invoice.head).toBe('%PDF-');
          expect(invoice.name).toBe(fileNameOf(number!));
          expect(invoice.text).toContain(number);
          const note = await download(page, modal.getByRole('button', { name: `Credit note ${credit}` }));
          expect(note.head).toBe('%PDF-');
          expect(note.name).toBe(fileNameOf(credit));
          expect(note.text).toContain('CREDIT NOTE');
          expect(note.text).toContain(credit);
          expect(note.text).toContain(number);
          expect(note.text).toContain(total);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      }

      // The customer sees the credit note on the order page and downloads it.
      {
        const { page, errors, close } = await pageWithSession(desktop, {
          token: customer.token,
          userId: String(customer.userId),
        });
        try {
          await page.goto(url(`/track-order?tab=orders&order=${order.id}`));
          const note = await download(page, page.getByRole('button', { name: `Credit note ${credit}` }));
          expect(note.name).toBe(fileNameOf(credit));
          expect(note.text).toContain(credit);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      }
    },
    journey,
  );
});
