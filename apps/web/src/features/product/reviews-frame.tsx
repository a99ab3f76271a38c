// The reviews section's frame (heading, summary, Write a Review) and its loading line: shared by the reviews
// themselves and by the stand-in the page renders until their code has loaded (deferred-reviews.tsx), so both
// render the same markup and the hand-over changes nothing on screen.
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n.ts';

export function ReviewsFrame({
  summary,
  onWrite,
  children,
}: {
  summary?: ReactNode;
  onWrite?: () => void;
  children: ReactNode;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-28">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
            {t('Customer Reviews')}
          </h2>
          {summary}
        </div>
        <button
          type="button"
          onClick={onWrite}
          className="self-start rounded-xl border-2 border-brand px-5 py-2.5 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white sm:self-auto"
        >
          {t('Write a Review')}
        </button>
      </div>
      {children}
    </section>
  );
}

export function ReviewsLoading() {
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('Loading reviews...')}
    </p>
  );
}
