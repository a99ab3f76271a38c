// Page-speed benchmark: the production build served exactly as `npm start` serves it (a child process on a
// fresh demo database), Lighthouse 12 with its default mobile emulation and throttling on three pages (median
// of 3 runs), and the gzipped JavaScript a shopper downloads for the home page.
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
import { chromium } from 'playwright-core';
import { ensureDemoMedia } from '../apps/api/src/db/seed/demo-media.ts';
import { localStorage } from '../apps/api/src/plugins/storage.ts';
import { testMediaDir } from '../apps/api/src/test/paths.ts';

const chromePath = '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const pagesToMeasure = [
  { name: 'home', path: '/' },
  { name: 'all products', path: '/products' },
  { name: 'product details', path: '/product-details/1' },
];

export const pageTargets = { performance: 95, jsGzipKiB: 150, cls: 0.05 };

export type LighthouseRun = {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What to fix first: the LCP element and the elements that shifted most. */
  lcpElement: string;
  shifts: { element: string; score: number }[];
};
export type PageResult = {
  name: string;
  path: string;
  /** The run with the median performance score; its metrics are reported beside it. */
  median: LighthouseRun;
  runs: LighthouseRun[];
};
export type ScriptSize = { url: string; bytes: number; gzipBytes: number };
export type JsWeight = {
  viewport: string;
  totalGzipKiB: number;
  mainGzipKiB: number;
  main: string;
  scripts: ScriptSize[];
};
export type Compression = { path: string; contentEncoding: string | null; contentType: string | null };
export type PagesBench = {
  lighthouse: string;
  pages: PageResult[];
  js: JsWeight[];
  compression: Compression[];
  targets: typeof pageTargets & { met: boolean; missed: string[] };
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
  const deadline = Date.now() + 180_000;
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

/** Every script the home page loads (until the network is quiet), each body gzipped with zlib. */
async function measureJs(base: string, webDist: string): Promise<JsWeight[]> {
  // The app's module (the page's first script, boot.ts, imports it).
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const main = `/${manifest['src/main.tsx']?.file ?? ''}`;
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const weights: JsWeight[] = [];
    for (const viewport of [
      { name: 'mobile 390x844', width: 390, height: 844 },
      { name: 'desktop 1280x800', width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const page = await context.newPage();
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
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(pending);
      await context.close();
      const total = scripts.reduce((n, s) => n + s.gzipBytes, 0);
      weights.push({
        viewport: viewport.name,
        totalGzipKiB: kib(total),
        mainGzipKiB: kib(scripts.find((s) => s.url === main)?.gzipBytes ?? 0),
        main,
        scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
      });
    }
    return weights;
  } finally {
    await browser.close();
  }
}

function median(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
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
        { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
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
      };
    } finally {
      chrome.kill();
    }
  }
}

async function runLighthouse(base: string): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const target of pagesToMeasure) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < runsPerPage; i++) {
      const run = await lighthouseOnce(`${base}${target.path}`);
      runs.push(run);
      console.log(
        `  ${target.path} run ${i + 1}: performance ${run.performance}, LCP ${run.lcpMs} ms, CLS ${run.cls}, TBT ${run.tbtMs} ms`,
      );
    }
    results.push({ ...target, median: median(runs), runs });
  }
  return results;
}

export async function benchPages(): Promise<PagesBench> {
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
    try {
      const compression = await checkCompression(base, webDist);
      const js = await measureJs(base, webDist);
      console.log('Lighthouse (mobile emulation, default throttling):');
      const pages = await runLighthouse(base);
      const missed = [
        ...pages
          .filter((p) => p.median.performance < pageTargets.performance)
          .map((p) => `${p.path}: performance ${p.median.performance} < ${pageTargets.performance}`),
        ...pages
          .filter((p) => !(p.median.cls < pageTargets.cls))
          .map((p) => `${p.path}: CLS ${p.median.cls} >= ${pageTargets.cls}`),
        ...js
          .filter((j) => !(j.totalGzipKiB < pageTargets.jsGzipKiB))
          .map((j) => `home JS at ${j.viewport}: ${j.totalGzipKiB} KiB gzipped >= ${pageTargets.jsGzipKiB}`),
      ];
      return {
        lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version as string,
        pages,
        js,
        compression,
        targets: { ...pageTargets, met: missed.length === 0, missed },
      };
    } finally {
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
    `\nPages: Lighthouse ${result.lighthouse}, mobile emulation, default throttling, median of ${runsPerPage} runs`,
  );
  console.log('| page | performance | runs | LCP ms | CLS | TBT ms |');
  console.log('|---|---:|---|---:|---:|---:|');
  for (const p of result.pages)
    console.log(
      `| ${p.name} (${p.path}) | ${p.median.performance} | ${p.runs.map((r) => r.performance).join(', ')} | ${p.median.lcpMs} | ${p.median.cls} | ${p.median.tbtMs} |`,
    );
  for (const p of result.pages) {
    console.log(`${p.path}: LCP element ${p.median.lcpElement || 'none'}`);
    for (const shift of p.median.shifts) console.log(`  layout shift ${shift.score}: ${shift.element}`);
  }
  for (const j of result.js) {
    console.log(
      `JavaScript for / at ${j.viewport}: ${j.totalGzipKiB} KiB gzipped in ${j.scripts.length} files; main chunk ${j.main}: ${j.mainGzipKiB} KiB`,
    );
    for (const s of j.scripts)
      console.log(`  ${s.url}: ${kib(s.gzipBytes)} KiB gzipped (${kib(s.bytes)} KiB)`);
  }
  const plain = result.compression.filter((c) => !c.contentEncoding);
  console.log(
    plain.length
      ? `Served without compression (accept-encoding: gzip, br): ${plain.map((c) => c.path).join(', ')}`
      : `Compressed on the wire: ${result.compression.map((c) => `${c.path} (${c.contentEncoding})`).join(', ')}`,
  );
  const t = result.targets;
  console.log(
    t.met
      ? `Targets met: performance >= ${t.performance} on all three pages, JS < ${t.jsGzipKiB} KiB gzipped, CLS < ${t.cls}.`
      : `Targets (performance >= ${t.performance}, JS < ${t.jsGzipKiB} KiB gzipped, CLS < ${t.cls}) missed by:\n  ${t.missed.join('\n  ')}`,
  );
}
