// The language a shopper reads the shop in, kept on the account (users.language, migration 0036): set when they
// sign up or sign in from a page in a language (the request's X-Shop-Language), and when a signed-in shopper uses
// the language switch (PUT /api/user/language). Their account mails and reminders speak it.

import { errorReply } from '@chamak/shared/common';
import { isLanguage, type Language, languageHeader } from '@chamak/shared/i18n/languages';
import { messages } from '@chamak/shared/messages';
import {
  languageChoiceBody,
  languageChoiceMessages,
  languageChoiceReply,
} from '@chamak/shared/shopper-language';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { Forbidden } from '../../plugins/errors.ts';

/** The language a request names in its header, or null when it names none the shop has (nothing to keep). */
export function askedLanguage(request: FastifyRequest): Language | null {
  const asked = request.headers[languageHeader];
  return isLanguage(asked) ? asked : null;
}

/** Keeps `language` as the account's (a deleted account keeps nothing). */
export async function saveLanguage(db: DbOrTx, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

export const shopperLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/language',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Keep the signed-in shopper’s language (en, hi) for their mails, SMS and WhatsApp messages',
        security: [{ bearer: [] }],
        body: languageChoiceBody,
        response: { 200: languageChoiceReply, 400: errorReply, 401: errorReply, 403: errorReply },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const actor = actorOf(request);
      // A shopper's own choice: an administrator has no shopper's messages to choose for.
      if (actor.role !== 'customer') throw new Forbidden(messages.notYours);
      await saveLanguage(app.ctx.db, actor.userId, request.body.language);
      return { message: languageChoiceMessages.saved, language: request.body.language };
    },
  );
};
