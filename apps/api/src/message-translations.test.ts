// Every text of the shop's messages (the mails, the SMS and WhatsApp words, the server's own answers: decision 0331)
// has its translation in every language but English, whether the shop's settings have the language on or not (any
// of them may be turned on without a rebuild): the texts the API says (each literal `say('...')` in apps/api/src,
// the shipment statuses and return reasons it says by their labels) and every key of any language's messages
// catalogue are in each language's messages catalogue, with the same placeholders both ways, and each translation
// fills (its plural forms parse, in the language's rule). A text kept in English on purpose (a brand) is listed in
// `keptInEnglish` (packages/shared/src/i18n/catalogues.ts) and may be left out.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { keptInEnglish } from '@chamak/shared/i18n/catalogues';
import { fillMessage, placeholders } from '@chamak/shared/i18n/format';
import { defaultLanguage, type Language, languages } from '@chamak/shared/i18n/languages';
import { messageCatalogueOf, messageLanguage, sayIn } from '@chamak/shared/i18n/say';
import { orderStatusLabels } from '@chamak/shared/order-state';
import { promotionBadge } from '@chamak/shared/promotions';
import { returnReasonLabels } from '@chamak/shared/returns';
import { describe, expect, it } from 'vitest';

const apiSource = path.resolve(import.meta.dirname);
const kept = new Set(keptInEnglish);
const others = languages.filter((language) => language !== defaultLanguage);

/**
 * The literal texts the API's code says, with the files that say them: `say('...')` (its first argument a quoted
 * string, on the same line or the next) and `sayIn(language)('...')`.
 */
async function saidTexts(): Promise<Map<string, string[]>> {
  const files = (await readdir(apiSource, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|pg-test)\.tsx?$/.test(file) && !file.includes('node_modules'),
  );
  const said = new Map<string, string[]>();
  for (const file of files) {
    const code = await readFile(path.join(apiSource, file), 'utf8');
    for (const match of code.matchAll(
      /\b(?:say|sayIn\([^()]*\))\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*[,)]/g,
    )) {
      // The quoted text as the code means it (its escapes read).
      const text =
        match[1] === "'" ? match[2]!.replace(/\\(.)/g, '$1') : (JSON.parse(`"${match[2]}"`) as string);
      said.set(text, [...(said.get(text) ?? []), file]);
    }
  }
  return said;
}

/** Values for every placeholder of `text`: a plural's number `count` (so its form shows), words for the rest. */
function valuesFor(text: string, count: number): Record<string, string | number> {
  const plurals = new Set([...text.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)].map((m) => m[1]!));
  return Object.fromEntries(
    placeholders(text).map((name) => [name, plurals.has(name) ? count : `<${name}>`]),
  );
}

/** Latin words a translation keeps as they are (codes, brands, formats); any other Latin word is English left in. */
const latinKept = /\b(?:AWB|GST|PDF|UPI|AutoPay|RTO|PIN)\b/g;

describe("the messages' translations", async () => {
  const said = await saidTexts();
  const asked = new Set<string>([
    ...said.keys(),
    ...Object.values(orderStatusLabels),
    'Pending',
    ...Object.values(returnReasonLabels),
    ...others.flatMap((language) => Object.keys(messageCatalogueOf(language) ?? {})),
  ]);

  it('find the texts the API says', () => {
    // The scan itself works: the mails' frame, a text on the line after `say(`, and the SMS name's fallback.
    expect(said.get('Hello {name},')).toContain(path.join('modules', 'mail', 'templates', 'orders.tsx'));
    expect(said.has('Thank you for your order #{id} of {total} ({paid}).')).toBe(true);
    expect(said.get('Customer')).toEqual([path.join('modules', 'notify', 'notifier.ts')]);
    expect(said.size).toBeGreaterThan(150);
  });

  it('have a messages catalogue for every language but English, so every language the shop may turn on writes its mails', () => {
    expect(others.filter((language) => !messageCatalogueOf(language))).toEqual([]);
    for (const language of languages) expect(messageLanguage(language)).toBe(language);
    expect(messageLanguage('fr')).toBe('en');
    expect(messageLanguage(null)).toBe('en');
  });

  for (const language of others) {
    const catalogue = messageCatalogueOf(language) ?? {};

    it(`translate every message into ${language}`, () => {
      // Each missing text named with its language and the files that say it.
      const missing = [...asked].filter((text) => !(text in catalogue) && !kept.has(text));
      expect(
        missing.map(
          (text) => `${language}: ${JSON.stringify(text)}  (${said.get(text)?.join(', ') ?? 'a label'})`,
        ),
        `messages without a ${language} translation`,
      ).toEqual([]);
    });

    it(`keep every placeholder of the English, and no other, in ${language}`, () => {
      const broken = Object.entries(catalogue)
        .filter(([english, translated]) => placeholders(english).join() !== placeholders(translated).join())
        .map(
          ([english, translated]) =>
            `${english} [${placeholders(english)}] -> ${translated} [${placeholders(translated)}]`,
        );
      expect(broken).toEqual([]);
    });

    it(`fill every ${language} translation: each plural form there, no brace left, no English words left`, () => {
      const bad: string[] = [];
      for (const [english, translated] of Object.entries(catalogue)) {
        for (const count of [1, 3]) {
          const filled = fillMessage(translated, valuesFor(translated, count), language as Language);
          const expected = fillMessage(english, valuesFor(english, count), 'en');
          if (/[{}]/.test(filled)) bad.push(`${translated}: braces left in "${filled}"`);
          // A plural's number shows wherever the English shows it.
          if (expected.includes(String(count)) && !filled.includes(String(count)))
            bad.push(`${translated}: no form for ${count}`);
        }
        const words = fillMessage(translated, valuesFor(translated, 3), language as Language)
          .replace(/<\w+>/g, '')
          .replace(latinKept, '')
          .match(/[A-Za-z]{2,}/g);
        if (words) bad.push(`${translated}: English left in (${words.join(' ')})`);
      }
      expect(bad).toEqual([]);
    });
  }

  it("write Marathi's plural, and an offer's badge in Marathi's order", () => {
    const say = sayIn('mr');
    const saved = '{count, plural, one {# item} other {# items}} worth {value} are saved for you.';
    expect(say(saved, { count: 1, value: '₹249' })).toBe('₹249 किमतीची 1 वस्तू तुमच्यासाठी जपून ठेवली आहे.');
    expect(say(saved, { count: 3, value: '₹747' })).toBe('₹747 किमतीच्या 3 वस्तू तुमच्यासाठी जपून ठेवल्या आहेत.');
    expect(
      promotionBadge(
        { action: 'percent', percent: 10, capPaise: 15_000, minCartPaise: 49_900, onlineOnly: true },
        say,
      ),
    ).toBe('ऑनलाइन पैसे भरल्यास ₹499 पेक्षा जास्त रकमेच्या ऑर्डरवर 10% सूट (जास्तीत जास्त ₹150)');
    expect(promotionBadge({ action: 'free_delivery' }, say)).toBe('मोफत डिलिव्हरी');
  });
});
