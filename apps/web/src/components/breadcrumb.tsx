// "Home / All Products / Search: floor": the trail above every page's title.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { t } from '../lib/i18n.ts';

export type Crumb = { label: string; to?: string };

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t('Breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <Fragment key={`${item.label}-${i}`}>
            {i > 0 && (
              <li aria-hidden="true" className="text-slate-400">
                /
              </li>
            )}
            <li className="min-w-0 wrap-anywhere">
              {item.to && i < items.length - 1 ? (
                <Link to={item.to} className="hover:text-brand hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={i === items.length - 1 ? 'page' : undefined}
                  className={i === items.length - 1 ? 'font-medium text-slate-900' : ''}
                >
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/** A page header: breadcrumb and title. */
export function PageHeader({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-r from-indigo-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-2">
          <Breadcrumb items={crumbs} />
        </div>
      </div>
    </header>
  );
}
