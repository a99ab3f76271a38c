// Page-speed benchmark: the production build served exactly as `npm start` serves it (a child process on a
// fresh demo database); Lighthouse 12 with its default mobile emulation and throttling on the home page, all
// products, a product, a category and the cart (5 runs each, the median reported only when the machine was
// quiet: a 1-minute load average of at most 1.0 at the start); the gzipped JavaScript a shopper downloads
// before the page answers on home, listing and product pages; and the Interaction to Next Paint of "Add to
// Cart" and of opening the search, with the CPU slowed 4x. `WEB_RUNTIME=react` builds with React instead of
// Preact (decision 0230), to compare.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { localStorage } from '../apps/api/src/plugins/storage.ts';
import { testMediaDir } from '../apps/api/src/test/paths.ts';
import { ensureDemoMedia } from '../tools/demo-data/demo-media.ts';
import { describeMachine, type Machine, machine } from './ping.ts';

const chromePath = '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Above this 1-minute load average at the start, Lighthouse's scores say more about the machine than the page. */
const quietLoad = 1.0;

/** The pages measured, with ids the demo shop has (the first listed product, the first category). */
async function pagesToMeasure(base: string): Promise<{ name: string; path: string }[]> {
  const products = (await (
    await fetch(`${base}/api/products/getallproducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, perPage: 1 }),
    })
  ).json()) as { products: { id: number }[] };
  const categories = (await (await fetch(`${base}/api/category`)).json()) as { id: number }[];
  return [
    { name: 'home', path: '/' },
    { name: 'all products', path: '/products' },
    { name: 'product details', path: `/product-details/${products.products[0]?.id ?? 1}` },
    { name: 'category', path: `/subcategory/${categories[0]?.id ?? 1}` },
    { name: 'cart', path: '/cart' },
    // The same first three in Hindi (decision 0331): their own build, words and type.
    { name: 'home in Hindi', path: '/hi/' },
    { name: 'all products in Hindi', path: '/hi/products' },
    { name: 'product details in Hindi', path: `/hi/product-details/${products.products[0]?.id ?? 1}` },
  ];
}

export const pageTargets = { performance: 97, tbtMs: 150, jsGzipKiB: 80, cls: 0.05, inpMs: 100, seo: 100 };

export type LighthouseRun = {
  performance: number;
  /** Lighthouse's SEO category: it reads the page, not the machine, so it is judged even when busy. */
  seo: number;
  /** The SEO audits the page failed, by id. */
  seoFailed: string[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What to fix first: the LCP element and the elements that shifted most. */
  lcpElement: string;
  shifts: { element: string; score: number }[];
  /** Lighthouse's main-thread work by group (ms, CPU slowdown applied): where "other" and scripts go. */
  mainThread: Record<string, number>;
};
export type PageResult = {
  name: string;
  path: string;
  /** Each metric's median over the runs; null when the machine was too busy for a median to mean anything. */
  median: LighthouseRun | null;
  runs: LighthouseRun[];
};
export type ScriptSize = { url: string; bytes: number; gzipBytes: number };
export type JsWeight = {
  page: string;
  viewport: string;
  totalGzipKiB: number;
  /** Scripts loaded after the app started, until the network was quiet. */
  laterGzipKiB: number;
  scripts: ScriptSize[];
};
/** One interaction's latency: the longest Event Timing entry of it (what INP reports for that interaction). */
export type Interaction = { name: string; path: string; runsMs: number[]; medianMs: number };
export type Compression = { path: string; contentEncoding: string | null; contentType: string | null };
export type PagesBench = {
  lighthouse: string;
  /** The Chromium every figure was taken with (`chromium --version`). */
  chromium: string;
  /** The machine at the start, and the load average at each step. */
  machine: Machine;
  steps: { step: string; load: number[] }[];
  /**
   * The calibration: an empty HTML page the bench serves itself, measured by the same Lighthouse in the same run
   * (a fresh Chromium and profile each run, as the shop's pages): what the machine and Chromium cost a page before
   * the shop adds anything.
   */
  emptyPage: PageResult;
  runtime: string;
  /** The 1-minute, 5-minute and 15-minute load averages when the Lighthouse runs started. */
  loadAverage: number[];
  quiet: boolean;
  pages: PageResult[];
  js: JsWeight[];
  interactions: Interaction[];
  compression: Compression[];
  targets: typeof pageTargets & { met: boolean | null; missed: string[] };
};

const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const repoRoot = path.resolve(import.meta.dirname, '..');
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** `vite build` of the web app in production mode (as `npm run build` does), into a temporary folder. */
function buildWeb(outDir: string): void {
  const viteEntry = createRequire(path.join(webRoot, 'package.json')).resolve('vite');
  const viteBin = path.resolve(path.dirname(viteEntry), '../../bin/vite.js');
  const built = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('vite build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server as `npm start` runs it (`NODE_ENV=production tsx apps/api/src/main.ts`), embedded database. */
async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

/** The raw response headers, with the encodings a browser offers (Node's fetch would decode silently). */
function headersOf(url: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject);
  });
}

async function checkCompression(base: string, webDist: string): Promise<Compression[]> {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const out: Compression[] = [];
  for (const asset of assets) {
    const headers = await headersOf(`${base}${asset}`);
    out.push({
      path: asset,
      contentEncoding: (headers['content-encoding'] as string | undefined) ?? null,
      contentType: headers['content-type'] ?? null,
    });
  }
  return out;
}

/** Waits until the app has taken the page over (main.tsx marks it) and the network is quiet. */
async function started(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="started"]', { state: 'attached', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
}

/**
 * Every script a page downloads before the shopper can use it: requested before the app marked itself started
 * (main.tsx sets `data-app` on <html> after hydrating), each body gzipped with zlib at its default level, at a
 * phone's width and a laptop's. What loads afterwards (code the page fetches once idle, such as the product's
 * reviews) is counted apart.
 */
async function measureJs(base: string, paths: { name: string; path: string }[]): Promise<JsWeight[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const weights: JsWeight[] = [];
    for (const target of paths)
      for (const viewport of [
        { name: 'mobile 390x844', width: 390, height: 844 },
        { name: 'desktop 1280x800', width: 1280, height: 800 },
      ]) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
        });
        // The moment the app started, on the page's own clock (a plain script: tsx would wrap a function).
        await context.addInitScript({
          content: `new MutationObserver((records, observer) => {
            if (document.documentElement?.dataset.app !== 'started') return;
            window.__startedAt = performance.now();
            observer.disconnect();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });`,
        });
        const page = await context.newPage();
        // A loaded machine is slow, not broken: the figures say how slow.
        page.setDefaultTimeout(120_000);
        const pending: Promise<ScriptSize>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          pending.push(
            response.body().then((body) => ({
              url: new URL(response.url()).pathname,
              bytes: body.length,
              gzipBytes: gzipSync(body).length,
            })),
          );
        });
        await page.goto(`${base}${target.path}`);
        await started(page);
        const requestedBefore = await page.evaluate<string[]>(`(() => {
          const at = window.__startedAt ?? Infinity;
          return performance.getEntriesByType('resource')
            .filter((entry) => entry.startTime <= at)
            .map((entry) => new URL(entry.name).pathname);
        })()`);
        const all = await Promise.all(pending);
        await context.close();
        const before = new Set(requestedBefore);
        const scripts = all.filter((s) => before.has(s.url));
        const later = all.filter((s) => !before.has(s.url));
        weights.push({
          page: target.path,
          viewport: viewport.name,
          totalGzipKiB: kib(scripts.reduce((n, s) => n + s.gzipBytes, 0)),
          laterGzipKiB: kib(later.reduce((n, s) => n + s.gzipBytes, 0)),
          scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
        });
      }
    return weights;
  } finally {
    await browser.close();
  }
}

/**
 * Interaction to Next Paint of one interaction on a phone-sized page with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate): the longest duration among the Event Timing entries of the interaction
 * (PerformanceObserver 'event', durationThreshold 16, entries with an interactionId), as the browser measures INP.
 * A fresh page per run; the median of `runs`.
 */
async function measureInteraction(
  base: string,
  name: string,
  path: string,
  act: (page: Page) => Promise<void>,
  runs = 5,
): Promise<Interaction> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const runsMs: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: false });
      const page = await context.newPage();
      // A loaded machine is slow, not broken: the figures say how slow.
      page.setDefaultTimeout(120_000);
      await page.goto(`${base}${path}`);
      await started(page);
      // Scripts as text: tsx wraps named functions in a helper the page does not have.
      await page.evaluate(`(() => {
        const seen = [];
        window.__interactions = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration });
        }).observe({ type: 'event', durationThreshold: 16, buffered: false });
      })()`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await act(page);
      // The entries arrive after the next paint; wait until the interaction has been reported (or, under 16 ms,
      // until a frame later with nothing reported, which means it was quicker than the threshold).
      const duration = await page.evaluate<number>(`new Promise((resolve) => {
        let frames = 0;
        const tick = () => {
          const longest = window.__interactions.reduce((max, e) => Math.max(max, e.duration), 0);
          if (longest > 0 || ++frames > 30) resolve(longest);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await context.close();
      runsMs.push(Math.round(duration));
    }
  } finally {
    await browser.close();
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { name, path, runsMs, medianMs: sorted[Math.floor((sorted.length - 1) / 2)]! };
}

const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Each metric's own median; the elements to look at are the median-performance run's. */
function median(runs: LighthouseRun[]): LighthouseRun {
  const byScore = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
  return {
    ...byScore,
    performance: mid(runs.map((r) => r.performance)),
    lcpMs: mid(runs.map((r) => r.lcpMs)),
    cls: mid(runs.map((r) => r.cls)),
    tbtMs: mid(runs.map((r) => r.tbtMs)),
    mainThread: Object.fromEntries(
      [...new Set(runs.flatMap((r) => Object.keys(r.mainThread)))].map((group) => [
        group,
        mid(runs.map((r) => r.mainThread[group] ?? 0)),
      ]),
    ),
  };
}

type NodeDetail = { selector?: string; snippet?: string };

/** Table rows of an audit's details, wherever they sit (LCP element details nest a table in a list). */
function detailRows(details: unknown): Record<string, unknown>[] {
  if (!details || typeof details !== 'object') return [];
  const items = (details as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) =>
    item && typeof item === 'object' && (item as { type?: string }).type === 'table'
      ? detailRows(item)
      : [item as Record<string, unknown>],
  );
}

const describeNode = (node: unknown) => {
  const n = (node ?? {}) as NodeDetail;
  return `${n.selector ?? '?'} ${n.snippet ?? ''}`.trim().slice(0, 200);
};

/** One Lighthouse run in its own Chrome (a reused browser loses the navigation trace: NO_NAVSTART). */
async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          onlyCategories: ['performance', 'seo'],
          logLevel: 'error',
          output: 'json',
          maxWaitForLoad: 90_000,
        },
        undefined,
      );
      const lhr = result?.lhr;
      const failure = !lhr ? 'no result' : lhr.runtimeError?.message;
      if (failure || !lhr) {
        if (attempt < 3) continue;
        throw new Error(`Lighthouse on ${url}: ${failure}`);
      }
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        seoFailed: (lhr.categories.seo?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        lcpElement: describeNode(
          detailRows(lhr.audits['largest-contentful-paint-element']?.details).find((r) => r.node)?.node,
        ),
        shifts: detailRows(lhr.audits['layout-shifts']?.details)
          .filter((r) => r.node)
          .slice(0, 3)
          .map((r) => ({ element: describeNode(r.node), score: Math.round(Number(r.score) * 1000) / 1000 })),
        mainThread: Object.fromEntries(
          detailRows(lhr.audits['mainthread-work-breakdown']?.details).map((r) => [
            String(r.group),
            Math.round(Number(r.duration)),
          ]),
        ),
      };
    } finally {
      chrome.kill();
    }
  }
}

/**
 * The build and the INP runs above raise the 1-minute load average themselves: wait (up to BENCH_SETTLE_S, 180 s by
 * default) for it to fall to the quiet mark, so a quiet machine is judged quiet.
 */
async function settle(): Promise<void> {
  const until = Date.now() + Number(process.env.BENCH_SETTLE_S ?? 180) * 1000;
  if (os.loadavg()[0]! > quietLoad) console.log(`Waiting for the load average to fall to ${quietLoad}...`);
  while (os.loadavg()[0]! > quietLoad && Date.now() < until) await new Promise((r) => setTimeout(r, 5000));
}

async function runLighthouse(
  base: string,
  targets: { name: string; path: string }[],
  quiet: boolean,
  runsEach = runsPerPage,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const target of targets) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < runsEach; i++) {
      const run = await lighthouseOnce(`${base}${target.path}`);
      runs.push(run);
      console.log(
        `  ${target.path} run ${i + 1}: performance ${run.performance}, SEO ${run.seo}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms, CLS ${run.cls}`,
      );
    }
    results.push({ ...target, median: quiet ? median(runs) : null, runs });
  }
  return results;
}

/** `chromium --version` of the browser the bench drives. */
function chromiumVersion(): string {
  const out = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return (out.stdout || out.stderr || 'unknown').trim().replace(/\s+built on.*$/, '');
}

/** An empty HTML page (a title, a line of text, no script, style or image), served by the bench itself. */
async function serveEmptyPage(): Promise<{ url: string; close(): Promise<void> }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="An empty page: the calibration of the page benchmark."><title>Empty page</title></head><body><p>An empty page.</p></body></html>';
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function benchPages(): Promise<PagesBench> {
  const steps: PagesBench['steps'] = [];
  const step = (name: string) => steps.push({ step: name, load: machine().load });
  const startedOn = machine();
  const chromium = chromiumVersion();
  console.log(`Machine: ${describeMachine(startedOn)}; ${chromium}`);
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'chamak-bench-web-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamak-bench-pages-'));
  try {
    console.log('Building the web app (vite build, production)...');
    buildWeb(webDist);
    await ensureDemoMedia(localStorage(testMediaDir), (message) => console.log(`  [media] ${message}`));
    const port = await freePort();
    console.log(
      `Starting the server as npm start does (port ${port}, demo shop on a fresh embedded database)...`,
    );
    const server = await startServer(
      { DATA_DIR: dataDir, MEDIA_DIR: testMediaDir, WEB_DIST: webDist, CACHE_TTL_MS: '5000' },
      port,
    );
    const base = `http://127.0.0.1:${port}`;
    const empty = await serveEmptyPage();
    try {
      const compression = await checkCompression(base, webDist);
      const targets = await pagesToMeasure(base);
      step('scripts weighed');
      const js = await measureJs(base, [...targets.slice(0, 3), ...targets.slice(5, 8)]);
      const product = targets[2]!.path;
      console.log('Interaction to Next Paint, CPU slowed 4x, 390 px:');
      const interactions = [
        await measureInteraction(base, 'Add to Cart', product, async (page) => {
          await page.getByRole('button', { name: 'Add to Cart' }).first().click();
        }),
        await measureInteraction(base, 'open the search', '/products', async (page) => {
          await page.getByRole('button', { name: 'Search' }).click();
        }),
      ];
      for (const i of interactions) console.log(`  ${i.name} on ${i.path}: ${i.runsMs.join(', ')} ms`);
      step('interactions measured');
      await settle();
      const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
      const quiet = loadAverage[0]! <= quietLoad;
      console.log(
        `Lighthouse (mobile emulation, default throttling), load average at the start ${loadAverage.join(', ')}${quiet ? '' : ` (above ${quietLoad}: no medians)`}:`,
      );
      step('Lighthouse started');
      // The empty page first and last, so a machine that changes during the run shows in its two halves.
      const [emptyBefore] = await runLighthouse(
        empty.url.replace(/\/$/, ''),
        [{ name: 'empty page', path: '/' }],
        quiet,
        Math.ceil(runsPerPage / 2),
      );
      const pages = await runLighthouse(base, targets, quiet);
      const [emptyAfter] = await runLighthouse(
        empty.url.replace(/\/$/, ''),
        [{ name: 'empty page', path: '/' }],
        quiet,
        Math.floor(runsPerPage / 2),
      );
      const emptyRuns = [...emptyBefore!.runs, ...emptyAfter!.runs];
      const emptyPage: PageResult = {
        name: 'empty page',
        path: empty.url,
        runs: emptyRuns,
        median: quiet ? median(emptyRuns) : null,
      };
      step('Lighthouse finished');
      const missed = [
        ...pages.flatMap((p) =>
          p.runs
            // The cart is kept out of search engines on purpose (noindex, robots.txt), which Lighthouse's
            // is-crawlable audit counts against it; the SEO target is for the pages meant to be found.
            .filter((r) => p.path !== '/cart' && r.seo < pageTargets.seo)
            .slice(0, 1)
            .map((r) => `${p.path}: SEO ${r.seo} < ${pageTargets.seo} (failed: ${r.seoFailed.join(', ')})`),
        ),
        ...pages.flatMap((p) =>
          !p.median
            ? []
            : [
                ...(p.median.performance < pageTargets.performance
                  ? [`${p.path}: performance ${p.median.performance} < ${pageTargets.performance}`]
                  : []),
                ...(p.median.tbtMs > pageTargets.tbtMs
                  ? [`${p.path}: TBT ${p.median.tbtMs} ms > ${pageTargets.tbtMs}`]
                  : []),
                ...(p.median.cls < pageTargets.cls
                  ? []
                  : [`${p.path}: CLS ${p.median.cls} >= ${pageTargets.cls}`]),
              ],
        ),
        ...js
          .filter((j) => j.totalGzipKiB > pageTargets.jsGzipKiB)
          .map(
            (j) => `${j.page} JS at ${j.viewport}: ${j.totalGzipKiB} KiB gzipped > ${pageTargets.jsGzipKiB}`,
          ),
        ...interactions
          .filter((i) => !(i.medianMs < pageTargets.inpMs))
          .map((i) => `INP of ${i.name}: ${i.medianMs} ms >= ${pageTargets.inpMs}`),
      ];
      return {
        lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version as string,
        chromium,
        machine: startedOn,
        steps,
        emptyPage,
        runtime: process.env.WEB_RUNTIME === 'react' ? 'react' : 'preact',
        loadAverage,
        quiet,
        pages,
        js,
        interactions,
        compression,
        targets: { ...pageTargets, met: missed.length === 0 ? (quiet ? true : null) : false, missed },
      };
    } finally {
      await empty.close();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  } finally {
    await rm(webDist, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The page-speed figures as tables, and the targets met or missed. */
export function printPages(result: PagesBench): void {
  console.log(
    `\nPages (${result.runtime}): Lighthouse ${result.lighthouse}, ${result.chromium}, mobile emulation, default throttling, ${runsPerPage} runs a page (a fresh Chromium and profile each); load average at the start ${result.loadAverage.join(', ')}`,
  );
  console.log(`Machine: ${describeMachine(result.machine)}`);
  console.log(
    `Load average (1/5/15 min) by step: ${result.steps.map((s) => `${s.step} ${s.load.join(' / ')}`).join('; ')}`,
  );
  if (!result.quiet)
    console.log(
      `No medians: the 1-minute load average was ${result.loadAverage[0]}, above ${quietLoad}, so the scores below measure the machine as much as the pages. Run again on a quiet machine.`,
    );
  console.log(
    "| page | runs: performance / TBT ms / LCP ms / CLS | median performance | TBT ms | LCP ms | CLS | main thread ms (other / scripts / style+layout) | main thread / empty page's |",
  );
  console.log('|---|---|---:|---:|---:|---:|---|---:|');
  const threadOf = (r: LighthouseRun) => Object.values(r.mainThread).reduce((a, b) => a + b, 0);
  const emptyThread = result.emptyPage.median ? threadOf(result.emptyPage.median) : null;
  for (const p of [result.emptyPage, ...result.pages]) {
    const runs = p.runs.map((r) => `${r.performance} / ${r.tbtMs} / ${r.lcpMs} / ${r.cls}`).join('; ');
    const m = p.median;
    const thread = m
      ? `${threadOf(m)} (${m.mainThread.other ?? 0} / ${m.mainThread.scriptEvaluation ?? 0} / ${m.mainThread.styleLayout ?? 0})`
      : '';
    const ratio = m && emptyThread ? `${(threadOf(m) / emptyThread).toFixed(1)}x` : '';
    console.log(
      `| ${p === result.emptyPage ? 'calibration: empty page' : `${p.name} (${p.path})`} | ${runs} | ${m ? `${m.performance} | ${m.tbtMs} | ${m.lcpMs} | ${m.cls}` : 'no median (busy) | | |'} | ${thread} | ${ratio} |`,
    );
  }
  console.log(
    `Lighthouse SEO: ${result.pages.map((p) => `${p.name} ${[...new Set(p.runs.map((r) => r.seo))].join('/')}`).join(', ')}`,
  );
  for (const p of result.pages) {
    const m = p.median ?? p.runs[0];
    if (!m) continue;
    console.log(`${p.path}: LCP element ${m.lcpElement || 'none'}`);
    for (const shift of m.shifts) console.log(`  layout shift ${shift.score}: ${shift.element}`);
  }
  for (const j of result.js) {
    console.log(
      `JavaScript before ${j.page} answers, ${j.viewport}: ${j.totalGzipKiB} KiB gzipped in ${j.scripts.length} files (then ${j.laterGzipKiB} KiB once started)`,
    );
    for (const s of j.scripts.slice(0, 4))
      console.log(`  ${s.url}: ${kib(s.gzipBytes)} KiB gzipped (${kib(s.bytes)} KiB)`);
  }
  for (const i of result.interactions)
    console.log(
      `Interaction to Next Paint, ${i.name} on ${i.path} (CPU 4x slower): median ${i.medianMs} ms (runs ${i.runsMs.join(', ')})`,
    );
  const plain = result.compression.filter((c) => !c.contentEncoding);
  console.log(
    plain.length
      ? `Served without compression (accept-encoding: gzip, br): ${plain.map((c) => c.path).join(', ')}`
      : `Compressed on the wire: ${result.compression.map((c) => `${c.path} (${c.contentEncoding})`).join(', ')}`,
  );
  const t = result.targets;
  const goals = `SEO ${t.seo}, performance >= ${t.performance} and TBT <= ${t.tbtMs} ms on every page, JS <= ${t.jsGzipKiB} KiB gzipped, CLS < ${t.cls}, INP < ${t.inpMs} ms`;
  console.log(
    t.met === true
      ? `Targets met: ${goals}.`
      : t.met === null
        ? `Targets (${goals}): SEO, JS and INP met; the Lighthouse performance targets are not judged on a busy machine.`
        : `Targets (${goals}) missed by:\n  ${t.missed.join('\n  ')}`,
  );
}
