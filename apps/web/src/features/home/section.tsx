// The frame every Home section shares: a heading with an optional "view all" link, and the section's error line.
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';

type SectionProps = {
  id: string;
  title: string;
  subtitle?: string;
  link?: { to: string; label: string };
  /** Controls shown at the heading's end instead of a link. */
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

export function Section({ id, title, subtitle, link, actions, children, className = '' }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`mx-auto max-w-7xl px-4 ${className}`}>
      <div className="mb-5 flex items-end justify-between gap-4 sm:mb-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {subtitle && <p className="mt-1 text-sm text-slate-600 sm:text-base">{subtitle}</p>}
        </div>
        {actions}
        {link && (
          <Link
            to={link.to}
            className="group inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-brand hover:text-brand-dark"
          >
            {link.label}
            <ArrowRightIcon width={16} height={16} className="transition group-hover:translate-x-0.5" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A section that failed to load: SPEC's message as written, and a way to try again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center text-sm text-red-800"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md border border-red-300 bg-white px-4 py-1.5 font-medium hover:bg-red-100"
      >
        {t('Retry')}
      </button>
    </div>
  );
}
