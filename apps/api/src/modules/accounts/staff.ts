// Staff (decision 0348): the owner invites people by e-mail into a role; the invitation's link sets their password
// and makes their account. Roles change, staff are suspended (their tokens stop at once, as a block does) or
// removed (their account becomes a customer's), and the shop always keeps one active Owner: every change that could
// take the last one away locks the owners' rows first and counts them.
import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptInvitationBody,
  permissionsOf,
  type StaffInvitation,
  type StaffInviteBody,
  type StaffList,
  type StaffMe,
  type StaffRole,
  staffMessages,
  staffRoleLabels,
} from '@chamak/shared/staff';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import { sendTemplate, staffInvitationMail } from '../mail/index.ts';
import { hashPassword } from './passwords.ts';
import { freeUsername } from './phone-sign-in.ts';
import type { AccountsCtx } from './service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** An invitation works for a week. */
export const invitationDays = 7;

type MemberRow = {
  id: number;
  fullname: string;
  email: string;
  staff_role: StaffRole;
  status: string;
  created_at: Date | string;
};
type InvitationRow = {
  id: number;
  email: string;
  fullname: string;
  staff_role: StaffRole;
  invited_by_name: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  revoked_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

function invitationOf(r: InvitationRow, now: Date): StaffInvitation {
  const state = r.accepted_at
    ? 'accepted'
    : r.revoked_at
      ? 'revoked'
      : new Date(r.expires_at) <= now
        ? 'expired'
        : 'open';
  return {
    id: r.id,
    email: r.email,
    fullname: r.fullname,
    role: r.staff_role,
    invitedBy: r.invited_by_name,
    createdAt: iso(r.created_at),
    expiresAt: iso(r.expires_at),
    state,
  };
}

export async function listStaff(ctx: { db: DbOrTx }, viewerId: number, now = new Date()): Promise<StaffList> {
  const [members, invitations] = await Promise.all([
    rows<MemberRow>(
      ctx.db,
      sql`select id, fullname, email, staff_role, status, created_at from users
        where role = 'admin' and deleted_at is null order by (staff_role = 'owner') desc, fullname, id`,
    ),
    rows<InvitationRow>(
      ctx.db,
      sql`select i.*, u.fullname as invited_by_name from staff_invitations i left join users u on u.id = i.invited_by
        where i.accepted_at is null order by i.id desc limit 100`,
    ),
  ]);
  return {
    members: members.map((m) => ({
      id: m.id,
      fullname: m.fullname,
      email: m.email,
      role: m.staff_role,
      status: m.status === 'blocked' ? 'suspended' : 'active',
      you: m.id === viewerId,
      createdAt: iso(m.created_at),
    })),
    invitations: invitations.map((r) => invitationOf(r, now)),
  };
}

export async function staffMe(ctx: { db: DbOrTx }, userId: number): Promise<StaffMe> {
  const [me] = await rows<{ fullname: string; staff_role: StaffRole }>(
    ctx.db,
    sql`select fullname, staff_role from users where id = ${userId} and role = 'admin'`,
  );
  if (!me) throw new NotFound(staffMessages.notStaff);
  return { userId, fullname: me.fullname, role: me.staff_role, permissions: permissionsOf(me.staff_role) };
}

/**
 * Invites a person into a role: their e-mail must not be staff or a customer's already. An open invitation of the
 * same e-mail is withdrawn (the newest link is the one that works). The link is only in the mail.
 */
export async function inviteStaff(
  ctx: AccountsCtx,
  invitedBy: number,
  body: StaffInviteBody,
  now = new Date(),
): Promise<{ message: string; invitation: StaffInvitation }> {
  const token = randomBytes(32).toString('base64url');
  const invitation = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invite:${body.email}`}))`);
    const [existing] = await rows<{ role: string; deleted_at: Date | null }>(
      tx,
      sql`select role, deleted_at from users where lower(email) = ${body.email}`,
    );
    if (existing?.role === 'admin') throw new Conflict(staffMessages.alreadyStaff(body.email));
    if (existing) throw new Conflict(staffMessages.customerEmail(body.email));
    await tx.execute(sql`update staff_invitations set revoked_at = ${now.toISOString()}
      where lower(email) = ${body.email} and accepted_at is null and revoked_at is null`);
    const expires = new Date(now.getTime() + invitationDays * 24 * 3600_000);
    const [row] = await rows<InvitationRow>(
      tx,
      sql`insert into staff_invitations (email, fullname, staff_role, token_hash, invited_by, created_at, expires_at)
        values (${body.email}, ${body.fullname}, ${body.role}, ${sha256(token)}, ${invitedBy}, ${now.toISOString()},
          ${expires.toISOString()})
        returning *, (select fullname from users where id = ${invitedBy}) as invited_by_name`,
    );
    const link = `${ctx.publicUrl.replace(/\/$/, '')}/staff-invitation?token=${token}`;
    await sendTemplate(
      { ...ctx, db: tx },
      body.email,
      staffInvitationMail({
        fullname: body.fullname,
        invitedBy: row!.invited_by_name ?? 'The owner',
        role: staffRoleLabels[body.role],
        link,
        days: invitationDays,
      }),
    );
    return invitationOf(row!, now);
  });
  return { message: staffMessages.invited(body.email), invitation };
}

export async function revokeInvitation(ctx: { db: DbOrTx }, id: number): Promise<{ message: string }> {
  const done = await rows<{ id: number }>(
    ctx.db,
    sql`update staff_invitations set revoked_at = now() where id = ${id} and accepted_at is null and revoked_at is null
      returning id`,
  );
  if (done.length === 0) throw new NotFound('No open invitation with that id.');
  return { message: staffMessages.revoked };
}

const openInvitation = (token: string) =>
  sql`token_hash = ${sha256(token)} and accepted_at is null and revoked_at is null and expires_at > now()`;

/** What an invitation link is for, or 404 when it no longer works. */
export async function invitationInfo(ctx: { db: DbOrTx }, token: string) {
  const [found] = await rows<{ email: string; fullname: string; staff_role: StaffRole }>(
    ctx.db,
    sql`select email, fullname, staff_role from staff_invitations where ${openInvitation(token)}`,
  );
  if (!found) throw new NotFound(staffMessages.invitationInvalid, 'INVITATION_INVALID');
  return {
    email: found.email,
    fullname: found.fullname,
    role: found.staff_role,
    roleLabel: staffRoleLabels[found.staff_role],
  };
}

/** Accepts an invitation: the account is made with the role, the link is used up, and the new member is signed in. */
export async function acceptInvitation(
  ctx: AccountsCtx,
  body: AcceptInvitationBody,
): Promise<{ message: string; token: string; isAdmin: true }> {
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const [claimed] = await rows<{ email: string; fullname: string; staff_role: StaffRole }>(
      tx,
      sql`update staff_invitations set accepted_at = now() where ${openInvitation(body.token)}
        returning email, fullname, staff_role`,
    );
    if (!claimed) throw new Invalid(staffMessages.invitationInvalid, 'INVITATION_INVALID');
    const [taken] = await rows<{ role: string }>(
      tx,
      sql`select role from users where lower(email) = ${claimed.email}`,
    );
    if (taken) throw new Conflict(staffMessages.alreadyStaff(claimed.email));
    const username = await freeUsername(tx, claimed.fullname, body.phone);
    const [made] = await rows<{ id: number }>(
      tx,
      sql`insert into users (fullname, username, email, phone, password_hash, role, staff_role)
        values (${claimed.fullname}, ${username}, ${claimed.email}, ${body.phone}, ${passwordHash}, 'admin',
          ${claimed.staff_role})
        returning id`,
    );
    return made!.id;
  });
  return {
    message: staffMessages.accepted,
    token: ctx.tokens.sign({ userId, role: 'admin' }),
    isAdmin: true,
  };
}

/**
 * Locks the staff member and every active Owner (in id order, the one order every such change takes) and refuses
 * when the change would leave no active Owner. Returns the member's role and status.
 */
async function guardOwners(
  tx: DbOrTx,
  id: number,
  leavesOwnership: boolean,
): Promise<{ staff_role: StaffRole; status: string }> {
  const locked = await rows<{ id: number; staff_role: StaffRole; status: string }>(
    tx,
    sql`select id, staff_role, status from users
      where role = 'admin' and deleted_at is null and (id = ${id} or (staff_role = 'owner' and status = 'active'))
      order by id for update`,
  );
  const member = locked.find((r) => r.id === id);
  if (!member) throw new NotFound(staffMessages.notStaff);
  const activeOwners = locked.filter((r) => r.staff_role === 'owner' && r.status === 'active');
  const isActiveOwner = member.staff_role === 'owner' && member.status === 'active';
  if (leavesOwnership && isActiveOwner && activeOwners.length <= 1)
    throw new Conflict(staffMessages.lastOwner);
  return member;
}

export async function setStaffRole(
  ctx: { db: DbOrTx },
  id: number,
  role: StaffRole,
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await guardOwners(tx, id, role !== 'owner');
    await tx.execute(sql`update users set staff_role = ${role} where id = ${id}`);
  });
  return { message: staffMessages.roleChanged };
}

export async function setStaffStatus(
  ctx: { db: DbOrTx },
  actorId: number,
  id: number,
  status: 'active' | 'suspended',
): Promise<{ message: string }> {
  if (id === actorId) throw new Conflict(staffMessages.notYourself);
  await ctx.db.transaction(async (tx) => {
    await guardOwners(tx, id, status === 'suspended');
    // Suspending ends every session at once (the token version moves, as a block does, D23).
    await tx.execute(
      status === 'suspended'
        ? sql`update users set status = 'blocked', token_version = token_version + 1 where id = ${id}`
        : sql`update users set status = 'active' where id = ${id}`,
    );
  });
  return { message: status === 'suspended' ? staffMessages.suspended : staffMessages.reinstated };
}

/** Removes a member from the staff: their account stays, as a customer's, and their sessions end. */
export async function removeStaff(
  ctx: { db: DbOrTx },
  actorId: number,
  id: number,
): Promise<{ message: string }> {
  if (id === actorId) throw new Conflict(staffMessages.notYourself);
  await ctx.db.transaction(async (tx) => {
    await guardOwners(tx, id, true);
    await tx.execute(
      sql`update users set role = 'customer', token_version = token_version + 1 where id = ${id}`,
    );
  });
  return { message: staffMessages.removed };
}
