// Retention (decision 0361): how long the shop keeps what it no longer needs, and the daily job that erases it.
// Abandoned carts are emptied; contact messages (with their replies and tickets) deleted; an inactive account (no
// sign-in and no order for the period) is mailed 48 hours ahead (DPDP Rule 8(2)) and anonymised through the
// account deletion only once 48 hours have passed with no sign-in since: its orders and invoices stay, without
// its e-mail and phone. Audit-log pruning stays the audit job's, on the staff settings' period this page edits.
// Each run writes what it did to retention_runs.
import {
  defaultRetentionPeriods,
  erasureNoticeHours,
  type RetentionPeriods,
  type RetentionSettings,
  type RetentionView,
} from '@chamak/shared/retention';
import { defaultStaffSettings, type StaffSettings } from '@chamak/shared/staff';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Job } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { erasureNoticeMail, type MailTransport, sendTemplate } from '../mail/index.ts';
import { getSetting, putSetting } from '../settings/index.ts';

type Ctx = { db: DbOrTx };
export type RetentionCtx = Ctx & { mailer?: MailTransport | null; publicUrl?: string | undefined };

/** What the job needs of modules above this one; the app passes them (shop-jobs.ts). */
export type RetentionPorts = {
  /** Empties a customer's cart, in the caller's transaction. */
  emptyCart(tx: DbOrTx, userId: number): Promise<void>;
  /** Deletes the contact messages closed (or received, if never closed) before the cutoff; how many. */
  eraseContactsBefore(db: DbOrTx, cutoff: Date): Promise<number>;
  /** The account deletion: anonymises the account, keeps its orders and invoices. */
  eraseAccount(userId: number): Promise<void>;
};

const dayMs = 86_400_000;
const hourMs = 3_600_000;

export async function retentionSettingsOf(ctx: Ctx): Promise<RetentionSettings> {
  const [periods, staff] = await Promise.all([
    getSetting<RetentionPeriods>(ctx.db, 'retention', defaultRetentionPeriods),
    getSetting<StaffSettings>(ctx.db, 'staff', defaultStaffSettings),
  ]);
  return { ...periods, auditRetentionDays: staff.auditRetentionDays };
}

/** Saves the periods; the logs' period is the staff settings' auditRetentionDays, kept there. */
export async function saveRetentionSettings(ctx: Ctx, settings: RetentionSettings): Promise<RetentionView> {
  const { auditRetentionDays, ...periods } = settings;
  await ctx.db.transaction(async (tx) => {
    const staff = await getSetting<StaffSettings>(tx, 'staff', defaultStaffSettings);
    await putSetting(tx, 'staff', { ...staff, auditRetentionDays });
    await putSetting(tx, 'retention', periods);
  });
  return retentionView(ctx);
}

export async function retentionView(ctx: Ctx): Promise<RetentionView> {
  const [settings, runs] = await Promise.all([
    retentionSettingsOf(ctx),
    rows<{ id: number; ran_at: Date | string; what: string; count: number }>(
      ctx.db,
      sql`select id, ran_at, what, count from retention_runs order by ran_at desc, id desc limit 40`,
    ),
  ]);
  return {
    settings,
    runs: runs.map((r) => ({
      id: r.id,
      ranAt: new Date(r.ran_at).toISOString(),
      what: r.what,
      count: r.count,
    })),
  };
}

type Inactive = { id: number; fullname: string; email: string; warned_at: Date | string | null };

/** Customers with no sign-in, no order and no new account since the cutoff, with their warning if any. */
async function inactiveAccounts(db: DbOrTx, cutoff: Date): Promise<Inactive[]> {
  return rows<Inactive>(
    db,
    sql`select u.id, u.fullname, u.email, w.warned_at from users u
      left join retention_warnings w on w.user_id = u.id
      where u.role = 'customer' and u.deleted_at is null
        and u.created_at < ${cutoff.toISOString()}
        and coalesce(u.last_sign_in_at, u.created_at) < ${cutoff.toISOString()}
        and not exists (select 1 from orders o where o.user_id = u.id and o.created_at >= ${cutoff.toISOString()})
      order by u.id`,
  );
}

export type RetentionResult = Record<
  | 'abandoned carts deleted'
  | 'inactive accounts warned'
  | 'inactive accounts anonymised'
  | 'contact messages deleted',
  number
>;

/** One run of the retention rules at `now`; records and answers what it did. */
export async function runRetention(
  ctx: RetentionCtx,
  ports: RetentionPorts,
  now: Date,
): Promise<RetentionResult> {
  const settings = await retentionSettingsOf(ctx);
  const before = (days: number) => new Date(now.getTime() - days * dayMs);

  // Abandoned carts: no item added and no change since the cutoff.
  const cartCutoff = before(settings.abandonedCartDays).toISOString();
  const carts = await rows<{ user_id: number }>(
    ctx.db,
    sql`select c.user_id from cart_items c left join cart_changes ch on ch.user_id = c.user_id
      group by c.user_id, ch.changed_at
      having greatest(max(c.created_at), coalesce(ch.changed_at, max(c.created_at))) < ${cartCutoff}`,
  );
  await ctx.db.transaction(async (tx) => {
    for (const c of carts) await ports.emptyCart(tx, c.user_id);
  });

  const contacts = await ports.eraseContactsBefore(ctx.db, before(settings.contactMessageDays));

  // Inactive accounts: a sign-in or an order since clears a warning; a warning 48 hours old is acted on.
  const accountCutoff = before(settings.inactiveAccountDays);
  const inactive = await inactiveAccounts(ctx.db, accountCutoff);
  await rows(
    ctx.db,
    sql`delete from retention_warnings w where not (w.user_id in (select jsonb_array_elements_text(${JSON.stringify(
      inactive.map((i) => String(i.id)),
    )}::jsonb)::int))
      or exists (select 1 from users u where u.id = w.user_id and u.last_sign_in_at >= w.warned_at)`,
  );
  const stillWarned = new Map(
    (
      await rows<{ user_id: number; warned_at: Date | string }>(
        ctx.db,
        sql`select user_id, warned_at from retention_warnings`,
      )
    ).map((w) => [w.user_id, new Date(w.warned_at)]),
  );
  let warned = 0;
  let erased = 0;
  const erasedAfter = new Date(now.getTime() + erasureNoticeHours * hourMs);
  for (const account of inactive) {
    const warnedAt = stillWarned.get(account.id);
    if (!warnedAt) {
      await ctx.db.transaction(async (tx) => {
        const mailId = account.email.toLowerCase().endsWith('.invalid')
          ? null
          : await sendTemplate(
              { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
              account.email,
              erasureNoticeMail({
                name: account.fullname || 'Customer',
                erasedAfter: new Intl.DateTimeFormat('en-IN', {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: 'Asia/Kolkata',
                }).format(erasedAfter),
                signInUrl: ctx.publicUrl ? `${ctx.publicUrl.replace(/\/$/, '')}/login` : null,
              }),
            );
        await rows(
          tx,
          sql`insert into retention_warnings (user_id, warned_at, mail_id)
            values (${account.id}, ${now.toISOString()}, ${mailId}) on conflict (user_id) do nothing`,
        );
      });
      warned += 1;
    } else if (now.getTime() - warnedAt.getTime() >= erasureNoticeHours * hourMs) {
      await ports.eraseAccount(account.id);
      await rows(ctx.db, sql`delete from retention_warnings where user_id = ${account.id}`);
      erased += 1;
    }
  }

  const result: RetentionResult = {
    'abandoned carts deleted': carts.length,
    'inactive accounts warned': warned,
    'inactive accounts anonymised': erased,
    'contact messages deleted': contacts,
  };
  await rows(
    ctx.db,
    sql`insert into retention_runs (ran_at, what, count) values ${sql.join(
      Object.entries(result).map(([what, count]) => sql`(${now.toISOString()}, ${what}, ${count})`),
      sql`, `,
    )}`,
  );
  return result;
}

export function retentionJob(
  ctx: () => RetentionCtx,
  ports: () => RetentionPorts,
  clock: () => Date = () => new Date(),
): Job {
  return { name: 'retention', everyMs: 24 * hourMs, run: () => runRetention(ctx(), ports(), clock()) };
}
