// The product page's head: "Name (500 ml – 5 L)" as the title, a description with the size range and the
// lowest price, the product's own address as canonical, its first image for link previews (WhatsApp, search
// results), and Product and BreadcrumbList structured data.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { PageMeta, previewImage } from '../../components/page-meta.tsx';
import { t } from '../../lib/i18n.ts';
import { priceFrom, sizeRange } from '../../lib/product-facts.ts';
import { breadcrumbJsonLd, productJsonLd } from '../../lib/structured-data.ts';
import { paths } from '../../paths.ts';

/** "Name, 500 ml – 5 L, from ₹199.00. Short description" */
export function productDescription(product: ProductDetails): string {
  const sizes = sizeRange(product);
  const from = priceFrom(product);
  const facts = [
    product.name,
    sizes,
    from === null ? '' : t('from {price}', { price: formatRupees(rupeesToPaise(from)) }),
  ]
    .filter(Boolean)
    .join(', ');
  return `${facts}. ${product.shortDescription || product.longDescription}`.trim();
}

export function productTitle(product: ProductDetails): string {
  const sizes = sizeRange(product);
  return sizes ? `${product.name} (${sizes})` : product.name;
}

export function ProductMeta({ product }: { product: ProductDetails }) {
  const { data } = useQuery(queries.settings());
  const brand = data?.shop.name ?? defaultShopIdentity.name;
  const first = product.productlitres.find((pl) => pl.images.length > 0 || pl.productimages.length > 0);
  const image = first ? (first.images[0] ?? first.productimages[0]) : undefined;
  const path = paths.productDetails(product.id);
  return (
    <PageMeta
      title={productTitle(product)}
      description={productDescription(product)}
      canonical={path}
      type="product"
      image={previewImage(image, product.name)}
      // Written by the server only: the browser keeps the server's (decision 0332).
      jsonLd={
        import.meta.env.SSR
          ? [
              productJsonLd(product, brand),
              breadcrumbJsonLd([
                { name: t('Home'), path: paths.home },
                { name: product.Category.name, path: paths.subcategoryList(product.categoryId) },
                {
                  name: product.subcategory.sub_cate_name,
                  path: paths.subcategoryProducts(product.sub_cate_id),
                },
                { name: product.name, path },
              ]),
            ]
          : [null, null]
      }
    />
  );
}
