// The product listings: a page of products by filter and search (a search that finds nothing is corrected and run
// again), and a subcategory's page.
import type { GetAllProductsBody, ProductPage, SubcategoryProductPage } from '@chamak/shared/catalogue';
import { messages } from '@chamak/shared/messages';
import { eq } from 'drizzle-orm';
import { subcategories } from '../../db/schema/index.ts';
import { NotFound } from '../../plugins/errors.ts';
import type { JsonText } from '../../plugins/json-text.ts';
import { pageAnswer, productPage } from './product-pages.ts';
import type { CatalogueCtx } from './product-rows.ts';
import { changedSearch, correctSearch } from './search-correction.ts';

/**
 * A page of products. A search matches its words as written; when that finds nothing, misspelt words are
 * corrected to the nearest catalogue words and the search runs again (`searchedFor` then says what it used): in
 * the same statement for a one-word search on a large catalogue, else in a second one.
 */
export async function listProducts(
  ctx: CatalogueCtx,
  input: GetAllProductsBody,
): Promise<ProductPage | JsonText<ProductPage>> {
  const { filter, page, perPage } = input;
  const found = await productPage(ctx, filter, page, perPage);
  // A one-word search on stored cards was corrected in its own statement when the word found nothing.
  if ('searchedFor' in found && found.searchedFor)
    return pageAnswer(found, { searchedFor: found.searchedFor });
  if (found.totalProducts > 0 || !filter?.search?.trim()) return pageAnswer(found, {});
  // A page of stored cards brought the correction with it; a page built from the tables asks for it.
  const corrected =
    'corrected' in found
      ? changedSearch(filter.search, found.corrected ?? null)
      : await correctSearch(ctx.db, filter.search);
  if (!corrected) return pageAnswer(found, {});
  const retry = { ...filter, search: corrected };
  return pageAnswer(await productPage(ctx, retry, page, perPage), { searchedFor: corrected });
}

export async function listSubcategoryProducts(
  ctx: CatalogueCtx,
  subcategoryId: number,
  input: { page: number; perPage: number },
): Promise<SubcategoryProductPage | JsonText<SubcategoryProductPage>> {
  const [sub] = await ctx.db
    .select({ id: subcategories.id, name: subcategories.name })
    .from(subcategories)
    .where(eq(subcategories.id, subcategoryId));
  if (!sub) throw new NotFound(messages.subcategoryNotFound);
  const page = await productPage(ctx, { subcat: [subcategoryId] }, input.page, input.perPage);
  return pageAnswer<SubcategoryProductPage>(page, {
    subcategory: { sub_cate_id: sub.id, sub_cate_name: sub.name },
  });
}
