// Entry of the web app: the query client, the router, and nothing else eagerly.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './lib/query-client.ts';
import { router } from './router.tsx';
import './index.css';

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
