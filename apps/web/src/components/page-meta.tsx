// A page's head for search engines and link previews: its own title and description, the canonical address
// (the shop's PUBLIC_URL, no tracking or filter parameters), Open Graph and Twitter card tags with an
// absolute image, `noindex` where asked (search results), and its schema.org JSON-LD. The title, meta and
// link tags go into the head (lib/document-head.ts: the server render writes them there too) and go away when
// the page changes; the JSON-LD stays in the page, where search engines read it as well.
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queries } from '../api/queries.ts';
import { applyHead, collectHead, type HeadTag } from '../lib/document-head.ts';
import { localPath, pageLanguage } from '../lib/i18n.ts';
import { absoluteUrl } from '../lib/site.ts';
import type { JsonLd } from '../lib/structured-data.ts';

export type MetaImage = { url: string; alt: string; width?: number; height?: number };

type Props = {
  /** The page's own part of the title; the shop's name follows (`fullTitle` for a title that names it). */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** The canonical path (with only the parameters that make a different page, such as `?page=2`). */
  canonical?: string;
  image?: MetaImage | null;
  /** Open Graph type: a product page is a product. */
  type?: 'website' | 'product';
  /** Keep the page out of search results (its links are still followed). */
  noindex?: boolean;
  /**
   * The page's structured data, made by the server's render only (the module that writes it stays out of the
   * browser's code): the browser renders a null for each, and hydration keeps the server's text, which Preact does
   * not rewrite while hydrating. A page the browser shows later has them empty: search engines read each page from
   * the server.
   */
  jsonLd?: (JsonLd | null)[];
};

/** Search engines show about 155 characters of a description: cut at a word, with an ellipsis. */
export function clip(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The biggest variant of an image up to about 1280 px wide, from its srcset (link previews want 1200 or so). */
export function previewImage(
  image: { image: string | null; srcset: string; width: number; height: number } | undefined,
  alt: string,
): MetaImage | null {
  if (!image?.image) return null;
  const variants = image.srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url ?? '', width: Number.parseInt(w ?? '', 10) }))
    .filter((v) => v.url && v.width > 0)
    .sort((a, b) => a.width - b.width);
  const pick = variants.find((v) => v.width >= 1200) ?? variants.at(-1);
  if (!pick) return { url: image.image, alt };
  const height = image.width > 0 ? Math.round((pick.width * image.height) / image.width) : undefined;
  return { url: pick.url, alt, width: pick.width, ...(height ? { height } : {}) };
}

/**
 * Puts a title and head tags in the document's head for as long as the component is there: the server render
 * collects them while rendering, the browser applies them once rendered (a page the browser renders from the shell
 * loses the shell's description then).
 */
export function useDocumentHead(title: string | undefined, tags: HeadTag[] = []): void {
  collectHead(title, tags);
  const key = JSON.stringify([title, tags]);
  useEffect(() => applyHead(title, tags), [key]);
}

/** A page's title in the head, for pages that have nothing else to say there (the back-office, a confirmation). */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentHead(title);
  return null;
}

/** JSON in a script element: '<' escaped so no text in it can close the element. */
const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export function PageMeta({
  title,
  fullTitle,
  description,
  canonical,
  image,
  type = 'website',
  noindex,
  jsonLd = [],
}: Props) {
  const { data } = useQuery(queries.settings());
  const shopName = data?.shop.name ?? defaultShopIdentity.name;
  const documentTitle = fullTitle ? title : `${title} | ${shopName}`;
  const text = clip(description);
  // A page's own address is in its language (/hi/...); the other languages' are in the head (the server's hreflang).
  const url = canonical ? absoluteUrl(localPath(canonical)) : undefined;
  const imageUrl = image ? absoluteUrl(image.url) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: [
      [key, name],
      ['content', content],
    ],
  });
  const tags: HeadTag[] = [
    meta('name', 'description', text),
    ...(noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    ...(url
      ? [
          {
            tag: 'link',
            attrs: [
              ['rel', 'canonical'],
              ['href', url],
            ],
          } satisfies HeadTag,
        ]
      : []),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', type),
    meta('property', 'og:locale', `${pageLanguage()}_IN`),
    meta('property', 'og:title', title),
    meta('property', 'og:description', text),
    ...(url ? [meta('property', 'og:url', url)] : []),
    ...(image && imageUrl ? [meta('property', 'og:image', imageUrl)] : []),
    ...(image?.width ? [meta('property', 'og:image:width', String(image.width))] : []),
    ...(image?.height ? [meta('property', 'og:image:height', String(image.height))] : []),
    ...(image ? [meta('property', 'og:image:alt', image.alt)] : []),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', text),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
  ];
  useDocumentHead(documentTitle, tags);
  return (
    <>
      {jsonLd.map((item, i) => (
        <script
          // Another page's elements are new ones, not the last page's data left in place.
          key={`${canonical ?? ''} ${i}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: item ? jsonForScript(item) : '' }}
        />
      ))}
    </>
  );
}

/**
 * A listing's canonical path: its page number only past the first page (each page of a listing is its own page,
 * so it names itself), and the bare listing when filters, a sort or a price range are applied (those show the
 * same products in another cut). Tracking parameters never count.
 */
export function listingCanonical(pathname: string, params: URLSearchParams): string {
  const page = Number(params.get('page'));
  const cut = ['category', 'subcat', 'rating', 'sort', 'minPrice', 'maxPrice', 'search'].some((name) =>
    params.get(name),
  );
  return !cut && Number.isInteger(page) && page > 1 ? `${pathname}?page=${page}` : pathname;
}
