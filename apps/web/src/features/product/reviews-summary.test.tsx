// @vitest-environment happy-dom
// The product page's reviews against the real API on the demo shop: a product nobody has reviewed says so
// instead of rating itself "0.0 · 0 reviews"; a guest's Write a Review gives the SPEC message and a login link
// that brings the guest back to the product.
import { messages } from '@chamak/shared/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { toast } from '../../lib/toast.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ProductDetailsPage from './product-details-page.tsx';

const api = useRealApi();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Product = { id: number; name: string };
let unreviewed: Product;
let reviewed: Product & { total: number };

beforeAll(async () => {
  [unreviewed] = (await rows<Product>(
    api.database.db,
    sql`select p.id, p.name from products p
      where not exists (select 1 from reviews r where r.product_id = p.id) order by p.id limit 1`,
  )) as [Product];
  [reviewed] = (await rows<Product & { total: number }>(
    api.database.db,
    sql`select p.id, p.name, count(r.id)::int as total from products p join reviews r on r.product_id = p.id
      group by p.id order by p.id limit 1`,
  )) as [Product & { total: number }];
});

const open = async (product: Product) => {
  renderPage(<ProductDetailsPage />, '/product-details/:id', `/product-details/${product.id}`);
  await screen.findByRole('heading', { level: 1, name: product.name });
};
/** The rating under the product's name: a link to the reviews section. */
const ratingLink = () =>
  waitFor(() => {
    const found = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '#reviews');
    if (!found) throw new Error('no link to the reviews');
    return found;
  });

it("says 'No reviews yet' for a product without reviews, not '0.0 · 0 reviews'", async () => {
  await open(unreviewed);
  const link = await ratingLink();
  expect(link.textContent).toBe('No reviews yet');
  expect(within(link).queryByRole('img')).toBeNull();
  // The reviews section below says it too, without an average of 0.0.
  expect(await screen.findByText(/^No reviews yet\. Be the first/)).toBeTruthy();
  const section = screen.getByRole('region', { name: 'Customer Reviews' });
  expect(section.textContent).not.toContain('0.0');
  expect(section.textContent).not.toContain('Based on 0 reviews');
});

it('shows the average and the count for a product with reviews', async () => {
  await open(reviewed);
  const link = await ratingLink();
  expect(link.textContent).toMatch(
    new RegExp(`^\\d\\.\\d · ${reviewed.total} ${reviewed.total === 1 ? 'review' : 'reviews'}$`),
  );
  expect(within(link).getByRole('img').getAttribute('aria-label')).toMatch(/^Rated \d out of 5$/);
});

it('offers a guest a login that comes back to the product, and focuses it', async () => {
  const error = vi.spyOn(toast, 'error');
  await open(reviewed);
  // The reviews' own code takes the section over once loaded; a press before that is kept for it.
  fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
  const login = await screen.findByRole('link', { name: 'Log in to write a review' });
  expect(login.getAttribute('href')).toBe(
    `/login?next=${encodeURIComponent(`/product-details/${reviewed.id}`)}`,
  );
  expect(error).toHaveBeenCalledWith(messages.loginForReview);
  await waitFor(() => expect(document.activeElement).toBe(login));
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(login);
  expect(screen.getByTestId('location').textContent).toBe(
    `/login?next=${encodeURIComponent(`/product-details/${reviewed.id}`)}`,
  );
});
