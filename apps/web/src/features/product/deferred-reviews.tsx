// The product's reviews, below the fold and fetched by the browser anyway, load their code after the page has
// started (decision 0231): the server and the first render in the browser show the section's frame with its
// loading line (reviews-frame.tsx, the very markup the reviews show while they fetch), then the reviews' code
// loads when the browser is idle and takes the section over. A click on Write a Review meanwhile is kept for
// it.
import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { ReviewsFrame, ReviewsLoading } from './reviews-frame.tsx';

type Props = { productId: number; productName: string };

let loaded: ComponentType<Props & { startWriting?: boolean }> | undefined;
const load = async () => {
  loaded ??= (await import('./product-reviews.tsx')).ProductReviews;
  return loaded;
};

export function DeferredReviews(props: Props) {
  // Hydration must meet the server's stand-in, so the code is never used in the first render.
  const [Reviews, setReviews] = useState<typeof loaded>(undefined);
  const [wantsToWrite, setWantsToWrite] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void load().then((component) => {
        if (live) setReviews(() => component);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  if (Reviews) return <Reviews {...props} startWriting={wantsToWrite} />;
  return (
    <ReviewsFrame
      onWrite={() => {
        setWantsToWrite(true);
        void load().then((component) => setReviews(() => component));
      }}
    >
      <div className="mt-6">
        <ReviewsLoading />
      </div>
    </ReviewsFrame>
  );
}
