// Entry of the web app: the query client, the router, and nothing else eagerly. A page the server rendered
// (apps/api/src/plugins/web-app.ts with entry-server.tsx) is hydrated; any other starts empty and renders here.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client.ts';
import { resolveLazyRoutes, routes } from './routes.tsx';

/**
 * The server puts the first view's data in the page (apps/api/src/plugins/web-app.ts), under the very query key
 * the page uses, so the page renders at once instead of waiting for its first API call.
 */
function seedFromPage() {
  const block = document.getElementById('chamak-data');
  if (!block?.textContent) return;
  try {
    for (const { key, value } of JSON.parse(block.textContent) as { key: unknown[]; value: unknown }[]) {
      queryClient.setQueryData(key, value);
    }
  } catch {
    // Malformed data only costs the round trip it was meant to save.
  }
}
seedFromPage();

/** Marks the page as running (hydrated, or rendered here): clicks before that would do nothing. */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}

async function start() {
  const root = document.getElementById('root')!;
  const app = () => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <Started />
      </QueryClientProvider>
    </StrictMode>
  );
  if (root.firstElementChild) {
    // The server rendered this page with its route's code: load that code before hydrating, or the first
    // render would be the lazy route's fallback and not match the HTML.
    await resolveLazyRoutes(window.location);
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
