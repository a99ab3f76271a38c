// One page of product results in its states (SPEC section 4): loading, error, empty, or the grid, a count
// line and the pagination below.
import type { ProductPage } from '@chamak/shared/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '../../components/pagination.tsx';
import { ProductCard, ProductGrid } from '../../components/product-card.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { failureMessage } from './api.ts';

type Props = {
  query: UseQueryResult<ProductPage>;
  page: number;
  perPage: number;
  emptyText: string;
  onPage: (page: number) => void;
  /** The search the shopper typed, to say what a corrected search showed instead. */
  search?: string;
  /** Shown beside a filter panel (ProductGrid). */
  besidePanel?: boolean;
};

/** Cards above the fold load eagerly. */
const eagerCards = 4;

export function ProductResults({ query, page, perPage, emptyText, onPage, search, besidePanel }: Props) {
  if (query.isError) {
    return <ErrorState message={failureMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <Loading />;

  const { products, totalProducts, searchedFor } = query.data;
  const first = (page - 1) * perPage + 1;
  const last = first + products.length - 1;

  return (
    <div aria-busy={query.isPlaceholderData} className="flex flex-col gap-4">
      {searchedFor && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
          {t('Showing results for')} <strong className="font-semibold">"{searchedFor}"</strong>
          {search && (
            <span className="text-amber-800"> {t('(no exact matches for "{term}")', { term: search })}</span>
          )}
        </p>
      )}
      {products.length === 0 ? (
        <Empty text={emptyText} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('Showing {first}–{last} of {count, plural, one {# product} other {# products}}', {
              first,
              last,
              count: totalProducts,
            })}
          </p>
          <div className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            <ProductGrid besidePanel={besidePanel}>
              {products.map((product, i) => (
                <ProductCard key={product.id} product={product} priority={i < eagerCards} />
              ))}
            </ProductGrid>
          </div>
          <Pagination page={page} total={totalProducts} perPage={perPage} onPage={onPage} />
        </>
      )}
    </div>
  );
}
