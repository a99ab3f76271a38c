// Test kit of the back-office pages: a fake API behind fetch (the network only), a render with router and
// query client, the toasts shown, and the current location.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { toast } from '../../../lib/toast.tsx';

export type Call = { method: string; path: string; body: unknown };

class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
/** A failing answer: return it from the handler for a status other than 200. */
export const reply = (status: number, body?: unknown) => new Reply(status, body);

/** Replaces fetch; each call is recorded with method, path (without /api, with its query) and body. */
export function fakeApi(handle: (call: Call) => unknown) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
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
    writes: () => calls.filter((c) => c.method !== 'GET'),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export function recordToasts() {
  return {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
export const currentLocation = () => screen.getByTestId('location').textContent;

/** Renders an admin page at `url` (e.g. '/admin/orders?order=3') as the admin app mounts it. */
export function renderAdminPage(page: ReactNode, url: string) {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('isAdmin', 'true');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const [pathname = '/', search = ''] = url.split('?');
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}>
        <Routes>
          <Route path={pathname} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
