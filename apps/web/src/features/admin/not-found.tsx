// An /admin/... address the back-office does not have (decision 0182): the admin's own not-found page, inside
// the admin shell, naming the address and leading to the dashboard and the pages the admin may have meant. It used
// to send every such address to the dashboard, which hid a mistyped link (decision 0182).
import { Link, useLocation } from 'react-router';
import { adminPages, adminPath } from './nav.ts';
import { AdminPageHeader, buttonClass } from './ui.tsx';

/** The admin pages whose path or name shares a word with the unknown address: what the admin may have meant. */
function nearPages(pathname: string) {
  const asked = pathname
    .replace(/^\/admin\/?/, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);
  return adminPages.filter(
    (p) =>
      p.path &&
      asked.some(
        (word) =>
          p.path.toLowerCase().includes(word) ||
          word.includes(p.path.toLowerCase()) ||
          p.label.toLowerCase().includes(word),
      ),
  );
}

export default function AdminNotFound() {
  const { pathname } = useLocation();
  const near = nearPages(pathname);
  return (
    <div className="mx-auto max-w-2xl">
      <AdminPageHeader title="Page not found" />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-slate-700">
          The back-office has no page at{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-900 [overflow-wrap:anywhere]">
            {pathname}
          </code>
          . The link may be mistyped or the page may have moved.
        </p>
        {near.length > 0 && (
          <div className="mt-4">
            <h2 className="text-sm font-semibold text-slate-900">Did you mean</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {near.map((p) => (
                <li key={p.path}>
                  <Link to={adminPath(p.path)} className="text-sm font-semibold text-brand hover:underline">
                    {p.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Link to={adminPath('')} className={`${buttonClass.primary} mt-6`}>
          Go to the dashboard
        </Link>
      </section>
    </div>
  );
}
