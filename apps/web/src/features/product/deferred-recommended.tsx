// 'Recommended Products', below the fold and fetched by the browser (the server's first view does not read them),
// load their code once the page has started, as the reviews do (deferred-reviews.tsx): the first render in the
// browser shows nothing there, as the server did, so hydration meets what the server sent; the products are asked
// for at once, beside the code.
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { recommendedQuery } from './api.ts';

type Props = { productId: number; categoryId: number };

let loaded: ComponentType<Props> | undefined;

export function DeferredRecommended(props: Props) {
  useQuery(recommendedQuery(props.categoryId));
  const [Recommended, setRecommended] = useState<typeof loaded>(() => loaded);
  useEffect(() => {
    if (Recommended) return;
    let live = true;
    const cancel = whenIdle(() => {
      void import('./recommended-products.tsx').then((module) => {
        loaded = module.RecommendedProducts;
        if (live) setRecommended(() => loaded);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Recommended]);
  return Recommended ? <Recommended {...props} /> : null;
}
