// Previous, at most five numbered pages, Next, and "Page X of Y" (SPEC section 2).
import { pageWindow, totalPages } from '@chamak/shared/page-window';
import { t } from '../lib/i18n.ts';

type Props = { page: number; total: number; perPage: number; onPage: (page: number) => void };

export function Pagination({ page, total, perPage, onPage }: Props) {
  const pages = totalPages(total, perPage);
  if (total === 0) return null;
  const button =
    'min-w-10 rounded-md border px-3 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t('Pagination')} className="mt-8 flex flex-col items-center gap-3">
      <div className="flex flex-wrap items-center justify-center gap-2">
        <button
          type="button"
          className={`${button} border-slate-300 bg-white hover:bg-slate-50`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('Previous')}
        </button>
        {pageWindow(page, pages).map((n) => (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('Page {page}', { page: String(n) })}
            className={`${button} ${n === page ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          className={`${button} border-slate-300 bg-white hover:bg-slate-50`}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('Next')}
        </button>
      </div>
      <p className="text-sm text-slate-600">
        {t('Page {page} of {pages}', { page: String(Math.min(page, pages)), pages: String(pages) })}
      </p>
    </nav>
  );
}
