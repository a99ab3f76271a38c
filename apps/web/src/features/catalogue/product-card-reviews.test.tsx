// @vitest-environment happy-dom
// The product card's rating against the real API on the demo shop: a product nobody has reviewed says
// "No reviews yet" instead of empty stars and "0 reviews"; a reviewed one shows its rounded stars and its count.
// The products are the listing's own summaries (POST /api/products/getallproducts); which of them have reviews is
// read from the reviews table.
import type { ProductPage, ProductSummary } from '@chamak/shared/catalogue';
import { cleanup, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { ProductCard, ProductGrid } from '../../components/product-card.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';

const api = useRealApi();

afterEach(() => cleanup());

type Reviewed = { id: number; total: number; average: number };
let unreviewed: ProductSummary;
let reviewed: ProductSummary;
let reviews: Reviewed;

beforeAll(async () => {
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/products/getallproducts',
    payload: { page: 1, perPage: 100 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const products = (res.json() as ProductPage).products;
  const withReviews = await rows<Reviewed>(
    api.database.db,
    sql`select product_id as id, count(*)::int as total, avg(rating)::float as average from reviews
      group by product_id order by product_id`,
  );
  const reviewedIds = new Set(withReviews.map((r) => r.id));
  unreviewed = products.find((p) => !reviewedIds.has(p.id))!;
  reviewed = products.find((p) => reviewedIds.has(p.id))!;
  expect(unreviewed, 'the demo shop lists a product without reviews').toBeTruthy();
  expect(reviewed, 'the demo shop lists a product with reviews').toBeTruthy();
  reviews = withReviews.find((r) => r.id === reviewed.id)!;
});

/** The two cards side by side, as a listing shows them. */
const renderBothCards = () =>
  renderPage(
    <ProductGrid>
      <ProductCard product={unreviewed} />
      <ProductCard product={reviewed} />
    </ProductGrid>,
    '/',
  );

const card = (product: ProductSummary) =>
  screen.getByRole('heading', { name: product.name }).closest('article') as HTMLElement;

it("says 'No reviews yet' on the card of a product nobody has reviewed, not '0.0' or '0 reviews'", async () => {
  renderBothCards();
  await screen.findByRole('heading', { name: unreviewed.name });
  const unreviewedCard = within(card(unreviewed));
  expect(unreviewedCard.getByText('No reviews yet')).toBeTruthy();
  // No rating at all: no stars (not even five empty ones), no average, no count of nought.
  expect(unreviewedCard.queryByRole('img', { name: /^Rated / })).toBeNull();
  expect(card(unreviewed).textContent).not.toMatch(/0\.0|\b0 reviews?\b/);
});

it('shows the rounded stars and the review count on the card of a reviewed product', async () => {
  renderBothCards();
  await screen.findByRole('heading', { name: reviewed.name });
  const reviewedCard = within(card(reviewed));
  expect(reviewedCard.queryByText('No reviews yet')).toBeNull();
  expect(
    reviewedCard.getByRole('img', { name: `Rated ${Math.round(reviews.average)} out of 5` }),
  ).toBeTruthy();
  expect(
    reviewedCard.getByText(`${reviews.total} ${reviews.total === 1 ? 'review' : 'reviews'}`),
  ).toBeTruthy();
});
