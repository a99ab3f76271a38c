// A catalogue address that names nothing (/subcategory/999, /products/999, or an id that is not one): SPEC's
// empty message under a "not found" title, kept out of search results, with a way on. No Retry: asking again
// finds nothing. The server renders it too and answers 404 (entry-server.tsx).
import { Link } from 'react-router';
import type { Crumb } from '../../components/breadcrumb.tsx';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';

export function ListingNotFound({ title, crumbs, text }: { title: string; crumbs: Crumb[]; text: string }) {
  return (
    <>
      <PageMeta title={title} description={text} noindex />
      <PageHeader title={title} crumbs={crumbs} />
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-16 text-center">
        <p className="text-slate-700">{text}</p>
        <Link
          to={paths.products}
          className="rounded-xl bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {t('Browse all products')}
        </Link>
      </div>
    </>
  );
}
