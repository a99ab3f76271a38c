// The server's render of a page's first view (apps/api/src/plugins/web-app.ts): the same routes and components
// as the browser, and the same data path. The routes matching the address say what their first view reads
// (routes.tsx, `handle.queries`, the pages' own query options); those queries run against the API in the server's
// own process, the page renders from them, and the query cache goes into the page for the browser to hydrate
// (main.tsx), so both renders agree and the browser asks the API nothing it already has. Nothing here may read
// the browser (the session and guest lists render as a guest's, then update).
import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { ApiError, setTransport, type Transport } from './api/client.ts';
import { type AnyQuery, type RouteHandle, routes } from './routes.tsx';

/**
 * The page's HTML (what goes inside #root) and the query cache it was rendered from, or nulls when the server
 * does not render this address; and, either way, the code of its route (Vite manifest keys) to list in the page.
 */
export type Rendered = { html: string | null; state: DehydratedState | null; chunks: string[] };

/** The API of the render under way: each render brings its own (several apps may share this module in tests). */
const api = new AsyncLocalStorage<Transport>();
setTransport((url, init) => {
  const transport = api.getStore();
  if (!transport) return Promise.reject(new Error(`No API outside a page render: ${url}`));
  return transport(url, init);
});

/** An answer that says the page has nothing to show (an unknown product, a bad id): the browser shows why. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Renders `url` with its routes' data fetched through `fetch` (a fetch of `/api...` served in process, as a guest).
 * Only the plain first view of a page that declares its queries is rendered: with a query string (filters, a
 * page) the shopper asked for something else, and the cart, checkout and account pages are made of what the
 * browser holds. A refused query means no render; any other failure is thrown.
 */
export async function render(url: string, fetch: Transport): Promise<Rendered> {
  const location = new URL(url);
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const handles = matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
  const chunks = handles.flatMap((handle) => (handle.chunk ? [handle.chunk] : []));
  const none: Rendered = { html: null, state: null, chunks };
  if (location.search || !handles.at(-1)?.queries) return none;

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  try {
    const fetched = await api
      .run(fetch, async () => {
        const declared = await Promise.all(
          matches.map(({ params }, i) => handles[i]!.queries?.({ params, url: location }) ?? []),
        );
        if (declared.includes(null)) return false;
        const reads = (declared as AnyQuery[][]).flat();
        await Promise.all(reads.map((options) => queryClient.fetchQuery({ ...options, retry: false })));
        return true;
      })
      .catch((error: unknown) => {
        if (refused(error)) return false;
        throw error;
      });
    if (!fetched) return none;

    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200) return none;
    // A query the page reads beyond its route's renders its loading state, as in the browser: nothing is fetched
    // while rendering.
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </QueryClientProvider>
      </StrictMode>,
    );
    return { html, state: dehydrate(queryClient), chunks };
  } finally {
    queryClient.clear();
  }
}
