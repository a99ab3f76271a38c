// `npm run bench`: the API benchmark (and, when the storefront exists, the page-speed one); prints a table
// and writes bench/results/<date>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchApi } from './api.ts';

const api = await benchApi();
for (const run of api.runs) {
  console.log(`\nAPI on ${api.database}, ${api.products} products, 50 connections: ${run.label}`);
  console.log('| call | req/s | p50 ms | p99 ms | % of trivial | errors / non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of run.results)
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ratio}% | ${r.errors} / ${r.non2xx} |`);
  console.log(`Peak server memory (VmHWM): ${run.peakMiB} MiB`);
  const missed = run.results
    .filter((r) => r.name.startsWith('listing') && (r.ratio < 25 || r.p99 >= 50))
    .map((r) => `${r.name}: ${r.ratio}% of trivial, p99 ${r.p99} ms`);
  console.log(
    missed.length
      ? `Targets (>= 25% of trivial, p99 < 50 ms) missed by:\n  ${missed.join('\n  ')}`
      : 'Targets met: every listing call >= 25% of the trivial route, p99 < 50 ms.',
  );
}

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ api }, null, 2));
console.log(`\nWritten to ${file}`);
