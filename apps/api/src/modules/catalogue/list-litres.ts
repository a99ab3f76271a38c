// The sizes (litres) a product may come in, smallest first, for the shop's filters and the admin's pages.
import type { Litre } from '@chamak/shared/catalogue';
import { asc, count } from 'drizzle-orm';
import { litres } from '../../db/schema/index.ts';
import type { CatalogueCtx } from './product-rows.ts';

const toLitre = (l: { id: number; label: string; totalMl: number }): Litre => ({
  l_id: l.id,
  litre: l.label,
  total_ml: l.totalMl,
});

export async function listLitres(ctx: CatalogueCtx): Promise<Litre[]> {
  return (await ctx.db.select().from(litres).orderBy(asc(litres.totalMl), asc(litres.id))).map(toLitre);
}

export async function pageLitres(
  ctx: CatalogueCtx,
  input: { page: number; perPage: number },
): Promise<{ litres: Litre[]; totalLitre: number }> {
  const [found, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(litres)
      .orderBy(asc(litres.totalMl), asc(litres.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    ctx.db.select({ n: count() }).from(litres),
  ]);
  return { litres: found.map(toLitre), totalLitre: total?.n ?? 0 };
}
