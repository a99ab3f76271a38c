// Create order in the back-office (decision 0354) in the browser at desktop and phone widths: from Admin → Orders, a
// cash order for a new phone customer, the product found by search and its size added, the server's quote shown
// live and equal to the staff quote call's, then the new order's number. E2E_SHOTS_DIR saves screenshots.
import { formatRupees } from '@chamak/shared/money';
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

describe('creating an order for a phone customer', () => {
  for (const [n, viewport] of [desktop, mobile].entries())
    it(
      `places a cash order for a new number from Admin → Orders at ${viewport.width} px`,
      async () => {
        const found = await shop.asAdmin<{ id: number; name: string; kind: string }[]>(
          '/search/suggest?q=cleaner&limit=8',
        );
        const products = found.filter((s) => s.kind === 'product');
        let chosen: { id: number; name: string; size: string; pl_id: number } | undefined;
        for (const p of products) {
          const detail = await shop.asAdmin<{
            productlitres: { pl_id: number; remaining_qty: number; litre: { litre: string } }[];
          }>(`/products/${p.id}`);
          const size = detail.productlitres.find((s) => s.remaining_qty >= 3);
          if (size) {
            chosen = { id: p.id, name: p.name, size: size.litre.litre, pl_id: size.pl_id };
            break;
          }
        }
        expect(chosen, 'a product with stock to order').toBeDefined();
        const phone = `96${String(Date.now() % 100_000_000).padStart(8, '0')}`.slice(0, 9) + String(n);
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          await page.goto(shop.url('/admin/orders'));
          await page.getByRole('link', { name: 'Create order' }).click();
          await page.getByRole('heading', { name: 'Create order', level: 1 }).waitFor(wait);
          await page.getByLabel('Mobile number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
          await page
            .getByTestId('customer-found')
            .getByText(/New customer/)
            .waitFor(wait);
          await page.getByLabel('First name').fill('Lakshmi');
          await page.getByLabel('Last name').fill('Rao');
          await page.getByLabel('Address', { exact: true }).fill('9 Beach Road');
          await page.getByLabel('Apartment, landmark').fill('Near the lighthouse');
          await page.getByLabel('City').fill('Chennai');
          await page.getByLabel('State').selectOption('Tamil Nadu');
          await page.getByLabel('PIN code').fill('600004');
          await page.getByLabel('Add a product').fill(chosen!.name);
          await page
            .getByRole('list', { name: 'Products found' })
            .getByRole('button', { name: chosen!.name })
            .first()
            .click();
          await page
            .getByRole('group', { name: `Sizes of ${chosen!.name}` })
            .getByRole('button', {
              name: new RegExp(`^${chosen!.size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`),
            })
            .click();
          await page.getByLabel(`Quantity of ${chosen!.name} (${chosen!.size})`).fill('2');
          const staffQuote = await shop.asAdmin<{ totalPaise: number }>('/admin/orders/quote', {
            method: 'POST',
            body: {
              phone,
              postalCode: '600004',
              state: 'Tamil Nadu',
              address: '9 Beach Road',
              apt: 'Near the lighthouse',
              lines: [{ productId: chosen!.id, pl_id: chosen!.pl_id, quantity: 2 }],
              payment: 'cod',
            },
          });
          await expect
            .poll(() => page.getByTestId('quote-total').innerText(), wait)
            .toBe(formatRupees(staffQuote.totalPaise));
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/create-order-${viewport.width}.png`,
              fullPage: true,
            });
          await expectAccessibleAtBothWidths(page, viewport);

          await page.getByRole('button', { name: 'Place order' }).click();
          const placed = page.getByRole('heading', { name: /^Order #\d+ placed$/, level: 1 });
          await placed.waitFor(wait);
          const orderId = Number((await placed.innerText()).match(/\d+/)![0]);
          await page.getByText(formatRupees(staffQuote.totalPaise)).first().waitFor(wait);
          await page.getByText(/a new customer account was made/).waitFor(wait);
          const history = await shop.asAdmin<{ events: { reason: string | null }[] } | unknown>(
            `/admin/orders/${orderId}/timeline`,
          );
          expect(JSON.stringify(history)).toContain('for a phone/WhatsApp order (cash on delivery)');
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/create-order-placed-${viewport.width}.png`,
              fullPage: true,
            });
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
