// One feed item per size of an active product (decision 0363), with the attribute rules both Google's product data
// specification and Meta's catalogue fields set: a title of at most 150 characters (Meta allows 200), a plain-text
// description of at most 5,000 (Meta 9,999), absolute links, prices as "123.45 INR", the sale price only when below
// the MRP, the availability from the size's real stock, a GTIN only when its check digit is right, the SKU as the
// MPN under the shop's brand, and the delivery charge one unit of the size pays (DECISIONS D5).
import { type DeliverySettings, deliveryChargePaise } from '@chamak/shared/delivery';
import { feedPrice } from '@chamak/shared/feeds';
import { isValidGtin } from '@chamak/shared/inventory';
import type { Storage } from '../../plugins/storage.ts';
import { imageView } from '../media/index.ts';
import type { FeedRow } from './feed-rows.ts';

export const titleLimit = 150;
export const descriptionLimit = 5000;
/** Google takes up to 10 additional images; Meta up to 20. */
export const additionalImageLimit = 10;

export type FeedItem = {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  /** "123.45 INR": the MRP; the sale price only when the shop sells below it. */
  price: string;
  salePrice: string | null;
  inStock: boolean;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  /** Whether the item has a GTIN, or a brand and an MPN (Google's identifier_exists). */
  identifierExists: boolean;
  itemGroupId: string;
  productType: string;
  size: string;
  /** The delivery charge to anywhere in India of one unit. */
  shippingPrice: string;
};

export type FeedBuild = { items: FeedItem[]; withoutImage: number };

export type FeedContext = {
  publicUrl: string;
  storage: Storage;
  brand: string;
  delivery: DeliverySettings;
};

/** Text as a feed wants it: no markup, no control characters, runs of white space as one space. */
export function plainText(text: string): string {
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `limit` characters, cut at a word where one is near, with an ellipsis. */
export function clip(text: string, limit: number): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The product's name with its size, within the title limit: the size is kept, the name is cut if it must be. */
function titleOf(name: string, size: string): string {
  const suffix = ` - ${size}`;
  return `${clip(plainText(name), titleLimit - [...suffix].length)}${suffix}`;
}

/** The largest stored variant of an image, as an absolute address. */
function imageAddress(ctx: FeedContext, key: string): string {
  const view = imageView(ctx.storage, key);
  // srcset lists the variants from the smallest up; a key not of ours has none and its url is the image.
  const largest = view.srcset ? view.srcset.split(', ').at(-1)!.split(' ')[0]! : view.url;
  return /^https?:\/\//.test(largest)
    ? largest
    : `${ctx.publicUrl}${largest.startsWith('/') ? '' : '/'}${largest}`;
}

export function feedItems(ctx: FeedContext, found: FeedRow[]): FeedBuild {
  // A size without images of its own borrows those of its product's first size that has some.
  const productImages = new Map<number, string[]>();
  for (const row of found)
    if (row.images.length > 0 && !productImages.has(row.productId))
      productImages.set(row.productId, row.images);
  const brand = plainText(ctx.brand).slice(0, 70) || null;
  const items: FeedItem[] = [];
  let withoutImage = 0;
  for (const row of found) {
    const keys = row.images.length > 0 ? row.images : (productImages.get(row.productId) ?? []);
    // Both Google and Meta refuse an item without an image: it is left out, and the admin page counts it.
    if (keys.length === 0) {
      withoutImage++;
      continue;
    }
    const images = [...new Set(keys.map((key) => imageAddress(ctx, key)))];
    const title = titleOf(row.name, plainText(row.sizeLabel));
    const words = [row.shortDescription, row.longDescription].map(plainText).filter(Boolean);
    const description = clip(words.join(' ') || title, descriptionLimit);
    const gtin = row.gtin && isValidGtin(row.gtin) ? row.gtin : null;
    const mpn = row.sku ?? null;
    const salePaise = Math.min(row.salePricePaise, row.pricePaise);
    items.push({
      id: row.sku ?? `CHK-${row.sizeId}`,
      title,
      description,
      link: `${ctx.publicUrl}/product-details/${row.productId}?size=${row.sizeId}`,
      imageLink: images[0]!,
      additionalImageLinks: images.slice(1, 1 + additionalImageLimit),
      price: feedPrice(row.pricePaise),
      salePrice: salePaise < row.pricePaise ? feedPrice(salePaise) : null,
      inStock: row.remainingQty > 0,
      brand,
      gtin,
      mpn,
      identifierExists: gtin !== null || (brand !== null && mpn !== null),
      itemGroupId: String(row.productId),
      productType: `${plainText(row.category)} > ${plainText(row.subcategory)}`,
      size: plainText(row.sizeLabel),
      shippingPrice: feedPrice(deliveryChargePaise([{ totalMl: row.totalMl, quantity: 1 }], ctx.delivery)),
    });
  }
  return { items, withoutImage };
}
