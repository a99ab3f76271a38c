// The language a signed-in shopper reads the shop in (decision 0331, migration 0036): the body and answer of
// PUT /api/user/language, which the language switch sends; their mails, SMS and WhatsApp messages speak it.
import { z } from 'zod';
import { languageNames, languages } from './i18n/languages.ts';

export const languageChoiceMessages = {
  /** "Choose a language the shop has: en (English) or hi (Hindi)." */
  invalid: `Choose a language the shop has: ${languages
    .map((code) => `${code} (${languageNames[code].english})`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1')}.`,
  saved: 'Language saved',
};

export const languageChoiceBody = z
  .object({
    language: z.enum(languages, { message: languageChoiceMessages.invalid }),
  })
  .strict();
export type LanguageChoiceBody = z.infer<typeof languageChoiceBody>;

export const languageChoiceReply = z.object({ message: z.string(), language: z.enum(languages) });
export type LanguageChoiceReply = z.infer<typeof languageChoiceReply>;
