// Renders a page for a web test as the app does: a router at a URL, a fresh query client (no retries) and the
// toasts. The current URL is in testid "location", its navigation state (JSON) in "location-state".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../lib/toast.tsx';

// The real API answers in milliseconds, but a busy machine (CI, two cores) can stretch a page's first loads
// past Testing Library's 1 s default for findBy*/waitFor: placing an order under a load average of 20 (three
// suites and a benchmark on two cores) took over 5 s. Only a failing wait ever lasts this long.
configure({ asyncUtilTimeout: 15_000 });

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/**
 * Renders `page` at `url` (default `path`) under the route `path`; any other path renders only the probe.
 * `state` is the navigation state the page is opened with.
 */
export function renderPage(page: ReactNode, path: string, url = path, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [pathname = url, search = ''] = url.split('?');
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
