// The page frame: header and footer (hidden on /login and /signup, and on the password pages that share their
// shell), scroll to top on every path change, toasts; a page whose code is still loading shows Loading inside it.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { t } from '../lib/i18n.ts';
import { Toaster } from '../lib/toast.tsx';
import { paths } from '../paths.ts';
import { AnalyticsBanner } from './analytics-banner.tsx';
import { Footer } from './footer.tsx';
import { Header, type SearchOverlayComponent } from './header.tsx';
import { HydrateLater } from './hydrate-later.tsx';
import { Loading } from './states.tsx';

/** The account pages with a frame of their own (features/account/auth-shell.tsx) instead of the shop's. */
const barePaths: readonly string[] = [
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.staffInvitation,
];

export function Layout({ searchOverlay }: { searchOverlay: SearchOverlayComponent }) {
  const { pathname } = useLocation();
  const bare = barePaths.includes(pathname);
  useEffect(() => {
    // A block body: scrollTo returns a Promise in current Chromium, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-800">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('Skip to content')}
      </a>
      {!bare && <Header SearchOverlay={searchOverlay} />}
      <main id="main" className="min-h-screen flex-1">
        {/* A page whose code is still loading shows Loading here: the header and its open search stay. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && (
        <HydrateLater>
          <Footer />
        </HydrateLater>
      )}
      <Toaster placement={bare ? 'below-auth-bar' : 'top'} />
      {/* Asked once, after the page has loaded (decision 0357). */}
      <AnalyticsBanner />
    </div>
  );
}
