// The products' denormalised search text and the search vocabulary, rewritten after a product, category or
// subcategory changes.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Rewrites the denormalised search text of the products `where` selects (all by default),
 * after a product, category or subcategory changes.
 */
export async function refreshSearchText(db: DbOrTx, where: SQL = sql`true`): Promise<void> {
  await db.execute(sql`update products p set
      search_title = lower(concat_ws(' ', p.name, c.name, s.name, p.scent)),
      search_text = lower(concat_ws(' ', p.name, c.name, s.name, p.scent, p.short_description, p.long_description, p.suitable_surfaces))
    from categories c, subcategories s
    where c.id = p.category_id and s.id = p.subcategory_id and (${where})`);
  // New words join the vocabulary; words no product uses any more are harmless (they correct to no result).
  await db.execute(sql`insert into search_terms (term)
    select distinct w from products p, regexp_split_to_table(p.search_title, '[^a-z0-9]+') as w
    where length(w) >= 3 and (${where})
    on conflict do nothing`);
}
