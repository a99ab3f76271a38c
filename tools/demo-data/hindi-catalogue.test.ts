// The seeded demo shop in Hindi: every category, subcategory and product has its Hindi name (in Devanagari, not
// the English one), every product its Hindi descriptions, search words, features and how-to-use steps (as many as
// in English) and its surfaces, scent, country and packaging (units and pack materials kept; the ingredients and
// volume left to the English); the Hindi data follows the demo data's English names, and writing it again changes
// nothing.

import { defaultSellerIdentity } from '@chamak/shared/seller';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../apps/api/src/db/client.ts';
import {
  categories,
  categoryTranslations,
  products,
  productTranslations,
  subcategories,
  subcategoryTranslations,
} from '../../apps/api/src/db/schema/index.ts';
import { openTestDatabase } from '../../apps/api/src/test/app.ts';
import { demoCategories, demoProducts } from './catalogue-data.ts';
import { heroBanners } from './demo-media.ts';
import {
  hindiBannerTexts,
  hindiCategories,
  hindiProducts,
  hindiShopTexts,
  hindiSubcategories,
  seedHindiCatalogue,
} from './hindi-catalogue.ts';

const devanagari = /[\u0900-\u097F]/;
const latinWord = /^[a-z]+$/i;
const brandWords = new Set(['chamak']);
/** A name made of brand words only may stay as it is in Hindi. */
const brandOnly = (name: string) => name.split(/\s+/).every((word) => brandWords.has(word.toLowerCase()));

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ seed: true }));
});
afterAll(() => drop?.());

function expectHindiName(english: string, hindi: string | null | undefined) {
  expect(hindi, `Hindi name of "${english}"`).toBeTruthy();
  expect(hindi, `Hindi name of "${english}" in Devanagari`).toMatch(devanagari);
  if (!brandOnly(english)) expect(hindi, `Hindi name of "${english}"`).not.toBe(english);
}

const categoryRows = () =>
  database.db
    .select({ english: categories.name, hindi: categoryTranslations.name })
    .from(categories)
    .leftJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, 'hi')),
    );

const subcategoryRows = () =>
  database.db
    .select({ english: subcategories.name, hindi: subcategoryTranslations.name })
    .from(subcategories)
    .leftJoin(
      subcategoryTranslations,
      and(
        eq(subcategoryTranslations.subcategoryId, subcategories.id),
        eq(subcategoryTranslations.language, 'hi'),
      ),
    );

const productRows = () =>
  database.db
    .select({
      english: products.name,
      englishShort: products.shortDescription,
      englishLong: products.longDescription,
      name: productTranslations.name,
      shortDescription: productTranslations.shortDescription,
      longDescription: productTranslations.longDescription,
      keywords: productTranslations.keywords,
      englishFeatures: products.features,
      englishHowToUse: products.howToUse,
      features: productTranslations.features,
      howToUse: productTranslations.howToUse,
      updatedAt: productTranslations.updatedAt,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'hi')),
    );

describe('the demo shop in Hindi', () => {
  it('names every category and subcategory in Hindi', async () => {
    const cats = await categoryRows();
    expect(cats.length).toBe(demoCategories.length);
    for (const c of cats) expectHindiName(c.english, c.hindi);

    const subs = await subcategoryRows();
    expect(subs.length).toBe(demoCategories.flatMap((c) => c.subcategories).length);
    for (const s of subs) expectHindiName(s.english, s.hindi);
  });

  it('gives every product a Hindi name, short and long descriptions and search words', async () => {
    const rows = await productRows();
    expect(rows.length).toBe(demoProducts.length);
    for (const p of rows) {
      expectHindiName(p.english, p.name);
      expect(p.shortDescription, `Hindi short description of "${p.english}"`).toMatch(devanagari);
      expect(p.shortDescription).not.toBe(p.englishShort);
      expect(p.longDescription, `Hindi long description of "${p.english}"`).toMatch(devanagari);
      expect(p.longDescription).not.toBe(p.englishLong);
      const words = (p.keywords ?? '').split(' ');
      expect(
        words.some((word) => devanagari.test(word)),
        `Devanagari keywords of "${p.english}"`,
      ).toBe(true);
      expect(
        words.some((word) => latinWord.test(word)),
        `Latin keywords of "${p.english}"`,
      ).toBe(true);
      expect(new Set(words).size, `keywords of "${p.english}" once each`).toBe(words.length);
    }
  });

  it('gives every product Hindi features and how-to-use steps, item for item as in English', async () => {
    const rows = await productRows();
    expect(rows.length).toBe(demoProducts.length);
    for (const p of rows) {
      for (const [list, english, hindi] of [
        ['features', p.englishFeatures, p.features],
        ['how-to-use steps', p.englishHowToUse, p.howToUse],
      ] as const) {
        const label = `Hindi ${list} of "${p.english}"`;
        expect(english?.length, `English ${list} of "${p.english}"`).toBeGreaterThan(0);
        expect(hindi, label).toHaveLength(english!.length);
        hindi!.forEach((item, i) => {
          expect(item, `${label}, item ${i + 1}`).toMatch(devanagari);
          expect(item, `${label}, item ${i + 1}`).not.toBe(english![i]);
        });
        expect(new Set(hindi).size, `${label} different from each other`).toBe(hindi!.length);
      }
    }
  });

  it('keeps the brand, units and ratios of the English lists in the Hindi ones', () => {
    const kept = /Chamak|\d+(?:\.\d+)?\s?(?:ml|L|kg|g|cm)\b|\d+:\d+|\d+(?:\.\d+)?%/g;
    for (const p of demoProducts) {
      const hindi = hindiProducts[p.name]!;
      for (const [english, translated] of [
        [p.features, hindi.features],
        [p.howToUse, hindi.howToUse],
      ] as const) {
        english.forEach((item, i) => {
          for (const token of item.match(kept) ?? []) {
            expect(translated?.[i], `"${token}" of "${item}" (${p.name})`).toContain(token);
          }
        });
      }
    }
  });

  it('gives every product its surfaces, scent, country and packaging in Hindi, the units and pack materials kept', async () => {
    const found = await database.db
      .select({
        english: products.name,
        suitableSurfaces: productTranslations.suitableSurfaces,
        scent: productTranslations.scent,
        madeIn: productTranslations.madeIn,
        packaging: productTranslations.packaging,
        ingredients: productTranslations.ingredients,
        volume: productTranslations.volume,
      })
      .from(products)
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'hi')),
      );
    expect(found.length).toBe(demoProducts.length);
    const byName = new Map(demoProducts.map((p) => [p.name, p]));
    const kept = /\d+(?:\.\d+)?\s?(?:ml|L|kg|g)\b|HDPE|PET|PP\b|PVC|LED|LCD|OTG|PU\b/g;
    for (const row of found) {
      const english = byName.get(row.english)!;
      for (const field of ['suitableSurfaces', 'scent', 'madeIn', 'packaging'] as const) {
        const label = `Hindi ${field} of "${row.english}"`;
        expect(row[field], label).toMatch(devanagari);
        expect(row[field], label).not.toBe(english[field]);
        for (const token of english[field].match(kept) ?? [])
          expect(row[field], `${label}: "${token}"`).toContain(token);
      }
      // Left to the English: the ingredients as printed on the pack, and the sizes.
      expect(row.ingredients).toBeNull();
      expect(row.volume).toBeNull();
    }
  });

  it('keys the Hindi data by the demo data’s English names, with nothing left over', () => {
    expect(Object.keys(hindiProducts).sort()).toEqual(demoProducts.map((p) => p.name).sort());
    expect(Object.keys(hindiCategories).sort()).toEqual(demoCategories.map((c) => c.name).sort());
    expect(Object.keys(hindiSubcategories).sort()).toEqual(
      demoCategories.flatMap((c) => c.subcategories).sort(),
    );
  });

  it('words every home banner and the shop’s texts in Hindi, the taglines line for line', () => {
    expect(Object.keys(hindiBannerTexts).sort()).toEqual(heroBanners.map((b) => b.headline).sort());
    for (const words of Object.values(hindiBannerTexts))
      for (const text of Object.values(words)) expect(text).toMatch(devanagari);
    expect(hindiShopTexts.taglines).toHaveLength(defaultShopIdentity.taglines.length);
    expect(defaultSellerIdentity.customerCare.hours).toBeTruthy();
    expect(hindiShopTexts.customerCareHours).toMatch(devanagari);
  });

  it('finds the well-known Hindi and Hinglish words in the right products', () => {
    const keywordsOf = (english: string) => hindiProducts[english]!.keywords.split(' ');
    expect(keywordsOf('Lavender Bliss Floor Cleaner')).toEqual(expect.arrayContaining(['pocha', 'फ़र्श']));
    expect(keywordsOf('Black Phenyl Compound')).toEqual(expect.arrayContaining(['phenyl', 'फिनाइल']));
    expect(keywordsOf('Lemon Power Dishwash Gel')).toEqual(expect.arrayContaining(['bartan', 'बर्तन']));
    expect(keywordsOf('Ocean Fresh Toilet Cleaner')).toEqual(
      expect.arrayContaining(['toilet', 'shauchalay']),
    );
  });

  it('writes the same rows again when run again', async () => {
    const snapshot = async () => {
      const byName = (a: { english: string }, b: { english: string }) => a.english.localeCompare(b.english);
      return {
        categories: (await categoryRows()).sort(byName),
        subcategories: (await subcategoryRows()).sort(byName),
        products: (await productRows()).map(({ updatedAt: _, ...p }) => p).sort(byName),
      };
    };
    const before = await snapshot();
    await seedHindiCatalogue(database.db);
    expect(await snapshot()).toEqual(before);
    expect(await database.db.$count(productTranslations)).toBe(demoProducts.length);
    expect(await database.db.$count(categoryTranslations)).toBe(demoCategories.length);
  });
});
