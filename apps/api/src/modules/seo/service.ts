// robots.txt and the sitemap, written for the shop's public address (PUBLIC_URL). The sitemap lists the home
// page, the listings, the content pages, every category and subcategory page, and every product with its last
// change and images; above `maxUrls` addresses (50,000, the sitemap protocol's limit per file) it becomes a
// sitemap index of numbered parts.
import {
  defaultEnabledLanguages,
  defaultLanguage,
  type Language,
  languagePath,
  languages,
} from '@chamak/shared/i18n/languages';
import type { ShopIdentity } from '@chamak/shared/settings';
import { type CatalogueCtx, sitemapCatalogue } from '../catalogue/index.ts';

/** An address, and the same page in each language (hreflang, with x-default for the default language). */
export type SitemapUrl = {
  loc: string;
  lastmod?: string;
  images?: string[];
  alternates?: { hreflang: string; href: string }[];
};

/** The sitemap protocol's limit of addresses in one file. */
export const sitemapLimit = 50_000;

/** What search engines may crawl: the shop, not the back-office or anything made of one shopper's data. */
export function robotsTxt(publicUrl: string): string {
  const private_ = [
    '/cart',
    '/checkout',
    '/wishlist',
    '/track-order',
    '/order-confirmation/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    // The shopper's own pages in every language (decision 0331: /hi/cart is the Hindi cart).
    ...languages.flatMap((language) => private_.map((path) => `Disallow: ${languagePath(language, path)}`)),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The web app manifest: the shop's name from its settings (D17), the brand colour and the icons drawn by
 * scripts/make-icons.ts, so the shop can be added to a phone's home screen. No service worker yet.
 */
export function webManifest(shop: Pick<ShopIdentity, 'name' | 'tagline'>) {
  return {
    name: `${shop.name}: ${shop.tagline}`,
    short_name: shop.name,
    description: shop.tagline,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang: 'en-IN',
    background_color: '#ffffff',
    theme_color: '#393185',
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Pages that are always there, in the order a visitor meets them. */
const fixedPages = [
  '/',
  '/products',
  '/combos',
  '/about',
  '/contact',
  '/faqs',
  '/shipping-policy',
  '/return-exchange',
  '/privacy-policy',
  '/terms-conditions',
];

/**
 * Every address of the sitemap, in a stable order (so a part of the index keeps its addresses), in each language
 * the shop has on (its settings; all of them unless given).
 */
export async function sitemapUrls(
  ctx: CatalogueCtx,
  publicUrl: string,
  enabled: readonly Language[] = defaultEnabledLanguages,
): Promise<SitemapUrl[]> {
  const catalogue = await sitemapCatalogue(ctx);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
  const newest = [...catalogue.products.map((p) => p.lastmod)].sort().at(-1);
  const pages: SitemapUrl[] = [
    ...fixedPages.map((path) => ({
      loc: absolute(path),
      ...(newest && ['/', '/products', '/combos'].includes(path) ? { lastmod: newest } : {}),
    })),
    ...catalogue.categories.map((c) => ({ loc: absolute(`/subcategory/${c.id}`), lastmod: c.lastmod })),
    ...catalogue.subcategories.map((s) => ({ loc: absolute(`/products/${s.id}`), lastmod: s.lastmod })),
    ...catalogue.products.map((p) => ({
      loc: absolute(`/product-details/${p.id}`),
      lastmod: p.lastmod,
      images: p.images.map(absolute),
    })),
  ];
  // Each page in every language that is on (decision 0331), each naming all of them.
  return pages.flatMap((page) => {
    const path = page.loc.slice(publicUrl.length);
    const alternates = [
      ...enabled.map((language) => ({ hreflang: language, href: absolute(languagePath(language, path)) })),
      { hreflang: 'x-default', href: absolute(languagePath(defaultLanguage, path)) },
    ];
    return enabled.map((language) => ({
      ...page,
      loc: absolute(languagePath(language, path)),
      alternates,
    }));
  });
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${url.lastmod}</lastmod>`);
    for (const image of url.images ?? [])
      parts.push(`<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`);
    for (const alternate of url.alternates ?? [])
      parts.push(
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
      );
    return `<url>${parts.join('')}</url>`;
  });
  return `${xmlHead}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(parts: { loc: string; lastmod?: string }[]): string {
  const entries = parts.map(
    (part) =>
      `<sitemap><loc>${escapeXml(part.loc)}</loc>${part.lastmod ? `<lastmod>${part.lastmod}</lastmod>` : ''}</sitemap>`,
  );
  return `${xmlHead}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml (`part` undefined) or /sitemap-{part}.xml: the whole urlset while it fits in `maxUrls`, else an
 * index of parts of `maxUrls` each; null for a part that does not exist.
 */
export async function sitemapXml(
  ctx: CatalogueCtx,
  publicUrl: string,
  maxUrls: number,
  part?: number,
  enabled: readonly Language[] = defaultEnabledLanguages,
): Promise<string | null> {
  const urls = await sitemapUrls(ctx, publicUrl, enabled);
  const parts = Math.ceil(urls.length / maxUrls);
  if (part === undefined) {
    if (urls.length <= maxUrls) return urlsetXml(urls);
    return sitemapIndexXml(
      Array.from({ length: parts }, (_, i) => {
        const slice = urls.slice(i * maxUrls, (i + 1) * maxUrls);
        const lastmod = slice
          .map((u) => u.lastmod)
          .filter((d): d is string => Boolean(d))
          .sort()
          .at(-1);
        return { loc: `${publicUrl}/sitemap-${i + 1}.xml`, ...(lastmod ? { lastmod } : {}) };
      }),
    );
  }
  if (urls.length <= maxUrls || part < 1 || part > parts) return null;
  return urlsetXml(urls.slice((part - 1) * maxUrls, part * maxUrls));
}
