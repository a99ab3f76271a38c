// Combos (/combos): the combo products, filterable like All Products; All Purpose is chosen alone.
import { PageHeader } from '../../components/breadcrumb.tsx';
import { paths } from '../../paths.ts';
import { perPage } from './api.ts';
import { ProductListing } from './product-listing.tsx';

const combosOnly = { combos: true };

export default function CombosPage() {
  return (
    <>
      <PageHeader title="Combos" crumbs={[{ label: 'Home', to: paths.home }, { label: 'Combos' }]} />
      <ProductListing
        perPage={perPage.products}
        fixed={combosOnly}
        exclusiveAllPurpose
        emptyText={() => 'No combo products match the selected filters.'}
      />
    </>
  );
}
