// 'Recommended Products', below the fold and fetched by the browser (the server's first view does not read them),
// load their code once the page has started, as the reviews do (deferred-reviews.tsx): the first render in the
// browser shows nothing there, as the server did, so hydration meets what the server sent; the products are asked
// for at once, beside the code.
import { useQuery } from '@tanstack/react-query';
import { deferredComponent } from '../../lib/deferred-component.ts';
import { recommendedQuery } from './api.ts';

type Props = { productId: number; categoryId: number };

const useRecommended = deferredComponent<Props>(
  async () => (await import('./recommended-products.tsx')).RecommendedProducts,
);

export function DeferredRecommended(props: Props) {
  useQuery(recommendedQuery(props.categoryId));
  const [Recommended] = useRecommended();
  return Recommended ? <Recommended {...props} /> : null;
}
