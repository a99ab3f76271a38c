// The catalogue in the page's language: a Hindi page's requests (X-Shop-Language: hi) get the Hindi names and
// descriptions of products, categories and subcategories where they are translated, English field by field where
// not (never a blank); English requests get SPEC's answers untouched, also from the cache; the search finds a
// product by its Hindi name and by a Hinglish search word.
import type { Category, ProductDetails, ProductPage, Subcategory } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { refreshSearchText } from './index.ts';

let t: TestApp;
let product: ProductDetails;
const hi = { 'x-shop-language': 'hi' };

beforeAll(async () => {
  t = await testApp({ cacheTtlMs: 600_000 });
  const page = (
    await t.app.inject({
      method: 'POST',
      url: '/api/products/getallproducts',
      payload: { page: 1, perPage: 1 },
    })
  ).json() as ProductPage;
  product = (await t.app.inject(`/api/products/${page.products[0]!.id}`)).json() as ProductDetails;
  const db = t.database.db;
  await db.execute(sql`delete from product_translations`);
  await db.execute(sql`delete from category_translations`);
  await db.execute(sql`delete from subcategory_translations`);
  await db.execute(sql`insert into product_translations (product_id, language, name, short_description, keywords, features,
      scent, made_in, ingredients)
    values (${product.id}, 'hi', 'चमकदार फर्श क्लीनर', null, 'pocha farsh', ${JSON.stringify(['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू'])}::jsonb,
      'नींबू और संतरा', 'भारत', null)`);
  await db.execute(sql`insert into category_translations (category_id, language, name)
    values (${product.categoryId}, 'hi', 'हिन्दी श्रेणी')`);
  await db.execute(sql`insert into subcategory_translations (subcategory_id, language, name)
    values (${product.sub_cate_id}, 'hi', 'हिन्दी उपश्रेणी')`);
  await refreshSearchText(db);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the catalogue for a Hindi page', () => {
  it('gives a product’s Hindi name and its category’s, and English where a field is not translated', async () => {
    const hindi = (
      await t.app.inject({ url: `/api/products/${product.id}`, headers: hi })
    ).json() as ProductDetails;
    expect(hindi.name).toBe('चमकदार फर्श क्लीनर');
    expect(hindi.Category.name).toBe('हिन्दी श्रेणी');
    expect(hindi.subcategory.sub_cate_name).toBe('हिन्दी उपश्रेणी');
    // Not translated: the English, never a blank.
    expect(hindi.shortDescription).toBe(product.shortDescription);
    expect(hindi.longDescription).toBe(product.longDescription);
    expect(hindi.howToUse).toEqual(product.howToUse);
    expect(hindi.features).toEqual(['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू']);
    // Attributes field by field: the translated scent and country, the English ingredients, surfaces and the rest.
    expect(hindi.scent).toBe('नींबू और संतरा');
    expect(hindi.madeIn).toBe('भारत');
    expect(hindi.ingredients).toBe(product.ingredients);
    expect(hindi.suitableSurfaces).toBe(product.suitableSurfaces);
    expect(hindi.packaging).toBe(product.packaging);
    expect(hindi.volume).toBe(product.volume);
    expect({
      ...hindi,
      features: product.features,
      scent: product.scent,
      madeIn: product.madeIn,
      name: product.name,
      Category: product.Category,
      subcategory: product.subcategory,
    }).toEqual(product);
    // English after Hindi, from the same cache: unchanged.
    const english = await t.app.inject(`/api/products/${product.id}`);
    expect((english.json() as ProductDetails).name).toBe(product.name);
  });

  it('gives the listing’s cards and the category and subcategory lists in Hindi', async () => {
    const body = { page: 1, perPage: 15 };
    const listed = (
      await t.app.inject({ method: 'POST', url: '/api/products/getallproducts', payload: body, headers: hi })
    ).json() as ProductPage;
    const card = listed.products.find((p) => p.id === product.id)!;
    expect(card.name).toBe('चमकदार फर्श क्लीनर');
    expect(card.Category.name).toBe('हिन्दी श्रेणी');
    // Another product without a translation keeps its English name.
    const english = (
      await t.app.inject({ method: 'POST', url: '/api/products/getallproducts', payload: body })
    ).json() as ProductPage;
    expect(english.products.find((p) => p.id === product.id)!.name).toBe(product.name);
    const other = listed.products.find((p) => p.id !== product.id)!;
    expect(other.name).toBe(english.products.find((p) => p.id === other.id)!.name);

    const categories = (await t.app.inject({ url: '/api/category', headers: hi })).json() as Category[];
    expect(categories.find((c) => c.id === product.categoryId)!.name).toBe('हिन्दी श्रेणी');
    const subcategories = (
      await t.app.inject({ url: '/api/subcategory', headers: hi })
    ).json() as Subcategory[];
    const sub = subcategories.find((s) => s.sub_cate_id === product.sub_cate_id)!;
    expect(sub.sub_cate_name).toBe('हिन्दी उपश्रेणी');
    expect(sub.Category.name).toBe('हिन्दी श्रेणी');
    expect(
      ((await t.app.inject('/api/category')).json() as Category[]).some((c) => c.name === 'हिन्दी श्रेणी'),
    ).toBe(false);
  });

  it('suggests the product by its Hindi name or search word, named in Hindi; English suggestions unchanged', async () => {
    type Suggestion = { id: number; name: string; kind: string };
    for (const q of ['फर्श', 'pocha']) {
      const hindi = (
        await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}`, headers: hi })
      ).json() as Suggestion[];
      expect(hindi.find((s) => s.kind === 'product' && s.id === product.id)?.name, q).toBe(
        'चमकदार फर्श क्लीनर',
      );
    }
    const english = (
      await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(product.name.split(' ')[0]!)}` })
    ).json() as Suggestion[];
    expect(english.find((s) => s.id === product.id)?.name).toBe(product.name);
    expect(
      ((await t.app.inject('/api/search/suggest?q=pocha')).json() as Suggestion[]).map((s) => s.id),
    ).not.toContain(product.id);
  });

  it('finds the product by its Hindi name and by a Hinglish search word', async () => {
    for (const search of ['फर्श', 'pocha']) {
      const found = (
        await t.app.inject({
          method: 'POST',
          url: '/api/products/getallproducts',
          payload: { page: 1, perPage: 15, filter: { search } },
        })
      ).json() as ProductPage;
      expect(
        found.products.map((p) => p.id),
        search,
      ).toContain(product.id);
    }
    const [terms] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from search_terms where term = 'pocha'`,
    );
    expect(terms!.n).toBe(1);
  });
});
