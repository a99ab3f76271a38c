// @vitest-environment happy-dom
// The home promo banner against the real API on the demo shop: linked to a promotion, its button leads to the
// products the offer covers and a code promotion's code is printed on it; a link the admin set leads the button
// there (through the router for a page of the shop, as a plain link for an http(s) address), and a stored link
// that is neither is ignored.
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

it('sends the button where the admin’s link says, and ignores a stored link that is not a page or http(s)', async () => {
  const [banner] = await rows<{ id: number; link: string }>(
    api.database.db,
    sql`select id, link from promo_banners order by id limit 1`,
  );
  const setLink = (link: string) =>
    api.database.db.execute(sql`update promo_banners set link = ${link} where id = ${banner!.id}`);
  const button = async () => {
    const view = renderPage(<PromoBanner />, '/');
    const href = (await screen.findByRole('link', { name: /Shop/ })).getAttribute('href');
    view.unmount();
    return href;
  };
  try {
    await setLink('/collection/Floor%20Cleaners');
    expect(await button()).toBe('/collection/Floor%20Cleaners');
    await setLink('https://offers.example/diwali');
    expect(await button()).toBe('https://offers.example/diwali');
    // Written past the API's check (an older version, a hand edit): the default, the combos.
    await setLink('javascript:alert(1)');
    expect(await button()).toBe('/combos');
  } finally {
    await setLink(banner!.link);
  }
});
