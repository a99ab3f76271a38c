// Browser-journey harness: the real server on a fresh demo database serving the built web app, Chromium
// through playwright-core at desktop and phone widths, and an axe-core accessibility check.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Result as AxeResult, AxeResults } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { buildApp } from '../apps/api/src/app.ts';
import { type Config, loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { localStorage } from '../apps/api/src/plugins/storage.ts';
import { openTestDatabase } from '../apps/api/src/test/app.ts';
import { testMediaDir } from '../apps/api/src/test/paths.ts';

export type Shop = {
  baseUrl: string;
  /** The shop's database, for what only a scheduled job does (the reminders of e2e/abandoned-carts.test.ts). */
  database: Database;
  close(): Promise<void>;
};

/** The whole shop (API, media, built web app) on a fresh database with the demo data, on a free port. */
/**
 * pg's Pool.end() does not wait for its connections to finish closing, so the `drop database ... with
 * (force)` that follows can terminate one mid-close; the pool then emits 'error', which, with no listener,
 * is an uncaught exception. Those late errors are expected here (the real fix is an error listener in
 * apps/api/src/db/client.ts).
 */
function ignoreLatePoolErrors(database: Database): void {
  const client: unknown = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'postgres' && client instanceof EventEmitter) client.on('error', () => {});
}

/**
 * `env`: more of the environment the config is read from (e.g. PUBLIC_URL); `overrides`: settings the environment
 * cannot give outside production (e.g. `otpSandbox: false`, a shop without sign-in by mobile number).
 */
export async function startShop(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<Shop> {
  // A copy of the run's seeded template (decision 0240): migrated, with the demo shop.
  const { database, drop } = await openTestDatabase({ seed: true });
  ignoreLatePoolErrors(database);
  try {
    const config = {
      // Journeys sign up and log in a fresh customer each, all from 127.0.0.1: production's 20 a minute per
      // address (D8) would refuse a whole file's worth, and so would 30 discount-code quotes per address in 15
      // minutes (decision 0287). The sign-up limit per e-mail stays as configured.
      ...loadConfig({
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        DISCOUNT_CODE_ATTEMPTS_PER_15_MINUTES: '1000',
        ...env,
      }),
      mediaDir: testMediaDir,
      webDist: inject('webDist'),
      ...overrides,
    };
    const app = await buildApp({ config, database, storage: localStorage(testMediaDir) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      database,
      async close() {
        await app.close();
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The one Chromium of this test worker: workers keep their modules from file to file (decision 0271). */
let workerBrowser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  const launched = workerBrowser;
  if (launched) {
    // A browser that crashed or was closed is replaced, not reused.
    return launched.then((b) => {
      if (b.isConnected()) return b;
      workerBrowser = undefined;
      return sharedBrowser();
    });
  }
  const launching = chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  workerBrowser = launching;
  launching.catch(() => {
    if (workerBrowser === launching) workerBrowser = undefined;
  });
  return launching;
}

/**
 * The browser a test file uses: the worker's one Chromium, launched by the first file and kept for the next (a
 * launch is a second or two of both cores' time). What the file gets is that browser with a `close` of its own,
 * which closes the contexts the file opened (its pooled ones too) and leaves the browser running for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await sharedBrowser();
  const opened = new Set<BrowserContext>();
  const own = new Proxy(browser, {
    get(target, key) {
      if (key === 'close')
        return async () => {
          idle.delete(own);
          await Promise.all([...opened].map((c) => c.close().catch(() => {})));
          opened.clear();
        };
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          opened.add(context);
          context.once('close', () => opened.delete(context));
          return context;
        };
      if (key === 'contexts') return () => [...opened];
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return own;
}

export type Viewport = { name: 'desktop' | 'mobile'; width: number; height: number };

export const viewports: Viewport[] = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
export const desktop = viewports.find((v) => v.name === 'desktop')!;
export const mobile = viewports.find((v) => v.name === 'mobile')!;

/** A browser journey's time limit. */
export const journey = 120_000;
/** For expect.poll: the page may still be fetching (its default is one second). */
export const wait = { timeout: 15_000 };
/** SPEC section 9: the login (and signup) redirect happens 2.5 s after the toast; a little slack for timers. */
export const redirectDelayMs = 2500;
export const timerSlackMs = 100;

export type OpenedPage = {
  page: Page;
  /** Uncaught exceptions and console errors seen so far (CSP refusals show up here too). */
  errors: string[];
  close(): Promise<void>;
};

/** Everything a site keeps in the browser, for Storage.clearDataForOrigin: all of it but the HTTP cache. */
const siteData =
  'cookies,local_storage,session_storage,indexeddb,websql,service_workers,cache_storage,shared_storage,storage_buckets';

/** A context of the pool: the origins its pages reached, whose stored data a new test starts without. */
type Pooled = { context: BrowserContext; origins: Set<string> };
/** Idle contexts per browser and viewport, for the next test (decision 0271). */
const idle = new WeakMap<Browser, Map<Viewport['name'], Pooled[]>>();

async function pooledContext(browser: Browser, viewport: Viewport): Promise<Pooled> {
  const byViewport = idle.get(browser) ?? new Map<Viewport['name'], Pooled[]>();
  idle.set(browser, byViewport);
  const free = byViewport.get(viewport.name) ?? [];
  byViewport.set(viewport.name, free);
  const reused = free.pop();
  if (reused) return reused;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.name === 'mobile',
    hasTouch: viewport.name === 'mobile',
    deviceScaleFactor: 1,
  });
  const pooled: Pooled = { context, origins: new Set() };
  context.on('request', (request) => {
    const { protocol, origin } = new URL(request.url());
    if (protocol === 'http:' || protocol === 'https:') pooled.origins.add(origin);
  });
  return pooled;
}

/**
 * A page at the given viewport that starts as a first visit: no cookies, local or session storage, IndexedDB or
 * anything else a site keeps from an earlier test. Its browser context comes from a pool (one per viewport and
 * browser, more while tests hold several pages at once) and keeps only its HTTP cache, so the shop's scripts,
 * styles and images are not fetched and compiled again for every test (decision 0271): that was most of a
 * journey's browser time. A test must not change the context itself (routes, init scripts, permissions): use
 * the page's own methods.
 */
export async function openPage(browser: Browser, viewport: Viewport): Promise<OpenedPage> {
  const pooled = await pooledContext(browser, viewport);
  const { context } = pooled;
  await context.clearCookies();
  const page = await context.newPage();
  if (pooled.origins.size > 0) {
    const session = await context.newCDPSession(page);
    for (const origin of pooled.origins)
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: siteData });
    await session.detach();
  }
  // The analytics banner answered already (declined), so it covers no journey's buttons; the banner's own test
  // removes this cookie (e2e/privacy.test.ts).
  await context.addCookies(
    ['http://127.0.0.1', 'http://localhost'].map((url) => ({
      name: 'chamak_analytics',
      value: 'denied.0',
      url,
    })),
  );
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  untilStarted(page);
  let closed = false;
  return {
    page,
    errors,
    async close() {
      if (closed) return;
      closed = true;
      // Every page of the context (popups too) goes; the context waits for the next test.
      await Promise.all(context.pages().map((p) => p.close()));
      idle.get(browser)?.get(viewport.name)?.push(pooled);
    },
  };
}

/**
 * Makes goto and reload wait for the web app to run (main.tsx marks it). A server-rendered page shows before its
 * code runs, and a click on it before then would do nothing, which no shopper notices but a fast test would.
 */
function untilStarted(page: Page) {
  const started = async () => {
    // Not every address is the app (an API answer, a media file).
    if (await page.locator('#root').count())
      await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

export type AxeViolation = {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the shop's Content-Security-Policy (rightly) refuses an inline
  // <script>, which is what page.addScriptTag({ content }) would add.
  // Once per document: a second check of the same page (at another width) reuses it instead of parsing 500 KB again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe;
    // Only the violations are gathered: axe then keeps no node details of the passes and the rules that did not apply.
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations.map((v: AxeResult) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation, for assertion messages and reports. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.targets.join(', ')}`).join('\n');
}

export type Reply<T> = { status: number; data: T };
export type CallOptions = { method?: string; body?: unknown; token?: string | null };

/** Calls the shop's API directly: a second pair of eyes on what the pages did. */
export function apiClient(baseUrl: () => string) {
  async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A call that must succeed. */
  async function api<T = unknown>(path: string, options: CallOptions = {}): Promise<T> {
    const reply = await call<T>(path, options);
    if (reply.status >= 300)
      throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(reply.data)}`);
    return reply.data;
  }

  return { call, api };
}

/**
 * Follows a page's requests from now on: `settled()` waits until every one has been answered and none starts in
 * the two frames after, so the page's data is in and shown and the images on screen have loaded (a failed one
 * is a console error). That is what a check of the whole page reads; waiting for network idle waited for the
 * same and then half a second more.
 */
export function followRequests(page: Page): { settled(): Promise<void> } {
  const pending = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    if (!/^https?:/.test(request.url())) return;
    pending.add(request);
    started++;
  });
  const answered = (request: Request) => void pending.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const twoFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  return {
    async settled() {
      const unanswered = async () => {
        if (pending.size === 0) {
          const before = started;
          await twoFrames();
          if (pending.size === 0 && started === before) return [];
        }
        return [...pending].map((request) => request.url());
      };
      await expect.poll(unanswered, wait).toEqual([]);
    },
  };
}

/**
 * Runs `check` at the page's own width and at the other one: the page is resized rather than loaded again (the
 * shop's layout is CSS alone), and it is resized back. Before each check the page's transitions are let finish
 * (a button just re-enabled fades back from its disabled opacity, which axe would read as low contrast).
 */
export async function atBothWidths(page: Page, own: Viewport, check: (viewport: Viewport) => Promise<void>) {
  for (const viewport of [own, own === desktop ? mobile : desktop]) {
    if (viewport !== own) await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished),
      ),
    );
    await check(viewport);
  }
  await page.setViewportSize({ width: own.width, height: own.height });
}

/** No serious axe-core finding on the page at its own width, nor at the other one (one page load, resized). */
export function expectAccessibleAtBothWidths(page: Page, own: Viewport): Promise<void> {
  return atBothWidths(page, own, async (viewport) => {
    const violations = await axeViolations(page);
    expect(violations, `${viewport.width} px: ${describeViolations(violations)}`).toEqual([]);
  });
}

/** The page is no wider than the window at `viewport`: nothing spills sideways. */
export async function expectNoSidewaysScroll(page: Page, viewport: Viewport): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${viewport.width} px`,
  ).toBeLessThanOrEqual(viewport.width);
}
