// Helpers for the back-office page tests against the real API (decision 0085): the page rendered at its
// address with the demo admin logged in, the writes the page sent, the toasts it raised, and real files to
// upload (the API checks images and videos by their content).
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import sharp from 'sharp';
import { vi } from 'vitest';
import { toast } from '../lib/toast.tsx';
import type { RealApi } from './real-api.ts';
import { renderPage } from './render.tsx';

/** Renders an admin page at `url` (e.g. '/admin/orders?order=3') under the route of its path. */
export function renderAdminPage(page: ReactNode, url: string) {
  return renderPage(page, url.split('?')[0]!, url);
}

/** The calls that were not reads, as method, path (with query) and JSON body ('multipart' for a form). */
export const writes = (api: RealApi) =>
  api.calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

/** Records the success and error toasts instead of showing them (so a page's own text stays unique). */
export function recordToasts() {
  return {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export const MB = 1024 * 1024;

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

/**
 * A file of `bytes` bytes that starts as a file of its type does (zeros for any other type): enough for the
 * browser-side checks (type, size, first bytes), not a picture the server would take (see imageFile).
 */
export function makeFile(name: string, type: string, bytes = 1024): File {
  const data = new Uint8Array(bytes);
  data.set((signatures[type] ?? []).slice(0, bytes));
  return new File([data], name, { type, lastModified: 1 });
}

/** A real picture the server accepts (a plain colour, `width` x `height`), as PNG or JPEG. */
export async function imageFile(
  name: string,
  {
    format = 'png',
    width = 64,
    height = 48,
  }: { format?: 'png' | 'jpeg'; width?: number; height?: number } = {},
): Promise<File> {
  const picture = sharp({ create: { width, height, channels: 3, background: '#16a34a' } });
  const data = await (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
  return new File([new Uint8Array(data)], name, { type: `image/${format}`, lastModified: 1 });
}

/** A file the server takes as a WebM video (it checks the EBML header), of `bytes` bytes. */
export const webmFile = (name: string, bytes = 1024) => makeFile(name, 'video/webm', bytes);
