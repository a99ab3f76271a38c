// SPEC section 2's routes in one place, each loaded lazily; admin code is its own chunk. The browser makes its
// router from them (main.tsx) and the server renders first views with them (entry-server.tsx).
import { lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { Layout } from './components/layout.tsx';
import { Loading } from './components/states.tsx';

/** The header's search overlay loads when first opened. */
const SearchOverlay = lazy(() => import('./features/search/search-overlay.tsx'));

/** Lazy route: only the page's own code loads when the route is visited. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  // The back-office is its own chunk, outside the shopper layout; shopper pages never load its code.
  {
    path: 'admin/*',
    HydrateFallback: () => <Loading />,
    ...page(() => import('./features/admin/admin-app.tsx')),
  },
  {
    element: <Layout searchOverlay={SearchOverlay} />,
    HydrateFallback: () => <Loading />,
    children: [
      { index: true, ...page(() => import('./features/home/home-page.tsx')) },
      { path: 'products', ...page(() => import('./features/catalogue/all-products-page.tsx')) },
      { path: 'combos', ...page(() => import('./features/catalogue/combos-page.tsx')) },
      {
        path: 'subcategory/:cateId',
        ...page(() => import('./features/catalogue/subcategory-list-page.tsx')),
      },
      {
        path: 'products/:subCateId',
        ...page(() => import('./features/catalogue/subcategory-products-page.tsx')),
      },
      {
        path: 'collection/:collectionName',
        ...page(() => import('./features/catalogue/collection-page.tsx')),
      },
      { path: 'product-details/:id', ...page(() => import('./features/product/product-details-page.tsx')) },
      { path: 'about', ...page(() => import('./features/content/about-page.tsx')) },
      { path: 'contact', ...page(() => import('./features/content/contact-page.tsx')) },
      { path: 'return-exchange', ...page(() => import('./features/content/return-exchange-page.tsx')) },
      { path: 'shipping-policy', ...page(() => import('./features/content/shipping-policy-page.tsx')) },
      { path: 'faqs', ...page(() => import('./features/content/faqs-page.tsx')) },
      { path: 'privacy-policy', ...page(() => import('./features/content/privacy-policy-page.tsx')) },
      { path: 'terms-conditions', ...page(() => import('./features/content/terms-conditions-page.tsx')) },
      { path: 'cart', ...page(() => import('./features/cart/cart-page.tsx')) },
      { path: 'wishlist', ...page(() => import('./features/wishlist/wishlist-page.tsx')) },
      { path: 'login', ...page(() => import('./features/account/login-page.tsx')) },
      { path: 'signup', ...page(() => import('./features/account/signup-page.tsx')) },
      { path: 'forgot-password', ...page(() => import('./features/account/forgot-password-page.tsx')) },
      { path: 'reset-password', ...page(() => import('./features/account/reset-password-page.tsx')) },
      { path: 'track-order', ...page(() => import('./features/account/track-order-page.tsx')) },
      { path: 'checkout', ...page(() => import('./features/checkout/checkout-page.tsx')) },
      {
        path: '*',
        ...page(async () => ({
          default: (await import('./features/content/not-found-page.tsx')).NotFoundPage,
        })),
      },
    ],
  },
];

/**
 * Loads the code of the routes matching `url` and puts it on the route objects, so a router made afterwards
 * renders them at once: hydrating a server-rendered page must not start with the lazy routes' fallback.
 */
export async function resolveLazyRoutes(url: string | URL | Location): Promise<void> {
  const pathname = typeof url === 'string' ? url : url.pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
