// Routes whose screens arrive with later issues (accounts, checkout, admin) answer with a clear notice.
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { paths } from '../../paths.ts';

export function PendingPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader
        title="Coming soon"
        crumbs={[{ label: 'Home', to: paths.home }, { label: 'Coming soon' }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-slate-700">
          The page <code className="rounded bg-slate-100 px-1.5">{pathname}</code> is not open yet.
        </p>
        <Link
          to={paths.products}
          className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-white"
        >
          Continue Shopping
        </Link>
      </div>
    </>
  );
}

export function NotFoundPage() {
  return (
    <>
      <PageHeader
        title="Page not found"
        crumbs={[{ label: 'Home', to: paths.home }, { label: 'Not found' }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-slate-700">We could not find that page.</p>
        <Link
          to={paths.home}
          className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-white"
        >
          Go to Home
        </Link>
      </div>
    </>
  );
}
