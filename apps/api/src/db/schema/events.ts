// Facts that committed (an order placed, stock that rose) waiting for their subscribers: one row per fact,
// appended in the transaction that made the fact and handled after it commits (events/bus.ts).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const eventQueue = pgTable(
  'event_queue',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    /** The subscribers that have handled it: a retry runs only the others. */
    handledBy: text('handled_by').array().notNull().default(sql`'{}'::text[]`),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried (again): now for a new row, later after a failure (backoff). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** A claim by one process's drain; a claim older than this has died and may be taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('event_queue_due_idx').on(t.runAfter, t.id).where(sql`${t.doneAt} is null`)],
);
