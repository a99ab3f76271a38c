// Categories and subcategories as the shop's menus and the admin's pages list them.
import type { Category, Subcategory } from '@chamak/shared/catalogue';
import { messages } from '@chamak/shared/messages';
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import { categories, subcategories } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { type CatalogueCtx, imageFields, iso } from './product-rows.ts';

export async function listCategories(ctx: CatalogueCtx): Promise<Category[]> {
  const found = await ctx.db.select().from(categories).orderBy(asc(categories.id));
  return found.map((c) => ({
    id: c.id,
    name: c.name,
    content: c.content,
    ...imageFields(ctx.storage, c.image),
    createdAt: iso(c.createdAt),
  }));
}

const subcategoryColumns = {
  id: subcategories.id,
  name: subcategories.name,
  categoryId: subcategories.categoryId,
  image: subcategories.image,
  createdAt: subcategories.createdAt,
  categoryName: categories.name,
};
type SubcategoryRow = {
  id: number;
  name: string;
  categoryId: number;
  image: string | null;
  createdAt: Date;
  categoryName: string;
};

function toSubcategory(storage: Storage, s: SubcategoryRow): Subcategory {
  return {
    sub_cate_id: s.id,
    sub_cate_name: s.name,
    cate_id: s.categoryId,
    ...imageFields(storage, s.image),
    Category: { name: s.categoryName },
    createdAt: iso(s.createdAt),
  };
}

export async function listSubcategories(ctx: CatalogueCtx, categoryId?: number): Promise<Subcategory[]> {
  if (categoryId !== undefined) {
    const [exists] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!exists) throw new NotFound(messages.categoryNotFound);
  }
  const found = await ctx.db
    .select(subcategoryColumns)
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(categoryId === undefined ? undefined : eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.id));
  return found.map((s) => toSubcategory(ctx.storage, s));
}

export async function pageSubcategories(
  ctx: CatalogueCtx,
  input: { page: number; perPage: number; search?: string },
): Promise<{ category: Subcategory[]; totalCategory: number }> {
  const term = input.search ? `%${escapeLike(input.search)}%` : undefined;
  const where = term
    ? sql`(${ilike(subcategories.name, term)} or ${ilike(categories.name, term)})`
    : undefined;
  const [found, [total]] = await Promise.all([
    ctx.db
      .select(subcategoryColumns)
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(where)
      .orderBy(asc(subcategories.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    ctx.db
      .select({ n: count() })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(where),
  ]);
  return { category: found.map((s) => toSubcategory(ctx.storage, s)), totalCategory: total?.n ?? 0 };
}
