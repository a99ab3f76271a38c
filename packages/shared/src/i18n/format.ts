// Filling a message's placeholders: `{name}` takes a value, `{count, plural, one {...} other {...}}` picks the form
// the language's plural rules give for the number (`#` in a form is the number), as ICU MessageFormat writes it.
// Numbers are written with Indian grouping, in the page's digits (digits.ts: Latin unless set to Devanagari).
import { indianNumber } from '../money.ts';
import type { Language } from './languages.ts';

export type MessageValues = Record<string, string | number>;

/**
 * The plural form of a whole count in the shop's languages, written out from CLDR's rules (English and Marathi:
 * one for 1; Hindi: one for 0 and 1), as indianNumber is: Intl's first construction costs a phone tens of
 * milliseconds of a page's start-up. Any other language or count asks Intl.PluralRules.
 */
const wholeCountRules: Partial<Record<string, (count: number) => string>> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  hi: (count) => (count === 0 || count === 1 ? 'one' : 'other'),
  mr: (count) => (count === 1 ? 'one' : 'other'),
};
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): string {
  const written = wholeCountRules[language];
  if (written && Number.isSafeInteger(count) && count >= 0) return written(count);
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language === 'en' ? 'en-IN' : `${language}-IN`);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const show = (value: string | number) => (typeof value === 'number' ? indianNumber(value) : value);

/** The text between the brace at `open` and its match, and the index after the match. */
function braced(text: string, open: number): { inner: string; end: number } {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 };
  }
  throw new Error(`Unclosed brace in message: ${text}`);
}

/** `one {# item} other {# items}` as its forms. */
function pluralForms(spec: string): Map<string, string> {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < spec.length) {
    const name = /^\s*(=\d+|[a-z]+)\s*/.exec(spec.slice(i));
    if (!name) break;
    i += name[0].length;
    if (spec[i] !== '{') break;
    const { inner, end } = braced(spec, i);
    forms.set(name[1]!, inner);
    i = end;
  }
  return forms;
}

/** The message with its placeholders filled. A placeholder without a value stays as it is written. */
export function fillMessage(text: string, values: MessageValues | undefined, language: Language): string {
  if (!values || !text.includes('{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open === -1) break;
    out += text.slice(i, open);
    const { inner, end } = braced(text, open);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
    if (plural) {
      const count = Number(values[plural[1]!] ?? 0);
      const forms = pluralForms(inner.slice(plural[0].length));
      const form =
        forms.get(`=${count}`) ?? forms.get(pluralCategory(language, count)) ?? forms.get('other') ?? '';
      out += fillMessage(form.replace(/#/g, show(count) as string), values, language);
    } else {
      const value = values[inner.trim()];
      out += value === undefined ? `{${inner}}` : show(value);
    }
    i = end;
  }
  return out + text.slice(i);
}

/** The placeholders a message names ({name} and a plural's number), sorted: a translation must name the same. */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\s*(\w+)\s*(,|\})/g)) names.add(match[1]!);
  return [...names].sort();
}
