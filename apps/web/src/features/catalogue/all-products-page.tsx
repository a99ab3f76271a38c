// All Products (/products, optional ?search=): every product, filterable, 15 a page (SPEC section 2).
import { PageHeader } from '../../components/breadcrumb.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { listings } from './api.ts';
import { ListingMeta } from './listing-meta.tsx';
import { ProductListing } from './product-listing.tsx';
import { useListingParams } from './use-listing-params.ts';

export default function AllProductsPage() {
  const [{ search }] = useListingParams();
  return (
    <>
      <ListingMeta
        title={search ? t('Search: {term}', { term: search }) : t('All Products')}
        description={(shop) =>
          search
            ? t('{shop} products matching "{term}".', { shop, term: search })
            : t(
                'Every {shop} household cleaner and concentrate: floor, kitchen, bathroom, laundry and more, with sizes, prices and reviews. Delivered across India.',
                { shop },
              )
        }
        noindex={Boolean(search)}
      />
      <PageHeader
        title={t('All Products')}
        crumbs={[
          { label: t('Home'), to: paths.home },
          { label: t('All Products'), to: paths.products },
          ...(search ? [{ label: t('Search: {term}', { term: search }) }] : []),
        ]}
      />
      <ProductListing
        {...listings.allProducts}
        emptyText={(term) =>
          term ? t('No products found for "{term}".', { term }) : t('No products match the selected filters.')
        }
      />
    </>
  );
}
