// The back-office pager, one for every admin list (SPEC section 2). In full: 'Showing x to y of n results',
// Previous, at most 5 page buttons, an ellipsis and the last page, Next; shown only when there is more than one
// page. Compact (the catalogue tables SPEC draws that way: SubCategory, Litres, Products): Previous, 'page /
// pages', Next; shown whenever the caller shows it, one page included.
import { buttonClass } from '../ui.tsx';
import { type PageFigures, pageItems } from './pager.ts';

type Props = PageFigures & {
  onPage: (page: number) => void;
  /** The navigation's accessible name ('Orders pages'). */
  label: string;
  compact?: boolean;
};

const button =
  'min-w-9 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40';
const plain = `${button} border-slate-300 bg-white hover:bg-slate-50`;

export function AdminPager({ page, pages, total, from, to, onPage, label, compact = false }: Props) {
  if (compact) return <CompactPager page={page} pages={pages} onPage={onPage} label={label} />;
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="mt-6 flex flex-col items-center justify-between gap-3 sm:flex-row sm:items-center"
    >
      <p className="text-sm text-slate-600">
        Showing <span className="font-semibold text-slate-900">{from}</span> to{' '}
        <span className="font-semibold text-slate-900">{to}</span> of{' '}
        <span className="font-semibold text-slate-900">{total}</span> results
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button type="button" className={plain} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
        </li>
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={item === pages && item !== page ? `Page ${item} (last)` : `Page ${item}`}
                className={`${button} ${item === page ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={plain} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}

function CompactPager({ page, pages, onPage, label }: Pick<Props, 'page' | 'pages' | 'onPage' | 'label'>) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 sm:justify-end">
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
        {page} / {pages}
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
