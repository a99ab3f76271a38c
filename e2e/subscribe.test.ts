// Browser journey of Subscribe and save (decision 0326): a signed-in shopper opens a concentrate's page, chooses
// "Subscribe" at an offered interval, gives the address in the subscription checkout, pays the first order in the
// sandbox window on a mandate, lands on the order confirmation, and finds the subscription under My Account →
// Subscriptions, where Skip next moves its date one interval on and Cancel subscription (one confirmation) ends it
// and revokes the mandate. The journey runs once, at 390 px; E2E_SHOTS_DIR saves screenshots of the product page,
// the checkout and My Account at 390 and 1280 px (the same page resized). The API checks what the pages did.
import type { ProductDetails, ProductPage } from '@chamak/shared/catalogue';
import type { SubscriptionView } from '@chamak/shared/subscriptions';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atBothWidths, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';
import { customerWithOneUnit } from './orders.ts';

const { url, api, shots, pageWithSession } = adminJourney();
const viewport = mobile;

/** E2E_SHOTS_DIR's screenshots of the page at 390 px and at 1280 px (resized, not loaded again). */
const shotsAtBothWidths = async (page: Page, name: string, fullPage = false) => {
  if (!shots) return;
  await atBothWidths(page, viewport, async (v) => {
    await page.screenshot({ path: `${shots}/${name}-${v.width}.png`, fullPage });
  });
};

/** A product of the demo shop with a size offered by subscription and in stock, and that size. */
async function subscribable() {
  const { products } = await api<ProductPage>('/products/getallproducts', {
    body: { page: 1, perPage: 100 },
  });
  for (const p of products) {
    const product = await api<ProductDetails>(`/products/${p.id}`);
    const size = product.productlitres.find((s) => s.subscription && s.remaining_qty >= 10);
    if (size) return { product, size };
  }
  throw new Error('no subscribable size in the demo shop');
}

const who = {
  firstName: 'Ira',
  lastName: 'Sen',
  address: '4 Park Street',
  apt: 'Flat 2C',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

describe('subscribe and save', () => {
  it(
    `subscribes on a product page, pays on a mandate, then skips and cancels in My Account (${viewport.width} px)`,
    async () => {
      const { product, size } = await subscribable();
      const customer = await customerWithOneUnit(api, who);
      const list = () =>
        api<{ data: SubscriptionView[] }>(`/users/${customer.userId}/subscriptions`, {
          token: customer.token,
        });
      const shopper = await pageWithSession(viewport, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const { page } = shopper;
        await page.goto(url(`/product-details/${product.id}`));
        await page.getByRole('heading', { name: product.name, level: 1 }).waitFor(wait);
        const sizeButton = page.getByRole('button', { name: new RegExp(`^${size.litre.litre}\\b`) });
        if ((await sizeButton.count()) > 0) await sizeButton.first().click();
        // Buy once stays the default; subscribing is the shopper's own choice.
        expect(await page.getByRole('radio', { name: 'Buy once' }).isChecked()).toBe(true);
        await page.getByRole('radio', { name: /^Subscribe: deliver every/ }).check();
        const interval = size.subscription!.intervals.at(-1)!;
        await page.getByRole('combobox', { name: 'Deliver every' }).selectOption(String(interval));
        await shotsAtBothWidths(page, 'subscribe-product');
        await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.has('subscribe'), wait);

        const form = page
          .locator('form')
          .filter({ has: page.getByRole('button', { name: 'Subscribe and pay' }) });
        const fill = async (label: string, value: string) => {
          const input = form.getByLabel(new RegExp(`^${label}( \\*)?$`));
          if ((await input.inputValue()) !== value) await input.fill(value);
        };
        await fill('First Name', who.firstName);
        await fill('Last Name', who.lastName);
        await fill('Phone', '9876543210');
        await fill('Address', who.address);
        await fill('Apartment, suite, landmark', who.apt);
        await fill('PIN Code', who.postalCode);
        await expect.poll(() => form.getByLabel(/^City/).inputValue(), wait).not.toBe('');
        expect(await page.getByRole('radio', { name: /UPI AutoPay/ }).isChecked()).toBe(true);
        await page.getByText('Cash on delivery cannot renew by itself').first().waitFor(wait);
        await shotsAtBothWidths(page, 'subscribe-checkout', true);
        await page.getByRole('button', { name: 'Subscribe and pay' }).click();
        const payment = page.getByRole('dialog', { name: 'Order Payment' });
        await payment.waitFor(wait);
        await payment.getByRole('button', { name: /^Pay ₹/ }).click();
        await page.waitForURL((u) => u.pathname.startsWith('/order-confirmation/'), wait);

        // The first payment registered the mandate: the subscription has started.
        await expect.poll(async () => (await list()).data.map((s) => s.status), wait).toEqual(['active']);
        const started = (await list()).data[0]!;
        expect(started).toMatchObject({ pl_id: size.pl_id, intervalDays: interval, method: 'upi' });

        await page.goto(url('/track-order?tab=subscriptions'));
        const row = page.getByRole('listitem').filter({ hasText: product.name });
        await row.getByText('Active', { exact: true }).waitFor(wait);
        await shotsAtBothWidths(page, 'subscribe-profile', true);
        await row.getByRole('button', { name: 'Skip next' }).click();
        await expect.poll(async () => (await list()).data[0]!.nextDueOn, wait).not.toBe(started.nextDueOn);
        const skipped = (await list()).data[0]!;
        expect(Date.parse(skipped.nextDueOn!) - Date.parse(started.nextDueOn!)).toBe(interval * 86_400_000);

        // Cancelling: the button and one confirmation.
        await row.getByRole('button', { name: 'Cancel subscription' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
        await row.getByText('Cancelled', { exact: true }).waitFor(wait);
        expect((await list()).data[0]).toMatchObject({ status: 'cancelled', nextDueOn: null });
        expect(await row.getByRole('button').count()).toBe(0);
      } finally {
        await shopper.close();
      }
    },
    journey,
  );
});
