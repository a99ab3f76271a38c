// The benchmark's catalogue: the demo categories, subcategories and sizes, plus N generated products
// (2 to 4 sizes each, a skewed spread over subcategories as real shops have), all made inside the database.
import { discountedPricePaise } from '@chamak/shared/pricing';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { arrayLiteral, rows } from '../apps/api/src/lib/sql.ts';
import { refreshSearchText } from '../apps/api/src/modules/catalogue/service.ts';
import { demoCategories, demoLitres, demoProducts } from '../tools/demo-data/catalogue-data.ts';
import { demoKeys } from '../tools/demo-data/demo-media.ts';
import { demoTax } from '../tools/demo-data/seed.ts';

const adjectives = [
  'Citrus',
  'Lavender',
  'Neem',
  'Pine',
  'Ocean',
  'Rose',
  'Jasmine',
  'Lemongrass',
  'Mint',
  'Sandal',
  'Eucalyptus',
  'Orange',
  'Fresh Linen',
  'Tulsi',
  'Green Apple',
];
const kinds = [
  'Floor Cleaner',
  'Surface Disinfectant',
  'Toilet Cleaner',
  'Glass Cleaner',
  'Dishwash Gel',
  'Kitchen Degreaser',
  'Liquid Detergent',
  'Fabric Conditioner',
  'Hand Wash',
  'Multi-Surface Spray',
  'Bathroom Cleaner',
  'Phenyl',
  'Car Shampoo',
  'Air Freshener',
  'Floor Concentrate',
];
const lines = ['Pro', 'Plus', 'Max', 'Eco', 'Ultra', 'Gentle', 'Power', 'Daily', 'Home', 'Shine'];

export async function generateCatalogue(db: Db, count: number): Promise<void> {
  const litreIds = new Map<string, number>();
  for (const l of demoLitres) {
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into litres (label, total_ml) values (${l.litre}, ${l.total_ml}) returning id`,
    );
    litreIds.set(l.litre, row!.id);
  }
  for (const c of demoCategories) {
    const [category] = await rows<{ id: number }>(
      db,
      sql`insert into categories (name, content, image) values (${c.name}, ${c.content}, ${demoKeys.category(c.name)}) returning id`,
    );
    for (const s of c.subcategories) {
      await db.execute(
        sql`insert into subcategories (name, category_id, image) values (${s}, ${category!.id}, ${demoKeys.subcategory(s)})`,
      );
    }
  }
  const images = demoProducts.flatMap((p) => p.sizes.slice(0, 1).map((s) => demoKeys.product(p, s.litre, 0)));
  const sample = demoProducts[0]!;
  // Skewed spread: a few subcategories hold many products, as in a real catalogue.
  await db.execute(sql`
    with subs as (select id, category_id, row_number() over (order by id) - 1 as n, count(*) over () as total from subcategories)
    insert into products (name, category_id, subcategory_id, short_description, long_description, suitable_surfaces,
      features, how_to_use, volume, ingredients, scent, ph_level, shelf_life, made_in, packaging, combos,
      average_rating, total_reviews, units_sold, created_at)
    select
      (${arrayLiteral(adjectives)}::text[])[1 + i % ${adjectives.length}] || ' ' || (${arrayLiteral(kinds)}::text[])[1 + (i / 7) % ${kinds.length}] || ' '
        || (${arrayLiteral(lines)}::text[])[1 + (i / 3) % ${lines.length}] || ' ' || i,
      s.category_id, s.id,
      ${sample.shortDescription}, ${sample.longDescription}, ${sample.suitableSurfaces},
      ${JSON.stringify(sample.features)}::jsonb, ${JSON.stringify(sample.howToUse)}::jsonb, '500 ml / 1 L / 5 L',
      ${sample.ingredients}, (${arrayLiteral(adjectives)}::text[])[1 + i % ${adjectives.length}], 7.0, 24, 'India', 'HDPE bottle',
      i % 12 = 0,
      round((2.5 + (i * 37 % 250) / 100.0)::numeric, 2), i * 13 % 60, i * 31 % 3000,
      now() - (i * 17 % 720) * interval '1 hour'
    from generate_series(1, ${count}) as i
    join subs s on s.n = floor(s.total * power(((i * 7919) % 10007) / 10007.0, 1.6))::int
  `);
  // GST data as the demo catalogue has it, by subcategory.
  const taxes = sql.join(
    demoCategories.flatMap((c) =>
      c.subcategories.map((name) => {
        const tax = demoTax(name);
        return sql`(${name}, ${tax.hsnCode}, ${tax.gstRate}::smallint)`;
      }),
    ),
    sql`, `,
  );
  await db.execute(sql`
    update products p set hsn_code = t.hsn_code, gst_rate = t.gst_rate
    from subcategories s join (values ${taxes}) as t(name, hsn_code, gst_rate) on t.name = s.name
    where s.id = p.subcategory_id`);
  const litreList = [...litreIds.values()];
  // The selling price of MRP step m (0-149) less d% (0-29), at index 1 + m * 30 + d: the shop's one rounding rule.
  const selling = Array.from({ length: 150 * 30 }, (_, n) =>
    discountedPricePaise(9900 + Math.floor(n / 30) * 1000, n % 30),
  );
  await db.execute(sql`
    insert into product_litres (product_id, litre_id, price_paise, discounted_price_paise, discount, total_qty, remaining_qty, position)
    select p.id, (${arrayLiteral(litreList)}::int[])[1 + (p.id + k * 3) % ${litreList.length}],
      (9900 + ((p.id * 53 + k * 7919) % 150) * 1000),
      (${arrayLiteral(selling)}::int[])[1 + ((p.id * 53 + k * 7919) % 150) * 30 + (p.id + k) % 30],
      (p.id + k) % 30, 500, (p.id * 11 + k) % 400, k
    from products p cross join lateral generate_series(0, 1 + p.id % 3) as k
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into product_images (product_litre_id, image, position)
    select pl.id, (${arrayLiteral(images)}::text[])[1 + pl.id % ${images.length}], 0 from product_litres pl
  `);
  await refreshSearchText(db);
  await db.execute(sql`vacuum analyze`);
}
