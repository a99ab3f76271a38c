// Security incidents (decision 0360): the owner records a personal-data breach; the shop drafts the notice to each
// affected person and the report to the Data Protection Board (drafts.ts); the owner edits both, then confirms the
// sending, naming how many people will be messaged. Each person is sent the notice once (one row per incident and
// person, written before the mail in one transaction): a retry or a second confirmation sends no duplicate. The
// Board's report is a text document the owner downloads; nothing is sent to the Board from here.

import {
  type AffectedData,
  boardReportHours,
  type IncidentBody,
  type IncidentDraftsBody,
  type IncidentRecipients,
  type IncidentSaved,
  type IncidentSent,
  type PeopleScope,
  peopleScopeLabels,
  type SecurityIncident,
  incidentMessages as say,
} from '@chamak/shared/security-incidents';
import type { ShopIdentity } from '@chamak/shared/settings';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import { grievanceOfficerOf } from '../grievances/index.ts';
import { breachNoticeMail, type MailTransport, sendTemplate } from '../mail/index.ts';
import { nameForMessage, notifyPhone, type PhoneChannels } from '../notify/index.ts';
import { getSetting, notificationSettingsOf, sellerIdentityOf, timeZoneOf } from '../settings/index.ts';
import { type DraftFacts, noticeDraft, noticeSubject, reportDraft } from './drafts.ts';

type Ctx = { db: DbOrTx; now?: Date };
type MailCtx = Ctx & {
  mailer?: MailTransport | null;
  publicUrl?: string | undefined;
  phone?: PhoneChannels | undefined;
  log?: Partial<Pick<FastifyBaseLogger, 'info' | 'warn'>> | undefined;
};
type Time = Date | string;
const iso = (t: Time) => new Date(t).toISOString();
const hourMs = 3_600_000;

type IncidentRow = {
  id: number;
  what_happened: string;
  found_at: Time;
  happened_at: Time | null;
  data_affected: AffectedData[];
  people: PeopleScope;
  orders_from: string | null;
  orders_to: string | null;
  people_list: string[];
  cause: string;
  mitigation: string;
  person_responsible: string;
  remedial_measures: string;
  notice_subject: string;
  notice_text: string;
  report_text: string;
  recorded_by: string;
  created_at: Time;
  notices_sent: number;
};

const day = (d: Time | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : iso(d).slice(0, 10);

function toIncident(r: IncidentRow, now: Date): SecurityIncident {
  const due = new Date(new Date(r.found_at).getTime() + boardReportHours * hourMs);
  return {
    id: r.id,
    whatHappened: r.what_happened,
    foundAt: iso(r.found_at),
    happenedAt: r.happened_at === null ? null : iso(r.happened_at),
    dataAffected: r.data_affected,
    people: r.people,
    ordersFrom: day(r.orders_from),
    ordersTo: day(r.orders_to),
    peopleList: r.people_list,
    cause: r.cause,
    mitigation: r.mitigation,
    personResponsible: r.person_responsible,
    remedialMeasures: r.remedial_measures,
    noticeSubject: r.notice_subject,
    noticeText: r.notice_text,
    reportText: r.report_text,
    recordedBy: r.recorded_by,
    createdAt: iso(r.created_at),
    reportDueAt: due.toISOString(),
    reportHoursLeft: Math.floor((due.getTime() - now.getTime()) / hourMs),
    noticesSent: r.notices_sent,
  };
}

const selectIncidents = (where: SQL) => sql`select i.*,
    (select count(*)::int from security_incident_notices n where n.incident_id = i.id) as notices_sent
  from security_incidents i ${where}`;

async function rowOf(db: DbOrTx, id: number): Promise<IncidentRow> {
  const [found] = await rows<IncidentRow>(db, selectIncidents(sql`where i.id = ${id}`));
  if (!found) throw new NotFound(say.notFound);
  return found;
}

export async function listIncidents(ctx: Ctx): Promise<{ items: SecurityIncident[] }> {
  const found = await rows<IncidentRow>(
    ctx.db,
    sql`${selectIncidents(sql``)} order by i.found_at desc, i.id desc`,
  );
  const now = ctx.now ?? new Date();
  return { items: found.map((r) => toIncident(r, now)) };
}

export async function incidentOf(ctx: Ctx, id: number): Promise<SecurityIncident> {
  return toIncident(await rowOf(ctx.db, id), ctx.now ?? new Date());
}

function peopleInWords(
  body: Pick<IncidentBody, 'people' | 'ordersFrom' | 'ordersTo' | 'peopleList'>,
): string {
  if (body.people === 'orders')
    return `customers of the orders placed from ${body.ordersFrom} to ${body.ordersTo}`;
  if (body.people === 'list') return `${body.peopleList?.length ?? 0} listed people`;
  return peopleScopeLabels.all.toLowerCase();
}

/** Records an incident with the shop's drafts of the notice and of the Board's report. */
export async function recordIncident(ctx: Ctx, body: IncidentBody, actor: Actor): Promise<IncidentSaved> {
  const [shop, seller, officer, [by]] = await Promise.all([
    getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity),
    sellerIdentityOf(ctx),
    grievanceOfficerOf(ctx),
    rows<{ fullname: string }>(ctx.db, sql`select fullname from users where id = ${actor.userId}`),
  ]);
  const facts: DraftFacts = {
    shopName: seller.tradeName || shop.name,
    legalName: seller.legalName,
    shopAddress: seller.registeredAddress.join(', '),
    officer,
    whatHappened: body.whatHappened,
    foundAt: body.foundAt,
    happenedAt: body.happenedAt ?? null,
    dataAffected: body.dataAffected,
    peopleInWords: peopleInWords(body),
    cause: body.cause ?? '',
    mitigation: body.mitigation ?? '',
    personResponsible: body.personResponsible ?? '',
    remedialMeasures: body.remedialMeasures ?? '',
  };
  const [created] = await rows<{ id: number }>(
    ctx.db,
    sql`insert into security_incidents (what_happened, found_at, happened_at, data_affected, people, orders_from,
        orders_to, people_list, cause, mitigation, person_responsible, remedial_measures, notice_subject,
        notice_text, report_text, recorded_by)
      values (${body.whatHappened}, ${body.foundAt}, ${body.happenedAt ?? null},
        ${JSON.stringify(body.dataAffected)}::jsonb, ${body.people},
        ${body.people === 'orders' ? body.ordersFrom! : null}, ${body.people === 'orders' ? body.ordersTo! : null},
        ${JSON.stringify(body.people === 'list' ? body.peopleList : [])}::jsonb, ${facts.cause}, ${facts.mitigation},
        ${facts.personResponsible}, ${facts.remedialMeasures}, ${noticeSubject(facts)}, ${noticeDraft(facts)},
        ${reportDraft(facts)}, ${by?.fullname ?? 'Staff'})
      returning id`,
  );
  return { message: say.recorded, incident: await incidentOf(ctx, created!.id) };
}

export async function saveDrafts(ctx: Ctx, id: number, body: IncidentDraftsBody): Promise<IncidentSaved> {
  await rowOf(ctx.db, id);
  await rows(
    ctx.db,
    sql`update security_incidents set notice_subject = ${body.noticeSubject}, notice_text = ${body.noticeText},
        report_text = ${body.reportText}, updated_at = now() where id = ${id}`,
  );
  return { message: say.draftsSaved, incident: await incidentOf(ctx, id) };
}

/** An affected person: keyed by their e-mail (lower case) or, without one, their phone. */
export type Person = {
  key: string;
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
};

const realEmail = (e: string | null | undefined) =>
  e?.includes('@') && !e.toLowerCase().endsWith('.invalid') ? e.trim() : null;
const tenDigits = (p: string | null | undefined) => {
  const digits = (p ?? '').replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
};

function person(
  userId: number | null,
  name: string,
  email: string | null,
  phone: string | null,
): Person | null {
  const mail = realEmail(email);
  const mobile = tenDigits(phone);
  if (!mail && !mobile) return null;
  return {
    key: mail ? mail.toLowerCase() : `phone:${mobile}`,
    userId,
    name: name.trim() || 'Customer',
    email: mail,
    phone: mobile,
  };
}

type PersonRow = { user_id: number | null; name: string; email: string | null; phone: string | null };

/** Everyone the incident affects, once each. */
export async function affectedPeople(ctx: Ctx, incident: SecurityIncident): Promise<Person[]> {
  let found: PersonRow[];
  if (incident.people === 'all')
    found = await rows<PersonRow>(
      ctx.db,
      sql`select id as user_id, fullname as name, email, phone from users
        where role = 'customer' and deleted_at is null order by id`,
    );
  else if (incident.people === 'orders') {
    const timeZone = await timeZoneOf(ctx);
    found = await rows<PersonRow>(
      ctx.db,
      sql`select user_id, trim(first_name || ' ' || last_name) as name, email, phone from orders
        where (created_at at time zone ${timeZone})::date between ${incident.ordersFrom}::date and ${incident.ordersTo}::date
        order by id`,
    );
  } else {
    const entries = incident.peopleList;
    const emails = entries.filter((e) => e.includes('@')).map((e) => e.toLowerCase());
    const phones = entries.map(tenDigits).filter((p): p is string => p !== null);
    const known = await rows<PersonRow>(
      ctx.db,
      sql`select id as user_id, fullname as name, email, phone from users
        where deleted_at is null and (lower(email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))
          or phone in (select jsonb_array_elements_text(${JSON.stringify(phones)}::jsonb)))`,
    );
    const byEmail = new Map(known.map((k) => [k.email?.toLowerCase(), k]));
    const byPhone = new Map(known.map((k) => [k.phone, k]));
    found = entries.map((entry) => {
      const mobile = tenDigits(entry);
      const match = entry.includes('@')
        ? byEmail.get(entry.toLowerCase())
        : mobile
          ? byPhone.get(mobile)
          : undefined;
      return (
        match ?? {
          user_id: null,
          name: '',
          email: entry.includes('@') ? entry : null,
          phone: mobile,
        }
      );
    });
  }
  const people = new Map<string, Person>();
  for (const r of found) {
    const p = person(r.user_id, r.name, r.email, r.phone);
    if (p && !people.has(p.key)) people.set(p.key, p);
  }
  return [...people.values()];
}

async function sentKeys(db: DbOrTx, id: number): Promise<Set<string>> {
  const sent = await rows<{ recipient: string }>(
    db,
    sql`select recipient from security_incident_notices where incident_id = ${id}`,
  );
  return new Set(sent.map((s) => s.recipient));
}

/** Who would be messaged now: the number the confirmation names. */
export async function incidentRecipients(ctx: Ctx, id: number): Promise<IncidentRecipients> {
  const incident = await incidentOf(ctx, id);
  const [people, sent] = await Promise.all([affectedPeople(ctx, incident), sentKeys(ctx.db, id)]);
  const toSend = people.filter((p) => !sent.has(p.key));
  return {
    toSend: toSend.length,
    withPhone: toSend.filter((p) => p.phone).length,
    alreadySent: sent.size,
  };
}

/** What the phone channels did for one person, in a line ("sms sent; whatsapp refused: ..."). */
const phoneOutcome = (results: { channel: string; ok: boolean; error?: string | undefined }[]) =>
  results.map((r) => `${r.channel} ${r.ok ? 'sent' : `not sent: ${r.error ?? 'failed'}`}`).join('; ');

/**
 * Sends the approved notice to every affected person not yet sent it, once the owner confirmed the number the
 * confirmation named (a changed number is refused, to be confirmed again). The notice goes by mail through the
 * outbox, and by SMS or WhatsApp (notify: its templates, opt-outs, stop list and daily cap) to a person with a
 * phone; each send is a row claimed before the mail in one transaction, so a second run skips whoever already has
 * one. A person with only a phone whom no phone channel reached is released, for a later run to try again.
 */
export async function sendNotices(ctx: MailCtx, id: number, confirmCount: number): Promise<IncidentSent> {
  const incident = await incidentOf(ctx, id);
  const sent = await sentKeys(ctx.db, id);
  const people = (await affectedPeople(ctx, incident)).filter((p) => !sent.has(p.key));
  if (people.length === 0) return { message: say.noneToSend, sent: 0, byPhone: 0, alreadySent: sent.size };
  if (people.length !== confirmCount) throw new Conflict(say.countChanged(people.length));
  const [settings, officer] = await Promise.all([notificationSettingsOf(ctx), grievanceOfficerOf(ctx)]);
  let count = 0;
  let byPhone = 0;
  for (const p of people) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`insert into security_incident_notices (incident_id, recipient, user_id, email, phone)
          values (${id}, ${p.key}, ${p.userId}, ${p.email}, ${p.phone})
          on conflict (incident_id, recipient) do nothing returning id`,
      );
      if (!row) return null;
      if (p.email) {
        const mailId = await sendTemplate(
          { db: tx, mailer: ctx.mailer ?? null, publicUrl: ctx.publicUrl },
          p.email,
          breachNoticeMail({ name: p.name, subject: incident.noticeSubject, text: incident.noticeText }),
        );
        await rows(tx, sql`update security_incident_notices set mail_id = ${mailId} where id = ${row.id}`);
      }
      return row.id;
    });
    if (claimed === null) continue;
    let phoned = false;
    if (p.phone) {
      const [consent] = p.userId
        ? await rows<{ sms_opt_out_at: Date | null; whatsapp_opt_out_at: Date | null }>(
            ctx.db,
            sql`select sms_opt_out_at, whatsapp_opt_out_at from users where id = ${p.userId}`,
          )
        : [];
      const results = await notifyPhone(
        ctx,
        settings,
        {
          phone: p.phone,
          consent: {
            smsOptOutAt: consent?.sms_opt_out_at ?? null,
            whatsappOptOutAt: consent?.whatsapp_opt_out_at ?? null,
          },
        },
        'security_notice',
        [nameForMessage(p.name), officer.email],
      );
      phoned = results.some((r) => r.ok);
      await rows(
        ctx.db,
        sql`update security_incident_notices set phone_result = ${phoneOutcome(results) || 'no phone channel'}
          where id = ${claimed}`,
      );
    }
    if (!p.email && !phoned) {
      await rows(ctx.db, sql`delete from security_incident_notices where id = ${claimed}`);
      continue;
    }
    count += 1;
    if (phoned) byPhone += 1;
  }
  const unreached = people.length - count;
  return {
    message: unreached > 0 ? say.sentSome(count, unreached) : say.sent(count),
    sent: count,
    byPhone,
    alreadySent: sent.size,
  };
}

/** The Board's report as a text document: the owner's draft, its deadline, and the record of notices sent. */
export async function boardReport(ctx: Ctx, id: number): Promise<{ filename: string; text: string }> {
  const incident = await incidentOf(ctx, id);
  const [sent] = await rows<{ n: number; first: Time | null; last: Time | null }>(
    ctx.db,
    sql`select count(*)::int as n, min(sent_at) as first, max(sent_at) as last from security_incident_notices
      where incident_id = ${id}`,
  );
  const now = ctx.now ?? new Date();
  const record =
    sent && sent.n > 0
      ? `${sent.n} affected ${sent.n === 1 ? 'person was' : 'people were'} sent the notice (by e-mail, and by SMS or WhatsApp where they have a phone) between ${iso(sent.first!)} and ${iso(sent.last!)}.`
      : 'No notice has been sent to affected persons yet.';
  const text = [
    incident.reportText.trim(),
    '',
    'RECORD OF NOTICES TO AFFECTED DATA PRINCIPALS (Rule 7(1))',
    record,
    '',
    `The shop became aware of the breach at ${incident.foundAt}; the detailed report is due by ${incident.reportDueAt} (${boardReportHours} hours).`,
    `Prepared ${now.toISOString()}.`,
    '',
  ].join('\n');
  return { filename: `breach-report-${id}.txt`, text };
}
