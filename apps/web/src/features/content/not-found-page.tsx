// The page for a path the shop does not have.
import { Link } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';

export function NotFoundPage() {
  return (
    <>
      <PageMeta title={t('Page not found')} description={t('We could not find that page.')} noindex />
      <PageHeader
        title={t('Page not found')}
        crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Not found') }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-slate-700">{t('We could not find that page.')}</p>
        <Link
          to={paths.home}
          className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-white"
        >
          {t('Go to Home')}
        </Link>
      </div>
    </>
  );
}
