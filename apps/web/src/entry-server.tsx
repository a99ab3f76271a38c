// The server's render of a page's first view (apps/api/src/plugins/web-app.ts): the same routes and components
// as the browser, with the page's data put in the query cache under the keys the page reads, so a phone paints
// the page from the HTML instead of waiting for the scripts. The browser hydrates it with the same data
// (main.tsx), so both renders must agree: nothing here may read the browser (the session and guest lists render
// as a guest's, then update).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './routes.tsx';

/** Query data the page reads, under its query keys. */
export type Seed = { key: readonly unknown[]; value: unknown }[];

/** The page's HTML (what goes inside #root), or null when the address is not a page this router renders. */
export async function render(url: string, seed: Seed): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  // Nothing is fetched on the server: a query without seeded data renders its loading state, as in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const { key, value } of seed) queryClient.setQueryData(key, value);
  try {
    return renderToString(
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
  } finally {
    queryClient.clear();
  }
}
