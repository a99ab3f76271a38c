// The product form's data: the draft the admin edits, its checks (SPEC section 5, with the shared schema's
// texts) and the multipart body the server reads (litreConfigs JSON and images_N files per size).
import { adminMessages, productFields } from '@chamak/shared/admin';
import type { ProductDetails, ProductImage } from '@chamak/shared/catalogue';
import { discountPercent, rupeesToPaise } from '@chamak/shared/money';
import { discountedPricePaise } from '@chamak/shared/pricing';
import { maxImagesPerSize, texts } from './texts.ts';

export type NewImage = { id: string; file: File };

/** A quantity price as typed (decision 0341): from how many units, and the unit price in rupees. */
export type TierDraft = { key: string; minUnits: string; price: string };

export type SizeDraft = {
  /** Stable while the admin edits (a React key and the address of this size's errors). */
  key: string;
  /** Set for a size the product already has: its litre is locked. */
  pl_id?: number;
  l_id: string;
  price: string;
  discounted_price: string;
  discount: string;
  total_qty: string;
  remaining_qty?: number;
  /** Images already saved, in the order cards show them. */
  images: ProductImage[];
  /** Picked files, uploaded with the save as images_{index}. */
  added: NewImage[];
  /** What can be subscribed (decision 0325): on/off, the intervals as typed ('30, 45, 60, 90'), the percent off. */
  subscribable: boolean;
  subscriptionIntervals: string;
  subscriberDiscount: string;
  /** Days one unit lasts; empty when not known. */
  supplyDays: string;
  /** Quantity prices, as typed; the units in a carton, empty when not sold by the carton (decision 0341). */
  priceTiers: TierDraft[];
  cartonUnits: string;
  /**
   * SKU, GTIN, low-stock threshold, weight and dimensions as typed (decision 0349); undefined while the admin has
   * not touched one, so the save leaves it as the size has it.
   */
  inventory?: Partial<Record<InventoryField, string>>;
};

/** A size's inventory fields, as the product form edits them. */
export const inventoryFields = [
  'sku',
  'gtin',
  'lowStockThreshold',
  'weightGrams',
  'lengthCm',
  'breadthCm',
  'heightCm',
] as const;
export type InventoryField = (typeof inventoryFields)[number];

export const textFields = [
  'name',
  'shortDescription',
  'longDescription',
  'suitableSurfaces',
  'ingredients',
  'volume',
  'scent',
  'madeIn',
  'packaging',
] as const;
type TextField = (typeof textFields)[number];

export type ProductDraft = Record<TextField, string> & {
  categoryId: string;
  sub_cate_id: string;
  phLevel: string;
  shelfLife: string;
  combos: boolean;
  /** GST (decision 0105): empty until known. */
  hsnCode: string;
  gstRate: string;
  features: string[];
  howToUse: string[];
  sizes: SizeDraft[];
};

export type FieldName = Exclude<keyof ProductDraft, 'sizes'>;
export type SizeField =
  | 'l_id'
  | 'price'
  | 'discounted_price'
  | 'discount'
  | 'total_qty'
  | 'images'
  | 'subscribable'
  | 'subscriptionIntervals'
  | 'subscriberDiscount'
  | 'supplyDays'
  | 'priceTiers'
  | 'cartonUnits'
  | InventoryField;

export type ProductErrors = {
  fields: Partial<Record<FieldName, string>>;
  sizes: Record<string, Partial<Record<SizeField, string>>>;
  /** Problems of the sizes together: none at all, a litre chosen twice, a discounted price above the price. */
  sizesErrors: string[];
  /** Every message once, in form order: the error summary. */
  summary: string[];
};

let lastKey = 0;
export const newKey = (prefix: string) => `${prefix}-${++lastKey}`;

export function emptySize(): SizeDraft {
  return {
    key: newKey('size'),
    l_id: '',
    price: '',
    discounted_price: '',
    discount: '',
    total_qty: '',
    images: [],
    added: [],
    subscribable: false,
    subscriptionIntervals: '',
    subscriberDiscount: '',
    supplyDays: '',
    priceTiers: [],
    cartonUnits: '',
  };
}

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    categoryId: '',
    sub_cate_id: '',
    shortDescription: '',
    longDescription: '',
    suitableSurfaces: '',
    ingredients: '',
    features: [],
    howToUse: [],
    volume: '',
    scent: '',
    phLevel: '',
    shelfLife: '',
    madeIn: '',
    packaging: '',
    combos: false,
    hsnCode: '',
    gstRate: '',
    sizes: [emptySize()],
  };
}

/** Rupees as the form shows them: 249 or 1124.10, never 1124.1. */
const moneyText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

export function draftFrom(p: ProductDetails): ProductDraft {
  return {
    name: p.name,
    categoryId: String(p.categoryId),
    sub_cate_id: String(p.sub_cate_id),
    shortDescription: p.shortDescription,
    longDescription: p.longDescription,
    suitableSurfaces: p.suitableSurfaces,
    ingredients: p.ingredients,
    features: [...p.features],
    howToUse: [...p.howToUse],
    volume: p.volume,
    scent: p.scent,
    phLevel: p.phLevel === null ? '' : String(p.phLevel),
    shelfLife: p.shelfLife === null ? '' : String(p.shelfLife),
    madeIn: p.madeIn,
    packaging: p.packaging,
    combos: p.combos,
    hsnCode: p.hsnCode ?? '',
    gstRate: p.gstRate === null ? '' : String(p.gstRate),
    sizes: p.productlitres.map((pl) => ({
      key: newKey('size'),
      pl_id: pl.pl_id,
      l_id: String(pl.l_id),
      price: moneyText(pl.price),
      discounted_price: moneyText(pl.discounted_price),
      discount: String(pl.discount),
      total_qty: String(pl.total_qty),
      remaining_qty: pl.remaining_qty,
      images: pl.images.length > 0 ? pl.images : pl.productimages,
      added: [],
      subscribable: pl.subscription !== null,
      subscriptionIntervals: pl.subscription?.intervals.join(', ') ?? '',
      subscriberDiscount: pl.subscription ? String(pl.subscription.discountPercent) : '',
      supplyDays: pl.supplyDays === null ? '' : String(pl.supplyDays),
      priceTiers: pl.priceTiers.map((tier) => ({
        key: newKey('tier'),
        minUnits: String(tier.minUnits),
        price: moneyText(tier.unitPaise / 100),
      })),
      cartonUnits: pl.cartonUnits === null ? '' : String(pl.cartonUnits),
    })),
  };
}

// Sizes ---------------------------------------------------------------------------------------------

const paiseOf = (text: string): number | null => {
  try {
    return text.trim() === '' ? null : rupeesToPaise(text);
  } catch {
    return null;
  }
};
const rupeesText = (paise: number) => (paise / 100).toFixed(2).replace(/\.00$/, '');

/**
 * Keeps price, discounted price and discount in step as the admin types: the discounted price is the truth
 * (as on the server), the discount follows it; typing a discount sets the discounted price.
 */
export function editPrice(size: SizeDraft, field: 'price' | 'discounted_price' | 'discount', value: string) {
  const next = { ...size, [field]: value };
  const price = paiseOf(next.price);
  if (price === null || price <= 0) return next;
  if (field === 'discount') {
    const percent = Number(value);
    if (value.trim() !== '' && Number.isFinite(percent) && percent >= 0 && percent <= 100)
      next.discounted_price = rupeesText(discountedPricePaise(price, percent));
    return next;
  }
  const discounted = paiseOf(next.discounted_price);
  if (discounted !== null && discounted <= price) next.discount = String(discountPercent(price, discounted));
  return next;
}

/** A number for the JSON body: an empty box is left out (the schema says it is missing), junk stays junk. */
const numberOrMissing = (text: string): number | string | undefined => {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
};

/** The intervals as typed, '30, 45, 60, 90' (commas or spaces between): days, and junk kept for the schema to name. */
const intervalsOf = (text: string): (number | string)[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((day) => {
      const n = Number(day);
      return Number.isFinite(n) ? n : day;
    });

/** A tier's price in paise for the body: junk stays junk, for the schema to name. */
const tierPaise = (text: string): number | string | undefined =>
  text.trim() === '' ? undefined : (paiseOf(text) ?? text);

/** The quantity prices as the body sends them: a row left wholly empty is no tier. */
const tiersOf = (size: SizeDraft) =>
  size.priceTiers
    .filter((tier) => tier.minUnits.trim() !== '' || tier.price.trim() !== '')
    .map((tier) => ({ minUnits: numberOrMissing(tier.minUnits), unitPaise: tierPaise(tier.price) }));

function configJson(size: SizeDraft) {
  return {
    pl_id: size.pl_id,
    l_id: numberOrMissing(size.l_id),
    price: numberOrMissing(size.price),
    // Left empty: no discount (the server derives one from the other).
    discounted_price: numberOrMissing(size.discounted_price) ?? 0,
    discount: numberOrMissing(size.discount) ?? 0,
    total_qty: numberOrMissing(size.total_qty),
    // Switched off, a size keeps no intervals or discount of its own: what the form shows is what is stored.
    subscribable: size.subscribable,
    subscriptionIntervals: size.subscribable ? intervalsOf(size.subscriptionIntervals) : [],
    subscriberDiscount: size.subscribable ? (numberOrMissing(size.subscriberDiscount) ?? 0) : 0,
    supplyDays: numberOrMissing(size.supplyDays) ?? null,
    priceTiers: tiersOf(size),
    cartonUnits: numberOrMissing(size.cartonUnits) ?? null,
    // Only the inventory fields the admin touched: the rest stay as the size has them.
    ...size.inventory,
  };
}

// The body ------------------------------------------------------------------------------------------

/** The multipart text fields, exactly as the server's productFields schema reads them. */
export function toFields(draft: ProductDraft): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const f of textFields) fields[f] = draft[f].trim();
  return {
    ...fields,
    categoryId: draft.categoryId,
    sub_cate_id: draft.sub_cate_id,
    features: JSON.stringify(draft.features),
    howToUse: JSON.stringify(draft.howToUse),
    phLevel: draft.phLevel.trim(),
    shelfLife: draft.shelfLife.trim(),
    combos: draft.combos ? 'true' : 'false',
    hsnCode: draft.hsnCode.trim(),
    gstRate: draft.gstRate,
    litreConfigs: JSON.stringify(draft.sizes.map(configJson)),
  };
}

export function toFormData(draft: ProductDraft): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(toFields(draft))) form.append(name, value);
  draft.sizes.forEach((size, index) => {
    for (const { file } of size.added) form.append(`images_${index}`, file, file.name);
  });
  return form;
}

// Checks --------------------------------------------------------------------------------------------

/** The shared schema's words for what it refuses, read from it so each text stays written once. */
const schemaMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';
export const schemaMessages = {
  /** 'All fields marked with * are required' */
  required: schemaMessage(productFields.shape.name.safeParse('')),
  /** 'At least one litre configuration is required' */
  sizeRequired: schemaMessage(productFields.shape.litreConfigs.safeParse('[]')),
};
/** An empty required field: the summary carries SPEC's sentence, the field itself a short 'Required'. */
export const isRequiredMessage = (message: string | undefined) => message === schemaMessages.required;

const moneyFields = [
  ['price', 'Price'],
  ['discounted_price', 'Discounted price'],
  ['discount', 'Discount'],
] as const;

export function checkProduct(draft: ProductDraft, adding: boolean): ProductErrors {
  const errors: ProductErrors = { fields: {}, sizes: {}, sizesErrors: [], summary: [] };
  const sizeErrors = (index: number) => {
    const key = draft.sizes[index]?.key ?? String(index);
    errors.sizes[key] ??= {};
    return errors.sizes[key];
  };

  const parsed = productFields.safeParse(toFields(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'litreConfigs') {
        if (typeof index === 'number' && typeof field === 'string') {
          const own = sizeErrors(index);
          own[field as SizeField] ??= issue.message;
        } else if (!errors.sizesErrors.includes(issue.message)) errors.sizesErrors.push(issue.message);
      } else if (typeof first === 'string') {
        errors.fields[first as FieldName] ??= issue.message;
      }
    }
  }

  // What the schema cannot say in SPEC's words, or does not check.
  if (draft.shelfLife.trim() !== '' && !/^\d+$/.test(draft.shelfLife.trim()))
    errors.fields.shelfLife = texts.wholeMonths;
  if (!errors.fields.phLevel && draft.phLevel.trim() !== '' && !/^\d+(\.\d)?$/.test(draft.phLevel.trim()))
    errors.fields.phLevel = texts.phStep;
  if (adding && draft.features.length === 0) errors.fields.features = adminMessages.featuresRequired;
  if (adding && draft.howToUse.length === 0) errors.fields.howToUse = adminMessages.featuresRequired;
  draft.sizes.forEach((size, index) => {
    for (const [field, label] of moneyFields) {
      const value = size[field].trim();
      if (value !== '' && /^\d+\.\d{3,}$/.test(value)) sizeErrors(index)[field] ??= texts.twoDecimals(label);
    }
    for (const tier of size.priceTiers)
      if (/^\d+\.\d{3,}$/.test(tier.price.trim()))
        sizeErrors(index).priceTiers ??= texts.twoDecimals('Quantity price');
    if (size.images.length + size.added.length > maxImagesPerSize) sizeErrors(index).images = texts.maxImages;
  });
  for (const [key, own] of Object.entries(errors.sizes))
    if (Object.keys(own).length === 0) delete errors.sizes[key];

  const all = [
    ...Object.values(errors.fields),
    ...errors.sizesErrors,
    ...Object.values(errors.sizes).flatMap((own) => Object.values(own)),
  ].filter((m): m is string => Boolean(m));
  errors.summary = [...new Set(all)];
  return errors;
}

export const hasErrors = (errors: ProductErrors) => errors.summary.length > 0;

/** A feature or how-to-use step as the admin adds it: the shared schema's 'already exists' and empty texts. */
export function checkListItem(kind: 'features' | 'howToUse', list: string[], item: string): string | null {
  const result = productFields.shape[kind].safeParse(JSON.stringify([...list, item.trim()]));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Litres chosen by more than one size: each litre may be chosen once per product. */
export function duplicateLitres(sizes: SizeDraft[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const s of sizes) {
    if (!s.l_id) continue;
    if (seen.has(s.l_id)) twice.add(s.l_id);
    seen.add(s.l_id);
  }
  return twice;
}
