// Admin → Security incidents (decision 0360): the Owner and Managers record a personal-data breach, edit the
// drafted notice and Board report, confirm the sending of the notices, and download the report.
import { errorReply, idParams } from '@chamak/shared/common';
import {
  incidentBody,
  incidentDraftsBody,
  incidentRecipients,
  incidentReportText,
  incidentSaved,
  incidentSendBody,
  incidentSent,
  securityIncident,
  securityIncidents,
} from '@chamak/shared/security-incidents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import * as incidents from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };
const refusals = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply };

export const securityIncidentRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'security');
  app.get(
    '/admin/security-incidents',
    {
      schema: {
        ...adminOnly,
        summary: 'Security incidents, the latest found first, with the Board report’s 72-hour deadline',
        response: { 200: securityIncidents, ...refusals },
      },
    },
    () => incidents.listIncidents(app.ctx),
  );
  app.post(
    '/admin/security-incidents',
    {
      schema: {
        ...adminOnly,
        summary: 'Record a personal-data breach; the notice and the Board report are drafted from it',
        body: incidentBody,
        response: { 201: incidentSaved, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await incidents.recordIncident(app.ctx, request.body, actorOf(request))),
  );
  app.get(
    '/admin/security-incidents/:id',
    {
      schema: {
        ...adminOnly,
        summary: 'One incident',
        params: idParams,
        response: { 200: securityIncident, ...refusals },
      },
    },
    (request) => incidents.incidentOf(app.ctx, request.params.id),
  );
  app.put(
    '/admin/security-incidents/:id/drafts',
    {
      schema: {
        ...adminOnly,
        summary: 'Save the owner’s edits of the notice and the Board report',
        params: idParams,
        body: incidentDraftsBody,
        response: { 200: incidentSaved, ...refusals },
      },
    },
    (request) => incidents.saveDrafts(app.ctx, request.params.id, request.body),
  );
  app.get(
    '/admin/security-incidents/:id/recipients',
    {
      schema: {
        ...adminOnly,
        summary: 'How many affected people the notice would go to now (the confirmation names it)',
        params: idParams,
        response: { 200: incidentRecipients, ...refusals },
      },
    },
    (request) => incidents.incidentRecipients(app.ctx, request.params.id),
  );
  app.post(
    '/admin/security-incidents/:id/notices',
    {
      schema: {
        ...adminOnly,
        summary: 'Send the notice to each affected person not yet sent it, once; confirmCount must match',
        params: idParams,
        body: incidentSendBody,
        response: { 200: incidentSent, ...refusals },
      },
    },
    (request) => incidents.sendNotices(app.ctx, request.params.id, request.body.confirmCount),
  );
  app.get(
    '/admin/security-incidents/:id/report.txt',
    {
      schema: {
        ...adminOnly,
        summary: 'The report to the Data Protection Board as a text document, with the record of notices',
        params: idParams,
        response: { 200: incidentReportText },
      },
    },
    async (request, reply) => {
      const report = await incidents.boardReport(app.ctx, request.params.id);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .send(report.text);
    },
  );
};
