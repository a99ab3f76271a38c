// Sign-in by mobile number (D25, D26, decision 0316): a 6-digit code sent by SMS (MSG91) or WhatsApp (the Cloud
// API's authentication template), stored as an HMAC under its own salt, good for 10 minutes, 5 wrong tries and one
// use; typed back, it signs in the account that verified the number, or the one older account that has it, or a
// new customer account without a password. Codes cost the shop money (SMS pumping), so each request is limited per
// number, per client address and per shop day, in the app's failure store (Redis when configured). The same codes,
// under a purpose of their own, open an order's status page for the order's mobile number (decision 0322): a code
// of one purpose never opens the other, and the limits count every code, whatever its purpose.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages, hasNoEmail, phoneOnlyEmailDomain } from '@chamak/shared/accounts';
import type { Language } from '@chamak/shared/i18n/languages';
import {
  defaultPhoneSignInSettings,
  type OtpRequestReply,
  type OtpStatusReply,
  type OtpVerifyBody,
  type OtpVerifyReply,
  type PhoneSignInSettings,
  phoneSignInMessages,
  sandboxCode,
  signInPhone,
} from '@chamak/shared/phone-sign-in';
import { shopDay } from '@chamak/shared/shop-time';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { phoneCodes, users } from '../../db/schema/index.ts';
import type { TokenSigner } from '../../plugins/auth.ts';
import { Conflict, Forbidden, HttpError, Invalid } from '../../plugins/errors.ts';
import type { FailureStore } from '../../plugins/rate-limits.ts';
import { getSetting, timeZoneOf } from '../settings/index.ts';
import { noteSignIn } from './sign-ins.ts';

const codeLifetimeMs = 10 * 60_000;
/** Wrong codes a code takes; the fifth ends it. */
export const maxTries = 5;
/** How long the page waits before it offers "Send again". */
const resendAfterSeconds = 30;

/** What a code opens: a sign-in, or an order's status page (decision 0322). */
export type CodePurpose = 'sign-in' | 'order-status';

/** The limits of decision 0316: per number 3 in 15 minutes and 10 a shop day; per client address 10 an hour. */
export const codeLimits = { perNumber15Minutes: 3, perNumberDay: 10, perAddressHour: 10 } as const;

/** The failure store's count of the codes a shop day has sent, which the daily cap is checked against. */
export const shopDayKey = (day: string) => `otp:shop:${day}`;

/** An MSG91 Flow sender (notify's), or none. */
type SmsSender = {
  send(message: { to: string; templateId: string; vars: Record<string, string> }): Promise<void>;
};
/** The WhatsApp Cloud API's keys, or none. */
type WhatsAppKeys = { token: string; phoneNumberId: string; baseUrl: string | undefined };

/**
 * The message gate (notify's admitMessage, wired by the app: notify sits above accounts): null when the message to
 * `to` (91XXXXXXXXXX) may go, else the reason it may not.
 */
export type AdmitCode = (to: string, address: string) => Promise<string | null>;

export type PhoneSignInCtx = {
  db: DbOrTx;
  tokens: TokenSigner;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  store: FailureStore;
  sms: SmsSender | null | undefined;
  whatsapp: WhatsAppKeys | undefined;
  /** OTP_SANDBOX: with no provider, the code is 123456 and nothing is sent. */
  sandbox: boolean;
  admit: AdmitCode;
};

/** A refused code request: the reason and the seconds to wait (the route answers 429 with Retry-After). */
export class CodeLimited extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { code: 'OTP_LIMIT' });
  }
}

const notSetUp = () => new HttpError(503, phoneSignInMessages.notSetUp, { code: 'OTP_NOT_SET_UP' });
const expired = () => new Invalid(phoneSignInMessages.expired, 'OTP_EXPIRED');
const tooManyTries = () =>
  new HttpError(429, phoneSignInMessages.tooManyTries, { code: 'OTP_TOO_MANY_TRIES' });

function phoneOf(raw: string): string {
  const phone = signInPhone(raw);
  if (!phone) throw new Invalid(phoneSignInMessages.phoneInvalid, 'PHONE_INVALID');
  return phone;
}

const hashCode = (salt: string, phone: string, code: string) =>
  createHmac('sha256', salt).update(`${phone}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function phoneSignInSettingsOf(db: DbOrTx): Promise<PhoneSignInSettings> {
  return getSetting<PhoneSignInSettings>(db, 'phoneSignIn', defaultPhoneSignInSettings);
}

/** The channels a code may go by, the settings' choice first and the other as its fallback. */
export function channelsOf(
  ctx: { sms: unknown; whatsapp: unknown },
  settings: PhoneSignInSettings,
): ('sms' | 'whatsapp')[] {
  const ready = {
    sms: Boolean(ctx.sms && settings.smsTemplateId),
    whatsapp: Boolean(ctx.whatsapp && settings.whatsappTemplate),
  };
  const order: ('sms' | 'whatsapp')[] =
    settings.channel === 'whatsapp' ? ['whatsapp', 'sms'] : ['sms', 'whatsapp'];
  return order.filter((channel) => ready[channel]);
}

export async function otpStatus(ctx: PhoneSignInCtx): Promise<OtpStatusReply> {
  const live = channelsOf(ctx, await phoneSignInSettingsOf(ctx.db)).length > 0;
  return { enabled: live || ctx.sandbox, sandbox: !live && ctx.sandbox };
}

/** Seconds from `now` to the next midnight of the shop's day in `timeZone`. */
function secondsToMidnight(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.max(1, 86_400 - (part('hour') * 3600 + part('minute') * 60 + part('second')));
}

type Counter = {
  key: string;
  max: number;
  windowMs: number;
  waitSeconds: number;
  message: (m: number) => string;
};

/** A window of `ms` aligned on the clock: its key's suffix and the seconds left in it. */
function windowOf(now: Date, ms: number) {
  const index = Math.floor(now.getTime() / ms);
  return { index, waitSeconds: Math.max(1, Math.ceil(((index + 1) * ms - now.getTime()) / 1000)) };
}

/**
 * Counts one code for the number, the address and the shop, or refuses with the first limit reached (nothing is
 * counted then). The answer never depends on whether the number has an account.
 */
async function countCode(ctx: PhoneSignInCtx, phone: string, address: string, settings: PhoneSignInSettings) {
  const now = ctx.clock();
  const timeZone = await timeZoneOf({ db: ctx.db });
  const day = shopDay(now, timeZone);
  const untilMidnight = secondsToMidnight(now, timeZone);
  const quarter = windowOf(now, 15 * 60_000);
  const hour = windowOf(now, 60 * 60_000);
  const dayMs = 26 * 3_600_000;
  const counters: Counter[] = [
    {
      key: `otp:number:15m:${quarter.index}:${phone}`,
      max: codeLimits.perNumber15Minutes,
      windowMs: 15 * 60_000,
      waitSeconds: quarter.waitSeconds,
      message: phoneSignInMessages.perNumber,
    },
    {
      key: `otp:number:day:${day}:${phone}`,
      max: codeLimits.perNumberDay,
      windowMs: dayMs,
      waitSeconds: untilMidnight,
      message: phoneSignInMessages.perNumber,
    },
    {
      key: `otp:address:1h:${hour.index}:${address}`,
      max: codeLimits.perAddressHour,
      windowMs: 60 * 60_000,
      waitSeconds: hour.waitSeconds,
      message: phoneSignInMessages.perAddress,
    },
    {
      key: shopDayKey(day),
      max: settings.dailyCap,
      windowMs: dayMs,
      waitSeconds: untilMidnight,
      message: phoneSignInMessages.shopCap,
    },
  ];
  const refuse = (c: Counter) => {
    if (c.key === shopDayKey(day))
      ctx.log.warn(
        { dailyCap: c.max, day },
        'sign-in codes: the shop reached its daily cap; codes are refused until midnight',
      );
    return new CodeLimited(c.message(Math.ceil(c.waitSeconds / 60)), c.waitSeconds);
  };
  const counts = await Promise.all(counters.map((c) => ctx.store.count(c.key)));
  const full = counters.find((c, i) => counts[i]! >= c.max);
  if (full) throw refuse(full);
  // Two processes may pass the check at once: the count after adding decides, so a cap is never overshot.
  const after = await Promise.all(counters.map((c) => ctx.store.add(c.key, c.windowMs)));
  const over = counters.find((c, i) => after[i]! > c.max);
  if (over) throw refuse(over);
  return { untilMidnight };
}

/** The WhatsApp authentication template: the code in the body and in its copy-code button. */
async function sendWhatsAppCode(
  keys: WhatsAppKeys,
  settings: PhoneSignInSettings,
  phone: string,
  code: string,
) {
  const base = (keys.baseUrl ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  const response = await fetch(`${base}/${encodeURIComponent(keys.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keys.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `91${phone}`,
      type: 'template',
      template: {
        name: settings.whatsappTemplate,
        language: { code: settings.whatsappLanguage },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok)
    throw new Error(`WhatsApp answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/**
 * A code request answered but not sent (an order-status code to a number that is not the order's): for the code's
 * lifetime, wrong codes typed for the number are counted here as they would be on a code's row, so the answers of
 * the verify do not tell whether a code was sent either.
 */
const unsentKey = (purpose: CodePurpose, phone: string) => `otp:unsent:${purpose}:${phone}`;
const unsentTriesKey = (purpose: CodePurpose, phone: string) => `otp:unsent-tries:${purpose}:${phone}`;

export type CodeRequest = {
  /** 'sign-in' unless said. */
  purpose?: CodePurpose;
  /**
   * False: everything but the message (the limits are counted and the gate asked, the answer is the same), and no
   * code is stored. For a number that may not get this purpose's code, told apart from one that may by nobody.
   */
  send?: boolean;
};

/**
 * Sends a new code to the number (replacing its live one of the same purpose) by the first channel that takes it,
 * after the limits and the message gate. The same answer whether or not the number has an account, and whether or
 * not the code is sent (`send`).
 */
export async function requestCode(
  ctx: PhoneSignInCtx,
  rawPhone: string,
  address: string,
  { purpose = 'sign-in', send = true }: CodeRequest = {},
): Promise<OtpRequestReply> {
  const phone = phoneOf(rawPhone);
  const settings = await phoneSignInSettingsOf(ctx.db);
  const channels = channelsOf(ctx, settings);
  if (!channels.length && !ctx.sandbox) throw notSetUp();
  const { untilMidnight } = await countCode(ctx, phone, address, settings);
  const test = channels.length === 0;
  if (!test) {
    // The gate's limits are the shop day's (its stop list has no end): the shopper may try after midnight. Asked
    // for an unsent code too, so its refusal (a number that asked to stop) says nothing of the order.
    const refused = await ctx.admit(`91${phone}`, address);
    if (refused) throw new CodeLimited(phoneSignInMessages.refused(refused), untilMidnight);
  }
  const answer = (channel: OtpRequestReply['channel']): OtpRequestReply => ({
    sent: true,
    channel,
    resendAfterSeconds,
    ...(test ? { testCode: sandboxCode } : {}),
  });
  if (!send) {
    await ctx.store.clear(unsentTriesKey(purpose, phone));
    await ctx.store.clear(unsentKey(purpose, phone));
    await ctx.store.add(unsentKey(purpose, phone), codeLifetimeMs);
    return answer(test ? 'test' : channels[0]!);
  }
  const code = test ? sandboxCode : String(randomInt(0, 1_000_000)).padStart(6, '0');
  let sentBy: 'sms' | 'whatsapp' | 'test' = 'test';
  const errors: string[] = [];
  for (const channel of channels) {
    try {
      if (channel === 'sms')
        await ctx.sms!.send({ to: phone, templateId: settings.smsTemplateId!, vars: { VAR1: code } });
      else await sendWhatsAppCode(ctx.whatsapp!, settings, phone, code);
      sentBy = channel;
      break;
    } catch (error) {
      errors.push(`${channel}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const failed = !test && sentBy === 'test';
  const now = ctx.clock();
  const salt = randomBytes(16).toString('hex');
  await ctx.db.transaction(async (tx) => {
    // A code that went nowhere is kept as the record of the attempt, never as the live code.
    if (!failed)
      await tx
        .update(phoneCodes)
        .set({ replacedAt: now })
        .where(
          and(
            eq(phoneCodes.phone, phone),
            eq(phoneCodes.purpose, purpose),
            isNull(phoneCodes.usedAt),
            isNull(phoneCodes.replacedAt),
          ),
        );
    await tx.insert(phoneCodes).values({
      phone,
      purpose,
      codeHash: hashCode(salt, phone, code),
      salt,
      channel: failed ? channels[0]! : sentBy,
      delivery: failed ? 'failed' : test ? 'test' : 'sent',
      deliveryError: failed ? errors.join('; ').slice(0, 500) : null,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
      ...(failed ? { replacedAt: now } : {}),
      createdAt: now,
    });
  });
  if (failed) {
    ctx.log.warn({ errors, purpose }, `${purpose} code not sent`);
    throw new HttpError(502, 'The code could not be sent. Try again in a minute.', {
      code: 'UPSTREAM_UNAVAILABLE',
    });
  }
  return answer(sentBy);
}

const digitsOf = sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), 10)`;

/** A username from the name (or "shopper") and digits, free of any other account's. */
export async function freeUsername(db: DbOrTx, fullname: string | undefined, phone: string): Promise<string> {
  const base =
    (fullname ?? '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 24) || 'shopper';
  const candidates = [`${base}.${phone.slice(-4)}`];
  for (let i = 0; i < 5; i++) candidates.push(`${base}.${randomInt(100_000, 1_000_000)}`);
  for (const name of candidates) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${name}`);
    if (!taken) return name;
  }
  return `${base}.${randomBytes(6).toString('hex')}`;
}

/** An e-mail for an account that has none (or only its stand-in): 409 when another account has it. */
async function assertEmailFree(db: DbOrTx, email: string, exceptId?: number) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (other && other.id !== exceptId) throw new Conflict(phoneSignInMessages.emailTaken, 'EMAIL_TAKEN');
}

/**
 * An account a code made takes the e-mail and name its shopper typed at checkout, once (the checkout asks for them,
 * decision 0316): the e-mail only while the account has the stand-in and no other account uses the order's, the
 * name only while it has none. Run after an order is placed; doing it again changes nothing.
 */
export async function takeDetailsFromOrder(db: DbOrTx, orderId: number): Promise<void> {
  await db.execute(sql`
    update users u set
      email = case
        when u.email like ${`%${phoneOnlyEmailDomain}`}
          and not exists (select 1 from users other where lower(other.email) = lower(o.email) and other.id <> u.id)
        then o.email else u.email end,
      fullname = case when btrim(u.fullname) = '' then btrim(o.first_name || ' ' || o.last_name) else u.fullname end
    from orders o
    where o.id = ${orderId} and u.id = o.user_id and u.deleted_at is null
      and (u.email like ${`%${phoneOnlyEmailDomain}`} or btrim(u.fullname) = '')`);
}

type UserRow = typeof users.$inferSelect;

/**
 * The account a verified code signs in (D26): the one that verified this number, or none (a new one is made). An
 * older account with the number unverified is never reached: it keeps its e-mail and password sign-in, and a typo
 * at its signup must not open its orders and addresses to the number's owner. The number of an admin or of a blocked
 * account refuses the code as that account would be refused, so a blocked shopper cannot start afresh by code.
 */
async function accountOfNumber(tx: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [verified] = await tx
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), sql`${users.phoneVerifiedAt} is not null`, isNull(users.deletedAt)));
  if (verified) return verified;
  const older = await tx
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(and(sql`${digitsOf} = ${phone}`, isNull(users.phoneVerifiedAt), isNull(users.deletedAt)));
  if (older.some((a) => a.role === 'admin')) throw new Forbidden(phoneSignInMessages.admin, 'OTP_ADMIN');
  if (older.some((a) => a.status === 'blocked'))
    throw new Forbidden(accountMessages.accountBlocked, 'ACCOUNT_BLOCKED');
  return undefined;
}

/** A wrong code typed for an unsent one: counted as on a row, with the same answers. */
async function wrongUnsentCode(ctx: PhoneSignInCtx, purpose: CodePurpose, phone: string): Promise<never> {
  const key = unsentTriesKey(purpose, phone);
  if ((await ctx.store.count(key)) >= maxTries) throw tooManyTries();
  const left = maxTries - (await ctx.store.add(key, codeLifetimeMs));
  if (left <= 0) throw tooManyTries();
  throw new Invalid(phoneSignInMessages.wrongCode(left), 'OTP_WRONG');
}

/**
 * Checks the code against the number's live code of the purpose. Wrong: one try fewer (the fifth ends the code).
 * Right: the live code's id, not yet used.
 */
async function checkCode(
  ctx: PhoneSignInCtx,
  phone: string,
  code: string,
  purpose: CodePurpose,
  now: Date,
): Promise<number> {
  const [live] = await ctx.db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.purpose, purpose),
        isNull(phoneCodes.usedAt),
        isNull(phoneCodes.replacedAt),
      ),
    );
  if (!live || live.expiresAt.getTime() <= now.getTime()) {
    if (purpose !== 'sign-in' && (await ctx.store.count(unsentKey(purpose, phone))) > 0)
      return wrongUnsentCode(ctx, purpose, phone);
    throw expired();
  }
  if (live.tries >= maxTries) throw tooManyTries();
  if (!sameHash(live.codeHash, hashCode(live.salt, phone, code))) {
    const [counted] = await ctx.db
      .update(phoneCodes)
      .set({ tries: sql`${phoneCodes.tries} + 1` })
      .where(and(eq(phoneCodes.id, live.id), sql`${phoneCodes.tries} < ${maxTries}`))
      .returning({ tries: phoneCodes.tries });
    const left = maxTries - (counted?.tries ?? maxTries);
    if (left <= 0) throw tooManyTries();
    throw new Invalid(phoneSignInMessages.wrongCode(left), 'OTP_WRONG');
  }
  return live.id;
}

/** Marks the code used in the same statement that checks it is still live: single use under races. */
async function claimCode(tx: DbOrTx, id: number, now: Date): Promise<void> {
  const [claimed] = await tx
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(phoneCodes.id, id),
        isNull(phoneCodes.usedAt),
        isNull(phoneCodes.replacedAt),
        sql`${phoneCodes.tries} < ${maxTries}`,
      ),
    )
    .returning({ id: phoneCodes.id });
  if (!claimed) throw expired();
}

/**
 * Uses a code of a purpose other than sign-in (it signs nobody in): wrong, expired, used and too many tries are
 * refused as the sign-in's are. `belongs` says whether the number, proved by the right code, may open what it
 * asked for; when it may not, the code is refused as expired and stays unused.
 */
export async function useCode(
  ctx: PhoneSignInCtx,
  body: { phone: string; code: string },
  purpose: Exclude<CodePurpose, 'sign-in'>,
  belongs: (phone: string) => Promise<boolean>,
): Promise<void> {
  const phone = phoneOf(body.phone);
  const now = ctx.clock();
  const id = await checkCode(ctx, phone, body.code, purpose, now);
  if (!(await belongs(phone))) throw expired();
  await claimCode(ctx.db, id, now);
}

/**
 * Checks the code. Wrong: one try fewer (the fifth ends the code). Right: the code is used and the account signs in
 * (made when the number is new); the name and e-mail given are stored where the account lacks them, and `language`
 * (the page's, from its header) as the account's language.
 */
export async function verifyCode(
  ctx: PhoneSignInCtx,
  body: OtpVerifyBody,
  language: Language | null = null,
): Promise<OtpVerifyReply> {
  const phone = phoneOf(body.phone);
  const now = ctx.clock();
  const id = await checkCode(ctx, phone, body.code, 'sign-in', now);
  return ctx.db.transaction(async (tx) => {
    // A refusal below (admin, blocked, e-mail taken) rolls the claim back, so the shopper may try again with the
    // same code.
    await claimCode(tx, id, now);
    let account = await accountOfNumber(tx, phone);
    const newAccount = !account;
    if (account) {
      if (account.role === 'admin') throw new Forbidden(phoneSignInMessages.admin, 'OTP_ADMIN');
      if (account.status === 'blocked')
        throw new Forbidden(accountMessages.accountBlocked, 'ACCOUNT_BLOCKED');
      const changes: Partial<UserRow> = {};
      if (body.fullname && !account.fullname.trim()) changes.fullname = body.fullname;
      if (body.email && hasNoEmail(account.email)) {
        await assertEmailFree(tx, body.email, account.id);
        changes.email = body.email;
      }
      if (language && account.language !== language) changes.language = language;
      if (Object.keys(changes).length) {
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, account.id)).returning();
        account = updated!;
      }
    } else {
      if (body.email) await assertEmailFree(tx, body.email);
      const [created] = await tx
        .insert(users)
        .values({
          fullname: body.fullname ?? '',
          username: await freeUsername(tx, body.fullname, phone),
          email: body.email ?? `phone-${phone}-${randomBytes(4).toString('hex')}${phoneOnlyEmailDomain}`,
          phone,
          phoneVerifiedAt: now,
          passwordHash: null,
          role: 'customer',
          ...(language ? { language } : {}),
        })
        .returning();
      account = created!;
    }
    const token = ctx.tokens.sign({ userId: account.id, role: account.role, version: account.tokenVersion });
    await noteSignIn(tx, account.id);
    return {
      token,
      userId: account.id,
      newAccount,
      needsDetails: hasNoEmail(account.email) || !account.fullname.trim(),
    };
  });
}

/**
 * The customer an order the shop creates is for (decision 0354): the account with this mobile number (verified or
 * not; a verified one first, then the newest), or a new customer account without a password, the number counted
 * as verified (the shop spoke with its owner on it), so a code to that number later signs its owner in to these
 * orders. A staff account's or a blocked account's number is refused; nobody is made staff here.
 */
export async function customerForPhone(
  tx: DbOrTx,
  phone: string,
  fullname: string,
  messages: { staffNumber: string; blockedAccount: string },
  now: Date = new Date(),
): Promise<{ userId: number; created: boolean; fullname: string; email: string }> {
  const [found] = await tx
    .select()
    .from(users)
    .where(and(sql`(${users.phone} = ${phone} or ${digitsOf} = ${phone})`, isNull(users.deletedAt)))
    .orderBy(sql`${users.phoneVerifiedAt} is null`, sql`${users.id} desc`)
    .limit(1);
  if (found) {
    if (found.role === 'admin') throw new Forbidden(messages.staffNumber, 'FORBIDDEN');
    if (found.status === 'blocked') throw new Forbidden(messages.blockedAccount, 'ACCOUNT_BLOCKED');
    return { userId: found.id, created: false, fullname: found.fullname, email: found.email };
  }
  const [created] = await tx
    .insert(users)
    .values({
      fullname,
      username: await freeUsername(tx, fullname, phone),
      email: `phone-${phone}-${randomBytes(4).toString('hex')}${phoneOnlyEmailDomain}`,
      phone,
      phoneVerifiedAt: now,
      passwordHash: null,
      role: 'customer',
    })
    .returning();
  return { userId: created!.id, created: true, fullname: created!.fullname, email: created!.email };
}
