// The My data export covers the whole database (decision 0358): every table the catalogue shows with a column that
// keys a row to a person or an order (user_id, order_id, customer_id, e-mail, phone...) is read by the export or
// excluded on purpose with a reason. A new table holding a shopper's data fails here until the export reads it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { openTestDatabase } from '../../test/app.ts';
import { excludedFromExport, exportSources, personKeyColumns } from './export.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

async function keyedTables(): Promise<Map<string, string[]>> {
  const found = await rows<{ table_name: string; column_name: string }>(
    database.db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in (${sql.join([...personKeyColumns], sql`, `)})
      order by table_name, column_name`,
  );
  const tables = new Map<string, string[]>();
  for (const r of found) tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), r.column_name]);
  return tables;
}

describe('the My data export', () => {
  it('reads or deliberately excludes every table keyed by a person or an order', async () => {
    const tables = await keyedTables();
    // The catalogue is read: the obvious ones are among them.
    expect([...tables.keys()]).toEqual(
      expect.arrayContaining(['users', 'orders', 'addresses', 'tax_documents']),
    );
    const covered = new Set(exportSources.map((s) => s.table));
    const missing = [...tables]
      .filter(([table]) => !covered.has(table) && !(table in excludedFromExport))
      .map(([table, columns]) => `${table} (${columns.join(', ')})`);
    expect(
      missing,
      'tables holding a person’s or an order’s rows that the export neither reads nor excludes',
    ).toEqual([]);
  });

  it('excludes only tables that exist, each with a reason, and none that it also reads', async () => {
    const tables = await keyedTables();
    const covered = new Set(exportSources.map((s) => s.table));
    for (const [table, reason] of Object.entries(excludedFromExport)) {
      expect(tables.has(table), `${table} is excluded but holds no such column`).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
      expect(covered.has(table)).toBe(false);
    }
  });

  it('puts each table it reads into a section of its own', () => {
    const sections = exportSources.map((s) => s.section);
    expect(new Set(sections).size).toBe(sections.length);
    const tables = exportSources.map((s) => s.table);
    expect(new Set(tables).size).toBe(tables.length);
  });
});
