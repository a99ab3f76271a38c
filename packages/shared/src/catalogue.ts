// The catalogue's public contract (SPEC section 7, DECISIONS D1): request bodies and response shapes.
import { z } from 'zod';
import { idParam } from './common.ts';
import { pageField, perPageField } from './pagination.ts';
import { priceTier } from './quantity-prices.ts';
import { sizeSubscription } from './size-subscriptions.ts';

const idList = (name: string) =>
  z
    .array(idParam(name), { error: `${name} must be a list of ids` })
    .max(200, { error: `${name} has too many entries` })
    .optional();

const rupees = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(10_000_000, { error: `${name} is too large` });

export const productFilter = z.object({
  category: idList('category'),
  subcat: idList('subcat'),
  price: z
    .object({ min: rupees('price.min').optional(), max: rupees('price.max').optional() })
    .refine((p) => p.min === undefined || p.max === undefined || p.min <= p.max, {
      error: 'price.min must not be more than price.max',
    })
    .optional(),
  /** Minimum stars: [4, 3] means 3 stars and up. */
  rating: z
    .array(
      z.coerce
        .number()
        .int()
        .min(1, { error: 'rating must be 1 to 5' })
        .max(5, { error: 'rating must be 1 to 5' }),
    )
    .max(5)
    .optional(),
  search: z.string().trim().max(100, { error: 'search must be 100 characters or less' }).optional(),
  combos: z
    .union([
      z.boolean(),
      z.literal(0),
      z.literal(1),
      z.literal('0'),
      z.literal('1'),
      z.literal('true'),
      z.literal('false'),
    ])
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
    .optional(),
  /** Newest first by default; a search orders by relevance. */
  sort: z.enum(['newest', 'relevance', 'price-asc', 'price-desc', 'rating', 'best-selling']).optional(),
});
export type ProductFilter = z.infer<typeof productFilter>;

/** A body that may be left out entirely (Fastify hands the validator null): every field then takes its default. */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const getAllProductsBody = optionalBody(
  z.object({
    page: pageField,
    perPage: perPageField(15),
    filter: productFilter.optional(),
  }),
);
export type GetAllProductsBody = z.infer<typeof getAllProductsBody>;

const pageBody = (perPage: number) =>
  optionalBody(z.object({ page: pageField, perPage: perPageField(perPage) }));

/** POST /api/litre/getall: 10 litres a page by default. */
export const litrePageBody = pageBody(10);
/** POST /api/products/products/:sub_cate_id: 16 products a page by default (SPEC section 9). */
export const subcategoryProductsBody = pageBody(16);
export type SubcategoryProductsBody = z.infer<typeof subcategoryProductsBody>;

export const subcategoryPageBody = optionalBody(
  z.object({
    page: pageField,
    perPage: perPageField(10),
    search: z.string().trim().max(100, { error: 'search must be 100 characters or less' }).optional(),
  }),
);

/** GET /api/search/suggest */
export const suggestQuery = z.object({
  q: z.string().trim().max(100, { error: 'q must be 100 characters or less' }).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const categoryIdParams = z.object({ cate_id: idParam('cate_id') });
export const subcategoryIdParams = z.object({ sub_cate_id: idParam('sub_cate_id') });

// Responses -------------------------------------------------------------------------------------

export const imageFields = {
  image: z.string().nullable(),
  /** Responsive WebP variants of `image` ("url 320w, url 640w, ..."). */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
};

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  ...imageFields,
  createdAt: z.string(),
});
export type Category = z.infer<typeof category>;
export const categoryList = z.array(category);

export const subcategory = z.object({
  sub_cate_id: z.number().int(),
  sub_cate_name: z.string(),
  cate_id: z.number().int(),
  ...imageFields,
  Category: z.object({ name: z.string() }),
  createdAt: z.string(),
});
export type Subcategory = z.infer<typeof subcategory>;
export const subcategoryList = z.array(subcategory);

/** POST /api/subcategory/get: SPEC names the page's subcategories `category`. */
export const subcategoryPage = z.object({ category: subcategoryList, totalCategory: z.number().int() });
export type SubcategoryPage = z.infer<typeof subcategoryPage>;

export const litre = z.object({ l_id: z.number().int(), litre: z.string(), total_ml: z.number().int() });
export type Litre = z.infer<typeof litre>;
export const litreList = z.array(litre);
export const litrePage = z.object({ litres: litreList, totalLitre: z.number().int() });
export type LitrePage = z.infer<typeof litrePage>;

export const productImage = z.object({ pi_id: z.number().int(), ...imageFields, image: z.string() });
export type ProductImage = z.infer<typeof productImage>;

export const productLitre = z.object({
  pl_id: z.number().int(),
  l_id: z.number().int(),
  litre,
  /** Rupees. */
  price: z.number(),
  discounted_price: z.number(),
  discount: z.number(),
  total_qty: z.number().int(),
  remaining_qty: z.number().int(),
  productimages: z.array(productImage),
});
export type ProductLitre = z.infer<typeof productLitre>;

export const productSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  sub_cate_id: z.number().int(),
  shortDescription: z.string(),
  combos: z.boolean(),
  averageRatings: z.number(),
  totalReviews: z.number().int(),
  createdAt: z.string(),
  Category: z.object({ id: z.number().int(), name: z.string() }),
  subcategory: z.object({ sub_cate_id: z.number().int(), sub_cate_name: z.string() }),
  productlitres: z.array(productLitre),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productDetails = productSummary.extend({
  longDescription: z.string(),
  suitableSurfaces: z.string(),
  features: z.array(z.string()),
  howToUse: z.array(z.string()),
  volume: z.string(),
  ingredients: z.string(),
  scent: z.string(),
  phLevel: z.number().nullable(),
  shelfLife: z.number().int().nullable(),
  madeIn: z.string(),
  packaging: z.string(),
  /** GST: null until the admin sets them. */
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  productlitres: z.array(
    productLitre.extend({
      images: z.array(productImage),
      /** What the size offers subscribers (decision 0325); null when it cannot be subscribed to. */
      subscription: sizeSubscription.nullable(),
      /** How many days one unit lasts; null when not known. */
      supplyDays: z.number().int().nullable(),
      /** Quantity prices (decision 0341), fewest units first; the product page shows those below the price. */
      priceTiers: z.array(priceTier),
      /** Units in a carton of this size; null when it is not sold by the carton. */
      cartonUnits: z.number().int().nullable(),
    }),
  ),
});
export type ProductDetails = z.infer<typeof productDetails>;

export const productPage = z.object({
  products: z.array(productSummary),
  totalProducts: z.number().int(),
  /** Set when nothing matched the search as typed and misspelt words were corrected to these. */
  searchedFor: z.string().optional(),
});
export type ProductPage = z.infer<typeof productPage>;

/** A subcategory's page of products, with the subcategory's name for the heading. */
export const subcategoryProductPage = productPage.extend({
  subcategory: z.object({ sub_cate_id: z.number(), sub_cate_name: z.string() }),
});
export type SubcategoryProductPage = z.infer<typeof subcategoryProductPage>;

export const dashboardCounter = z.object({
  products: z.number().int(),
  orders: z.number().int(),
  category: z.number().int(),
  subcat: z.number().int(),
  users: z.number().int(),
  contact: z.number().int(),
  reviews: z.number().int(),
});
export type DashboardCounter = z.infer<typeof dashboardCounter>;

export const searchSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['product', 'subcategory']),
  images: z.array(z.string()),
  /** Where the suggestion leads: a product page or /collection/{name}. */
  href: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;
export const searchSuggestions = z.array(searchSuggestion);

/**
 * The admin's products list flags products whose invoices would lack tax details (decision 0134): when the shop
 * has a GSTIN, the ids of products with no HSN code or no GST rate.
 */
export const productTaxGaps = z.object({
  sellerHasGstin: z.boolean(),
  productIds: z.array(z.number().int()),
});
export type ProductTaxGaps = z.infer<typeof productTaxGaps>;
