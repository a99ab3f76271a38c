// All Products (/products, optional ?search=): every product, filterable, 15 a page (SPEC section 2).
import { PageHeader } from '../../components/breadcrumb.tsx';
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
        title={search ? `Search: ${search}` : 'All Products'}
        description={(shop) =>
          search
            ? `${shop} products matching "${search}".`
            : `Every ${shop} household cleaner and concentrate: floor, kitchen, bathroom, laundry and more, with sizes, prices and reviews. Delivered across India.`
        }
        noindex={Boolean(search)}
      />
      <PageHeader
        title="All Products"
        crumbs={[
          { label: 'Home', to: paths.home },
          { label: 'All Products', to: paths.products },
          ...(search ? [{ label: `Search: ${search}` }] : []),
        ]}
      />
      <ProductListing
        {...listings.allProducts}
        emptyText={(term) =>
          term ? `No products found for "${term}".` : 'No products match the selected filters.'
        }
      />
    </>
  );
}
