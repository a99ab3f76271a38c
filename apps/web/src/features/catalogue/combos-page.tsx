// Combos (/combos): the combo products, filterable like All Products; All Purpose is chosen alone.
import { PageHeader } from '../../components/breadcrumb.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { listings } from './api.ts';
import { ListingMeta } from './listing-meta.tsx';
import { ProductListing } from './product-listing.tsx';

export default function CombosPage() {
  return (
    <>
      <ListingMeta
        title={t('Combos')}
        description={(shop) =>
          t('{shop} combo packs: cleaners that work together, bundled at a saving. Delivered across India.', {
            shop,
          })
        }
      />
      <PageHeader
        title={t('Combos')}
        crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Combos') }]}
      />
      <ProductListing
        {...listings.combos}
        exclusiveAllPurpose
        emptyText={() => t('No combo products match the selected filters.')}
      />
    </>
  );
}
