// Customer reviews of one product: average and count, the list (plain text only), Write a Review for a
// logged-in shopper (a guest is offered a login that comes back to the product), and Delete on the shopper's
// own reviews.
import { messages } from '@chamak/shared/messages';
import type { Review } from '@chamak/shared/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { Stars } from '../../components/stars.tsx';
import { dayMonthYear, parseDate } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import { loginPath, session, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { deleteReview, productReviewsQuery, submitReview, summarise } from './api.ts';
import { ReviewsFrame, ReviewsLoading } from './reviews-frame.tsx';

// The dialogs load when first opened: the product page's first download leaves them out.
const ReviewDialog = lazy(async () => ({ default: (await import('./review-dialog.tsx')).ReviewDialog }));
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../components/confirm-dialog.tsx')).ConfirmDialog,
}));

function formatDate(iso: string) {
  const date = parseDate(iso);
  return date ? dayMonthYear(date) : '';
}

function ReviewItem({
  review,
  own,
  onDelete,
  deleting,
}: {
  review: Review;
  own: boolean;
  onDelete: () => void;
  deleting: boolean;
}) {
  const initial = review.User.fullName.trim().charAt(0).toUpperCase() || '?';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-100 font-bold text-brand"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">{review.User.fullName}</p>
            {review.verifiedBuyer && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                <CheckIcon width={12} height={12} />
                {t('Verified buyer')}
              </span>
            )}
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <Stars rating={review.rating} size={14} />
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </div>
          {review.description && (
            <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
              {review.description}
            </p>
          )}
        </div>
        {own && (
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            className="shrink-0 rounded-lg border border-red-200 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            {deleting ? t('Deleting...') : t('Delete')}
            <span className="sr-only"> {t('your review')}</span>
          </button>
        )}
      </div>
    </li>
  );
}

export function ProductReviews({
  productId,
  productName,
  startWriting,
}: {
  productId: number;
  productName: string;
  /** Write a Review was pressed before this code had loaded (deferred-reviews.tsx): act on it once mounted. */
  startWriting?: boolean;
}) {
  const queryClient = useQueryClient();
  const currentSession = useSession();
  const [writing, setWriting] = useState(false);
  // A guest pressed Write a Review: the login link, focused so Enter follows it.
  const [askLogin, setAskLogin] = useState(false);
  const loginLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (askLogin) loginLink.current?.focus();
  }, [askLogin]);
  const { data: reviews, isPending, isError, refetch } = useQuery(productReviewsQuery(productId));

  // Written straight into the cache: an immediate refetch could be answered by a cached copy of the list.
  const setReviews = (update: (list: Review[]) => Review[]) =>
    queryClient.setQueryData<Review[]>(keys.productReviews(productId), (list) => update(list ?? []));

  const create = useMutation({
    mutationFn: submitReview,
    onSuccess: (result) => {
      toast.success(t('Review submitted successfully!'));
      const review = result?.review;
      if (review) setReviews((list) => [review, ...list.filter((r) => r.id !== review.id)]);
      else queryClient.invalidateQueries({ queryKey: keys.productReviews(productId) });
    },
    onError: () => toast.error(t('Failed to submit review')),
  });

  // The review waiting for the shopper's answer in the app's confirm dialog (decision 0193).
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: deleteReview,
    onSuccess: (_result, reviewId) => {
      setConfirming(null);
      toast.success(t('Review deleted successfully'));
      setReviews((list) => list.filter((r) => r.id !== reviewId));
    },
    onError: (error) => {
      setConfirming(null);
      toast.error(
        error instanceof ApiError && error.status !== 0 ? error.message : t('Failed to delete review'),
      );
    },
  });

  function openWriter() {
    if (!session.read().loggedIn) {
      toast.error(t(messages.loginForReview));
      setAskLogin(true);
      return;
    }
    setWriting(true);
  }

  // Once, for a press made before this code had loaded.
  useEffect(() => {
    if (startWriting) openWriter();
  }, []);

  async function send(review: { rating: number; description: string }) {
    const userId = Number(session.read().userId);
    try {
      await create.mutateAsync({ userId, productId, ...review });
      return true;
    } catch {
      return false;
    }
  }

  const list = reviews ?? [];
  const { average, count } = summarise(list);
  const myId = currentSession.userId === null ? Number.NaN : Number(currentSession.userId);

  return (
    <ReviewsFrame
      onWrite={openWriter}
      summary={
        !isPending &&
        !isError &&
        count > 0 && (
          <div className="mt-2 flex items-center gap-3">
            <span className="text-3xl font-bold text-slate-900">{average.toFixed(1)}</span>
            <span className="flex flex-col">
              <Stars rating={average} size={18} />
              <span className="text-sm text-slate-600">
                {t('Based on {count, plural, one {# review} other {# reviews}}', { count })}
              </span>
            </span>
          </div>
        )
      }
    >
      {askLogin && !currentSession.loggedIn && (
        <p className="mt-4 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950">
          {t(messages.loginForReview)}{' '}
          <Link
            ref={loginLink}
            to={loginPath(paths.productDetails(productId))}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t('Log in to write a review')}
          </Link>{' '}
          {t('and you will come back to this product.')}
        </p>
      )}
      <div className="mt-6">
        {isPending ? (
          <ReviewsLoading />
        ) : isError ? (
          <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
            {t('Could not load reviews.')}
            <button type="button" onClick={() => refetch()} className="font-semibold underline">
              {t('Retry')}
            </button>
          </div>
        ) : count === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
            {t('No reviews yet. Be the first to share how it worked for you.')}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                own={review.userId === myId}
                deleting={remove.isPending && remove.variables === review.id}
                onDelete={() => setConfirming(review.id)}
              />
            ))}
          </ul>
        )}
      </div>

      <Suspense fallback={null}>
        {confirming !== null && (
          <ConfirmDialog
            title={t('Delete your review?')}
            message={t('Your review of {product} will be removed from this page for good.', {
              product: productName,
            })}
            confirmLabel={t('Delete review')}
            cancelLabel={t('Keep it')}
            busyLabel={t('Deleting...')}
            busy={remove.isPending}
            danger
            onConfirm={() => remove.mutate(confirming)}
            onClose={() => setConfirming(null)}
          />
        )}

        {writing && (
          <ReviewDialog
            productName={productName}
            submitting={create.isPending}
            onSubmit={send}
            onClose={() => setWriting(false)}
          />
        )}
      </Suspense>
    </ReviewsFrame>
  );
}
