// A text already filled in English ("Cash on delivery is available on orders up to ₹5,000. ...") said in another
// language: the catalogue's template whose words match it ("... up to {cap}. ..."), filled with the values read
// out of the English. So a message worded once, with its amounts in it, reaches a Hindi page in Hindi without
// every caller carrying its template and values beside it. Only templates with simple placeholders ({name}, no
// plural forms) and enough words of their own to be told apart (at least 12 characters besides placeholders).
import { fillMessage } from './format.ts';
import type { Language } from './languages.ts';

type Catalogue = Readonly<Record<string, string>>;
type Pattern = { match: RegExp; names: string[]; translation: string; words: number };

const patternsByCatalogue = new WeakMap<Catalogue, Pattern[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(catalogue: Catalogue): Pattern[] {
  let patterns = patternsByCatalogue.get(catalogue);
  if (patterns) return patterns;
  patterns = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    if (!english.includes('{') || /\{[^}]*,/.test(english)) continue;
    const parts = english.split(/\{(\w+)\}/);
    // split with a capture: literal, name, literal, name, ..., literal
    const names = parts.filter((_, i) => i % 2 === 1);
    const literals = parts.filter((_, i) => i % 2 === 0);
    const words = literals.join('').length;
    if (names.length === 0 || words < 12 || english.replace(/\{\w+\}/g, '').includes('{')) continue;
    const source = literals.map(escapeRegExp).join('(.+?)');
    patterns.push({ match: new RegExp(`^${source}$`, 's'), names, translation, words });
  }
  // The most specific template first, when two could match.
  patterns.sort((a, b) => b.words - a.words);
  patternsByCatalogue.set(catalogue, patterns);
  return patterns;
}

/** `filled` in `language` by a template of `catalogue` that its words match, or undefined when none does. */
export function sayFilled(catalogue: Catalogue, filled: string, language: Language): string | undefined {
  if (!filled) return undefined;
  for (const pattern of patternsOf(catalogue)) {
    const found = pattern.match.exec(filled);
    if (!found) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1]!]));
    return fillMessage(pattern.translation, values, language);
  }
  return undefined;
}
