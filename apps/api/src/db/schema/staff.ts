// Staff invitations and the audit log (decision 0348). The accounts module owns invitations; the audit module owns
// the log, which the database refuses to change (migration 0048).
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const staffRoles = ['owner', 'manager', 'fulfilment', 'support', 'catalogue', 'accounts'] as const;

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull(),
    staffRole: text('staff_role', { enum: staffRoles }).notNull(),
    /** sha256 of the link's token: the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_token_hash_unique').on(t.tokenHash)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    ip: text('ip').notNull(),
    kind: text('kind', { enum: ['write', 'export'] }).notNull(),
    /** The call: method and route, e.g. "PUT /api/products/:id". */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The changed fields: { field: { before, after } }, or the request's fields (secrets masked) when no before. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    statusCode: smallint('status_code').notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorUserId, t.at)],
);
