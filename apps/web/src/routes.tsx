// SPEC section 2's routes in one place, each loaded lazily; admin code is its own chunk. The browser renders them
// in its router (main.tsx) and the server renders first views with them (entry-server.tsx), both through
// <AppRoutes>: a route's `handle` says what the server needs to know about it. The router is React Router's
// declarative one (decision 0346): the data router's loaders, actions and fetchers, which the shop never used, cost
// every page 17 KiB of JavaScript.
import type { FetchQueryOptions } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type Params, type RouteObject, useRoutes } from 'react-router';
import { queries } from './api/queries.ts';
import { Layout } from './components/layout.tsx';
import { Loading } from './components/states.tsx';
import { routerBase } from './lib/i18n.ts';

/** The header's search overlay loads when first opened. */
const SearchOverlay = lazy(() => import('./features/search/search-overlay.tsx'));

/** A route's page whose code loads when it is first rendered, or before that through `preload`. */
type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Lazy route: only the page's own code loads when the route is visited. Until it has loaded the page suspends
 * (the nearest <Suspense> shows its fallback); once loaded it renders at once, so a page whose code was
 * preloaded (preloadRoutes) renders in the first pass, as hydration and the server's render need.
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'Component'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A failed load (the network) is tried again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Page: LazyPage = Object.assign(
    () => {
      if (Loaded) return <Loaded />;
      throw preload();
    },
    { preload },
  );
  return { Component: Page };
}

/** A query a first view reads, as the options the page itself uses (so both share its key and its call). */
// biome-ignore lint/suspicious/noExplicitAny: options of any query, whatever its data
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** What the server knows of a route (entry-server.tsx); the browser's router ignores it. */
export type RouteHandle = {
  /** The page's module (its key in Vite's manifest): the server lists its code in the page. */
  chunk?: string;
  /**
   * What the route's first view reads before it can show anything. A page route that has it is a first view the
   * server renders: it fetches these (with those of the routes around it) and renders the page from them; null
   * when the address names nothing the page could show (an id that is not one). Loaded on demand, so the browser
   * never downloads what only the server asks.
   */
  queries?: (view: { params: Params; url: URL }) => Promise<AnyQuery[] | null>;
};

/**
 * A page the browser renders from what it holds (cart, account, checkout): the server does not render it, but
 * lists its module's code in the page, so it downloads beside the app's instead of after it.
 */
function browserView(chunk: string): { handle: RouteHandle } {
  return { handle: { chunk } };
}

/**
 * A page the server renders: its module and what its first view reads. Only the server reads route handles
 * (entry-server.tsx), so every route puts them behind `import.meta.env.SSR` and the browser's build drops them.
 */
function firstView(chunk: string, reads: RouteHandle['queries'] = async () => []): { handle: RouteHandle } {
  return { handle: { chunk, queries: reads } };
}

/** The catalogue pages' query options (features/catalogue/api.ts), loaded only where asked. */
const catalogue = () => import('./features/catalogue/api.ts');

/** The automatic offers, for the badges of pages that show products (decision 0166). */
const offers = async () => (await import('./api/offers.ts')).offersQuery();

/** A route parameter as an id; null for anything else, which the server leaves to the page. */
const id = (value: string | undefined) => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : null);

export const routes: RouteObject[] = [
  // The back-office is its own chunk, outside the shopper layout; shopper pages never load its code.
  {
    path: 'admin/*',
    handle: { chunk: 'src/features/admin/admin-app.tsx' } satisfies RouteHandle,
    ...page(() => import('./features/admin/admin-app.tsx')),
  },
  {
    element: <Layout searchOverlay={SearchOverlay} />,
    // The header and footer show the shop's settings (taglines, contacts, links) on every page.
    handle: { queries: async () => [queries.settings()] } satisfies RouteHandle,
    children: [
      {
        index: true,
        ...page(() => import('./features/home/home-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/home/home-page.tsx', async () => {
            const { homeQueries } = await import('./features/home/api.ts');
            return [homeQueries.banners(), queries.categories()];
          })),
      },
      {
        path: 'products',
        ...page(() => import('./features/catalogue/all-products-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/catalogue/all-products-page.tsx', async ({ url }) => {
            const { catalogueQueries: q, listingBody, listings, listingState } = await catalogue();
            return [
              q.products(listingBody(listings.allProducts, listingState(url))),
              q.categories(),
              q.subcategories(),
              await offers(),
            ];
          })),
      },
      {
        path: 'combos',
        ...page(() => import('./features/catalogue/combos-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/catalogue/combos-page.tsx', async ({ url }) => {
            const { catalogueQueries: q, listingBody, listings, listingState } = await catalogue();
            return [
              q.products(listingBody(listings.combos, listingState(url))),
              q.categories(),
              q.subcategories(),
              await offers(),
            ];
          })),
      },
      {
        path: 'subcategory/:cateId',
        ...page(() => import('./features/catalogue/subcategory-list-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/catalogue/subcategory-list-page.tsx', async ({ params }) => {
            const { catalogueQueries: q } = await catalogue();
            const category = id(params.cateId);
            return category === null ? null : [q.subcategoriesOf(category), q.categories()];
          })),
      },
      {
        path: 'products/:subCateId',
        ...page(() => import('./features/catalogue/subcategory-products-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/catalogue/subcategory-products-page.tsx', async ({ params, url }) => {
            const { catalogueQueries: q, listingState } = await catalogue();
            const subcategory = id(params.subCateId);
            if (subcategory === null) return null;
            return [
              q.subcategoryProducts(subcategory, listingState(url).page),
              q.subcategories(),
              await offers(),
            ];
          })),
      },
      {
        path: 'collection/:collectionName',
        ...page(() => import('./features/catalogue/collection-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/catalogue/collection-page.tsx')),
      },
      {
        path: 'product-details/:id',
        ...page(() => import('./features/product/product-details-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/product/product-details-page.tsx', async ({ params }) => {
            const product = id(params.id);
            return product === null ? null : [queries.product(product), await offers()];
          })),
      },
      {
        path: 'about',
        ...page(() => import('./features/content/about-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/content/about-page.tsx', async () => {
            const { aboutBannerQuery } = await import('./features/content/api.ts');
            return [aboutBannerQuery()];
          })),
      },
      // The other content pages read nothing but the shop's settings (the layout's).
      {
        path: 'contact',
        ...page(() => import('./features/content/contact-page.tsx')),
        ...(import.meta.env.SSR && firstView('src/features/content/contact-page.tsx')),
      },
      {
        path: 'grievance',
        ...page(() => import('./features/content/grievance-page.tsx')),
        ...(import.meta.env.SSR && firstView('src/features/content/grievance-page.tsx')),
      },
      {
        path: 'return-exchange',
        ...page(() => import('./features/content/return-exchange-page.tsx')),
        ...(import.meta.env.SSR && firstView('src/features/content/return-exchange-page.tsx')),
      },
      {
        path: 'shipping-policy',
        ...page(() => import('./features/content/shipping-policy-page.tsx')),
        ...(import.meta.env.SSR && firstView('src/features/content/shipping-policy-page.tsx')),
      },
      {
        path: 'faqs',
        ...page(() => import('./features/content/faqs-page.tsx')),
        ...(import.meta.env.SSR && firstView('src/features/content/faqs-page.tsx')),
      },
      {
        path: 'privacy-policy',
        ...page(() => import('./features/content/privacy-policy-page.tsx')),
        ...(import.meta.env.SSR && firstView('src/features/content/privacy-policy-page.tsx')),
      },
      {
        path: 'privacy',
        ...page(() => import('./features/content/privacy-notice-page.tsx')),
        ...(import.meta.env.SSR &&
          firstView('src/features/content/privacy-notice-page.tsx', async () => {
            const { privacyNoticeQuery } = await import('./features/content/privacy-api.ts');
            return [privacyNoticeQuery()];
          })),
      },
      {
        path: 'terms-conditions',
        ...page(() => import('./features/content/terms-conditions-page.tsx')),
        ...(import.meta.env.SSR && firstView('src/features/content/terms-conditions-page.tsx')),
      },
      {
        path: 'cart',
        ...page(() => import('./features/cart/cart-page.tsx')),
        // Its first view is the same for everyone (an empty cart, or loading where the browser holds one).
        ...(import.meta.env.SSR && firstView('src/features/cart/cart-page.tsx')),
      },
      {
        path: 'wishlist',
        ...page(() => import('./features/wishlist/wishlist-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/wishlist/wishlist-page.tsx')),
      },
      {
        path: 'login',
        ...page(() => import('./features/account/login-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/account/login-page.tsx')),
      },
      {
        path: 'signup',
        ...page(() => import('./features/account/signup-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/account/signup-page.tsx')),
      },
      {
        path: 'forgot-password',
        ...page(() => import('./features/account/forgot-password-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/account/forgot-password-page.tsx')),
      },
      {
        path: 'reset-password',
        ...page(() => import('./features/account/reset-password-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/account/reset-password-page.tsx')),
      },
      {
        path: 'staff-invitation',
        ...page(() => import('./features/account/staff-invitation-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/account/staff-invitation-page.tsx')),
      },
      {
        path: 'track-order',
        ...page(() => import('./features/account/track-order-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/account/track-order-page.tsx')),
      },
      {
        path: 'account/my-data',
        ...page(() => import('./features/account/my-data-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/account/my-data-page.tsx')),
      },
      {
        path: 'checkout',
        ...page(() => import('./features/checkout/checkout-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/checkout/checkout-page.tsx')),
      },
      // An SMS's stop link (decision 0288): no account needed; it stops only on a click.
      {
        path: 'messages/stop',
        ...page(() => import('./features/messages/stop-messages-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/messages/stop-messages-page.tsx')),
      },
      // A renewal notice's link (decision 0326): no sign-in needed; it skips, moves or pauses only on a click.
      {
        path: 'subscription-notice',
        ...page(() => import('./features/subscription-notice/subscription-notice-page.tsx')),
        ...(import.meta.env.SSR &&
          browserView('src/features/subscription-notice/subscription-notice-page.tsx')),
      },
      // A failed delivery's answer link (decision 0336): no sign-in needed; it answers only on a click.
      {
        path: 'failed-delivery',
        ...page(() => import('./features/failed-delivery/failed-delivery-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/failed-delivery/failed-delivery-page.tsx')),
      },
      // An order's status link (decision 0321): the order without its shopper's details, no sign-in needed.
      {
        path: 'order-status/:token',
        ...page(() => import('./features/order-status/order-status-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/order-status/order-status-page.tsx')),
      },
      // A cash order's pay-now link (decision 0337): no sign-in needed with the link's token.
      {
        path: 'order/:id/pay-now',
        ...page(() => import('./features/pay-now/pay-now-page.tsx')),
        ...(import.meta.env.SSR && browserView('src/features/pay-now/pay-now-page.tsx')),
      },
      {
        path: 'order-confirmation/:id',
        ...page(() => import('./features/order-confirmation/order-confirmation-page.tsx')),
        ...(import.meta.env.SSR &&
          browserView('src/features/order-confirmation/order-confirmation-page.tsx')),
      },
      {
        // Rendered by the server too, which answers it with 404 (entry-server.tsx).
        path: '*',
        ...page(async () => ({
          default: (await import('./features/content/not-found-page.tsx')).NotFoundPage,
        })),
        ...(import.meta.env.SSR && firstView('src/features/content/not-found-page.tsx')),
      },
    ],
  },
];

/**
 * Loads the code of the routes matching `pathname` (under `basename`, the language's prefix), so that rendering
 * them afterwards does not suspend: hydrating a server-rendered page must not start with a fallback, and the
 * server renders in one synchronous pass.
 */
export async function preloadRoutes(pathname: string, basename = routerBase() || undefined): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()),
  );
}

/**
 * The shop's pages for the address the router holds. A shop page whose code is still loading shows Loading inside
 * the layout (components/layout.tsx), which stays with its header; the back-office's first load, here.
 */
export function AppRoutes() {
  return <Suspense fallback={<Loading />}>{useRoutes(routes)}</Suspense>;
}
