// 'Recommended Products': up to 4 others from the same category (5 asked for, the current one left out).
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { ProductCard, ProductGrid } from '../../components/product-card.tsx';

export function RecommendedProducts({ productId, categoryId }: { productId: number; categoryId: number }) {
  const { data } = useQuery(queries.products({ page: 1, perPage: 5, filter: { category: [categoryId] } }));
  const products = (data?.products ?? []).filter((p) => p.id !== productId).slice(0, 4);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className="mb-6 text-2xl font-bold text-slate-900">
        Recommended Products
      </h2>
      <ProductGrid>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ProductGrid>
    </section>
  );
}
