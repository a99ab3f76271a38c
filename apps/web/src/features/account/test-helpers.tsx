// Test helpers for the account pages: a fake API behind fetch (it stands in for the network only), a render
// with router and query client, and toasts recorded as they are shown.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { toast } from '../../lib/toast.tsx';

export type Call = { method: string; path: string; body: unknown; authorization: string | null };

/** A failing answer: return it from the handler for a status other than 200. */
class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
export const reply = (status: number, body?: unknown) => new Reply(status, body);

/** Returns the data of a 200 answer, or `reply(status, body)`. */
type Handler = (call: Call) => unknown;

/** Replaces fetch; every call is recorded with its method, path (without /api), body and bearer token. */
export function fakeApi(handle: Handler) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const answer = handle(call);
    const status = answer instanceof Reply ? answer.status : 200;
    const body = answer instanceof Reply ? answer.body : answer;
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    calls,
    to: (path: string) => calls.filter((c) => c.path === path),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** Toasts shown during a test, by kind. */
export function recordToasts() {
  return {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
    info: vi.spyOn(toast, 'info').mockImplementation(() => {}),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `page` at `url` under `path`; any other path renders only the probe (testid "location"). */
export function renderPage(page: React.ReactNode, path: string, url: string, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
