// One-word searches from product_words (decision 0269): on a catalogue of wordSearchFrom products or more, a
// one-word search reads its matches, order and count from product_words. The answers must be the ones the
// search text's LIKE and the relevance order give, for whole words, parts of words, with other filters, and
// after writes the triggers follow (a rename, a new description, a date, a deletion).
import type { ProductPage } from '@chamak/shared/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, traceStatements } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { listProducts, refreshSearchText, wordSearchFrom } from './service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  // The word path serves catalogues from wordSearchFrom products: the demo's products, copied that far.
  const [demo] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`);
  const copies = Math.ceil(wordSearchFrom / demo!.n);
  await t.database.db.execute(sql`insert into products
      (name, category_id, subcategory_id, short_description, long_description, suitable_surfaces, scent, combos)
    select p.name || ' No ' || g, p.category_id, p.subcategory_id, p.short_description, p.long_description,
      p.suitable_surfaces, p.scent, p.combos
    from products p, generate_series(1, ${copies}) g`);
  await refreshSearchText(t.database.db);
  const [all] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`);
  expect(all!.n).toBeGreaterThanOrEqual(wordSearchFrom);
}, 120_000);
afterAll(() => t?.close());

async function search(word: string, page = 1, filter: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products/getallproducts',
    payload: { page, perPage: 12, filter: { search: word, ...filter } },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as ProductPage;
  return { ids: body.products.map((p) => p.id), total: body.totalProducts };
}

/** The same page by the search text itself: every product holding the word, in the listing's relevance order. */
async function expected(word: string, page = 1, categoryId?: number) {
  const like = `%${word}%`;
  const found = await rows<{ id: number }>(
    t.database.db,
    sql`select p.id from products p where p.search_text like ${like}
      ${categoryId === undefined ? sql`` : sql`and p.category_id = ${categoryId}`}
      order by (case when lower(p.name) = ${word} then 4
        when lower(p.name) like ${like} and not p.combos then 3
        when lower(p.name) like ${like} then 2
        when p.search_title like ${like} then 1 else 0 end) desc, p.created_at desc, p.id desc`,
  );
  const ids = found.map((r) => r.id);
  return { ids: ids.slice((page - 1) * 12, page * 12), total: ids.length };
}

async function vocabulary(): Promise<string[]> {
  const words = await rows<{ word: string }>(
    t.database.db,
    sql`select distinct w as word from products p, regexp_split_to_table(p.search_text, '[^a-z0-9]+') w
      where length(w) >= 3 order by 1`,
  );
  return words.map((w) => w.word);
}

describe('one-word search from product_words (decision 0269)', () => {
  it('finds, orders and counts as the search text does, for words and parts of words', async () => {
    const words = await vocabulary();
    expect(words.length).toBeGreaterThan(100);
    // Every 7th word whole, its first four letters, and a part from its middle: a spread of 1 to 100+ matches.
    const probes = new Set<string>(['cleaner', 'glass', 'floor', 'lavender', 'disinfect', 'clean', 'zzzq']);
    words.forEach((w, i) => {
      if (i % 7 !== 0) return;
      probes.add(w);
      probes.add(w.slice(0, 4));
      if (w.length >= 6) probes.add(w.slice(1, 5));
    });
    let compared = 0;
    for (const word of probes) {
      expect(await search(word), word).toEqual(await expected(word));
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
    // Later pages (read from the head of each word's entries, decision 0311), and letter case.
    for (const page of [2, 7, 40])
      expect(await search('cleaner', page)).toEqual(await expected('cleaner', page));
    for (const page of [2, 5]) expect(await search('clean', page)).toEqual(await expected('clean', page));
    expect(await search('GLASS')).toEqual(await expected('glass'));
  });

  it('corrects a misspelt word in the statement that found nothing: the corrected word’s page, in one statement', async () => {
    const body = { page: 1, perPage: 12, filter: { search: 'disinfectent' } };
    const res = await t.app.inject({ method: 'POST', url: '/api/products/getallproducts', payload: body });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as ProductPage & { searchedFor?: string };
    expect(answer.searchedFor).toBe('disinfectant');
    expect({ ids: answer.products.map((p) => p.id), total: answer.totalProducts }).toEqual(
      await expected('disinfectant'),
    );
    expect(answer.totalProducts).toBeGreaterThan(0);
    // One statement: the word as typed, its correction and the corrected page (the catalogue's size is known).
    const traced = await traceStatements(() => listProducts(t.app.ctx, body));
    expect(traced.statements).toHaveLength(1);
    // A word found as typed is not corrected, and a later page of the correction is the corrected word's too.
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/products/getallproducts',
      payload: { ...body, filter: { search: 'disinfect' } },
    });
    expect(typed.json().searchedFor).toBeUndefined();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/products/getallproducts',
      payload: { ...body, page: 2 },
    });
    const page2 = second.json() as ProductPage;
    expect({ ids: page2.products.map((p) => p.id), total: page2.totalProducts }).toEqual(
      await expected('disinfectant', 2),
    );
  });

  it('keeps other filters: a category', async () => {
    const [c] = await rows<{ id: number }>(
      t.database.db,
      sql`select category_id as id from products group by 1 order by count(*) desc limit 1`,
    );
    const found = await search('clean', 1, { category: [c!.id] });
    expect(found.total).toBeGreaterThan(0);
    expect(found).toEqual(await expected('clean', 1, c!.id));
  });

  it('follows the catalogue: a renamed product, a new description, a new date and a deletion', async () => {
    const [p] = await rows<{ id: number }>(t.database.db, sql`select id from products order by id limit 1`);
    const id = p!.id;
    // A name that is one new word: that product first for the word, and found by a part of it.
    await t.database.db.execute(sql`update products set name = 'Zestoclean' where id = ${id}`);
    await refreshSearchText(t.database.db, sql`p.id = ${id}`);
    expect((await search('zestoclean')).ids).toEqual([id]);
    // For a part of that word, the name holds it (tier 3, not 4): an older single product whose name holds it too
    // comes after it, and a newer combo whose name holds it comes after both.
    const [older, combo] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from products where id <> ${id} order by id limit 2`,
    );
    await t.database.db.execute(sql`update products set name = 'Zestoclean Spray', combos = false,
      created_at = (select created_at - interval '1 hour' from products where id = ${id}) where id = ${older!.id}`);
    await t.database.db.execute(sql`update products set name = 'Zestoclean Kit', combos = true,
      created_at = now() + interval '1 hour' where id = ${combo!.id}`);
    await refreshSearchText(t.database.db, sql`p.id in (${older!.id}, ${combo!.id})`);
    const part = await search('estocl');
    expect(part.ids).toEqual([id, older!.id, combo!.id]);
    expect(part).toEqual(await expected('estocl'));
    // A description word appears; the old one is gone.
    await t.database.db.execute(
      sql`update products set long_description = 'Quixotically fresh' where id = ${id}`,
    );
    await refreshSearchText(t.database.db, sql`p.id = ${id}`);
    expect((await search('quixotic')).ids).toEqual([id]);
    // A date written straight to the table moves the product in the order.
    await t.database.db.execute(
      sql`update products set created_at = now() + interval '1 day' where id = (
        select id from products where search_text like '%cleaner%' order by id desc limit 1)`,
    );
    expect(await search('cleaner')).toEqual(await expected('cleaner'));
    await t.database.db.execute(sql`delete from products where id = ${id}`);
    expect((await search('zestoclean')).ids).toEqual([older!.id, combo!.id]);
  });
});
