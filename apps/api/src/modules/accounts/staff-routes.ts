// Admin → Staff (decision 0348): the owner's invitations, roles, suspensions and staff settings; and the two public
// calls of the invitation page (what a link is for, and accepting it with a phone number and a password).
import { errorReply, idParams, messageReply } from '@chamak/shared/common';
import {
  acceptInvitationBody,
  acceptInvitationReply,
  invitationInfo as invitationInfoReply,
  invitationTokenParams,
  staffInviteBody,
  staffInviteReply,
  staffList,
  staffMe as staffMeReply,
  staffRoleBody,
  staffSettings,
  staffStatusBody,
} from '@chamak/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff, staffArea } from '../../plugins/auth.ts';
import { limits } from '../../plugins/rate-limits.ts';
import * as staff from './staff.ts';
import { saveStaffSettings, staffSettingsOf } from './staff-settings.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  // The invitation page's calls need no sign-in: the link's token is the proof. A flood of guesses is limited.
  const perIp = limits(app, { max: 30, timeWindow: '1 minute' });
  app.get(
    '/staff-invitations/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'What a staff invitation link is for (404 when expired, withdrawn or used)',
        params: invitationTokenParams,
        response: { 200: invitationInfoReply, 404: errorReply },
      },
      preHandler: perIp,
    },
    (request) => staff.invitationInfo(app.ctx, request.params.token),
  );
  app.post(
    '/staff-invitations/accept',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Accept a staff invitation: the account is made with its role and signed in',
        body: acceptInvitationBody,
        response: {
          200: acceptInvitationReply,
          400: errorReply,
          409: errorReply,
        },
      },
      preHandler: perIp,
    },
    (request) => staff.acceptInvitation(app.ctx, request.body),
  );

  await app.register(staffAdminRoutes);
};

/** The owner's calls: every one needs staff.read (GET) or staff.write, but "who am I", which every role may ask. */
const staffAdminRoutes: FastifyPluginAsyncZod = async (admin) => {
  const app = admin;
  staffArea(admin, 'staff');

  admin.get(
    '/admin/staff/me',
    {
      schema: {
        ...adminOnly,
        summary: 'The signed-in staff member: name, role and permissions (the admin menu is built from them)',
        response: { 200: staffMeReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('staff', 'backoffice.enter'),
    },
    (request) => staff.staffMe(app.ctx, actorOf(request).userId),
  );
  admin.get(
    '/admin/staff',
    {
      schema: {
        ...adminOnly,
        summary: 'Staff members and pending invitations',
        response: { 200: staffList },
      },
    },
    (request) => staff.listStaff(app.ctx, actorOf(request).userId),
  );
  admin.post(
    '/admin/staff/invitations',
    {
      schema: {
        ...adminOnly,
        summary: 'Invite a person by e-mail into a role (the link sets their password; valid 7 days)',
        body: staffInviteBody,
        response: { 201: staffInviteReply, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await staff.inviteStaff(app.ctx, actorOf(request).userId, request.body)),
  );
  admin.delete(
    '/admin/staff/invitations/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'Withdraw an open invitation',
        params: idParams,
        response: { 200: messageReply, ...refusals },
      },
    },
    (request) => staff.revokeInvitation(app.ctx, request.params.id),
  );
  admin.patch(
    '/admin/staff/:id/role',
    {
      schema: {
        ...adminOnly,
        summary: 'Change a staff member’s role (the last active Owner stays Owner)',
        params: idParams,
        body: staffRoleBody,
        response: { 200: messageReply, ...refusals },
      },
    },
    (request) => staff.setStaffRole(app.ctx, request.params.id, request.body.role),
  );
  admin.patch(
    '/admin/staff/:id/status',
    {
      schema: {
        ...adminOnly,
        summary: 'Suspend (sessions end at once) or reinstate a staff member',
        params: idParams,
        body: staffStatusBody,
        response: { 200: messageReply, ...refusals },
      },
    },
    (request) =>
      staff.setStaffStatus(app.ctx, actorOf(request).userId, request.params.id, request.body.status),
  );
  admin.delete(
    '/admin/staff/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'Remove a member from the staff (their account stays, as a customer’s)',
        params: idParams,
        response: { 200: messageReply, ...refusals },
      },
    },
    (request) => staff.removeStaff(app.ctx, actorOf(request).userId, request.params.id),
  );
  admin.get(
    '/admin/staff/settings',
    {
      schema: {
        ...adminOnly,
        summary: 'Support’s refund limit and the audit log’s kept period',
        response: { 200: staffSettings },
      },
    },
    () => staffSettingsOf(app.ctx),
  );
  admin.put(
    '/admin/staff/settings',
    {
      schema: {
        ...adminOnly,
        summary: 'Save Support’s refund limit and the audit log’s kept period (a year at least)',
        body: staffSettings,
        response: { 200: staffSettings, ...refusals },
      },
    },
    (request) => saveStaffSettings(app.ctx, request.body),
  );
};
