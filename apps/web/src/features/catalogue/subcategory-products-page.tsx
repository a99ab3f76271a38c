// Subcategory products (/products/{sub_cate_id}): one subcategory's products, 16 a page (SPEC section 2); a
// subcategory the shop does not have is "Subcategory not found" with SPEC's 'No products available.'.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { catalogueQueries, isNotFound, perPage } from './api.ts';
import { withPage } from './filter-state.ts';
import { ListingMeta } from './listing-meta.tsx';
import { ListingNotFound } from './listing-not-found.tsx';
import { ProductResults } from './product-results.tsx';
import { useListingParams } from './use-listing-params.ts';
import { scrollToList, usePaging } from './use-paging.ts';

/** The trail above the page, in the page's language. */
const crumbs = () => [{ label: t('Home'), to: paths.home }, { label: t('Products') }];
const emptyText = msg('No products available.');

function NotFound() {
  return <ListingNotFound title={t('Subcategory not found')} crumbs={crumbs()} text={t(emptyText)} />;
}

export default function SubcategoryProductsPage() {
  const id = Number(useParams().subCateId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  // Keyed: another subcategory never shows this one's products while it loads.
  return <SubcategoryProducts key={id} id={id} />;
}

function SubcategoryProducts({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [state, setState] = useListingParams();
  const query = useQuery({
    ...catalogueQueries.subcategoryProducts(id, state.page),
    placeholderData: keepPreviousData,
  });
  usePaging({
    total: query.isPlaceholderData ? undefined : query.data?.totalProducts,
    perPage: perPage.subcategoryProducts,
    state,
    setState,
    prefetch: (page) => void queryClient.prefetchQuery(catalogueQueries.subcategoryProducts(id, page)),
    requestKey: String(id),
  });
  const top = useRef<HTMLElement>(null);

  // While loading, the name from the subcategory list if it is already cached (the filter panel loads it).
  const name =
    query.data?.subcategory.sub_cate_name ??
    queryClient.getQueryData(catalogueQueries.subcategories().queryKey)?.find((s) => s.sub_cate_id === id)
      ?.sub_cate_name ??
    t('Products');

  if (isNotFound(query.error)) return <NotFound />;
  return (
    <>
      <ListingMeta
        title={name}
        description={(shop) =>
          query.data
            ? t(
                '{name} from {shop}: {count, plural, one {# product} other {# products}}, with sizes, prices and reviews. Delivered across India.',
                { name, shop, count: query.data.totalProducts },
              )
            : t('{name} from {shop}, with sizes, prices and reviews. Delivered across India.', { name, shop })
        }
      />
      <PageHeader title={name} crumbs={crumbs()} />
      <section
        ref={top}
        aria-labelledby="results-title"
        className="mx-auto max-w-7xl scroll-mt-28 px-4 py-6 sm:py-8"
      >
        <h2 id="results-title" className="sr-only">
          {t('Products')}
        </h2>
        <ProductResults
          query={query}
          page={state.page}
          perPage={perPage.subcategoryProducts}
          emptyText={t(emptyText)}
          onPage={(page) => {
            setState(withPage(state, page));
            scrollToList(top.current);
          }}
        />
      </section>
    </>
  );
}
