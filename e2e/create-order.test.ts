// Create order in the back-office (decision 0354), run once at 1280 px (an admin page): from Admin → Orders, a
// cash order for a new phone customer, the product found by search and its size added, the server's quote shown
// live and equal to the staff quote call's, then the new order's number. No step differs by width, so the filled
// form and the placed order are resized to 390 px rather than entered again: the quote and the order number are
// on screen at both widths, and the filled form spills nothing sideways and has nothing serious for axe at 1280
// and 390 px. E2E_SHOTS_DIR saves both widths' shots.
import { formatRupees } from '@chamak/shared/money';
import { describe, expect, it } from 'vitest';
import { atBothWidths, desktop, expectAccessibleAtBothWidths, journey, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

describe('creating an order for a phone customer', () => {
  it(
    'places a cash order for a new number from Admin → Orders; the form fits and passes axe at 1280 and 390 px',
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
      const phone = `96${String(Date.now() % 100_000_000).padStart(8, '0')}`;
      const { page, errors, close } = await shop.pageWithSession(desktop, {
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
        const quote = page.getByTestId('quote-total');
        await expect.poll(() => quote.innerText(), wait).toBe(formatRupees(staffQuote.totalPaise));
        await atBothWidths(page, desktop, async (v) => {
          expect(await quote.isVisible(), `the quote at ${v.width} px`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            v.width,
          );
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/create-order-${v.width}.png`, fullPage: true });
        });
        await expectAccessibleAtBothWidths(page, desktop);

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
        await atBothWidths(page, desktop, async (v) => {
          expect(await placed.isVisible(), `the order number at ${v.width} px`).toBe(true);
          if (shop.shots)
            await page.screenshot({
              path: `${shop.shots}/create-order-placed-${v.width}.png`,
              fullPage: true,
            });
        });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
