// The two feeds written from the same items (decision 0363): Google Merchant Center's RSS 2.0 with the g: namespace,
// and Meta's catalogue CSV (a header row of its field names, fields quoted where they hold a comma, a quote or a
// line break, a quote doubled).
import type { FeedItem } from './items.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const tag = (name: string, value: string) => `<g:${name}>${escapeXml(value)}</g:${name}>`;

function googleItem(item: FeedItem): string {
  const parts = [
    tag('id', item.id),
    tag('title', item.title),
    tag('description', item.description),
    tag('link', item.link),
    tag('image_link', item.imageLink),
    ...item.additionalImageLinks.map((link) => tag('additional_image_link', link)),
    tag('availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    tag('price', item.price),
    ...(item.salePrice ? [tag('sale_price', item.salePrice)] : []),
    ...(item.brand ? [tag('brand', item.brand)] : []),
    ...(item.gtin ? [tag('gtin', item.gtin)] : item.mpn ? [tag('mpn', item.mpn)] : []),
    tag('identifier_exists', item.identifierExists ? 'yes' : 'no'),
    tag('condition', 'new'),
    tag('item_group_id', item.itemGroupId),
    tag('size', item.size),
    tag('product_type', item.productType),
    `<g:shipping>${tag('country', 'IN')}${tag('service', 'Standard')}${tag('price', item.shippingPrice)}</g:shipping>`,
  ];
  return `<item>\n${parts.join('\n')}\n</item>`;
}

/** Google Merchant Center's feed: an RSS 2.0 channel naming the shop, one item per size. */
export function googleXml(shop: { name: string; publicUrl: string }, items: FeedItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(shop.name || 'Catalogue')}</title>`,
    `<link>${escapeXml(`${shop.publicUrl}/`)}</link>`,
    `<description>${escapeXml(`Products of ${shop.name || 'the shop'}`)}</description>`,
    ...items.map(googleItem),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Meta's catalogue fields, in the CSV's column order. */
export const metaColumns = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'gtin',
  'mpn',
  'item_group_id',
  'product_type',
  'size',
  'shipping',
] as const;

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function metaRow(item: FeedItem): string {
  const fields: Record<(typeof metaColumns)[number], string> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.inStock ? 'in stock' : 'out of stock',
    condition: 'new',
    price: item.price,
    sale_price: item.salePrice ?? '',
    link: item.link,
    image_link: item.imageLink,
    additional_image_link: item.additionalImageLinks.join(','),
    brand: item.brand ?? '',
    gtin: item.gtin ?? '',
    mpn: item.mpn ?? '',
    item_group_id: item.itemGroupId,
    product_type: item.productType,
    size: item.size,
    // COUNTRY:REGION:SERVICE:PRICE, the region empty: the same charge anywhere in India.
    shipping: `IN::Standard:${item.shippingPrice}`,
  };
  return metaColumns.map((column) => csvField(fields[column])).join(',');
}

/** Meta's catalogue CSV: the header, then a row per size; lines end in CRLF as RFC 4180 has it. */
export function metaCsv(items: FeedItem[]): string {
  return [metaColumns.join(','), ...items.map(metaRow), ''].join('\r\n');
}
