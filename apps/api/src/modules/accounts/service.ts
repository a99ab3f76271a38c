// Accounts: signup, login, profile, deletion (anonymising, orders kept), password reset and change, token
// versions and blocking (D23), the admin's user list.
import { createHash, randomBytes } from 'node:crypto';
import {
  accountMessages,
  type ChangePasswordBody,
  hasNoEmail,
  type ProfileBody,
  type ProfileReply,
  type SignupBody,
  type User,
  type UserStatus,
  type UsersPage,
} from '@chamak/shared/accounts';
import type { Language } from '@chamak/shared/i18n/languages';
import type { Paging } from '@chamak/shared/paging';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { businessRegistrations, passwordResetTokens, users } from '../../db/schema/index.ts';
import { appendEvent } from '../../events/bus.ts';
import { containsPattern, countAndPage } from '../../lib/paging.ts';
import { escapeLike, rows } from '../../lib/sql.ts';
import type { TokenSigner } from '../../plugins/auth.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from '../../plugins/errors.ts';
import {
  emailChangedMail,
  type MailTransport,
  passwordChangedMail,
  passwordResetMail,
  sendTemplate,
} from '../mail/index.ts';
import { boxesTicked, recordConsents } from '../privacy/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { saveLanguage } from './shopper-language.ts';
import { noteSignIn } from './sign-ins.ts';

/** A wrong current password on a profile change: 400, not 401, so the browser keeps its session. */
export class WrongPassword extends Invalid {
  constructor() {
    super(accountMessages.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
  }
}

export type AccountsCtx = {
  db: DbOrTx;
  tokens: TokenSigner;
  mailer?: MailTransport | null;
  publicUrl: string;
};

const toUser = (u: typeof users.$inferSelect): User => ({
  id: u.id,
  fullname: u.fullname,
  username: u.username,
  email: u.email,
  phone: u.phone,
  status: u.status,
  createdAt: u.createdAt.toISOString(),
});

/** Which unique rule a write broke, as the message a person can act on. */
async function assertUnique(db: DbOrTx, fields: { email: string; username: string }, exceptId?: number) {
  const clash = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${fields.email.toLowerCase()}`,
        sql`lower(${users.username}) = ${fields.username.toLowerCase()}`,
      ),
    );
  for (const c of clash) {
    if (c.id === exceptId) continue;
    if (c.email.toLowerCase() === fields.email.toLowerCase())
      throw new Conflict(accountMessages.emailTaken, 'EMAIL_TAKEN');
    throw new Conflict(accountMessages.usernameTaken, 'USERNAME_TAKEN');
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * `language`: the language of the page it was made on (its header), kept as the account's; none: English. The
 * optional offers boxes ticked are consents given at signup, one ledger row each (decision 0357).
 */
export async function signup(
  ctx: AccountsCtx,
  body: SignupBody,
  language: Language | null = null,
  ip: string | null = null,
): Promise<{ message: string; userId: number }> {
  await assertUnique(ctx.db, body);
  const passwordHash = await hashPassword(body.password);
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          fullname: body.fullname,
          username: body.username,
          email: body.email,
          phone: body.phone,
          passwordHash,
          role: 'customer',
          ...(language ? { language } : {}),
        })
        .returning({ id: users.id });
      await recordConsents(
        tx,
        boxesTicked(body, { userId: row!.id, source: 'signup', method: 'checkbox', ip }),
      );
      return row!.id;
    });
    return { message: accountMessages.signupSuccess, userId };
  } catch (error) {
    // Two signups racing for the same e-mail: the unique index decides, the loser gets the same clear message.
    if (isUniqueViolation(error)) await assertUnique(ctx.db, body);
    throw error;
  }
}

// Verifying against a fixed hash when the e-mail is unknown keeps failures equally slow, so timing
// does not reveal which e-mails have accounts (D8).
let decoyHash: Promise<string> | undefined;

/** `language`: the language of the page the shopper signs in on (its header), kept as a customer's; none: unchanged. */
export async function login(
  ctx: AccountsCtx,
  body: { email: string; password: string },
  language: Language | null = null,
): Promise<{ message: string; token: string; userId?: number; isAdmin?: boolean }> {
  const [found] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${body.email.trim().toLowerCase()}`, isNull(users.deletedAt)));
  decoyHash ??= hashPassword('decoy-password-for-timing');
  // An account made by a one-time code has no password (decision 0316): checked against the decoy, equally slowly,
  // and refused as a wrong password is whatever was typed (the decoy's own password included).
  const ok = await verifyPassword(body.password, found?.passwordHash ?? (await decoyHash));
  if (!found?.passwordHash || !ok)
    throw new Unauthorized(accountMessages.invalidLogin, 'INVALID_CREDENTIALS');
  // Told only after the right password, so the block does not reveal which e-mails have accounts; a 403, not
  // the 401 of a wrong password, and not counted as a failed guess.
  if (found.status === 'blocked') throw new Forbidden(accountMessages.accountBlocked, 'ACCOUNT_BLOCKED');
  const token = ctx.tokens.sign({ userId: found.id, role: found.role, version: found.tokenVersion });
  if (found.role === 'customer') await noteSignIn(ctx.db, found.id);
  if (language && found.role === 'customer' && found.language !== language)
    await saveLanguage(ctx.db, found.id, language);
  return found.role === 'admin'
    ? { message: accountMessages.loginSuccess, token, isAdmin: true }
    : { message: accountMessages.loginSuccess, token, userId: found.id };
}

/** What every authenticated request checks (D23): one read by primary key. */
export async function tokenState(ctx: { db: DbOrTx }, id: number) {
  const [found] = await ctx.db
    .select({
      tokenVersion: users.tokenVersion,
      status: users.status,
      deletedAt: users.deletedAt,
      role: users.role,
      staffRole: users.staffRole,
    })
    .from(users)
    .where(eq(users.id, id));
  return found;
}

/** Ends every token issued so far for the user (D23): they carry the old version. */
const bumpVersion = sql`${users.tokenVersion} + 1`;

async function liveUser(db: DbOrTx, id: number) {
  const [found] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!found) throw new NotFound('User not found.');
  return found;
}

export async function getProfile(ctx: { db: DbOrTx }, id: number): Promise<ProfileReply> {
  const found = await liveUser(ctx.db, id);
  return { user: toUser(found), passwordSet: Boolean(found.passwordHash) };
}

/**
 * The user's current password must match before a change that could take the account over (D23). An account made
 * by a one-time code has none (decision 0316): no password matches it; a reset link sets its first one.
 */
async function checkCurrentPassword(found: typeof users.$inferSelect, password: string | undefined) {
  if (!password) throw new Invalid(accountMessages.currentPasswordNeeded, 'CURRENT_PASSWORD_REQUIRED');
  if (!found.passwordHash || !(await verifyPassword(password, found.passwordHash))) throw new WrongPassword();
}

/**
 * Changes the profile. A new e-mail needs the current password, ends every session (a fresh token for this
 * device comes back) and tells the old address, so a stolen token cannot quietly take the account over.
 */
export async function updateProfile(
  ctx: AccountsCtx,
  id: number,
  body: ProfileBody,
): Promise<{ message: string; user: User; token?: string }> {
  const found = await liveUser(ctx.db, id);
  const { currentPassword, ...fields } = body;
  const emailChanged = fields.email.toLowerCase() !== found.email.toLowerCase();
  // An account made by a code gives its first e-mail without a password (it has none, and the stand-in it replaces
  // receives no mail); a later change needs the password a reset link sets first, as the number does.
  const firstEmail = emailChanged && hasNoEmail(found.email);
  if (emailChanged && !firstEmail && !found.passwordHash)
    throw new Invalid(accountMessages.emailNeedsPassword, 'EMAIL_NEEDS_PASSWORD');
  if (emailChanged && !firstEmail) await checkCurrentPassword(found, currentPassword);
  await assertUnique(ctx.db, fields, id);
  // An account with no password signs in only by its number's code: changing the number would lock it out.
  if (fields.phone !== found.phone && !found.passwordHash && found.phoneVerifiedAt)
    throw new Conflict(accountMessages.phoneIsSignIn, 'PHONE_IS_SIGN_IN');
  // A new number is not proved by the code that proved the old one (decision 0316).
  const changes = fields.phone === found.phone ? fields : { ...fields, phoneVerifiedAt: null };
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(emailChanged && !firstEmail ? { ...changes, tokenVersion: bumpVersion } : changes)
      .where(eq(users.id, id))
      .returning();
    if (emailChanged && !firstEmail)
      await sendTemplate({ ...ctx, db: tx }, found.email, emailChangedMail(found, found.email, fields.email));
    return row!;
  });
  const user = toUser(updated);
  if (!emailChanged || firstEmail) return { message: accountMessages.profileUpdated, user };
  const token = ctx.tokens.sign({ userId: id, role: updated.role, version: updated.tokenVersion });
  return { message: accountMessages.profileUpdated, user, token };
}

/** Changes the password from the profile: the current one first; every other session ends, this one goes on. */
export async function changePassword(
  ctx: AccountsCtx,
  id: number,
  body: ChangePasswordBody,
): Promise<{ message: string; token: string }> {
  const found = await liveUser(ctx.db, id);
  await checkCurrentPassword(found, body.currentPassword);
  const passwordHash = await hashPassword(body.password);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: bumpVersion })
      .where(eq(users.id, id))
      .returning({ role: users.role, tokenVersion: users.tokenVersion });
    await sendTemplate({ ...ctx, db: tx }, found.email, passwordChangedMail(found));
    return row!;
  });
  const token = ctx.tokens.sign({ userId: id, role: updated.role, version: updated.tokenVersion });
  return { message: accountMessages.passwordChanged, token };
}

/** "Log out everywhere": every token of the user stops working, this one included. */
export async function logoutEverywhere(ctx: { db: DbOrTx }, id: number): Promise<{ message: string }> {
  await ctx.db
    .update(users)
    .set({ tokenVersion: bumpVersion })
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return { message: accountMessages.loggedOutEverywhere };
}

/**
 * An admin sets a customer's status. 'blocked' ends the customer's sessions and refuses their logins until an
 * admin sets 'active' again; 'pending' is only shown. Admin accounts are not changed here.
 */
export async function setUserStatus(
  ctx: { db: DbOrTx },
  id: number,
  status: UserStatus,
): Promise<{ message: string }> {
  const [updated] = await ctx.db
    .update(users)
    .set(status === 'blocked' ? { status, tokenVersion: bumpVersion } : { status })
    .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.role, 'customer')))
    .returning({ id: users.id });
  if (!updated) throw new NotFound('User not found.');
  return { message: status === 'blocked' ? accountMessages.userBlocked : accountMessages.userUpdated };
}

/**
 * What another module clears of a deleted account, in the deletion's transaction: the app lists them (app.ts), so
 * accounts, below those modules, imports none of them.
 */
export type AccountForgetter = (tx: DbOrTx, userId: number) => Promise<void>;

/**
 * Deletes an account: cart, wishlist, reviews, reset tokens and kept GST registrations go; the user row is
 * anonymised; orders stay for the shop's books with the invoice's name and address (GST records) but without
 * e-mail and phone.
 */
export async function deleteAccount(
  ctx: { db: DbOrTx; cache?: CacheInvalidator; forgetters: readonly AccountForgetter[] },
  id: number,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await liveUser(tx, id);
    // Each module clears its own rows (the reviews go with the ratings they made; orders keep the books).
    for (const forget of ctx.forgetters) await forget(tx, id);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    // The GST registrations kept for next time go too (orders keep the one they were placed with).
    await tx.delete(businessRegistrations).where(eq(businessRegistrations.userId, id));
    await tx
      .update(users)
      .set({
        fullname: 'Deleted user',
        username: `deleted-${id}`,
        email: `deleted-${id}@deleted.invalid`,
        phone: '',
        passwordHash: `deleted$${randomBytes(16).toString('hex')}`,
        tokenVersion: bumpVersion,
        deletedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    // The ratings of the products they reviewed changed.
    await appendEvent(tx, 'answers.changed', { tags: ['reviews', 'catalogue'] });
  });
  return { message: accountMessages.accountDeleted };
}

export async function listUsers(ctx: { db: DbOrTx }, search?: string): Promise<User[]> {
  const term = search?.trim() ? `%${escapeLike(search.trim())}%` : undefined;
  const found = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.role, 'customer'),
        term
          ? or(
              ilike(users.fullname, term),
              ilike(users.email, term),
              ilike(users.username, term),
              ilike(users.phone, term),
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id));
  return found.map(toUser);
}

type UserRow = {
  id: number;
  fullname: string;
  username: string;
  email: string;
  phone: string;
  status: User['status'];
  created_at: Date | string;
};

/**
 * One page of the customers, newest first: `paging.q` searched in name, username, e-mail and phone, `status`
 * filtered in SQL; and over every customer, how many there are and how many are blocked (the page's header).
 */
export async function usersPage(
  ctx: { db: DbOrTx },
  paging: Paging,
  status?: User['status'],
): Promise<UsersPage> {
  const term = containsPattern(paging.q);
  const customers = sql`users u where u.deleted_at is null and u.role = 'customer'`;
  const from = sql`from ${customers} ${term ? sql`and (u.fullname ilike ${term} or u.username ilike ${term} or u.email ilike ${term} or u.phone ilike ${term})` : sql``} ${status ? sql`and u.status = ${status}` : sql``}`;
  const [page, [counts]] = await Promise.all([
    countAndPage<UserRow>(
      ctx.db,
      {
        select: sql`u.id, u.fullname, u.username, u.email, u.phone, u.status, u.created_at`,
        from,
        orderBy: sql`u.created_at desc, u.id desc`,
      },
      paging,
    ),
    rows<{ customers: number; blocked: number }>(
      ctx.db,
      sql`select count(*)::int as customers, (count(*) filter (where u.status = 'blocked'))::int as blocked
        from ${customers}`,
    ),
  ]);
  return {
    items: page.rows.map((u) => ({
      id: u.id,
      fullname: u.fullname,
      username: u.username,
      email: u.email,
      phone: u.phone,
      status: u.status,
      createdAt: new Date(u.created_at).toISOString(),
    })),
    total: page.total,
    page: paging.page,
    pageSize: paging.pageSize,
    customers: counts?.customers ?? 0,
    blocked: counts?.blocked ?? 0,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const resetLifetimeMs = 60 * 60 * 1000;

/** Always answers the same, so it does not reveal which e-mails have accounts. */
export async function forgotPassword(ctx: AccountsCtx, email: string): Promise<{ message: string }> {
  const [found] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  if (found) {
    const token = randomBytes(32).toString('base64url');
    await ctx.db.insert(passwordResetTokens).values({
      userId: found.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + resetLifetimeMs),
    });
    const link = `${ctx.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    await sendTemplate(ctx, found.email, passwordResetMail(found, link));
  }
  return { message: accountMessages.resetSent };
}

/** A reset token that is neither used nor expired (the same test the reset itself makes). */
const usableToken = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, sha256(token)),
    isNull(passwordResetTokens.usedAt),
    sql`${passwordResetTokens.expiresAt} > now()`,
  );

/**
 * Whether a reset link still works, for its page to say so on opening rather than after the new password is
 * typed. It reads and never uses the token, and answers only valid or not: no e-mail, name or account state.
 */
export async function checkResetLink(ctx: { db: DbOrTx }, token: string): Promise<{ valid: boolean }> {
  const [found] = await ctx.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableToken(token));
  return { valid: found !== undefined };
}

export async function resetPassword(
  ctx: { db: DbOrTx },
  token: string,
  password: string,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    // Used and expired tokens never match; marking it used in the same statement makes it single-use under races.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableToken(token))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new Invalid(accountMessages.resetInvalid, 'RESET_LINK_INVALID');
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: bumpVersion })
      .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)));
  });
  return { message: accountMessages.resetDone };
}
