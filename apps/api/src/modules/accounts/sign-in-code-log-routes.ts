// Admin → Outbox → Sign-in codes: every sign-in code message the shop sent or tried to send (decision 0316).

import { defaultPageSize } from '@chamak/shared/paging';
import {
  type SignInCodeListQuery,
  signInCodeListQuery,
  signInCodePage,
} from '@chamak/shared/sign-in-code-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { signInCodesPage } from './sign-in-code-log.ts';

/** The page asked for; without ?page= the first one (the list is as long as the shop's codes, so always paged). */
const pageOf = (query: SignInCodeListQuery) => ({
  page: query.page ?? 1,
  pageSize: query.pageSize ?? defaultPageSize,
  q: query.q ?? query.search ?? '',
});

export const signInCodeLogRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'mail');

  app.get(
    '/admin/sign-in-codes',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Sign-in code messages, newest first: channel, number, delivery, what became of each; the code only for a sandbox code',
        querystring: signInCodeListQuery,
        response: { 200: signInCodePage },
      },
    },
    (request) => signInCodesPage(app.ctx, pageOf(request.query), request.query.status),
  );
};
