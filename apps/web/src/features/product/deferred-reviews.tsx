// The product's reviews, below the fold and fetched by the browser anyway, load their code after the page has
// started (decision 0231): the server and the first render in the browser show the section's frame with its
// loading line (reviews-frame.tsx, the very markup the reviews show while they fetch), then the reviews' code
// loads when the browser is idle and takes the section over. A click on Write a Review meanwhile is kept for
// it.
import { useState } from 'react';
import { deferredComponent } from '../../lib/deferred-component.ts';
import { ReviewsFrame, ReviewsLoading } from './reviews-frame.tsx';

type Props = { productId: number; productName: string };

const useReviews = deferredComponent(async () => (await import('./product-reviews.tsx')).ProductReviews);

export function DeferredReviews(props: Props) {
  // Hydration must meet the server's stand-in, so the code is never used in the first render.
  const [Reviews, loadNow] = useReviews();
  const [wantsToWrite, setWantsToWrite] = useState(false);
  if (Reviews) return <Reviews {...props} startWriting={wantsToWrite} />;
  return (
    <ReviewsFrame
      onWrite={() => {
        setWantsToWrite(true);
        loadNow();
      }}
    >
      <div className="mt-6">
        <ReviewsLoading />
      </div>
    </ReviewsFrame>
  );
}
