// The audit log's calls (decision 0348): Admin → Audit log filters by person, entity and dates and downloads CSV.
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD' });

export const auditQuery = z.object({
  actor: z.coerce.number().int().positive().optional(),
  entity: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'Entity is a word such as products or orders' })
    .optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorUserId: z.number().nullable(),
  actorName: z.string(),
  actorRole: z.string(),
  ip: z.string(),
  kind: z.enum(['write', 'export']),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  statusCode: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  /** The people and entities that have entries, for the filters. */
  people: z.array(z.object({ id: z.number(), name: z.string() })),
  entities: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPage>;

/** How long entries are kept: a year at least (DPDP Rules, rule 6), at most ten. */
export const auditRetentionDays = z
  .number({ error: 'Keep the audit log for a number of days' })
  .int({ error: 'Keep the audit log for a whole number of days' })
  .min(365, { error: 'The audit log is kept for a year at least (365 days)' })
  .max(3650, { error: 'Keep the audit log for at most ten years (3650 days)' });

/** GET /api/admin/audit.csv: the page's filters without paging. */
export const auditCsvQuery = auditQuery.omit({ page: true, perPage: true });
/** The CSV's text (text/csv). */
export const auditCsvText = z.string();
