// The catalogue import's cost (decision 0351): a generated file of BENCH_IMPORT_ROWS (10,000) sizes, new products
// of four sizes each in the demo shop's categories, sent through the real route (multipart, as the page sends it) on
// a fresh database (PostgreSQL at BENCH_DATABASE_URL, or BENCH_DATABASE_URL=pglite): its dry run, its apply (every
// product and size created), then the same file with every price and stock changed, dry run and apply (every size
// updated, each stock change one ledger row). Printed: each step's seconds, rows per second and the process's peak
// resident memory during it, with the machine, Node and the database.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { rows } from '../apps/api/src/lib/sql.ts';
import { csvLine } from '../apps/api/src/modules/catalogue-import/cells.ts';
import { localStorage } from '../apps/api/src/plugins/storage.ts';
import { multipart } from '../apps/api/src/test/multipart.ts';
import { importColumns } from '../packages/shared/src/catalogue-import.ts';
import { demoAccounts, seedDemo } from '../tools/demo-data/seed.ts';
import { freshDatabase } from './api.ts';

const count = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

type Step = {
  seconds: number;
  rowsPerSecond: number;
  peakMiB: number;
  created: number;
  updated: number;
  errors: number;
};
export type ImportBench = {
  database: string;
  rows: number;
  fileMiB: number;
  /** The process's resident memory before the first step: the database (PGlite's in this process) and the app. */
  baselineMiB: number;
  createDryRun: Step;
  createApply: Step;
  updateDryRun: Step;
  updateApply: Step;
  node: string;
  cpus: string;
};

/** The file: `count` rows, four sizes (the demo's litres) per new product; `edit` changes every price and stock. */
function generate(
  groups: { category: string; subcategory: string }[],
  litres: string[],
  edit: boolean,
): string {
  const perProduct = Math.min(4, litres.length);
  let text = csvLine([...importColumns]);
  for (let i = 0; i < count; i++) {
    const p = Math.floor(i / perProduct);
    const group = groups[p % groups.length]!;
    const rupees = 100 + (i % 900) + (edit ? 10 : 0);
    const cells: Record<(typeof importColumns)[number], string> = {
      product_id: '',
      product_name: `Bench Cleaner ${p}`,
      category: group.category,
      subcategory: group.subcategory,
      short_description: 'A generated product for the import benchmark, with a comma, and "quotes".',
      hsn_code: '3402',
      gst_rate: '18',
      size: litres[i % perProduct]!,
      sku: `BENCH-${p}-${i % perProduct}`,
      gtin: '',
      price: `${rupees}.50`,
      sale_price: `${rupees - 20}`,
      stock: String((i % 50) + (edit ? 5 : 0)),
      low_stock_threshold: '5',
      weight_grams: '550',
      length_cm: '10',
      breadth_cm: '8',
      height_cm: '25',
      image_urls: '',
    };
    text += csvLine(importColumns.map((c) => cells[c]));
  }
  return text;
}

export async function benchCatalogueImport(): Promise<ImportBench> {
  const fresh = await freshDatabase();
  const database = await openDatabase({
    databaseUrl: fresh.url,
    pgliteDir: path.join(fresh.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const version = fresh.url
      ? ((await rows<{ v: string }>(db, sql`select current_setting('server_version') as v`))[0]?.v ?? '?')
      : 'PGlite';
    const groups = await rows<{ category: string; subcategory: string }>(
      db,
      sql`select c.name as category, s.name as subcategory from subcategories s join categories c on c.id = s.category_id order by s.id`,
    );
    const litres = (await rows<{ label: string }>(db, sql`select label from litres order by id`)).map(
      (l) => l.label,
    );
    const app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', LOG_LEVEL: 'warn' }),
        mediaDir: path.join(fresh.dataDir, 'media'),
        cacheTtlMs: 0,
        uploadMaxRequestBytes: 200 * 1024 * 1024,
      },
      database,
      storage: localStorage(path.join(fresh.dataDir, 'media')),
      mailer: null,
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
      });
      const token = (login.json() as { token: string }).token;
      const step = async (csv: string, dryRun: boolean): Promise<Step> => {
        const form = multipart([
          { name: 'file', filename: 'bench.csv', contentType: 'text/csv', data: Buffer.from(csv) },
        ]);
        let peak = process.memoryUsage().rss;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 20);
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: `/api/admin/catalogue/import?dryRun=${dryRun}`,
          payload: form.payload,
          headers: { ...form.headers, authorization: `Bearer ${token}` },
        });
        const seconds = (performance.now() - t0) / 1000;
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        if (res.statusCode !== 200)
          throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
        const body = res.json() as { created: number; updated: number; errorCount: number; applied: boolean };
        if (body.errorCount > 0) throw new Error(`the generated file has errors: ${res.body.slice(0, 500)}`);
        return {
          seconds,
          rowsPerSecond: Math.round(count / seconds),
          peakMiB: Math.round(peak / 1024 / 1024),
          created: body.created,
          updated: body.updated,
          errors: body.errorCount,
        };
      };
      const created = generate(groups, litres, false);
      const edited = generate(groups, litres, true);
      console.log(`Catalogue import: ${count} rows (${version})...`);
      const baselineMiB = Math.round(process.memoryUsage().rss / 1024 / 1024);
      const createDryRun = await step(created, true);
      const createApply = await step(created, false);
      const updateDryRun = await step(edited, true);
      const updateApply = await step(edited, false);
      return {
        database: version,
        rows: count,
        fileMiB: Number((Buffer.byteLength(created) / 1024 / 1024).toFixed(1)),
        baselineMiB,
        createDryRun,
        createApply,
        updateDryRun,
        updateApply,
        node: process.version,
        cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await fresh.drop();
  }
}

export function printCatalogueImport(r: ImportBench): void {
  console.log(
    `\nCatalogue import of ${r.rows} rows, ${r.fileMiB} MiB (${r.database}, Node ${r.node}, ${r.cpus})`,
  );
  const line = (label: string, s: Step) =>
    console.log(
      `  ${label}: ${s.seconds.toFixed(1)} s, ${s.rowsPerSecond} rows/s, peak RSS ${s.peakMiB} MiB (${s.created} created, ${s.updated} updated)`,
    );
  console.log(`  resident memory before the first step: ${r.baselineMiB} MiB`);
  line('new products, dry run', r.createDryRun);
  line('new products, apply', r.createApply);
  line('every price and stock changed, dry run', r.updateDryRun);
  line('every price and stock changed, apply', r.updateApply);
}
