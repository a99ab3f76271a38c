// Retention (decision 0361): how long the shop keeps what it no longer needs, set by the owner. Logs a year at
// least (DPDP Rules 2025, rule 6(1)(e) and the Third Schedule); the audit log's period is the staff settings' own.
import { z } from 'zod';

const days = (label: string, min: number, minMessage: string) =>
  z
    .number({ error: `${label}: a number of days` })
    .int({ error: `${label}: a whole number of days` })
    .min(min, { error: minMessage })
    .max(3650, { error: `${label}: at most ten years (3650 days)` });

export const retentionSettings = z.strictObject({
  /** The audit log's kept period: the staff settings' auditRetentionDays, the same setting. */
  auditRetentionDays: days(
    'Logs',
    365,
    'Server and audit logs must be kept for at least one year (365 days) under the DPDP Rules.',
  ),
  abandonedCartDays: days('Abandoned carts', 30, 'Keep abandoned carts for at least 30 days'),
  /** No sign-in and no order for this long: the account is anonymised, after a mail 48 hours before. */
  inactiveAccountDays: days(
    'Inactive accounts',
    365,
    'Keep inactive accounts for at least one year (365 days)',
  ),
  contactMessageDays: days('Contact messages', 365, 'Keep contact messages for at least one year (365 days)'),
});
export type RetentionSettings = z.infer<typeof retentionSettings>;
export type RetentionPeriods = Omit<RetentionSettings, 'auditRetentionDays'>;
export const defaultRetentionPeriods: RetentionPeriods = {
  abandonedCartDays: 365,
  inactiveAccountDays: 1095,
  contactMessageDays: 1095,
};

/** How long before erasing an inactive account its owner is told (DPDP Rules, rule 8(2)). */
export const erasureNoticeHours = 48;

export const retentionWhat = [
  'abandoned carts deleted',
  'inactive accounts warned',
  'inactive accounts anonymised',
  'contact messages deleted',
] as const;

export const retentionRun = z.object({
  id: z.number().int(),
  ranAt: z.string(),
  what: z.string(),
  count: z.number().int(),
});
export const retentionView = z.object({
  settings: retentionSettings,
  runs: z.array(retentionRun),
});
export type RetentionView = z.infer<typeof retentionView>;
