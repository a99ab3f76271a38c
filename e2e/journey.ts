// The preamble every admin browser journey shares: the whole shop on a fresh demo database and Chromium, started
// before the file's tests (with the demo admin logged in through the API) and closed after them, and accessors
// for what the tests use. Call adminJourney() once, at the top of a test file.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  apiClient,
  type CallOptions,
  launchBrowser,
  type OpenedPage,
  type Shop,
  startShop,
  type Viewport,
} from './harness.ts';
import { adminToken as adminLogin, pageWithSession } from './orders.ts';

type Client = ReturnType<typeof apiClient>;

export type AdminJourney = Client & {
  /** The shop's address, e.g. http://127.0.0.1:41234 (only once the hooks have run). */
  baseUrl(): string;
  /** An address on the shop: url('/admin') */
  url(path: string): string;
  browser(): Browser;
  /** The demo admin's token. */
  adminToken(): string;
  /** A call that must succeed, made as the demo admin. */
  asAdmin<T = unknown>(path: string, options?: Omit<CallOptions, 'token'>): Promise<T>;
  /** A page of the shared browser with these localStorage entries (a session), as orders.ts's pageWithSession. */
  pageWithSession(viewport: Viewport, entries: Record<string, string>): Promise<OpenedPage>;
  /** Where to save screenshots (E2E_SHOTS_DIR), if anywhere. */
  shots: string | undefined;
};

/** Registers the file's beforeAll (shop + browser + admin login) and afterAll (close both) hooks. */
export function adminJourney(): AdminJourney {
  let shop: Shop | undefined;
  let browser: Browser | undefined;
  let token = '';

  const baseUrl = () => {
    if (!shop) throw new Error('the shop is not started yet (adminJourney: use it inside tests and hooks)');
    return shop.baseUrl;
  };
  const client = apiClient(baseUrl);

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
    token = await adminLogin(client.api);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  const theBrowser = () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };

  return {
    ...client,
    baseUrl,
    url: (path) => `${baseUrl()}${path}`,
    browser: theBrowser,
    adminToken: () => token,
    asAdmin: (path, options = {}) => client.api(path, { ...options, token }),
    pageWithSession: (viewport, entries) => pageWithSession(theBrowser(), baseUrl(), viewport, entries),
    shots: process.env.E2E_SHOTS_DIR,
  };
}
