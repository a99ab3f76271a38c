// The privacy calls (decision 0357): the notice shown on /privacy, the shopper's consents (Profile → Privacy), and
// the analytics banner's answer; and the back-office's notice versions (Admin → Privacy notice, Settings' area).
import { errorReply } from '@chamak/shared/common';
import {
  analyticsChoiceBody,
  analyticsChoiceReply,
  consentChangeBody,
  consentChanged,
  consentsReply,
  privacyNotice,
  privacyNoticeBody,
  privacyNoticeList,
  privacyNoticePublished,
} from '@chamak/shared/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { limits } from '../../plugins/rate-limits.ts';
import { currentNotice, listNotices, publishNotice } from './notices.ts';
import { answerBanner, changeConsent, myConsents, type RemindersSwitch } from './shopper-consents.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const privacyRoutes: FastifyPluginAsyncZod<{ reminders: RemindersSwitch }> = async (app, options) => {
  const perIp = limits(app, { max: app.config.authRateLimit.perIpPerMinute, timeWindow: '1 minute' });

  app.get(
    '/privacy/notice',
    {
      schema: {
        tags: ['privacy'],
        summary: 'The privacy notice shown now: its newest published version',
        response: { 200: privacyNotice, 404: errorReply },
      },
    },
    () => currentNotice(app.ctx),
  );

  app.post(
    '/privacy/analytics',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'The analytics banner’s answer: a signed-in shopper’s is recorded in the consent ledger; the reply’s version goes into the cookie',
        body: analyticsChoiceBody,
        response: { 200: analyticsChoiceReply },
      },
      preHandler: perIp,
    },
    (request) =>
      answerBanner(
        app.ctx,
        request.actor?.role === 'customer' ? request.actor.userId : null,
        request.body.granted,
        request.ip,
      ),
  );

  app.get(
    '/account/consents',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'The signed-in shopper’s consent per purpose: its state, when and under which notice version',
        security: [{ bearer: [] }],
        response: { 200: consentsReply },
      },
      preHandler: requireUser,
    },
    (request) => myConsents(app.ctx, actorOf(request).userId),
  );

  app.post(
    '/account/consents',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Give or withdraw one purpose (one ledger row); an unknown purpose is 422',
        security: [{ bearer: [] }],
        body: consentChangeBody,
        response: { 200: consentChanged, 422: errorReply },
      },
      preHandler: requireUser,
    },
    (request) =>
      changeConsent(
        { db: app.ctx.db, reminders: options.reminders },
        actorOf(request).userId,
        request.body,
        request.ip,
      ),
  );

  app.get(
    '/admin/privacy/notices',
    {
      schema: {
        ...adminOnly,
        summary: 'Every published version of the privacy notice, newest first',
        response: { 200: privacyNoticeList, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    () => listNotices(app.ctx),
  );

  app.post(
    '/admin/privacy/notices',
    {
      schema: {
        ...adminOnly,
        summary: 'Publish a new version of the privacy notice (a published version never changes)',
        body: privacyNoticeBody,
        response: { 201: privacyNoticePublished, 400: errorReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireStaff('settings'),
    },
    async (request, reply) =>
      reply.code(201).send(await publishNotice(app.ctx, actorOf(request).userId, request.body)),
  );
};
