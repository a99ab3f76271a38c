// The back-office's Translations (decision 0333): admins only; the list with the English words beside the
// translations, the untranslated filter and counts; a save that upserts, trims, clears a field back to English,
// rewrites the product's search text and drops the cached catalogue; a product's features and how-to-use steps as
// lists, and its attributes (surfaces, ingredients, scent, made in, packaging, volume) as texts, shown by its Hindi
// page field by field; validation and a missing row.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login } from '../../test/auth.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  // With the response cache on, to see a save drop the catalogue's cached answers.
  t = await testApp({ cacheTtlMs: 60_000 });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  customer = (await login(t.app, 'customer@chamak.example', 'Customer@123')).token;
  // From a catalogue with no translation at all (the demo data may bring some), in this test's own database.
  for (const table of ['product_translations', 'category_translations', 'subcategory_translations'])
    await t.database.db.execute(sql`delete from ${sql.identifier(table)}`);
});
afterAll(() => t?.close());

const list = (query: string) => t.app.inject(as(admin, { url: `/api/admin/translations?${query}` }));
const save = (kind: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject(as(admin, { method: 'PUT', url: `/api/admin/translations/${kind}/${id}`, payload }));

/** Every attribute of a product in Hindi (units kept as in English). */
const attributes = {
  suitableSurfaces: 'सिरेमिक टाइलें, लैमिनेट, सील किया ग्रेनाइट',
  ingredients: 'पानी, संतरे के छिलके का तेल, सुगंध',
  scent: 'नींबू और संतरा',
  madeIn: 'भारत',
  packaging: 'फ़्लिप-टॉप ढक्कन वाली HDPE बोतल',
  volume: '500 ml / 1 L / 5 L',
};

async function firstProduct() {
  const [p] = await rows<{ id: number; name: string; category_id: number; subcategory_id: number }>(
    t.database.db,
    sql`select id, name, category_id, subcategory_id from products order by id limit 1`,
  );
  return p!;
}

describe('translations (admin)', () => {
  it('is for admins only: a guest gets 401 and a customer 403', async () => {
    const get = await t.app.inject({ url: '/api/admin/translations?kind=product&language=hi' });
    expect(get.statusCode).toBe(401);
    expect(get.json().code).toBe('UNAUTHENTICATED');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/translations/product/1',
      payload: { language: 'hi', name: 'x' },
    });
    expect(put.statusCode).toBe(401);
    const asCustomer = await t.app.inject(as(customer, { url: '/api/admin/translations?language=hi' }));
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
    const putAsCustomer = await t.app.inject(
      as(customer, {
        method: 'PUT',
        url: '/api/admin/translations/product/1',
        payload: { language: 'hi', name: 'x' },
      }),
    );
    expect(putAsCustomer.statusCode).toBe(403);
    const listsAsCustomer = await t.app.inject(
      as(customer, {
        method: 'PUT',
        url: '/api/admin/translations/product/1',
        payload: { language: 'hi', features: ['x'], howToUse: ['y'] },
      }),
    );
    expect(listsAsCustomer.statusCode).toBe(403);
    expect(listsAsCustomer.json().code).toBe('FORBIDDEN');
    const attributesAsCustomer = await t.app.inject(
      as(customer, {
        method: 'PUT',
        url: '/api/admin/translations/product/1',
        payload: { language: 'hi', scent: 'नींबू', madeIn: 'भारत' },
      }),
    );
    expect(attributesAsCustomer.statusCode).toBe(403);
    expect(attributesAsCustomer.json().code).toBe('FORBIDDEN');
  });

  it('lists the English words beside empty translations, with the untranslated counts', async () => {
    const [counts] = await rows<{ products: number; categories: number; subcategories: number }>(
      t.database.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from categories) as categories,
        (select count(*)::int from subcategories) as subcategories`,
    );
    const res = await list('kind=product&language=hi&page=1&pageSize=5');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items).toHaveLength(Math.min(5, counts!.products));
    expect(page.total).toBe(counts!.products);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(5);
    expect(page.untranslated).toEqual({
      product: counts!.products,
      category: counts!.categories,
      subcategory: counts!.subcategories,
    });
    const row = page.items[0];
    expect(row).toMatchObject({
      kind: 'product',
      language: 'hi',
      translation: {
        name: null,
        shortDescription: null,
        longDescription: null,
        keywords: null,
        features: null,
        howToUse: null,
        suitableSurfaces: null,
        ingredients: null,
        scent: null,
        madeIn: null,
        packaging: null,
        volume: null,
      },
      untranslated: true,
    });
    expect(typeof row.english.name).toBe('string');
    expect(typeof row.english.ingredients).toBe('string');
    expect(typeof row.english.madeIn).toBe('string');
    expect(Array.isArray(row.english.features)).toBe(true);
    expect(Array.isArray(row.english.howToUse)).toBe(true);
    // perPage is read as the older lists' name of pageSize.
    expect((await list('language=hi&perPage=2')).json().items).toHaveLength(Math.min(2, counts!.products));
    const categories = (await list('kind=category&language=hi')).json();
    expect(categories.items[0]).toMatchObject({ kind: 'category', translation: { name: null } });
    expect(categories.items[0].english).toEqual({ name: expect.any(String) });
  });

  it('saves (trimmed), clears a field back to English, and filters and counts the untranslated', async () => {
    const p = await firstProduct();
    const before = (await list('kind=product&language=hi')).json().untranslated.product;
    const res = await save('product', p.id, {
      language: 'hi',
      name: '  साइट्रस बर्स्ट फ़्लोर क्लीनर  ',
      shortDescription: 'नींबू की ताज़गी',
      longDescription: 'हर फ़र्श के लिए',
      keywords: 'phenyl zzpocha',
      features: ['तेज़ सफ़ाई'],
      howToUse: ['पोंछा लगाएँ'],
      ...attributes,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Translation saved',
      row: {
        id: p.id,
        translation: {
          name: 'साइट्रस बर्स्ट फ़्लोर क्लीनर',
          shortDescription: 'नींबू की ताज़गी',
          longDescription: 'हर फ़र्श के लिए',
          keywords: 'phenyl zzpocha',
        },
        untranslated: false,
      },
    });
    const [stored] = await rows<{ name: string; keywords: string }>(
      t.database.db,
      sql`select name, keywords from product_translations where product_id = ${p.id} and language = 'hi'`,
    );
    expect(stored).toEqual({ name: 'साइट्रस बर्स्ट फ़्लोर क्लीनर', keywords: 'phenyl zzpocha' });

    const after = (await list('kind=product&language=hi')).json();
    expect(after.untranslated.product).toBe(before - 1);
    const untranslated = (await list('kind=product&language=hi&status=untranslated&pageSize=100')).json();
    expect(untranslated.total).toBe(before - 1);
    expect(untranslated.items.map((r: { id: number }) => r.id)).not.toContain(p.id);
    // The search finds it by its Hindi name and by its keywords.
    const byHindi = (await list(`kind=product&language=hi&q=${encodeURIComponent('साइट्रस')}`)).json();
    expect(byHindi.items.map((r: { id: number }) => r.id)).toEqual([p.id]);
    expect((await list('kind=product&language=hi&q=zzpocha')).json().items[0].id).toBe(p.id);

    // An empty string (or null) clears a field back to English; a field left out stays.
    const cleared = await save('product', p.id, { language: 'hi', shortDescription: '   ', keywords: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().row.translation).toEqual({
      name: 'साइट्रस बर्स्ट फ़्लोर क्लीनर',
      shortDescription: null,
      longDescription: 'हर फ़र्श के लिए',
      keywords: null,
      features: ['तेज़ सफ़ाई'],
      howToUse: ['पोंछा लगाएँ'],
      ...attributes,
    });
    expect(cleared.json().row.untranslated).toBe(true);
    expect((await list('kind=product&language=hi')).json().untranslated.product).toBe(before);

    // Clearing every field leaves no row behind.
    await save('product', p.id, {
      language: 'hi',
      name: '',
      longDescription: '',
      features: [],
      howToUse: null,
      ...Object.fromEntries(Object.keys(attributes).map((f) => [f, ''])),
    });
    const left = await rows(
      t.database.db,
      sql`select 1 from product_translations where product_id = ${p.id} and language = 'hi'`,
    );
    expect(left).toEqual([]);
  });

  it("saves a product's features and how-to-use steps, reads them back, clears them, and its Hindi page shows them", async () => {
    const p = await firstProduct();
    const product = (id: number, language?: 'hi') =>
      t.app
        .inject({ url: `/api/products/${id}`, headers: language ? { 'x-shop-language': language } : {} })
        .then((r) => r.json() as ProductDetails);
    const english = await product(p.id);
    // Cached before the save: the save drops it.
    expect((await product(p.id, 'hi')).features).toEqual(english.features);

    // Only the features: trimmed, stored as a list; the steps stay untranslated.
    const res = await save('product', p.id, { language: 'hi', features: ['  तेज़ सफ़ाई ', 'ताज़ा ख़ुशबू'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().row).toMatchObject({
      id: p.id,
      english: { features: english.features, howToUse: english.howToUse },
      translation: { name: null, features: ['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू'], howToUse: null },
    });
    const stored = () =>
      rows<{ features: string[] | null; how_to_use: string[] | null }>(
        t.database.db,
        sql`select features, how_to_use from product_translations where product_id = ${p.id} and language = 'hi'`,
      );
    expect(await stored()).toEqual([{ features: ['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू'], how_to_use: null }]);

    // The Hindi product page: the translated features, the English steps (not translated), the English name.
    let hindi = await product(p.id, 'hi');
    expect(hindi.features).toEqual(['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू']);
    expect(hindi.howToUse).toEqual(english.howToUse);
    expect(hindi.name).toBe(english.name);
    // English stays English.
    expect((await product(p.id)).features).toEqual(english.features);

    // The steps, 20 of 300 characters at most; the features left out stay.
    const steps = Array.from({ length: 20 }, (_, i) => `चरण ${i + 1} `.padEnd(300, 'क'));
    const both = await save('product', p.id, { language: 'hi', howToUse: steps });
    expect(both.statusCode).toBe(200);
    expect(both.json().row.translation).toMatchObject({
      features: ['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू'],
      howToUse: steps,
    });
    hindi = await product(p.id, 'hi');
    expect(hindi.howToUse).toEqual(steps);
    expect(hindi.features).toEqual(['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू']);

    // Read back from the list, beside the English lists.
    const listed = (await list(`kind=product&language=hi&q=${encodeURIComponent(english.name)}&pageSize=100`))
      .json()
      .items.find((r: { id: number }) => r.id === p.id);
    expect(listed).toMatchObject({
      english: { features: english.features, howToUse: english.howToUse },
      translation: { features: ['तेज़ सफ़ाई', 'ताज़ा ख़ुशबू'], howToUse: steps },
    });

    // [] and null clear back to English; nothing translated left, no row is left.
    const cleared = await save('product', p.id, { language: 'hi', features: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().row.translation).toMatchObject({ features: null, howToUse: steps });
    expect((await product(p.id, 'hi')).features).toEqual(english.features);
    expect(
      (await save('product', p.id, { language: 'hi', howToUse: null })).json().row.translation,
    ).toMatchObject({
      features: null,
      howToUse: null,
    });
    expect(await stored()).toEqual([]);
    hindi = await product(p.id, 'hi');
    expect(hindi.features).toEqual(english.features);
    expect(hindi.howToUse).toEqual(english.howToUse);
  });

  it("saves a product's attributes, and its Hindi page shows each translated one, English where not", async () => {
    const p = await firstProduct();
    const product = (id: number, language?: 'hi') =>
      t.app
        .inject({ url: `/api/products/${id}`, headers: language ? { 'x-shop-language': language } : {} })
        .then((r) => r.json() as ProductDetails);
    const english = await product(p.id);
    expect(english.scent).not.toBe('');
    // Cached before the save: the save drops it.
    expect((await product(p.id, 'hi')).scent).toBe(english.scent);

    // Two attributes, trimmed; the others stay untranslated.
    const res = await save('product', p.id, { language: 'hi', scent: '  नींबू और संतरा ', madeIn: 'भारत' });
    expect(res.statusCode).toBe(200);
    expect(res.json().row).toMatchObject({
      id: p.id,
      english: {
        suitableSurfaces: english.suitableSurfaces,
        ingredients: english.ingredients,
        scent: english.scent,
        madeIn: english.madeIn,
        packaging: english.packaging,
        volume: english.volume,
      },
      translation: {
        name: null,
        scent: 'नींबू और संतरा',
        madeIn: 'भारत',
        ingredients: null,
        suitableSurfaces: null,
        packaging: null,
        volume: null,
      },
      untranslated: true,
    });
    const stored = () =>
      rows<{ scent: string | null; made_in: string | null; ingredients: string | null }>(
        t.database.db,
        sql`select scent, made_in, ingredients from product_translations where product_id = ${p.id} and language = 'hi'`,
      );
    expect(await stored()).toEqual([{ scent: 'नींबू और संतरा', made_in: 'भारत', ingredients: null }]);

    // The Hindi product answer (what the page and its server render show): field by field.
    let hindi = await product(p.id, 'hi');
    expect(hindi.scent).toBe('नींबू और संतरा');
    expect(hindi.madeIn).toBe('भारत');
    expect(hindi.ingredients).toBe(english.ingredients);
    expect(hindi.suitableSurfaces).toBe(english.suitableSurfaces);
    expect(hindi.packaging).toBe(english.packaging);
    expect(hindi.volume).toBe(english.volume);
    // English stays English.
    expect((await product(p.id)).scent).toBe(english.scent);

    // The rest, up to each English field's limit; read back from the list.
    const ingredients = 'प'.repeat(1000);
    const all = await save('product', p.id, { language: 'hi', ...attributes, ingredients });
    expect(all.statusCode).toBe(200);
    hindi = await product(p.id, 'hi');
    expect(hindi.ingredients).toBe(ingredients);
    expect(hindi.packaging).toBe(attributes.packaging);
    expect(hindi.volume).toBe(attributes.volume);
    const listed = (await list(`kind=product&language=hi&q=${encodeURIComponent(english.name)}&pageSize=100`))
      .json()
      .items.find((r: { id: number }) => r.id === p.id);
    expect(listed.translation).toMatchObject({ ...attributes, ingredients });
    // The ingredients (chemical names a label prints as they are) may stay English: the product is not due for them.
    const withoutIngredients = await save('product', p.id, { language: 'hi', ingredients: '' });
    expect(withoutIngredients.json().row.translation.ingredients).toBeNull();
    expect(withoutIngredients.json().row.untranslated).toBe(all.json().row.untranslated);
    const withScentCleared = await save('product', p.id, { language: 'hi', scent: '' });
    expect(withScentCleared.json().row.untranslated).toBe(true);
    await save('product', p.id, { language: 'hi', scent: attributes.scent, ingredients });

    // Too long or not text: refused naming the field, nothing written.
    for (const [payload, message] of [
      [{ scent: 'न'.repeat(61) }, 'scent: Must be 60 characters or less'],
      [{ madeIn: 'न'.repeat(61) }, 'madeIn: Must be 60 characters or less'],
      [{ packaging: 'न'.repeat(201) }, 'packaging: Must be 200 characters or less'],
      [{ volume: 'न'.repeat(101) }, 'volume: Must be 100 characters or less'],
      [{ suitableSurfaces: 'न'.repeat(501) }, 'suitableSurfaces: Must be 500 characters or less'],
      [{ ingredients: 'न'.repeat(1001) }, 'ingredients: Must be 1000 characters or less'],
      [{ scent: ['नींबू'] }, 'scent: Must be text'],
    ] as const) {
      const refused = await save('product', p.id, { language: 'hi', ...payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
    }
    expect((await product(p.id, 'hi')).scent).toBe(attributes.scent);
    // A category has no attributes.
    const foreign = await save('category', p.category_id, { language: 'hi', scent: 'x' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('scent: a category has no scent to translate');

    // Emptied, each goes back to English; nothing translated left, no row is left.
    const cleared = await save('product', p.id, {
      language: 'hi',
      ...Object.fromEntries(Object.keys(attributes).map((f) => [f, '  '])),
      ingredients: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    hindi = await product(p.id, 'hi');
    expect(hindi.scent).toBe(english.scent);
    expect(hindi.ingredients).toBe(english.ingredients);
    expect(hindi.madeIn).toBe(english.madeIn);
  });

  it('refuses lists for a category or subcategory, and bad items, naming the field', async () => {
    const p = await firstProduct();
    const refused = async (kind: string, id: number, payload: Record<string, unknown>) => {
      const res = await save(kind, id, { language: 'hi', ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return res.json().message as string;
    };
    expect(await refused('category', p.category_id, { features: ['x'] })).toBe(
      'features: a category has no features to translate',
    );
    expect(await refused('subcategory', p.subcategory_id, { howToUse: ['x'] })).toBe(
      'howToUse: a subcategory has no howToUse to translate',
    );
    expect(await refused('product', p.id, { features: ['ठीक', 'क'.repeat(301)] })).toBe(
      'features: item 2 must be 300 characters or less',
    );
    expect(await refused('product', p.id, { howToUse: ['   '] })).toBe('howToUse: item 1 is empty');
    expect(await refused('product', p.id, { features: Array.from({ length: 21 }, () => 'x') })).toBe(
      'features: At most 20 items',
    );
    expect(await refused('product', p.id, { howToUse: 'one step' })).toMatch(/^howToUse: /);
    expect(await refused('product', p.id, { features: [1, 2] })).toMatch(/^features/);
    // Nothing was written.
    const left = await rows(
      t.database.db,
      sql`select 1 from product_translations where product_id = ${p.id} and language = 'hi'`,
    );
    expect(left).toEqual([]);
  });

  it('saves a category and a subcategory name, and drops the cached catalogue', async () => {
    const p = await firstProduct();
    const products = () =>
      t.app.inject({ method: 'POST', url: '/api/products/getallproducts', payload: { page: 1, perPage: 1 } });
    await products();
    expect((await products()).headers['x-cache']).toBe('hit');
    const category = await save('category', p.category_id, { language: 'hi', name: 'फ़र्श की सफ़ाई' });
    expect(category.statusCode).toBe(200);
    expect(category.json().row).toMatchObject({
      kind: 'category',
      translation: { name: 'फ़र्श की सफ़ाई' },
      untranslated: false,
    });
    expect((await products()).headers['x-cache']).toBeUndefined();
    const sub = await save('subcategory', p.subcategory_id, { language: 'hi', name: 'फ़िनाइल' });
    expect(sub.statusCode).toBe(200);
    expect(sub.json().row.translation).toEqual({ name: 'फ़िनाइल' });
    const subs = (await list('kind=subcategory&language=hi&status=untranslated&pageSize=100')).json();
    expect(subs.items.map((r: { id: number }) => r.id)).not.toContain(p.subcategory_id);
  });

  it('refuses an unknown language or kind, a field the kind lacks, and text too long', async () => {
    const p = await firstProduct();
    for (const language of ['en', 'xx']) {
      const res = await save('product', p.id, { language, name: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'language must be one of hi, mr',
        code: 'VALIDATION_FAILED',
      });
      expect((await list(`kind=product&language=${language}`)).statusCode).toBe(400);
    }
    // Left out, the language is the first one other than English.
    expect((await list('kind=product')).json().items[0].language).toBe('hi');
    expect((await list('language=hi&status=some')).statusCode).toBe(400);
    const badKind = await save('brand', p.id, { language: 'hi', name: 'x' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().code).toBe('VALIDATION_FAILED');
    expect((await list('kind=brand&language=hi')).statusCode).toBe(400);
    const foreign = await save('category', p.category_id, { language: 'hi', shortDescription: 'x' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('shortDescription: a category has no shortDescription to translate');
    const long = await save('product', p.id, { language: 'hi', name: 'न'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: 'name: Must be 200 characters or less',
      code: 'VALIDATION_FAILED',
    });
    expect((await save('product', p.id, { language: 'hi', keywords: 'k'.repeat(501) })).statusCode).toBe(400);
    expect(
      (await save('product', p.id, { language: 'hi', shortDescription: 's'.repeat(500) })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a row that is not there', async () => {
    for (const kind of ['product', 'category', 'subcategory']) {
      const res = await save(kind, 999_999, { language: 'hi', name: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
