// One writer of order state: no source file but the orders module's transition.ts writes an order's status, its
// payment status or a state timestamp, or an order_events row; the scan reads every SQL statement and Drizzle
// update of the API's source.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The columns that make an order's state. */
export const stateColumns = [
  'status',
  'payment_status',
  'paid_at',
  'cancelled_at',
  'delivered_at',
  'returned_to_origin_at',
  'cod_collected_at',
  'confirmation_due_at',
  'confirmed_at',
  'confirmed_by',
];

const writer = 'modules/orders/transition.ts';
/** apps/api/src */
const apiSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|pg-test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The state writes in a text: `update orders set ...` naming a state column, Drizzle updates of orders, timeline inserts. */
export function stateWrites(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/update\s+"?orders"?\s+set\b([\s\S]*?)(?:\bwhere\b|`)/gi)) {
    const set = m[1]!;
    const columns = stateColumns.filter((c) => new RegExp(`(^|[^\\w.])${c}\\s*=`, 'i').test(set));
    if (columns.length > 0) found.push(`update orders set ${columns.join(', ')}`);
  }
  if (/\.update\(\s*(schema\.)?orders\s*\)/.test(text)) found.push('drizzle update(orders)');
  if (/insert\s+into\s+"?order_events"?/i.test(text)) found.push('insert into order_events');
  return found;
}

describe('the single writer of order state', () => {
  it('finds the writes it looks for', () => {
    expect(
      stateWrites("sql`update orders set payment_status = 'failed', updated_at = now() where id = 1`"),
    ).toEqual(['update orders set payment_status']);
    expect(
      stateWrites(
        'sql`update orders set\n  courier_name = 1,\n  status = 3,\n  updated_at = now()\nwhere id = 1`',
      ),
    ).toEqual(['update orders set status']);
    expect(
      stateWrites('sql`update orders set delivered_at = coalesce(delivered_at, now()) where id = 1`'),
    ).toEqual(['update orders set delivered_at']);
    expect(stateWrites('sql`update orders set etd = 1, track_url = 2 where id = 3`')).toEqual([]);
    expect(stateWrites('db.update(orders).set({ status: 3 })')).toEqual(['drizzle update(orders)']);
  });

  it('has none outside the orders module transition', () => {
    const writes: string[] = [];
    let writerSeen = false;
    for (const file of sourceFiles(apiSource)) {
      const name = path.relative(apiSource, file).split(path.sep).join('/');
      const found = stateWrites(readFileSync(file, 'utf8'));
      if (name === writer) writerSeen = found.includes('insert into order_events');
      else writes.push(...found.map((w) => `${name}: ${w}`));
    }
    expect(writerSeen).toBe(true);
    expect(writes).toEqual([]);
  });
});
