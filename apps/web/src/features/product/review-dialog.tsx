// The Write a Review modal: a native <dialog> (focus moves in, the page behind is inert, Escape closes),
// a 1 to 5 star rating as radio buttons (5 to begin with) and a description.
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons.tsx';
import { msg, t } from '../../lib/i18n.ts';

type Props = {
  productName: string;
  submitting: boolean;
  onSubmit: (review: { rating: number; description: string }) => Promise<boolean>;
  onClose: () => void;
};

const ratingWords = ['', msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')];

export function ReviewDialog({ productName, submitting, onSubmit, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [rating, setRating] = useState(5);
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    // Where focus was before opening; the dialog gives it back on close.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (rating < 1) {
      setError(t('Please select a rating.'));
      return;
    }
    setError('');
    if (await onSubmit({ rating, description: description.trim() })) onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      <form onSubmit={submit} className="flex flex-col gap-5 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {t('Write a Review')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{productName}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('Close')}
            className="-m-1 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('Your rating')}</legend>
          <div className="flex items-center gap-3">
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer">
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    className="peer sr-only"
                  />
                  <span className="sr-only">
                    {t('{count, plural, one {# star} other {# stars}}', { count: n })}
                  </span>
                  <svg
                    viewBox="0 0 20 20"
                    width="32"
                    height="32"
                    aria-hidden="true"
                    fill={n <= rating ? 'currentColor' : 'none'}
                    stroke="currentColor"
                    strokeWidth="1.3"
                    className="rounded text-amber-500 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:scale-110"
                  >
                    <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
                  </svg>
                </label>
              ))}
            </div>
            <span className="text-sm font-medium text-slate-600" aria-hidden="true">
              {t(ratingWords[rating] ?? '')}
            </span>
          </div>
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </fieldset>

        <div>
          <label htmlFor={textId} className="mb-2 block text-sm font-semibold text-slate-900">
            {t('Your review')}
          </label>
          <textarea
            id={textId}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={5}
            maxLength={2000}
            placeholder={t('How did it clean? What did you use it on?')}
            className="w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
          />
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-xl border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {t('Cancel')}
          </button>
          <button
            type="submit"
            disabled={submitting}
            className="rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? t('Submitting...') : t('Submit Review')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
