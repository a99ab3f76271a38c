// Entry of the web app: the query client, the router, and nothing else eagerly. A page the server rendered
// (apps/api/src/plugins/web-app.ts with entry-server.tsx) is hydrated with its data; any other starts empty and
// renders here.
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { reviveApiError } from './api/client.ts';
import { firstPassDone, nextTask, settled } from './lib/hydration.ts';
import { routerBase } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes, preloadRoutes } from './routes.tsx';

/**
 * A rendered page carries the query cache the server rendered it from (entry-server.tsx), under the very keys the
 * page reads: the page hydrates from it instead of waiting for its first API calls. A query the API refused as
 * not found comes with its error, so the page starts on the same not-found view the server rendered (decision
 * 0304).
 */
function hydrateFromPage() {
  const block = document.getElementById('chamak-data');
  if (!block?.textContent) return;
  try {
    const state = JSON.parse(block.textContent) as DehydratedState;
    for (const query of state.queries) {
      if (!query.state.error) continue;
      query.state.error = reviveApiError(query.state.error) as Error;
      // Not asked again as the page mounts (which would show it loading): the server has just been told.
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
    hydrate(queryClient, state);
  } catch {
    // Malformed data only costs the round trips it was meant to save.
  }
}
hydrateFromPage();

/**
 * Marks the page as running: 'hydrated' after the first pass, 'started' once every part it deferred is hydrated
 * too (or it was rendered here). Clicks before that could do nothing.
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.app = 'hydrated';
    firstPassDone();
    void settled().then(() => {
      document.documentElement.dataset.app = 'started';
      // Marketing measurement, only with consent, after load and idle (decision 0364): its own small chunk.
      void import('./lib/measurement.ts').then((m) => m.startMeasurement());
    });
  }, []);
  return null;
}

async function start() {
  const root = document.getElementById('root')!;
  const app = () => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={routerBase() || undefined}>
          <AppRoutes />
        </BrowserRouter>
        <Started />
      </QueryClientProvider>
    </StrictMode>
  );
  if (root.firstElementChild) {
    // The server rendered this page with its route's code: load that code before hydrating, or the first
    // render would be the lazy route's fallback and not match the HTML.
    await preloadRoutes(window.location.pathname);
    // The route's code was evaluated in this task: hydrate in the next one, so neither makes a long task of the
    // other on a slow phone (decision 0268).
    await nextTask();
    // As a transition, hydration works in slices and lets the browser answer the shopper in between, instead of
    // holding the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(root, app());
    });
  } else {
    createRoot(root).render(app());
  }
}
void start();
