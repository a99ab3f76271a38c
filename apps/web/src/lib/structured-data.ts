// schema.org structured data (JSON-LD) for search engines: a product with an offer per size, its rating and
// breadcrumb, and the shop as an Organization with its contacts on the home page. Typed with schema-dts
// (types only: nothing of it reaches the browser), so a property schema.org does not have, or a value of the
// wrong type, fails the typecheck. Prices are rupees as the API gives them, written with two decimals.
import type { ProductDetails } from '@chamak/shared/catalogue';
import type { SellerIdentity } from '@chamak/shared/seller';
import type { ShopIdentity } from '@chamak/shared/settings';
import type {
  BreadcrumbList,
  ListItem,
  Offer,
  Organization,
  PostalAddress,
  Product,
  WebSite,
  WithContext,
} from 'schema-dts';
import { paths } from '../paths.ts';
import { absoluteUrl } from './site.ts';

export type JsonLd =
  | WithContext<Product>
  | WithContext<BreadcrumbList>
  | WithContext<Organization>
  | WithContext<WebSite>;

const rupees = (amount: number) => amount.toFixed(2);

/** Every image of the product (all sizes, each once), absolute. */
export function productImageUrls(product: ProductDetails): string[] {
  const urls = product.productlitres.flatMap((pl) =>
    (pl.images.length > 0 ? pl.images : pl.productimages).map((image) => absoluteUrl(image.image)),
  );
  return [...new Set(urls)];
}

export function productJsonLd(product: ProductDetails, brand: string): WithContext<Product> {
  const url = absoluteUrl(paths.productDetails(product.id));
  const offers: Offer[] = product.productlitres.map((pl) => ({
    '@type': 'Offer',
    sku: `${product.id}-${pl.pl_id}`,
    name: `${product.name}, ${pl.litre.litre}`,
    url,
    price: rupees(pl.discounted_price),
    priceCurrency: 'INR',
    availability: pl.remaining_qty > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    // The MRP, which the price is taken off (D22: prices include GST).
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/ListPrice',
      price: rupees(pl.price),
      priceCurrency: 'INR',
      valueAddedTaxIncluded: true,
    },
    seller: { '@type': 'Organization', name: brand },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.shortDescription || product.longDescription || product.name,
    url,
    sku: String(product.id),
    image: productImageUrls(product),
    category: `${product.Category.name} > ${product.subcategory.sub_cate_name}`,
    brand: { '@type': 'Brand', name: brand },
    ...(product.madeIn ? { countryOfOrigin: product.madeIn } : {}),
    offers,
    ...(product.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRatings.toFixed(1),
            reviewCount: product.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  const itemListElement: ListItem[] = trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: absoluteUrl(step.path),
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
}

/** The registered office as a postal address: the lines, the state, the PIN code found in the last line. */
function postalAddress(seller: SellerIdentity): PostalAddress {
  const lines = seller.registeredAddress;
  const pin = /\b(\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(', ') || lines.join(', '),
    addressLocality: lines.at(-2)?.split(',').at(-1)?.trim() || seller.state,
    addressRegion: seller.state,
    ...(pin ? { postalCode: pin } : {}),
    addressCountry: 'IN',
  };
}

/** The shop as an organisation: its names, address and the contacts a shopper may use. */
export function organizationJsonLd(shop: ShopIdentity, seller: SellerIdentity): WithContext<Organization> {
  const home = absoluteUrl(paths.home);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: shop.name,
    legalName: seller.legalName,
    url: home,
    logo: absoluteUrl('/icons/icon-512.png'),
    email: shop.email,
    ...(shop.phones[0] ? { telephone: shop.phones[0] } : {}),
    address: postalAddress(seller),
    ...(seller.gstin ? { taxID: seller.gstin } : {}),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: seller.customerCare.email,
        telephone: seller.customerCare.phone,
        areaServed: 'IN',
        availableLanguage: ['en', 'hi'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'grievance officer',
        name: seller.grievanceOfficer.name,
        email: seller.grievanceOfficer.email,
        telephone: seller.grievanceOfficer.phone,
        areaServed: 'IN',
      },
    ],
    sameAs: shop.social.map((link) => link.url).filter((url) => /^https?:\/\/[^/]+\/.+/.test(url)),
  };
}

/** The shop as a web site whose search a search engine may offer (/products?search=). */
export function webSiteJsonLd(shop: ShopIdentity): WithContext<WebSite> {
  const home = absoluteUrl(paths.home);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: shop.name,
    url: home,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(paths.products)}?search={search_term_string}`,
      },
      // schema-dts has no type for Google's "required name=..." form of query-input.
      'query-input': 'required name=search_term_string',
    } as WebSite['potentialAction'],
  };
}
