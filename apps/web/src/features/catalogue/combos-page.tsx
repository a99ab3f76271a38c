// Combos (/combos): the combo products, filterable like All Products; All Purpose is chosen alone.
import { PageHeader } from '../../components/breadcrumb.tsx';
import { paths } from '../../paths.ts';
import { listings } from './api.ts';
import { ListingMeta } from './listing-meta.tsx';
import { ProductListing } from './product-listing.tsx';

export default function CombosPage() {
  return (
    <>
      <ListingMeta
        title="Combos"
        description={(shop) =>
          `${shop} combo packs: cleaners that work together, bundled at a saving. Delivered across India.`
        }
      />
      <PageHeader title="Combos" crumbs={[{ label: 'Home', to: paths.home }, { label: 'Combos' }]} />
      <ProductListing
        {...listings.combos}
        exclusiveAllPurpose
        emptyText={() => 'No combo products match the selected filters.'}
      />
    </>
  );
}
