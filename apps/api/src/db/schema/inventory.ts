// The stock ledger (decision 0349): one row per change of a size's remaining_qty, written by a database trigger
// with the reason the writer set for its transaction (inventory module, ledger.ts).
import { type StockReason, stockReasons } from '@chamak/shared/inventory';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productLitres } from './catalogue.ts';
import { orders } from './orders.ts';

export { type StockReason, stockReasons };

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sizeId: integer('size_id')
      .notNull()
      .references(() => productLitres.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** The size's stock after this movement. */
    balance: integer('balance').notNull(),
    reason: text('reason', { enum: stockReasons }).notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_size_idx').on(t.sizeId, t.id)],
);
