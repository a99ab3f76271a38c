// Subcategory list (/subcategory/{cate_id}): the subcategories of one category, each leading to its products;
// a category the shop does not have is "Category not found" with SPEC's 'No subcategory available.'.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { catalogueQueries, failureMessage, isNotFound } from './api.ts';
import { ListingMeta } from './listing-meta.tsx';
import { ListingNotFound } from './listing-not-found.tsx';
import { SubcategoryCard } from './subcategory-card.tsx';

/** The trail above the page, in the page's language. */
const crumbs = () => [{ label: t('Home'), to: paths.home }, { label: t('SubCategory') }];
const fetchFailed = msg('Failed to fetch subcategories');
const eagerCards = 4;
const emptyText = msg('No subcategory available.');

export default function SubcategoryListPage() {
  const queryClient = useQueryClient();
  const id = Number(useParams().cateId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...catalogueQueries.subcategoriesOf(id), enabled: valid });

  // SPEC: the heading is the first result's category; before that (or with none) the cached category's name.
  const name =
    query.data?.[0]?.Category.name ??
    queryClient.getQueryData(catalogueQueries.categories().queryKey)?.find((c) => c.id === id)?.name ??
    t('SubCategory');

  if (!valid || isNotFound(query.error)) {
    return <ListingNotFound title={t('Category not found')} crumbs={crumbs()} text={t(emptyText)} />;
  }
  return (
    <>
      <ListingMeta
        title={name}
        description={(shop) =>
          query.data?.length
            ? t('{name} from {shop}: {list}. Household cleaners and concentrates, delivered across India.', {
                name,
                shop,
                list: query.data.map((s) => s.sub_cate_name).join(', '),
              })
            : t('{name} from {shop}. Household cleaners and concentrates, delivered across India.', {
                name,
                shop,
              })
        }
      />
      <PageHeader title={name} crumbs={crumbs()} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        {query.isError ? (
          <ErrorState
            message={failureMessage(query.error, fetchFailed)}
            onRetry={() => void query.refetch()}
          />
        ) : query.isPending ? (
          <Loading />
        ) : query.data.length === 0 ? (
          <Empty text={t(emptyText)} />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
            {query.data.map((s, i) => (
              <SubcategoryCard key={s.sub_cate_id} subcategory={s} priority={i < eagerCards} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
