// A star rating rounded to whole stars, read out as text.
import { t } from '../lib/i18n.ts';

export function Stars({
  rating,
  size = 16,
  className = '',
}: {
  rating: number;
  size?: number;
  className?: string;
}) {
  const rounded = Math.round(rating);
  return (
    <span
      className={`inline-flex items-center gap-0.5 text-amber-500 ${className}`}
      role="img"
      aria-label={t('Rated {rating} out of 5', { rating: rounded })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 20 20"
          width={size}
          height={size}
          aria-hidden="true"
          fill={n <= rounded ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.3"
        >
          <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
        </svg>
      ))}
    </span>
  );
}
