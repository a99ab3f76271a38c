// Subcategory list (/subcategory/{cate_id}): the subcategories of one category, each leading to its products;
// a category the shop does not have is "Category not found" with SPEC's 'No subcategory available.'.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { paths } from '../../paths.ts';
import { catalogueQueries, failureMessage, isNotFound } from './api.ts';
import { ListingMeta } from './listing-meta.tsx';
import { ListingNotFound } from './listing-not-found.tsx';
import { SubcategoryCard } from './subcategory-card.tsx';

const crumbs = [{ label: 'Home', to: paths.home }, { label: 'SubCategory' }];
const fetchFailed = 'Failed to fetch subcategories';
const eagerCards = 4;
const emptyText = 'No subcategory available.';

export default function SubcategoryListPage() {
  const queryClient = useQueryClient();
  const id = Number(useParams().cateId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...catalogueQueries.subcategoriesOf(id), enabled: valid });

  // SPEC: the heading is the first result's category; before that (or with none) the cached category's name.
  const name =
    query.data?.[0]?.Category.name ??
    queryClient.getQueryData(catalogueQueries.categories().queryKey)?.find((c) => c.id === id)?.name ??
    'SubCategory';

  if (!valid || isNotFound(query.error)) {
    return <ListingNotFound title="Category not found" crumbs={crumbs} text={emptyText} />;
  }
  return (
    <>
      <ListingMeta
        title={name}
        description={(shop) =>
          `${name} from ${shop}${query.data?.length ? `: ${query.data.map((s) => s.sub_cate_name).join(', ')}` : ''}. Household cleaners and concentrates, delivered across India.`
        }
      />
      <PageHeader title={name} crumbs={crumbs} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        {query.isError ? (
          <ErrorState
            message={failureMessage(query.error, fetchFailed)}
            onRetry={() => void query.refetch()}
          />
        ) : query.isPending ? (
          <Loading />
        ) : query.data.length === 0 ? (
          <Empty text={emptyText} />
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
