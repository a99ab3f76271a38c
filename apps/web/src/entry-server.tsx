// The server's render of a page's first view (apps/api/src/plugins/web-app.ts): the same routes and components
// as the browser, and the same data path. The routes matching the address say what their first view reads
// (routes.tsx, `handle.queries`, the pages' own query options); those queries run against the API in the server's
// own process, the page renders from them, and the query cache goes into the page for the browser to hydrate
// (main.tsx), so both renders agree and the browser asks the API nothing it already has. Nothing here may read
// the browser (the session and guest lists render as a guest's, then update).
import { AsyncLocalStorage } from 'node:async_hooks';
import { catalogueFor } from '@chamak/shared/i18n/catalogues';
import { defaultLanguage, type Language, languageBase, languageHeader } from '@chamak/shared/i18n/languages';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { ApiError, setTransport, type Transport } from './api/client.ts';
import { renderWithHead } from './lib/document-head.ts';
import { type PageLanguages, setLanguage, setShopLanguages } from './lib/i18n.ts';
import { setSiteOrigin } from './lib/site.ts';
import { AppRoutes, preloadRoutes, type RouteHandle, routes } from './routes.tsx';

/**
 * The page's HTML (what goes inside #root) and the query cache it was rendered from, or nulls when the server
 * does not render this address; and, either way, the code of its route (Vite manifest keys) to list in the
 * page, and the HTTP status the page answers with: 404 for an address the shop does not have (the catch-all
 * route, an id that is not one, a product, category or subcategory the API does not know), so search engines
 * drop it. Such a page is rendered too: its own not-found view, title included (decision 0304).
 */
export type Rendered = {
  html: string | null;
  state: DehydratedState | null;
  chunks: string[];
  status: number;
};

/**
 * The query parameters a rendered first view may carry: a listing's page, a search (whose page says noindex)
 * and a product's size. Others (filters, sorts) render in the browser; tracking parameters are dropped by the
 * server before it asks (plugins/web-app.ts).
 */
const renderedParams = new Set(['page', 'search', 'size']);

/** The API of the render under way: each render brings its own (several apps may share this module in tests). */
const api = new AsyncLocalStorage<Transport>();
setTransport((url, init) => {
  const transport = api.getStore();
  if (!transport) return Promise.reject(new Error(`No API outside a page render: ${url}`));
  return transport(url, init);
});

/** An answer that says the page has nothing to show (an unknown product, a bad id): the browser shows why. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The API says the thing the address names is not there (404) or gone (410): the page shows its not-found view. */
const missing = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** What the page answers when its data was refused: the API's 404 or 410 as it is, any other refusal as 404. */
const refusedStatus = (error: unknown) => (missing(error) ? error.status : 404);

/**
 * Renders `url` with its routes' data fetched through `fetch` (a fetch of `/api...` served in process, as a guest).
 * Only the plain first view of a page that declares its queries is rendered: with a query string (filters, a
 * page) the shopper asked for something else, and the cart, checkout and account pages are made of what the
 * browser holds. An address that names nothing (a route's queries answer null, or the API answers a query 404 or
 * 410) renders the page's not-found view from the refused query, which the page carries for the browser with its
 * error; any other refusal means no render, and any other failure is thrown.
 */
export async function render(
  url: string,
  fetch: Transport,
  language: Language = defaultLanguage,
  /** The languages that are on (the switch) and the digits of the page's numbers, from the shop's settings. */
  shop?: PageLanguages,
): Promise<Rendered> {
  const location = new URL(url);
  // A language's pages live under its prefix (/hi/...): the router's basename (decision 0331).
  const basename = languageBase(language) || undefined;
  const matches = matchRoutes(routes, location.pathname, basename) ?? [];
  const handles = matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
  const chunks = handles.flatMap((handle) => (handle.chunk ? [handle.chunk] : []));
  // The catch-all route is the not-found page: rendered like any first view, answered as 404.
  const status = matches.at(-1)?.route.path === '*' ? 404 : 200;
  const none: Rendered = { html: null, state: null, chunks, status };
  const plain = [...location.searchParams.keys()].every((name) => renderedParams.has(name));
  if (!plain || !handles.at(-1)?.queries) return none;

  // Nothing is fetched while rendering: a refused query shows as refused (retryOnMount false), not as loading.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, retryOnMount: false } },
  });
  try {
    // The status of a page to render, or `{ refused }` with the status of one that is not rendered.
    // The page's API calls ask in its language: the catalogue's words and the messages come back in it.
    const inLanguage: Transport =
      language === defaultLanguage
        ? fetch
        : (url, init) => {
            const headers = new Headers(init?.headers);
            headers.set(languageHeader, language);
            return fetch(url, { ...init, headers });
          };
    const fetched = await api
      .run(inLanguage, async () => {
        const declared = await Promise.all(
          matches.map(({ params }, i) => handles[i]!.queries?.({ params, url: location }) ?? []),
        );
        // An id that is not one: the page shows its not-found view without asking (the layout still reads).
        let found = declared.includes(null) ? 404 : status;
        const reads = declared.flatMap((queries) => queries ?? []);
        const results = await Promise.allSettled(
          reads.map((options) => queryClient.fetchQuery({ ...options, retry: false })),
        );
        for (const result of results) {
          if (result.status === 'fulfilled') continue;
          if (!missing(result.reason)) throw result.reason;
          if (found === 200) found = result.reason.status;
        }
        return found;
      })
      .catch((error: unknown) => {
        if (refused(error)) return { refused: refusedStatus(error) };
        throw error;
      });
    if (typeof fetched !== 'number') return { ...none, status: fetched.refused };

    // The routes' code, so the render below does not suspend.
    await preloadRoutes(location.pathname, basename);
    // Absolute links in the page (canonical, Open Graph, structured data) name the address it was asked under:
    // the shop's PUBLIC_URL. The render below is synchronous, so no other render changes it meanwhile.
    setSiteOrigin(location.origin);
    // The page's words in its language, for this render only (it is synchronous: no other render runs meanwhile).
    setLanguage(language, catalogueFor(language));
    setShopLanguages(shop);
    // A query the page reads beyond its route's renders its loading state, as in the browser: nothing is fetched
    // while rendering. The page's head tags (title, meta, image preloads) come first (lib/document-head.ts).
    const html = renderWithHead(() =>
      renderToString(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={location.pathname + location.search} basename={basename}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
    // A refused query goes with its error (ApiError.toJSON), so the browser starts on the same not-found view.
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && missing(query.state.error)),
    });
    return { html, state, chunks, status: fetched };
  } finally {
    setLanguage(defaultLanguage, null);
    setShopLanguages(undefined);
    queryClient.clear();
  }
}
