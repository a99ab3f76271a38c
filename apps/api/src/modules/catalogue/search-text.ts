// The products' denormalised search text and the search vocabulary, rewritten after a product, category or
// subcategory changes.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Rewrites the denormalised search text of the products `where` selects (all by default),
 * after a product, category or subcategory changes.
 */
export async function refreshSearchText(db: DbOrTx, where: SQL = sql`true`): Promise<void> {
  // The translated names and the search words of every other language count as the English ones (decision 0333).
  const productWords = sql`(select string_agg(concat_ws(' ', t.name, t.keywords), ' ')
      from product_translations t where t.product_id = p.id)`;
  const productText = sql`(select string_agg(concat_ws(' ', t.name, t.keywords, t.short_description, t.long_description), ' ')
      from product_translations t where t.product_id = p.id)`;
  const groupNames = sql`(select string_agg(t.name, ' ') from category_translations t where t.category_id = c.id),
      (select string_agg(t.name, ' ') from subcategory_translations t where t.subcategory_id = s.id)`;
  await db.execute(sql`update products p set
      search_title = lower(concat_ws(' ', p.name, c.name, s.name, p.scent, ${productWords}, ${groupNames})),
      search_text = lower(concat_ws(' ', p.name, c.name, s.name, p.scent, p.short_description, p.long_description, p.suitable_surfaces,
        ${productText}, ${groupNames}))
    from categories c, subcategories s
    where c.id = p.category_id and s.id = p.subcategory_id and (${where})`);
  // New words join the vocabulary; words no product uses any more are harmless (they correct to no result).
  await db.execute(sql`insert into search_terms (term)
    select distinct w from products p, regexp_split_to_table(p.search_title, '[^a-z0-9]+') as w
    where length(w) >= 3 and (${where})
    on conflict do nothing`);
}
