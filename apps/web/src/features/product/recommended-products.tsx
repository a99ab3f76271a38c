// 'Recommended Products': up to 4 others from the same category (5 asked for, the current one left out), loaded
// after the page has started (deferred-recommended.tsx).
import { useQuery } from '@tanstack/react-query';
import { ProductCard, ProductGrid } from '../../components/product-card.tsx';
import { t } from '../../lib/i18n.ts';
import { recommendedQuery } from './api.ts';

export function RecommendedProducts({ productId, categoryId }: { productId: number; categoryId: number }) {
  const { data } = useQuery(recommendedQuery(categoryId));
  const products = (data?.products ?? []).filter((p) => p.id !== productId).slice(0, 4);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {t('Recommended Products')}
      </h2>
      <ProductGrid>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ProductGrid>
    </section>
  );
}
