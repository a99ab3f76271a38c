// Home's sections below the first screen start when the shopper scrolls near them: until then the page holds
// their place with an empty block, so loading the page neither fetches them nor renders their cards, and the
// main thread stays free for the first screen (decision 0267).
import { useRef } from 'react';
import { useNear } from '../../lib/use-in-view.ts';

type Props = {
  /** Tailwind min-height classes near the section's own height, so the page below does not jump much. */
  placeholder: string;
  /** Classes of the block that holds the sections (their spacing). */
  className?: string;
  children: React.ReactNode;
};

export function WhenNear({ placeholder, className, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  // Well ahead of the screen: by the time the section scrolls into view its data has usually arrived.
  const near = useNear(frame, '400px');
  return (
    <div ref={frame} className={className}>
      {near ? children : <div aria-hidden="true" className={placeholder} />}
    </div>
  );
}
