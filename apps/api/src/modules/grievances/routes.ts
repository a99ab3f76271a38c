// The grievance officer (decision 0359): shown on /grievance and in the footer, kept in Admin → Grievance officer.
// The /grievance form itself is the contacts module's (its message is a contact request with a ticket).
import { errorReply } from '@chamak/shared/common';
import { grievanceOfficer, grievanceOfficerSaved } from '@chamak/shared/grievances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.ts';
import { grievanceOfficerOf, saveGrievanceOfficer } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const grievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/grievance-officer',
    {
      schema: {
        tags: ['contacts'],
        summary: 'The grievance officer: name, designation, e-mail and phone',
        response: { 200: grievanceOfficer },
      },
    },
    () => grievanceOfficerOf(app.ctx),
  );
  app.get(
    '/admin/grievance-officer',
    {
      schema: {
        ...adminOnly,
        summary: 'The grievance officer as saved',
        response: { 200: grievanceOfficer, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    () => grievanceOfficerOf(app.ctx),
  );
  app.put(
    '/admin/grievance-officer',
    {
      schema: {
        ...adminOnly,
        summary: 'Save the grievance officer shown on /grievance',
        body: grievanceOfficer,
        response: { 200: grievanceOfficerSaved, 400: errorReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    (request) => saveGrievanceOfficer(app.ctx, request.body),
  );
};
