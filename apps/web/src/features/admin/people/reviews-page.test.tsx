// @vitest-environment happy-dom
// /admin/reviews and /admin/ratings: reviews as plain text in a searchable table, delete after confirmation
// with 'Review deleted successfully', and 'No reviews found'.
import type { Review } from '@chamak/shared/reviews';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, recordToasts, renderAdminPage } from '../list-kit/test-kit.tsx';
import ReviewsPage from './reviews-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  localStorage.clear();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const review = (id: number, who: string, product: string, description: string, rating = 4): Review => ({
  id,
  userId: id,
  productId: id,
  rating,
  description,
  createdAt: '2026-11-20T10:00:00.000Z',
  User: { fullName: who },
  Product: { name: product },
  verifiedBuyer: id === 1,
});
const reviews = [
  review(1, 'Asha Verma', 'Floor Cleaner', '<img src=x onerror=alert(1)> works well', 5),
  review(2, 'Ravi Iyer', 'Fabric Softener', 'Smells lovely', 3),
];

describe('reviews', () => {
  it('shows review text as text, the rating and a verified buyer, and searches', async () => {
    api = fakeApi(() => reviews);
    const { container } = renderAdminPage(<ReviewsPage />, '/admin/ratings');
    expect(await screen.findByText('<img src=x onerror=alert(1)> works well')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('5 out of 5')).toBeTruthy();
    expect(screen.getByText('Verified buyer')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search reviews' }), {
      target: { value: 'softener' },
    });
    expect(screen.queryByText('Asha Verma')).toBeNull();
    expect(screen.getByText('Ravi Iyer')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search reviews' }), {
      target: { value: 'nothing' },
    });
    expect(screen.getByText('No reviews found')).toBeTruthy();
  });

  it("asks before deleting, then says 'Review deleted successfully'", async () => {
    api = fakeApi((call) =>
      call.method === 'DELETE' ? { message: 'Review deleted successfully' } : reviews,
    );
    renderAdminPage(<ReviewsPage />, '/admin/reviews');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete review by Ravi Iyer' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete?' }));
    expect(confirm.getByText(/the review by Ravi Iyer of Fabric Softener/)).toBeTruthy();
    expect(api.writes()).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Review deleted successfully'));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/ratings/2', body: undefined }]);
  });
});
