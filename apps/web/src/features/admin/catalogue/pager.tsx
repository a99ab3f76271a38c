// Previous / Next with 'page / total' under the admin tables (SPEC section 2, SubCategory and Litres).
import { totalPages } from '@chamak/shared/page-window';
import { buttonClass } from '../ui.tsx';

type Props = { page: number; total: number; perPage: number; onPage: (page: number) => void; label: string };

export function Pager({ page, total, perPage, onPage, label }: Props) {
  const pages = totalPages(total, perPage);
  return (
    <nav
      aria-label={`${label} pages`}
      className="mt-4 flex items-center justify-between gap-3 sm:justify-end"
    >
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="min-w-16 text-center text-sm font-medium text-slate-700" aria-live="polite">
        <span className="sr-only">Page </span>
        {Math.min(page, pages)} / {pages}
      </p>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** The page to show after the list shrank (a delete on the last page): never past the last page. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(page, totalPages(total, perPage));
}
