// What the sitemap lists of the catalogue: every category and subcategory, and every product with the date it
// last changed as far as its rows tell (the product, its sizes and their images: the newest row's creation;
// products have no edit time of their own) and its images.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { imageUrl } from '../media/index.ts';
import type { CatalogueCtx } from './service.ts';

export type SitemapCatalogue = {
  categories: { id: number; lastmod: string }[];
  subcategories: { id: number; lastmod: string }[];
  products: { id: number; name: string; lastmod: string; images: string[] }[];
};

const iso = (value: Date | string) => new Date(value).toISOString();

type ProductRow = { id: number; name: string; lastmod: Date | string; images: string[] | null };
type GroupRow = { id: number; lastmod: Date | string };

async function products(db: DbOrTx) {
  return rows<ProductRow>(
    db,
    sql`select p.id, p.name,
          greatest(p.created_at, max(pl.created_at), max(pi.created_at)) as lastmod,
          array_remove(array_agg(pi.image order by pl.position, pl.id, pi.position, pi.id), null) as images
        from products p
        left join product_litres pl on pl.product_id = p.id
        left join product_images pi on pi.product_litre_id = pl.id
        where p.status = 'active'
        group by p.id
        order by p.id`,
  );
}

export async function sitemapCatalogue(ctx: CatalogueCtx): Promise<SitemapCatalogue> {
  const [found, cats, subs] = await Promise.all([
    products(ctx.db),
    // A listing changes when a product in it does: its date is its newest product's, or its own.
    rows<GroupRow>(
      ctx.db,
      sql`select c.id, greatest(c.created_at, max(p.created_at)) as lastmod
          from categories c left join products p on p.category_id = c.id group by c.id order by c.id`,
    ),
    rows<GroupRow>(
      ctx.db,
      sql`select s.id, greatest(s.created_at, max(p.created_at)) as lastmod
          from subcategories s left join products p on p.subcategory_id = s.id group by s.id order by s.id`,
    ),
  ]);
  return {
    categories: cats.map((c) => ({ id: c.id, lastmod: iso(c.lastmod) })),
    subcategories: subs.map((s) => ({ id: s.id, lastmod: iso(s.lastmod) })),
    products: found.map((p) => ({
      id: p.id,
      name: p.name,
      lastmod: iso(p.lastmod),
      images: [...new Set(p.images ?? [])]
        .map((key) => imageUrl(ctx.storage, key))
        .filter((url): url is string => Boolean(url)),
    })),
  };
}
