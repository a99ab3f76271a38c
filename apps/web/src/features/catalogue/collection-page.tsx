// A collection (/collection/{collectionName}, DECISIONS D11): the subcategory of that name if there is one,
// otherwise the products matching the name as a search.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { catalogueQueries, failureMessage, perPage } from './api.ts';
import { ListingMeta } from './listing-meta.tsx';
import { ProductListing } from './product-listing.tsx';

export default function CollectionPage() {
  const name = (useParams().collectionName ?? '').trim();
  const subcategories = useQuery(catalogueQueries.subcategories());
  const match = subcategories.data?.find((s) => s.sub_cate_name.toLowerCase() === name.toLowerCase());

  return (
    <>
      <ListingMeta
        title={name}
        description={(shop) => t('{shop} products in {name}.', { shop, name })}
        // A collection that is a subcategory is that subcategory's page; any other is a search.
        canonical={match ? paths.subcategoryProducts(match.sub_cate_id) : undefined}
        noindex={subcategories.isSuccess && !match}
      />
      <PageHeader title={name} crumbs={[{ label: t('Home'), to: paths.home }, { label: name }]} />
      {subcategories.isError ? (
        <ErrorState
          message={failureMessage(subcategories.error)}
          onRetry={() => void subcategories.refetch()}
        />
      ) : subcategories.isPending ? (
        <Loading />
      ) : (
        <ProductListing
          // A new collection starts with its own drafts.
          key={match ? `subcat-${match.sub_cate_id}` : `search-${name}`}
          perPage={perPage.products}
          fixed={match ? { subcat: [match.sub_cate_id] } : { search: name }}
          taxonomy={!match}
          emptyText={(_search, filtered) =>
            filtered
              ? t('No products match the selected filters.')
              : match
                ? t('No products available.')
                : t('No products found for "{term}".', { term: name })
          }
        />
      )}
    </>
  );
}
