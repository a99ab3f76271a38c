// `npm run bench`: the API benchmark (then the same calls uncached on PGlite with the demo shop: BENCH_ONLY=api runs
// both, BENCH_ONLY=api-pglite only that), the server's memory on both databases (the API benchmark again on the other
// one), the quote's (a 10-line cart with 5 promotions), then the page-speed one (BENCH_ONLY=api, memory, quote,
// estimate or pages runs just one; BENCH_ONLY=orders runs only the 100,000-order admin benchmark and
// BENCH_ONLY=checkout-burst only the sale on one product (100 shoppers placing cash orders at once), both on
// PostgreSQL; BENCH_ONLY=renewals only the renewal job for 10,000 subscriptions due on one day; BENCH_ONLY=cod-risk only the COD risk score on a generated year of orders; BENCH_ONLY=import only the catalogue import of a 10,000-row file; BENCH_ONLY=ping only the shop's trivial route against a bare Fastify hello-world, which the api
// benchmark runs first); prints tables and writes bench/results/<date>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type ApiResult, type ApiRun, benchApi, benchApiDemo } from './api.ts';
import { benchCatalogueImport, printCatalogueImport } from './catalogue-import.ts';
import { benchCheckoutBurst, printCheckoutBurst } from './checkout-burst.ts';
import { benchCodRisk, printCodRisk } from './cod-risk.ts';
import { benchEstimate, printEstimate } from './estimate.ts';
import { type MemoryRow, memoryRows, printMemory } from './memory.ts';
import { benchOrders, printOrders } from './orders.ts';
import { benchPages, printPages } from './pages.ts';
import { benchPing, printPing } from './ping.ts';
import { benchQuote, printQuote } from './quote.ts';
import { benchRenewals, printRenewals } from './renewals.ts';

const only = process.env.BENCH_ONLY;
const runs = [
  'api',
  'ping',
  'api-pglite',
  'memory',
  'pages',
  'orders',
  'quote',
  'estimate',
  'checkout-burst',
  'renewals',
  'cod-risk',
  'import',
];
if (only && !runs.includes(only)) throw new Error(`BENCH_ONLY must be ${runs.join(', ')}, not ${only}`);
const results: Record<string, unknown> = {};

/** The uncached listing's targets, for the listing calls at 50 connections with the microcache off. */
const uncachedTargets: Record<string, { rps: number; p99: number }> = {
  postgres: { rps: 1500, p99: 100 },
  'pglite (demo catalogue)': { rps: 400, p99: 300 },
};

function printApi(api: Awaited<ReturnType<typeof benchApi>>): void {
  for (const run of api.runs) {
    console.log(`\nAPI on ${api.database}, ${api.products} products, 50 connections: ${run.label}`);
    console.log(`1-minute load average when it ended: ${run.load}`);
    console.log('| call | req/s | p50 ms | p99 ms | % of trivial | errors / non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of run.results)
      console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ratio}% | ${r.errors} / ${r.non2xx} |`);
    console.log(`Peak server memory (VmHWM): ${run.peakMiB} MiB`);
    const uncached = run.label.startsWith('microcache off') ? uncachedTargets[api.database] : undefined;
    const target = uncached
      ? {
          text: `>= ${uncached.rps} req/s, p99 < ${uncached.p99} ms`,
          met: (r: ApiResult) => r.rps >= uncached.rps && r.p99 < uncached.p99,
          shown: (r: ApiResult) => `${r.rps} req/s, p99 ${r.p99} ms`,
        }
      : {
          text: '>= 25% of trivial, p99 < 50 ms',
          met: (r: ApiResult) => r.ratio >= 25 && r.p99 < 50,
          shown: (r: ApiResult) => `${r.ratio}% of trivial, p99 ${r.p99} ms`,
        };
    if (run.label.startsWith('microcache off') && !uncached) continue;
    const missed = run.results
      .filter((r) => r.name.startsWith('listing') && !target.met(r))
      .map((r) => `${r.name}: ${target.shown(r)}`);
    console.log(
      missed.length
        ? `Targets (${target.text}) missed by:\n  ${missed.join('\n  ')}`
        : `Targets met by every listing call: ${target.text}.`,
    );
  }
}

if (only === 'orders') {
  const orders = await benchOrders();
  results.orders = orders;
  printOrders(orders);
}

/** The API runs by database, for the memory table. */
const apiRuns = new Map<string, ApiRun[]>();

// The shop's per-request cost: its trivial route against a bare Fastify 5 hello-world, same settings, same run.
if (!only || only === 'api' || only === 'ping') {
  console.log('\nThe trivial route against a bare Fastify');
  const ping = await benchPing();
  results.ping = ping;
  printPing(ping);
}

if (!only || only === 'api') {
  const api = await benchApi();
  results.api = api;
  apiRuns.set(api.database, api.runs);
  printApi(api);
}

// The uncached listing's PGlite target: PGlite with the demo catalogue, the microcache off
// (BENCH_ONLY=api-pglite runs just this).
if (!only || only === 'api' || only === 'api-pglite') {
  const demo = await benchApiDemo();
  results.apiDemo = demo;
  printApi(demo);
}

if (!only || only === 'memory') {
  const server = process.env.BENCH_DATABASE_URL;
  const postgres = server && server !== 'pglite' ? server : undefined;
  const rows: MemoryRow[] = [];
  for (const [database, url] of [
    ['postgres', postgres ?? 'postgres://postgres@127.0.0.1:5432/postgres'],
    ['pglite', 'pglite'],
  ] as const) {
    let dbRuns = apiRuns.get(database);
    if (!dbRuns) {
      console.log(`\nMemory: the API benchmark on ${database}`);
      dbRuns = (await benchApi(url)).runs;
    }
    rows.push(...memoryRows(database, dbRuns));
  }
  results.memory = rows;
  printMemory(rows);
}

if (!only || only === 'quote') {
  const quote = await benchQuote();
  results.quote = quote;
  printQuote(quote);
}

if (!only || only === 'checkout-burst') {
  const burst = await benchCheckoutBurst();
  results.checkoutBurst = burst;
  printCheckoutBurst(burst);
}

if (!only || only === 'renewals') {
  const renewals = await benchRenewals();
  results.renewals = renewals;
  printRenewals(renewals);
}

if (!only || only === 'import') {
  const catalogueImport = await benchCatalogueImport();
  results.catalogueImport = catalogueImport;
  printCatalogueImport(catalogueImport);
}

if (!only || only === 'cod-risk') {
  const codRisk = benchCodRisk();
  results.codRisk = codRisk;
  printCodRisk(codRisk);
}

if (!only || only === 'estimate') {
  const estimate = await benchEstimate();
  results.estimate = estimate;
  printEstimate(estimate);
}

if (!only || only === 'pages') {
  console.log('\nPage speed');
  const pages = await benchPages();
  results.pages = pages;
  printPages(pages);
}

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nWritten to ${file}`);
