// The settings part `languages` (decision 0331): which of the shop's languages shoppers may read it in, and the
// digits its Hindi and Marathi pages write numbers in. Every language of languages.ts has its catalogue and its
// browser build, so turning one on or off is this setting alone, with no rebuild. English is always on. A language
// that is off has no pages (/mr/... is the 404 page), no switch, and no place in hreflang or the sitemap.
import { z } from 'zod';
import { type Digits, digitSystems } from './digits.ts';
import {
  defaultEnabledLanguages,
  defaultLanguage,
  isLanguage,
  type Language,
  languages,
} from './languages.ts';

export const languageSettingsMessages = {
  unknown: `Languages must be among ${languages.join(', ')}`,
  english: 'English is always on',
  twice: 'A language is listed twice',
  digits: `Digits must be one of ${digitSystems.join(', ')}`,
} as const;

export const languageSettings = z.object({
  /** The languages shoppers may read the shop in, English among them. */
  enabled: z
    .array(z.enum(languages, { error: languageSettingsMessages.unknown }), {
      error: languageSettingsMessages.unknown,
    })
    .refine((list) => list.includes(defaultLanguage), { error: languageSettingsMessages.english })
    .refine((list) => new Set(list).size === list.length, { error: languageSettingsMessages.twice }),
  /** The digits of the Hindi and Marathi pages' numbers (prices, counts, dates); English pages are always Latin. */
  digits: z.enum(digitSystems, { error: languageSettingsMessages.digits }),
});
export type LanguageSettings = z.infer<typeof languageSettings>;

/** The demo shop: English and Hindi on, Marathi off until the admin turns it on; Latin digits. */
export const defaultLanguageSettings: LanguageSettings = {
  enabled: [...defaultEnabledLanguages],
  digits: 'latin',
};

/**
 * A saved setting as the shop uses it: only languages the shop still has, English always among them, in the
 * shop's order; unknown digits as Latin. A setting saved before a language was removed never breaks a page.
 */
export function usableLanguageSettings(saved: { enabled?: unknown; digits?: unknown } | null | undefined): {
  enabled: Language[];
  digits: Digits;
} {
  const listed = Array.isArray(saved?.enabled)
    ? saved.enabled.filter(isLanguage)
    : defaultLanguageSettings.enabled;
  return {
    enabled: languages.filter((language) => language === defaultLanguage || listed.includes(language)),
    digits: saved?.digits === 'devanagari' ? 'devanagari' : 'latin',
  };
}
