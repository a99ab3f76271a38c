// The API's messages in the shopper's language (decision 0331): a page in Hindi asks with `X-Shop-Language: hi`,
// and an answer's `message` (SPEC's messages: a refusal, a confirmation) comes back in Hindi when the language's
// catalogue has it, else in English as before. Only the message is translated; codes and data stay as they are,
// and the microcache keeps 200 answers only, whose data carry no message.
import { catalogueFor } from '@chamak/shared/i18n/catalogues';
import { sayFilled } from '@chamak/shared/i18n/filled';
import type { MessageValues } from '@chamak/shared/i18n/format';
import { defaultLanguage, isLanguage, type Language, languageHeader } from '@chamak/shared/i18n/languages';
import { messageCatalogueOf, sayIn } from '@chamak/shared/i18n/say';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The language a request asks its answer in: English unless it names another language of the shop. */
export function requestLanguage(request: FastifyRequest): Language {
  const asked = request.headers[languageHeader];
  return isLanguage(asked) ? asked : defaultLanguage;
}

/**
 * English `text` in `language`: the server's own words from the message catalogue, else the pages' catalogue;
 * for a text filled in English (an amount in it), the template of either that its words match, filled with the
 * same values (i18n/filled.ts). Undefined when neither has it.
 */
function translated(language: Language, text: string): string | undefined {
  const messages = messageCatalogueOf(language);
  const pages = catalogueFor(language);
  return (
    messages?.[text] ??
    pages?.[text] ??
    (messages && sayFilled(messages, text, language)) ??
    (pages && sayFilled(pages, text, language)) ??
    undefined
  );
}

/**
 * A text of an answer's data (not its message) in the request's language: the server's own words from the message
 * catalogue (say, with `values` for its placeholders), else the pages' catalogue, else English.
 */
export function inRequestLanguage<T extends string | null>(
  request: FastifyRequest,
  text: T,
  values?: MessageValues,
): T {
  if (text === null) return text;
  const language = requestLanguage(request);
  if (values) return sayIn(language)(text, values) as T;
  return (translated(language, text) as T | undefined) ?? text;
}

export const answerLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return payload;
    const language = requestLanguage(request);
    const said = language === defaultLanguage ? undefined : translated(language, message);
    return said === undefined ? payload : { ...payload, message: said };
  });
});
