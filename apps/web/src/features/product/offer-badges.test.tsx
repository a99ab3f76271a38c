// @vitest-environment happy-dom
// The automatic offers' badges against the real API on the demo shop: a product card shows the offer that
// covers its product (by product, category or combo), none for a product no offer covers and no shop-wide
// offer on every card; the product page lists the shop-wide one too; the offers are asked once for a whole
// grid.
import type { ProductPage, ProductSummary } from '@chamak/shared/catalogue';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { ProductCard, ProductGrid } from '../../components/product-card.tsx';
import { withPromotions } from '../../test/promotions.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ProductDetailsPage from './product-details-page.tsx';

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

const card = (product: ProductSummary) =>
  screen.getByRole('heading', { name: product.name }).closest('article') as HTMLElement;

it('shows on each card the offer that covers its product, and none where no offer does', async () => {
  const plain = products.filter((p) => !p.combos);
  const chosen = plain[0]!;
  const sameCategory = plain.find((p) => p.id !== chosen.id && p.categoryId === chosen.categoryId)!;
  const otherCategory = plain.find((p) => p.categoryId !== chosen.categoryId)!;
  const combo = products.find((p) => p.combos)!;
  const uncovered = plain.find(
    (p) => p.categoryId !== chosen.categoryId && p.categoryId !== otherCategory.categoryId,
  )!;
  await withPromotions(
    api,
    [
      { name: 'B2G1', action: 'bxgy', buyQty: 2, getQty: 1, appliesTo: 'products', productIds: [chosen.id] },
      {
        name: 'Category week',
        action: 'percent',
        percent: 15,
        appliesTo: 'categories',
        categoryIds: [otherCategory.categoryId],
      },
      { name: 'Combo deal', action: 'fixed', amount: 40, appliesTo: 'combos' },
      { name: 'Prepaid', action: 'percent', percent: 5, onlineOnly: true },
    ],
    async () => {
      renderPage(
        <ProductGrid>
          {[chosen, sameCategory, otherCategory, combo, uncovered].map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ProductGrid>,
        '/',
      );
      await waitFor(() => expect(within(card(chosen)).getByText('Buy 2 get 1 free')).toBeTruthy());
      expect(within(card(otherCategory)).getByText('15% off')).toBeTruthy();
      expect(within(card(combo)).getByText('₹40 off')).toBeTruthy();
      // A product-scoped offer is that product's alone; the shop-wide prepaid offer is on no card.
      for (const p of [sameCategory, uncovered]) expect(within(card(p)).queryByText(/ off| free/)).toBeNull();
      expect(screen.queryByText(/when you pay online/)).toBeNull();
      // Read by screen readers as an offer, and fetched once for the whole grid.
      expect(card(chosen).textContent).toContain('Offer: Buy 2 get 1 free');
      expect(api.callsTo('/promotions/offers')).toHaveLength(1);
    },
  );
});

it('lists on the product page its own offer and the shop-wide one', async () => {
  const chosen = products.find((p) => !p.combos)!;
  await withPromotions(
    api,
    [
      { name: 'B3G1', action: 'bxgy', buyQty: 3, getQty: 1, appliesTo: 'products', productIds: [chosen.id] },
      { name: 'Prepaid', action: 'percent', percent: 5, onlineOnly: true },
    ],
    async () => {
      renderPage(<ProductDetailsPage />, '/product-details/:id', `/product-details/${chosen.id}`);
      await screen.findByRole('heading', { level: 1, name: chosen.name });
      await screen.findByText('Buy 3 get 1 free');
      expect(screen.getByText('5% off when you pay online')).toBeTruthy();
      // The product's own first: it says more about this product.
      const text = document.body.textContent!;
      expect(text.indexOf('Buy 3 get 1 free')).toBeLessThan(text.indexOf('5% off when you pay online'));
    },
  );
});
