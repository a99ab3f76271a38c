// The back-office (/admin/*): guarded by the token and admin flag (the server checks every call again, D3),
// a sidebar that collapses on tablets and phones, a top bar with search and logout, pages loaded lazily.
import { staffRoleLabels } from '@chamak/shared/staff';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { Loading } from '../../components/states.tsx';
import { session } from '../../lib/session.ts';
import { Toaster } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import { adminPages, adminPath } from './nav.ts';
import AdminNotFound from './not-found.tsx';
import { staffMeQuery } from './staff/api.ts';
import { mayOpen } from './staff/page-permissions.ts';
import { TopSearch } from './top-search.tsx';

const pageModules = import.meta.glob<{ default: React.ComponentType }>('./*/*-page.tsx');
const pages = Object.fromEntries(
  adminPages.map((p) => [
    p.file,
    lazy(pageModules[`./${p.file}-page.tsx`] as () => Promise<{ default: React.ComponentType }>),
  ]),
);
const Ratings = lazy(
  pageModules['./people/reviews-page.tsx'] as () => Promise<{ default: React.ComponentType }>,
);
const Customer = lazy(
  pageModules['./customers/customer-page.tsx'] as () => Promise<{ default: React.ComponentType }>,
);
const CreateOrder = lazy(
  pageModules['./orders/create-order-page.tsx'] as () => Promise<{ default: React.ComponentType }>,
);

/** The signed-in staff member's permissions: the menu and the pages follow them (decision 0348). */
function usePermissions(): readonly string[] | undefined {
  return useQuery(staffMeQuery()).data?.permissions;
}

/** A page the role may open, or a plain refusal naming the role (the server would refuse its calls anyway). */
function Allowed({ path, children }: { path: string; children: ReactNode }) {
  const me = useQuery(staffMeQuery());
  if (me.isPending) return <Loading />;
  if (me.data && !mayOpen(me.data.permissions, path))
    return (
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900" role="alert">
        <h1 className="text-lg font-bold">Not for your role</h1>
        <p className="mt-1 text-sm">
          Your role ({staffRoleLabels[me.data.role]}) cannot open this page. Ask the shop’s Owner if you need
          it.
        </p>
      </div>
    );
  return children;
}

function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const permissions = usePermissions();
  return (
    <>
      {open && (
        <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={onClose} aria-hidden="true" />
      )}
      <nav
        aria-label="Admin"
        className={`fixed inset-y-0 left-0 z-40 w-64 -translate-x-full overflow-y-auto bg-slate-900 px-3 py-4 text-slate-300 transition-transform lg:static lg:translate-x-0 ${open ? 'translate-x-0' : ''}`}
      >
        <div className="mb-6 flex items-center justify-between px-2">
          <span className="text-lg font-extrabold text-white">Chamak Admin</span>
          <button
            type="button"
            onClick={onClose}
            className="rounded p-1 hover:bg-slate-800 lg:hidden"
            aria-label="Close menu"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <ul className="space-y-0.5">
          {adminPages
            .filter((p) => mayOpen(permissions, p.path))
            .map((p) => (
              <li key={p.path}>
                <NavLink
                  to={adminPath(p.path)}
                  // Only its own page lights it when another page sits under its path (Reports and Reports → Sales).
                  end={p.path === '' || adminPages.some((q) => q.path.startsWith(`${p.path}/`))}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand font-semibold text-white' : 'hover:bg-slate-800 hover:text-white'}`
                  }
                >
                  {p.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const [menu, setMenu] = useState(false);
  const me = useQuery(staffMeQuery()).data;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setMenu(false);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen bg-slate-100 text-slate-800">
      <Sidebar open={menu} onClose={() => setMenu(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <button
            type="button"
            className="rounded-md p-2 hover:bg-slate-100 lg:hidden"
            onClick={() => setMenu(true)}
            aria-label="Open menu"
            aria-expanded={menu}
          >
            <MenuIcon />
          </button>
          <TopSearch />
          <span className="ml-auto hidden rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-brand sm:inline">
            {me ? `${me.fullname} · ${staffRoleLabels[me.role]}` : 'Admin'}
          </span>
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
            onClick={() => {
              session.clear();
              navigate(paths.home);
            }}
          >
            Logout
          </button>
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </main>
      </div>
      <Toaster />
    </div>
  );
}

export default function AdminApp() {
  const s = session.read();
  if (!s.token || !s.isAdmin) return <Navigate to={paths.login} replace />;
  return (
    <Shell>
      <Routes>
        {adminPages.map((p) => {
          const Page = pages[p.file]!;
          return (
            <Route
              key={p.path}
              path={p.path || undefined}
              index={p.path === ''}
              element={
                <Allowed path={p.path}>
                  <Page />
                </Allowed>
              }
            />
          );
        })}
        <Route
          path="ratings"
          element={
            <Allowed path="ratings">
              <Ratings />
            </Allowed>
          }
        />
        <Route
          path="orders/new"
          element={
            <Allowed path="orders">
              <CreateOrder />
            </Allowed>
          }
        />
        <Route
          path="customers/:id"
          element={
            <Allowed path="customers">
              <Customer />
            </Allowed>
          }
        />
        {/* An address the back-office does not have is said to be one, not swapped for the dashboard. */}
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </Shell>
  );
}
