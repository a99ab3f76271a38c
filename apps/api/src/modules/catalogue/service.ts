// Catalogue reads: categories, subcategories, litres, product listings with filters and search, product details.
// The verbs live one a file; this list keeps the module's routes and tests importing them from one place.
export { useCardMedia } from './card-media.ts';
export { listCategories, listSubcategories, pageSubcategories } from './list-categories.ts';
export { listLitres, pageLitres } from './list-litres.ts';
export { listProducts, listSubcategoryProducts } from './list-products.ts';
export { productDetails, productsByIds } from './product-details.ts';
export type { CatalogueCtx } from './product-rows.ts';
export { wordSearchFrom } from './search-filters.ts';
export { suggest } from './search-suggestions.ts';
export { refreshSearchText } from './search-text.ts';
