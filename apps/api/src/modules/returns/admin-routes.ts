// The admin's returns: the list, and the moves of the return table (approve or reject a request, receive the
// parcel, refund it); a move the table does not allow is a 409 naming both states.
import { errorReply, idParams } from '@chamak/shared/common';
import { pagingOf } from '@chamak/shared/paging';
import {
  adminReturnsListReply,
  adminReturnsQuery,
  approveReturnBody,
  receiveReturnBody,
  refundReturnBody,
  rejectReturnBody,
  returnReply,
} from '@chamak/shared/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import { refundLimitFor } from '../accounts/index.ts';
import { adminReturnsPage } from './list.ts';
import * as returns from './service.ts';

const moved = { 200: returnReply, 400: errorReply, 404: errorReply, 409: errorReply };

export const returnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/returns',
    {
      schema: {
        ...admin,
        summary:
          'Every return, newest first, optionally of one status; with ?page= one page of them and the totals (admin)',
        querystring: adminReturnsQuery,
        response: { 200: adminReturnsListReply },
      },
      preHandler: requireStaff('returns'),
    },
    (request) => {
      const { status, ...query } = request.query;
      const paging = pagingOf(query);
      if (paging) return adminReturnsPage(app.ctx, paging, status);
      return returns.adminReturns(app.ctx, status);
    },
  );

  app.post(
    '/admin/returns/:id/approve',
    {
      schema: {
        ...admin,
        summary:
          'Approve a requested return: pickup manual, or a Shiprocket reverse pickup when Shiprocket is configured (admin)',
        params: idParams,
        body: approveReturnBody,
        response: { ...moved, 502: errorReply },
      },
      preHandler: requireStaff('returns'),
    },
    (request) => returns.approveReturn(app.ctx, request.params.id, request.body),
  );

  app.post(
    '/admin/returns/:id/reject',
    {
      schema: {
        ...admin,
        summary: 'Reject a requested return, saying why (admin)',
        params: idParams,
        body: rejectReturnBody,
        response: moved,
      },
      preHandler: requireStaff('returns'),
    },
    (request) => returns.rejectReturn(app.ctx, request.params.id, request.body),
  );

  app.post(
    '/admin/returns/:id/receive',
    {
      schema: {
        ...admin,
        summary:
          'Mark an approved return received; the resellable units of each line go back into stock (admin)',
        params: idParams,
        body: receiveReturnBody,
        response: moved,
      },
      preHandler: requireStaff('returns', 'returns.receive'),
    },
    (request) => returns.receiveReturn(app.ctx, request.params.id, request.body),
  );

  app.post(
    '/admin/returns/:id/refund',
    {
      schema: {
        ...admin,
        summary:
          'Refund a received return’s value: through the gateway, or by hand with a UPI/bank reference for collected cash (admin; idempotent)',
        params: idParams,
        body: refundReturnBody,
        response: { ...moved, 502: errorReply },
      },
      preHandler: requireStaff('returns', 'refunds.issue'),
    },
    async (request) =>
      returns.refundReturn(app.ctx, request.params.id, {
        ...request.body,
        limitPaise: await refundLimitFor(app.ctx, actorOf(request)),
      }),
  );
};
