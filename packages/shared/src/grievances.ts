// Grievances (decision 0359): the /grievance form (the grievance officer it names is the seller identity's, in
// seller.ts), and the ticket every contact request and grievance becomes:
// GR-<year>-<six digits>, acknowledged by mail at once (the Rules allow 48 hours) and redressed within one month.
import { z } from 'zod';
import { contactBody } from './contacts.ts';
import { normalisePhone } from './phone.ts';

/** How long the shop has to redress a grievance (E-Commerce Rules 4(5)): one month from receiving it. */
export const redressalMonths = 1;

/** The redressal due date: the same day of the next month (the month's last day when it has no such day). */
export function redressalDue(received: Date): Date {
  const due = new Date(received);
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + redressalMonths);
  const last = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, last));
  return due;
}

/** Whole days from `now` to `due`, rounded up (0 on the due day, negative once overdue). */
export function daysLeft(due: Date, now: Date): number {
  return Math.ceil((due.getTime() - now.getTime()) / 86_400_000);
}

/** A ticket's number: GR-2026-000042. */
export const ticketNumber = (year: number, n: number) => `GR-${year}-${String(n).padStart(6, '0')}`;

/** POST /api/grievances: the /grievance form. */
export const grievanceBody = z.strictObject({
  name: contactBody.shape.name,
  email: contactBody.shape.email,
  phone: z
    .string()
    .trim()
    .max(20, { error: 'Phone must be 20 characters or less' })
    .transform((p) => (p ? normalisePhone(p) : ''))
    .refine((p) => p === '' || /^[6-9]\d{9}$/.test(p), { error: 'Write a 10-digit mobile number' })
    .optional(),
  orderNumber: z.string().trim().max(40, { error: 'Order number must be 40 characters or less' }).optional(),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(150, { error: 'Subject must be 150 characters or less' }),
  description: z
    .string({ error: 'Describe your grievance' })
    .trim()
    .min(1, { error: 'Describe your grievance' })
    .max(5000, { error: 'Description must be 5000 characters or less' }),
});
export type GrievanceBody = z.infer<typeof grievanceBody>;

export const grievanceFiled = z.object({
  message: z.string(),
  ticketNumber: z.string(),
  dueAt: z.string(),
});
export type GrievanceFiled = z.infer<typeof grievanceFiled>;

/** A request's ticket as the back-office list shows it, with its redressal clock (null: received before tickets). */
export const grievanceTicket = z.object({
  number: z.string(),
  kind: z.enum(['contact', 'grievance']),
  subject: z.string().nullable(),
  orderNumber: z.string().nullable(),
  receivedAt: z.string(),
  dueAt: z.string(),
  /** Whole days to the due date; null once resolved. */
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  acknowledged: z.boolean(),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type GrievanceTicket = z.infer<typeof grievanceTicket>;

export const grievanceMessages = {
  filed: (number: string) =>
    `Thank you. Your grievance is registered as ${number}; we have mailed you an acknowledgement.`,
  resolutionRequired: 'Write the resolution before closing a grievance.',
} as const;
