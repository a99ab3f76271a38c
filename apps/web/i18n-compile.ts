// The browser build's translation step (decision 0331): in a build for another language than English, each
// `t('English text', ...)` in the app's code gets its translation as its text, and every string of the shared
// modules the pages show as they are (SPEC's messages) that the catalogue translates is replaced, so the page's
// JavaScript holds only its own language's words and no catalogue. The same scan finds every text the pages ask
// for, for the test that each enabled language translates them.
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A `t(` or `msg(` call whose first argument is a quoted string. `msg('Home')` marks a text kept in a module's
 * constant, which the page shows through t() when it renders (t(item.label)).
 */
const call = /(?<![\w$.])(?:t|msg)\(\s*(?:'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)")/g;
/** Any quoted string, for the shared modules whose strings are shown as they are. */
const quoted = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"/g;

/** A quoted string's body (without quotes) as the text it stands for. */
function textOf(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    if (e[0] === 'u') return String.fromCodePoint(Number.parseInt(e.replace(/[u{}]/g, ''), 16));
    if (e[0] === 'x') return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', '0': '\0' } as Record<string, string>)[e] ?? e;
  });
}

/** Every text a module asks t() for. */
export function textsIn(code: string): string[] {
  return [...code.matchAll(call)].map((m) => textOf(m[1] ?? m[2] ?? ''));
}

/** The `msg(` calls whose argument is not a quoted string: their text cannot be translated when compiling. */
export function unquotedCalls(code: string): string[] {
  return [...code.matchAll(/(?<![\w$.])msg\(\s*([^'"\s)][^\n]{0,40})/g)].map((m) => m[0]);
}

/** The shared modules whose strings the pages show as they are: their strings are translated wholesale. */
export const translatedModules = [
  'packages/shared/src/messages.ts',
  'packages/shared/src/pin-code.ts',
  'packages/shared/src/stock-alerts.ts',
  'packages/shared/src/shop-terms.ts',
  'packages/shared/src/delivery-terms.ts',
];

/** The texts of the shared modules shown as they are (translatedModules). */
export function stringsIn(code: string): string[] {
  return [...code.matchAll(quoted)].map((m) => textOf(m[1] ?? m[2] ?? ''));
}

/** Every text the web app's code asks for: t() calls under src, and the strings of translatedModules. */
export async function appTexts(
  repoRoot: string,
): Promise<{ calls: Map<string, string[]>; shared: string[] }> {
  const src = path.join(repoRoot, 'apps/web/src');
  const files = (await readdir(src, { recursive: true })).filter(
    // Not the module that defines t() and msg() (lib/i18n.ts) and not the tests.
    (f) =>
      /\.tsx?$/.test(f) &&
      !/\.test\.tsx?$/.test(f) &&
      !f.startsWith('test') &&
      f !== path.join('lib', 'i18n.ts'),
  );
  const calls = new Map<string, string[]>();
  for (const file of files) {
    for (const text of textsIn(await readFile(path.join(src, file), 'utf8')))
      calls.set(text, [...(calls.get(text) ?? []), `apps/web/src/${file}`]);
  }
  const shared = (
    await Promise.all(translatedModules.map((f) => readFile(path.join(repoRoot, f), 'utf8')))
  ).flatMap(stringsIn);
  return { calls, shared };
}

/**
 * The messages of packages/shared/src/messages.ts by their object and key ('cartMessages.added'): the browser's
 * build writes each use as its text (translated), so a page carries the messages it shows, not all of them.
 */
export function sharedMessages(code: string): Map<string, string> {
  const found = new Map<string, string>();
  let object: string | null = null;
  for (const line of code.split('\n')) {
    const start = /^export const (\w+) = \{/.exec(line);
    if (start) object = start[1]!;
    else if (/^\}/.test(line)) object = null;
    const entry = object ? /^\s+(\w+): '((?:\\.|[^'\\])*)',?$/.exec(line) : null;
    if (object && entry) found.set(`${object}.${entry[1]}`, textOf(entry[2]!));
  }
  return found;
}

/** A use of a shared message: `messages.productNotFound`, `cartMessages.added`. */
const messageUse = /(?<![\w$.])((?:messages|cartMessages|checkoutMessages)\.\w+)\b(?!\s*[(=])/g;

/** A t() or msg() call of a quoted string alone: on the browser it is that string (in the build's language). */
const bare = /(?<![\w$.])(?:t|msg)\(\s*(?:'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)")\s*\)/g;

/**
 * The Vite plugin for a browser build: each `t('text')` and `msg('text')` becomes the text itself, translated by
 * `catalogue` (null: English), so the page's code carries no call for it; a t() with values keeps its call with the
 * translated text; the strings of translatedModules are translated in place.
 */
export function translate(catalogue: Readonly<Record<string, string>> | null): Plugin {
  const shared = translatedModules.map((f) => path.resolve(import.meta.dirname, '../..', f));
  const src = path.resolve(import.meta.dirname, 'src') + path.sep;
  const i18nModule = path.join(src, 'lib', 'i18n.ts');
  const inLanguage = (english: string) => catalogue?.[english] ?? english;
  const known = sharedMessages(readFileSync(shared[0]!, 'utf8'));
  return {
    name: 'chamak-translate',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => !environment.config.build.ssr,
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (shared.includes(file)) {
        if (!catalogue) return null;
        return {
          code: code.replace(quoted, (whole, single?: string, double?: string) => {
            const translated = catalogue[textOf(single ?? double ?? '')];
            return translated === undefined ? whole : JSON.stringify(translated);
          }),
          map: null,
        };
      }
      if (!(file.startsWith(src) && /\.tsx?$/.test(file)) || file === i18nModule) return null;
      if (!code.includes('t(') && !code.includes('msg(') && !code.includes('essages.')) return null;
      const out = code
        .replace(messageUse, (use: string) => {
          const english = known.get(use);
          return english === undefined ? use : JSON.stringify(inLanguage(english));
        })
        .replace(bare, (_, single?: string, double?: string) =>
          JSON.stringify(inLanguage(textOf(single ?? double ?? ''))),
        )
        .replace(call, (whole, single?: string, double?: string) => {
          const english = textOf(single ?? double ?? '');
          const translated = inLanguage(english);
          return translated === english
            ? whole
            : whole.replace(/(['"])(?:\\.|(?!\1)[^\\\n])*\1$/, () => JSON.stringify(translated));
        });
      return out === code ? null : { code: out, map: null };
    },
  };
}
