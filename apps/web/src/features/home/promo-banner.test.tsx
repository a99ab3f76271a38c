// @vitest-environment happy-dom
// The home promo banner linked to a promotion against the real API on the demo shop: its button leads to the
// products the offer covers, and a code promotion's code is printed on it.
import type { ProductPage, ProductSummary } from '@chamak/shared/catalogue';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { withPromotions } from '../../test/promotions.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import { PromoBanner } from './promo-banner.tsx';

const api = useRealApi();

afterEach(() => cleanup());

let products: ProductSummary[] = [];
beforeAll(async () => {
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/products/getallproducts',
    payload: { page: 1, perPage: 100 },
  });
  products = (res.json() as ProductPage).products;
});

it('sends a promo banner linked to an offer to the products it covers, and prints a code', async () => {
  const [banner] = await rows<{ id: number }>(
    api.database.db,
    sql`select id from promo_banners order by id limit 1`,
  );
  expect(banner).toBeDefined();
  const category = products.find((p) => !p.combos)!.categoryId;
  const code = `BANNER${Date.now().toString(36).toUpperCase()}`;
  await withPromotions(
    api,
    [
      {
        name: 'Floor week',
        action: 'percent',
        percent: 20,
        appliesTo: 'categories',
        categoryIds: [category],
      },
      { name: 'Banner code', code, action: 'fixed', amount: 75 },
    ],
    async ([offer, coded]) => {
      try {
        await api.database.db.execute(
          sql`update promo_banners set promotion_id = ${offer!} where id = ${banner!.id}`,
        );
        const first = renderPage(<PromoBanner />, '/');
        const link = await screen.findByRole('link', { name: /Shop Deals|Shop/ });
        await waitFor(() => expect(link.getAttribute('href')).toBe(`/products?category=${category}`));
        expect(screen.getByText('20% off')).toBeTruthy();
        first.unmount();

        await api.database.db.execute(
          sql`update promo_banners set promotion_id = ${coded!} where id = ${banner!.id}`,
        );
        renderPage(<PromoBanner />, '/');
        await screen.findByText(code);
        expect(screen.getByText(/Use code/).textContent).toContain(`₹75 off · Use code ${code}`);
        expect(screen.getByRole('link', { name: /Shop/ }).getAttribute('href')).toBe('/products');
      } finally {
        await api.database.db.execute(
          sql`update promo_banners set promotion_id = null where id = ${banner!.id}`,
        );
      }
    },
  );
});
