// Test helpers for the media pages: a fake API behind fetch that records each call (multipart bodies kept
// as FormData), a render with a fresh query client and the toasts, and files of a chosen type and size.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from '../../../lib/toast.tsx';

export type Call = {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
  cache: RequestCache | undefined;
};

export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch: `handle` answers a call (data or a Response); anything unanswered is a 404. */
export function fakeApi(handle: (call: Call) => unknown) {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    const call: Call = {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      body: raw instanceof FormData ? raw : raw ? (JSON.parse(String(raw)) as unknown) : undefined,
      auth: headers.get('authorization'),
      cache: init?.cache,
    };
    calls.push(call);
    const data = await handle(call);
    if (data instanceof Response) return data;
    if (data === undefined) return json({ message: `No fake for ${call.method} ${call.path}` }, 404);
    return json(data);
  };
  return {
    calls,
    writes: () => calls.filter((c) => c.method !== 'GET'),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export function renderPage(page: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        {page}
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

export function logInAsAdmin() {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('isAdmin', 'true');
}

/** The first bytes of each type the pickers take (their content check reads them, lib/files.ts). */
const signatures: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/webp': [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [...'WEBP'].map((c) => c.charCodeAt(0)),
    ),
  'video/webm': [0x1a, 0x45, 0xdf, 0xa3],
  'video/mp4': [0, 0, 0, 0x18, ...[...'ftypmp42'].map((c) => c.charCodeAt(0))],
};

/** A file of `bytes` bytes that starts as a file of its type does (zeros for any other type). */
export function makeFile(name: string, type: string, bytes = 1024): File {
  const data = new Uint8Array(bytes);
  data.set((signatures[type] ?? []).slice(0, bytes));
  return new File([data], name, { type, lastModified: 1 });
}

export const MB = 1024 * 1024;

export const image = (id: number) => ({
  id,
  imageUrl: `/media/banners/b${id}-640.webp`,
  imageSrcset: `/media/banners/b${id}-640.webp 640w`,
  width: 1920,
  height: 840,
});
