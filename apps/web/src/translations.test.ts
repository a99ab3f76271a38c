// Every text the shop's pages ask for has its translation in every language the shop has a catalogue for, whether
// its settings have it on or not (decision 0331: any of them may be turned on without a rebuild), with the same
// placeholders, and the catalogues hold nothing the pages no longer ask for. A text kept in English on purpose
// (a brand, a unit) is listed in `keptInEnglish` (packages/shared/src/i18n/catalogues.ts).
import path from 'node:path';
import { catalogueFor, keptInEnglish } from '@chamak/shared/i18n/catalogues';
import { placeholders } from '@chamak/shared/i18n/format';
import { defaultLanguage, languages } from '@chamak/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { appTexts, unquotedCalls } from '../i18n-compile.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const kept = new Set(keptInEnglish);

describe('the translations', async () => {
  const { calls, shared } = await appTexts(repoRoot);
  const asked = new Set([...calls.keys(), ...shared]);

  it('find the pages asking for texts', () => {
    // The scan itself works: the header's and footer's texts are among them.
    expect(calls.get('Logged out successfully.')).toContain('apps/web/src/components/header.tsx');
    expect(calls.has('Quick Links')).toBe(true);
  });

  it('have a catalogue for every language but English', () => {
    expect(languages.filter((language) => language !== defaultLanguage && !catalogueFor(language))).toEqual(
      [],
    );
  });

  it('keep in English only a few texts the pages ask for', () => {
    expect(keptInEnglish.filter((text) => !asked.has(text))).toEqual([]);
    expect(keptInEnglish.length).toBeLessThanOrEqual(20);
  });

  for (const language of languages) {
    const catalogue = catalogueFor(language);
    if (!catalogue) continue;
    it(`translate every text the pages ask for into ${language}`, () => {
      // Each missing text named with its language and the files that ask for it.
      const missing = [...calls.keys()].filter((text) => !(text in catalogue) && !kept.has(text));
      expect(
        missing.map((text) => `${language}: ${JSON.stringify(text)}  (${calls.get(text)?.join(', ')})`),
        `texts without a ${language} translation`,
      ).toEqual([]);
    });

    it(`keep every placeholder in ${language}`, () => {
      const broken = Object.entries(catalogue)
        .filter(([english, translated]) => placeholders(english).join() !== placeholders(translated).join())
        .map(([english, translated]) => `${english} -> ${translated}`);
      expect(broken).toEqual([]);
    });

    it(`hold no text the pages no longer ask for in ${language}`, () => {
      expect(Object.keys(catalogue).filter((text) => !asked.has(text))).toEqual([]);
    });
  }

  it('are asked for with texts the build can see', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const src = path.join(repoRoot, 'apps/web/src');
    const files = (await readdir(src, { recursive: true })).filter(
      // Not the module that defines t() and msg().
      (f) => /\.tsx?$/.test(f) && !/\.test\./.test(f) && f !== path.join('lib', 'i18n.ts'),
    );
    const unseen: string[] = [];
    for (const file of files) unseen.push(...unquotedCalls(await readFile(path.join(src, file), 'utf8')));
    expect(unseen).toEqual([]);
  });
});
