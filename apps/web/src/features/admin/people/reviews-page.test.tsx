// @vitest-environment happy-dom
// /admin/reviews and /admin/ratings against the real API on the demo shop: reviews as plain text in a
// searchable table, a verified buyer marked, delete after confirmation with 'Review deleted successfully',
// and 'No reviews found'.
import type { Review } from '@chamak/shared/reviews';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import ReviewsPage from './reviews-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let made = 0;
/** A fresh customer named `first` (with a unique surname) writes a review of the demo size `plId`'s product. */
async function review(first: string, plId: number, description: string, rating: number, bought = false) {
  made++;
  const fullname = `${first} ${Date.now().toString(36)}${made}`;
  const size = await demoSize(api, plId);
  const user = await api.newCustomer({ fullname });
  if (bought) await placeCodOrder(api, size, 1, user);
  const res = await api.as(user.token, {
    method: 'POST',
    url: '/api/ratings',
    payload: { userId: user.userId, productId: size.productId, rating, description },
  });
  expect(res.statusCode).toBe(201);
  return { fullname, product: size.name, review: (res.json() as { review: Review }).review };
}

describe('reviews', () => {
  it('shows review text as text, the rating and a verified buyer, and searches', async () => {
    // Demo sizes 1 and 4: Citrus Burst 500 ml and Neem & Tulsi 500 ml.
    const asha = await review('Asha', 1, '<img src=x onerror=alert(1)> works well', 5, true);
    const ravi = await review('Ravi', 4, 'Smells lovely', 3);
    const { container } = renderAdminPage(<ReviewsPage />, '/admin/ratings');
    expect(await screen.findByText('<img src=x onerror=alert(1)> works well')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    const ashaRow = screen.getByText(asha.fullname).closest('tr')!;
    expect(within(ashaRow).getByText('5 out of 5')).toBeTruthy();
    expect(within(ashaRow).getByText('Verified buyer')).toBeTruthy();
    const raviRow = screen.getByText(ravi.fullname).closest('tr')!;
    expect(within(raviRow).queryByText('Verified buyer')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search reviews' }), {
      target: { value: ravi.fullname.toUpperCase() },
    });
    // The server searches, once the typing pauses.
    await waitFor(() => expect(screen.queryByText(asha.fullname)).toBeNull());
    expect(screen.getByText(ravi.fullname)).toBeTruthy();
    expect(screen.getByText('Smells lovely')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search reviews' }), {
      target: { value: 'nothing matches this' },
    });
    expect(await screen.findByText('No reviews found')).toBeTruthy();
  });

  it("asks before deleting, then says 'Review deleted successfully'", async () => {
    const ravi = await review('Ravi', 6, 'Smells lovely', 3);
    renderAdminPage(<ReviewsPage />, '/admin/reviews');
    fireEvent.click(await screen.findByRole('button', { name: `Delete review by ${ravi.fullname}` }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete?' }));
    expect(
      confirm.getByText(`the review by ${ravi.fullname} of ${ravi.product}`, { exact: false }),
    ).toBeTruthy();
    expect(writes(api)).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Review deleted successfully'));
    expect(writes(api)).toEqual([{ method: 'DELETE', path: `/ratings/${ravi.review.id}`, body: undefined }]);
    await waitFor(() => expect(screen.queryByText(ravi.fullname)).toBeNull());
    const left = await api.as(await api.adminToken(), { method: 'GET', url: '/api/ratings' });
    expect((left.json() as Review[]).map((r) => r.id)).not.toContain(ravi.review.id);
  });
});
