// What the audit log reads of an entity before and after a write: its row as JSON (a product with its sizes, the
// settings as a whole). Only these tables, named here, are ever read: the route only picks one of them.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

export type Snapshot = Record<string, unknown>;

const tables = {
  category: 'categories',
  categories: 'categories',
  subcategory: 'subcategories',
  subcategories: 'subcategories',
  litre: 'litres',
  litres: 'litres',
  products: 'products',
  orders: 'orders',
  order: 'orders',
  users: 'users',
  staff: 'users',
  customers: 'users',
  reviews: 'reviews',
  contact: 'contact_messages',
  contacts: 'contact_messages',
  promotions: 'promotions',
  returns: 'returns',
  settings: 'shop_settings',
  subscriptions: 'subscriptions',
} as const;
export type Table = (typeof tables)[keyof typeof tables];

export function tableOfEntity(entity: string): Table | null {
  return (tables as Record<string, Table>)[entity] ?? null;
}

/** The entity's state now: its row (a product with its sizes), the settings by key; null when the id names none. */
export async function snapshotOf(db: DbOrTx, table: Table, id: string | null): Promise<Snapshot | null> {
  if (table === 'shop_settings') {
    const found = await rows<{ key: string; value: unknown }>(
      db,
      sql`select key, value from shop_settings order by key`,
    );
    return Object.fromEntries(found.map((r) => [r.key, r.value]));
  }
  if (id === null || !/^\d{1,12}$/.test(id)) return null;
  const [row] = await rows<{ row: Snapshot }>(
    db,
    sql`select to_jsonb(t) - 'password_hash' as row from ${sql.identifier(table)} t where t.id = ${Number(id)}`,
  );
  if (!row) return null;
  if (table !== 'products') return row.row;
  const sizes = await rows<{ size: Snapshot }>(
    db,
    sql`select to_jsonb(s) - 'created_at' as size from product_litres s where s.product_id = ${Number(id)} order by s.id`,
  );
  return { ...row.row, sizes: sizes.map((s) => s.size) };
}
