// The admin's write contracts (SPEC sections 5 and 7): catalogue forms as they arrive in multipart fields,
// with SPEC's messages.
import { z } from 'zod';
import { idParam, messageReply } from './common.ts';
import { type GstRate, isGstRate, isHsnCode } from './gst.ts';
import { sizeInventoryFields } from './inventory.ts';
import { rupeesToPaise } from './money.ts';
import { discountedPricePaise } from './pricing.ts';
import { checkTierPrices, sizeQuantityFields } from './quantity-prices.ts';
import { checkSubscribable, sizeSubscriptionFields } from './size-subscriptions.ts';

const requiredStar = 'All fields marked with * are required';
const text = (max: number) =>
  z.string({ error: requiredStar }).trim().min(1, { error: requiredStar }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const number = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

export const categoryFields = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, { error: 'Category name is required' })
    .max(80),
  content: z.string().trim().max(2000).default(''),
});

export const subcategoryFields = z.object({
  cate_id: z.coerce
    .number({ error: 'Category is required' })
    .int()
    .positive({ error: 'Category is required' }),
  sub_cate_name: z
    .string({ error: 'SubCategory name is required' })
    .min(1, { error: 'SubCategory name is required' })
    .refine((s) => s.trim().length > 0, { error: 'SubCategory name cannot be empty or spaces only' })
    .transform((s) => s.trim())
    .pipe(z.string().max(80, { error: 'SubCategory name must be 80 characters or less' })),
});

export const litreBody = z.object({
  litre: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(40),
  total_ml: z.coerce
    .number({ error: 'Total (in ML) must be a whole positive number' })
    .int({ error: 'Total (in ML) must be a whole positive number' })
    .positive({ error: 'Total (in ML) must be a whole positive number' })
    .max(1_000_000, { error: 'Total (in ML) is too large' }),
});

const uniqueList = (duplicate: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: `${duplicate.split(' already')[0]} cannot be empty` })
        .max(300),
    )
    .max(30)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      for (const item of items) {
        const key = item.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: duplicate });
        seen.add(key);
      }
    });

/** A JSON text field ('["a","b"]'), as SPEC's form sends features, howToUse and litreConfigs. */
const jsonText = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

export type LitreBody = z.infer<typeof litreBody>;
/** A saved litre answers its id as `l_id`. */
export const litreSaved = messageReply.extend({ l_id: z.number() });
export type LitreSaved = z.infer<typeof litreSaved>;
export const litreIdParams = z.object({ l_id: idParam('l_id') });

export const imageIdParams = z.object({ imageId: idParam('imageId') });
/** DELETE /api/products/deleteimage/:imageId answers SPEC's own shape. */
export const imageDeletedReply = z.object({ status: z.boolean(), description: z.string() });
export type ImageDeletedReply = z.infer<typeof imageDeletedReply>;

/** PUT /api/products/images/order: the new order of one size configuration's images. */
export const reorderImagesBody = z.object({
  pl_id: idParam('pl_id'),
  imageIds: z.array(idParam('imageId')).min(1).max(10),
});

const litreConfigInput = z
  .object({
    pl_id: z.coerce.number().int().positive().optional(),
    l_id: z.coerce
      .number({ error: 'Choose a litre for every configuration' })
      .int()
      .positive({ error: 'Choose a litre for every configuration' }),
    price: number('Price', 0, 10_000_000),
    discounted_price: number('Discounted price', 0, 10_000_000),
    discount: number('Discount', 0, 100),
    total_qty: z.coerce
      .number({ error: 'Quantity must be a number' })
      .int()
      .min(1, { error: 'Quantity must be at least 1' })
      .max(1_000_000),
    /** What can be subscribed (decision 0325): each setting optional, absent keeps the size's own. */
    ...sizeSubscriptionFields.shape,
    /** Quantity prices and the carton (decision 0341): each optional, absent keeps the size's own. */
    ...sizeQuantityFields.shape,
    /** SKU, GTIN, low-stock threshold, weight and dimensions (decision 0349): each optional, absent keeps the size's own. */
    ...sizeInventoryFields.shape,
  })
  .superRefine((size, ctx) => {
    checkSubscribable(size, ctx);
    checkTierPrices(size, singlePricePaise(size), ctx);
  });

/** A size's price for one unit, in paise, as the save stores it: the discounted price, else the discount's. */
export function singlePricePaise(size: {
  price: number;
  discounted_price: number;
  discount: number;
}): number {
  // A price the schema refuses anyway leaves the tiers unchecked rather than throwing.
  if (!Number.isFinite(size.price) || !Number.isFinite(size.discounted_price))
    return Number.POSITIVE_INFINITY;
  const price = rupeesToPaise(size.price);
  return size.discounted_price > 0
    ? rupeesToPaise(size.discounted_price)
    : discountedPricePaise(price, size.discount);
}

/** What the product form and the admin API say about a product's tax data. */
export const productTaxMessages = {
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  gstRate: 'GST rate must be 0, 5, 12, 18 or 28 %',
  /** The product form's note while the shop has a GSTIN and the product lacks either. */
  untaxed: 'The shop has a GSTIN: this product cannot be sold until its HSN code and GST rate are set.',
} as const;

export const productFields = z
  .object({
    name: text(200),
    categoryId: z.coerce.number({ error: requiredStar }).int().positive({ error: requiredStar }),
    sub_cate_id: z.coerce.number({ error: requiredStar }).int().positive({ error: requiredStar }),
    shortDescription: text(300),
    longDescription: text(5000),
    suitableSurfaces: text(500),
    ingredients: text(1000),
    features: jsonText(uniqueList('Feature already exists'), 'features').default([]),
    howToUse: jsonText(uniqueList('How to Use item already exists'), 'howToUse').default([]),
    volume: optionalText(100),
    scent: optionalText(60),
    phLevel: z
      .union([z.literal(''), number('pH', 0, 14)])
      .transform((v) => (v === '' ? null : Math.round(v * 10) / 10))
      .default(null),
    shelfLife: z
      .union([
        z.literal(''),
        z.coerce
          .number({ error: 'Shelf life must be a number' })
          .int()
          .min(0, { error: 'Shelf life must be at least 0' })
          .max(600),
      ])
      .transform((v) => (v === '' ? null : v))
      .default(null),
    madeIn: optionalText(60),
    packaging: optionalText(200),
    combos: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
      .transform((v) => v === true || v === 'true' || v === '1' || v === 'on')
      .default(false),
    /** GST: left empty until known; a shop with a GSTIN cannot sell the product without both. */
    hsnCode: z
      .string()
      .trim()
      .refine((v) => v === '' || isHsnCode(v), { error: productTaxMessages.hsnCode })
      .transform((v) => (v === '' ? null : v))
      .default(null),
    gstRate: z
      .union([z.string(), z.number()], { error: productTaxMessages.gstRate })
      .transform((v, ctx): GstRate | null => {
        if (typeof v === 'string' && v.trim() === '') return null;
        const rate = Number(v);
        if (isGstRate(rate)) return rate;
        ctx.addIssue({ code: 'custom', message: productTaxMessages.gstRate });
        return z.NEVER;
      })
      .default(null),
    litreConfigs: jsonText(
      z.array(litreConfigInput).min(1, { error: 'At least one litre configuration is required' }).max(12),
      'litreConfigs',
    ),
  })
  .superRefine((p, ctx) => {
    const litres = p.litreConfigs.map((c) => c.l_id);
    if (new Set(litres).size !== litres.length)
      ctx.addIssue({
        code: 'custom',
        message: 'Each litre may be chosen once per product',
        path: ['litreConfigs'],
      });
    for (const c of p.litreConfigs) {
      if (c.discounted_price > c.price)
        ctx.addIssue({
          code: 'custom',
          message: 'The discounted price cannot be more than the price',
          path: ['litreConfigs'],
        });
    }
  });
export type ProductFields = z.infer<typeof productFields>;

export const adminMessages = {
  categoryAdded: 'Category Added',
  categoryUpdated: 'Category Updated',
  categoryDeleted: 'Category deleted',
  categoryInUse: 'This category still has subcategories or products. Move or delete them first.',
  subcategoryAdded: 'SubCategory Added',
  subcategoryUpdated: 'SubCategory Updated',
  subcategoryDeleted: 'SubCategory deleted',
  subcategoryInUse: 'This subcategory still has products. Move or delete them first.',
  litreAdded: 'Litres Added',
  litreUpdated: 'Litres Updated',
  litreDeleted: 'Litres deleted',
  litreInUse: 'This litre is used by products. Remove it from them first.',
  litreTaken: 'A litre with this name already exists.',
  productAdded: 'Product Added',
  productUpdated: 'Product Updated',
  productDeleted: 'Product deleted',
  imageRequired: 'Image is required',
  maxImages: 'Maximum 10 images allowed per litre configuration',
  featuresRequired: 'Add at least one feature and one how-to-use step',
  litreLocked: 'The litre of an existing configuration cannot be changed',
  subcategoryNotInCategory: 'The subcategory does not belong to the chosen category',
} as const;
