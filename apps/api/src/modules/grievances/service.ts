// Grievance tickets (decision 0359). Every contact request and every grievance from /grievance becomes a ticket:
// GR-<year>-<six digits>, counted per year in the shop's time zone, acknowledged by mail in the transaction that
// receives it (the E-Commerce Rules allow 48 hours; the outbox sends at once), due one month after receipt, and
// closed with a resolution that is kept and mailed. The messages themselves are the contacts module's rows.
import { daysLeft, type GrievanceTicket, redressalDue, ticketNumber } from '@chamak/shared/grievances';
import type { GrievanceOfficer } from '@chamak/shared/seller';
import { dayInWords, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import {
  grievanceReceivedMail,
  grievanceResolvedMail,
  type MailTransport,
  sendTemplate,
} from '../mail/index.ts';
import { sellerIdentityOf, timeZoneOf } from '../settings/index.ts';

type Ctx = { db: DbOrTx };
export type MailCtx = Ctx & { mailer?: MailTransport | null; publicUrl?: string | undefined };
type Time = Date | string;
const iso = (t: Time) => new Date(t).toISOString();

/** The grievance officer of the seller identity (Admin → Shop Settings → Seller), whom the mails name. */
export async function grievanceOfficerOf(ctx: Ctx): Promise<GrievanceOfficer> {
  return (await sellerIdentityOf(ctx)).grievanceOfficer;
}

/** The next number of the year, taken under the counter's row lock (two tickets never share one). */
async function nextNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await rows<{ last_number: number }>(
    tx,
    sql`insert into grievance_counters (year, last_number) values (${year}, 1)
      on conflict (year) do update set last_number = grievance_counters.last_number + 1
      returning last_number`,
  );
  return ticketNumber(year, row!.last_number);
}

export type NewTicket = {
  contactId: number;
  name: string;
  email: string;
  receivedAt: Date;
  kind: 'contact' | 'grievance';
  subject?: string | null | undefined;
  orderNumber?: string | null | undefined;
};

/**
 * Opens the ticket of a message just received, in the caller's transaction, and queues its acknowledgement mail
 * (number, received, due). Answers the number and the due date.
 */
export async function openTicket(ctx: MailCtx, ticket: NewTicket): Promise<{ number: string; dueAt: Date }> {
  const timeZone = await timeZoneOf(ctx);
  const year = Number(shopDay(ticket.receivedAt, timeZone).slice(0, 4));
  const number = await nextNumber(ctx.db, year);
  const dueAt = redressalDue(ticket.receivedAt);
  const officer = await grievanceOfficerOf(ctx);
  const mailId = await sendTemplate(
    ctx,
    ticket.email,
    grievanceReceivedMail({
      name: ticket.name,
      number,
      subject: ticket.subject || 'Your message',
      received: dayInWords(shopDay(ticket.receivedAt, timeZone)),
      due: dayInWords(shopDay(dueAt, timeZone)),
      officer,
    }),
  );
  await rows(
    ctx.db,
    sql`insert into grievance_tickets (contact_id, number, kind, subject, order_number, received_at, due_at,
        acknowledgement_mail_id)
      values (${ticket.contactId}, ${number}, ${ticket.kind}, ${ticket.subject || null}, ${ticket.orderNumber || null},
        ${ticket.receivedAt.toISOString()}, ${dueAt.toISOString()}, ${mailId})`,
  );
  return { number, dueAt };
}

type TicketRow = {
  contact_id: number;
  number: string;
  kind: 'contact' | 'grievance';
  subject: string | null;
  order_number: string | null;
  received_at: Time;
  due_at: Time;
  acknowledgement_mail_id: number | null;
  resolution: string | null;
  resolved_at: Time | null;
  resolved_by: string | null;
  state: 'open' | 'closed';
};

/** The tickets of the given messages with their redressal clock at `now`, by message id. */
export async function ticketsOf(
  db: DbOrTx,
  contactIds: readonly number[],
  now: Date,
): Promise<Map<number, GrievanceTicket>> {
  if (contactIds.length === 0) return new Map();
  const found = await rows<TicketRow>(
    db,
    sql`select t.*, c.state from grievance_tickets t join contact_messages c on c.id = t.contact_id
      where t.contact_id in (${sql.join(
        contactIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(
    found.map((t) => {
      const due = new Date(t.due_at);
      const open = t.state === 'open';
      return [
        t.contact_id,
        {
          number: t.number,
          kind: t.kind,
          subject: t.subject,
          orderNumber: t.order_number,
          receivedAt: iso(t.received_at),
          dueAt: due.toISOString(),
          daysLeft: open ? daysLeft(due, now) : null,
          overdue: open && now.getTime() > due.getTime(),
          acknowledged: t.acknowledgement_mail_id !== null,
          resolution: t.resolution,
          resolvedAt: t.resolved_at === null ? null : iso(t.resolved_at),
          resolvedBy: t.resolved_by,
        },
      ];
    }),
  );
}

/**
 * Records how a ticket was resolved, in the caller's transaction, and mails the resolution to the sender unless
 * it went to them already (a reply that closed the request). A message without a ticket records nothing.
 */
export async function resolveTicket(
  ctx: MailCtx,
  resolved: { contactId: number; name: string; email: string; resolution: string; by: string; mail: boolean },
): Promise<boolean> {
  const [ticket] = await rows<{ number: string }>(
    ctx.db,
    sql`select number from grievance_tickets where contact_id = ${resolved.contactId} for update`,
  );
  if (!ticket) return false;
  const mailId = resolved.mail
    ? await sendTemplate(
        ctx,
        resolved.email,
        grievanceResolvedMail({
          name: resolved.name,
          number: ticket.number,
          resolution: resolved.resolution,
          officer: await grievanceOfficerOf(ctx),
        }),
      )
    : null;
  await rows(
    ctx.db,
    sql`update grievance_tickets set resolution = ${resolved.resolution}, resolved_at = now(),
        resolved_by = ${resolved.by}, resolution_mail_id = ${mailId}
      where contact_id = ${resolved.contactId}`,
  );
  return mailId !== null;
}

/** A reopened ticket's resolution is cleared: the clock runs again from its receipt. */
export async function reopenTicket(db: DbOrTx, contactId: number): Promise<void> {
  await rows(
    db,
    sql`update grievance_tickets set resolution = null, resolved_at = null, resolved_by = null,
        resolution_mail_id = null where contact_id = ${contactId}`,
  );
}
