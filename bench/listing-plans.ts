// The listing calls the API benchmark drives, and their query plans: every statement each call sends (traced in
// process, as the server sends it) is run once more under EXPLAIN (ANALYZE, BUFFERS) and printed, once per
// benchmark database, so a plan that turns worse shows in the bench's output beside its figures.
import type { GetAllProductsBody } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { rows, traceStatements } from '../apps/api/src/lib/sql.ts';
import { listProducts, useCardMedia } from '../apps/api/src/modules/catalogue/service.ts';
import type { Storage } from '../apps/api/src/plugins/storage.ts';

/** The listing calls (POST /api/products/getallproducts bodies), given the shop's categories in id order. */
export function listingCalls(
  categories: readonly { id: number }[],
): { name: string; body: GetAllProductsBody }[] {
  return [
    { name: 'listing, unfiltered (page 1 of 15)', body: { page: 1, perPage: 15 } },
    {
      name: 'listing, category + rating filter',
      body: {
        page: 2,
        perPage: 15,
        filter: { category: [categories[1]!.id, categories[3]!.id], rating: [4] },
      },
    },
    {
      name: 'listing, search "lavender floor"',
      body: { page: 1, perPage: 15, filter: { search: 'lavender floor' } },
    },
    {
      name: 'listing, typo search "disinfectent"',
      body: { page: 1, perPage: 15, filter: { search: 'disinfectent' } },
    },
  ];
}

type Explainer = (text: string, params: unknown[]) => Promise<string[]>;

/** EXPLAIN through the database's own client (pg's pool or PGlite), with the statement's parameters. */
function explainer(database: Database): Explainer {
  const client = (database.db as unknown as { $client: unknown }).$client as {
    query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }>;
  };
  return async (text, params) => {
    const result = await client.query(`explain (analyze, buffers, costs off) ${text}`, params);
    return result.rows.map((row) => row['QUERY PLAN'] ?? Object.values(row)[0] ?? '');
  };
}

/**
 * Prints each listing call's statements with their plans. The cards' media prefix is set first as the server
 * sets it when it starts (useCardMedia), and each call runs three times before, so the plans are the warm ones.
 */
export async function printListingPlans(database: Database, storage: Storage): Promise<void> {
  const ctx = { db: database.db, storage };
  await useCardMedia(ctx);
  const categories = await rows<{ id: number }>(database.db, sql`select id from categories order by id`);
  const explain = explainer(database);
  console.log(`\nQuery plans of the listing calls (${database.kind}), EXPLAIN (ANALYZE, BUFFERS), warm:`);
  for (const call of listingCalls(categories)) {
    for (let i = 0; i < 3; i++) await listProducts(ctx, call.body);
    const { statements } = await traceStatements(() => listProducts(ctx, call.body));
    console.log(`\n== ${call.name}: ${statements.length} statement${statements.length === 1 ? '' : 's'}`);
    for (const [n, statement] of statements.entries()) {
      const params = statement.params.map((p) => (typeof p === 'string' ? `'${p}'` : String(p))).join(', ');
      console.log(`-- ${n + 1}. parameters: ${params || 'none'}`);
      console.log(statement.sql.replace(/\s+/g, ' ').trim());
      for (const line of await explain(statement.sql, statement.params)) console.log(`   ${line}`);
    }
  }
  console.log('');
}
