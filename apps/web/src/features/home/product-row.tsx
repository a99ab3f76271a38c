// A row of four products on Home (New Arrivals, Best Sellers): cards, a skeleton while loading, and SPEC's error line.
import { useQuery } from '@tanstack/react-query';
import type { queries } from '../../api/queries.ts';
import { ProductCard } from '../../components/product-card.tsx';
import { Empty } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { Section, SectionError } from './section.tsx';

type Props = {
  id: string;
  title: string;
  subtitle: string;
  query: ReturnType<typeof queries.products>;
  errorMessage: string;
  link: { to: string; label: string };
};

/**
 * Four columns from 1024 px and two below: ProductGrid's three-column tablet step would leave
 * the fourth card alone on a second line.
 */
const grid = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4';

export function ProductRow({ id, title, subtitle, query, errorMessage, link }: Props) {
  const { data, isPending, isError, refetch } = useQuery(query);
  return (
    <Section id={id} title={title} subtitle={subtitle} link={link}>
      {isPending ? (
        // Still grey boxes, not pulsing ones: the server renders these rows before they load (they start when the
        // shopper scrolls near), and twenty pulsing boxes kept a phone's main thread busy for the whole page load.
        <div role="status" className={grid}>
          <span className="sr-only">{t('Loading...')}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="aspect-square bg-slate-200" />
              <div className="space-y-2 p-4">
                <div className="h-4 w-4/5 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
                <div className="h-5 w-2/5 rounded bg-slate-200" />
                <div className="h-9 rounded-lg bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
      ) : isError ? (
        <SectionError message={errorMessage} onRetry={() => void refetch()} />
      ) : data.products.length === 0 ? (
        <Empty text={t('No products found')} />
      ) : (
        <div className={grid}>
          {data.products.map((product) => (
            <ProductCard key={product.id} product={product} headingLevel="h3" />
          ))}
        </div>
      )}
    </Section>
  );
}
