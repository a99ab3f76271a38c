// A part of a server-rendered page that the shopper cannot see at first (the footer) keeps the server's HTML as it
// is while the page hydrates and comes to life when scrolled within 400 px of the screen (issue 18, decision 0268):
// hydrating it would cost the first long task a third of the home page's elements for links that work as plain
// links meanwhile. On Preact an element given dangerouslySetInnerHTML during hydration keeps its children from the
// server untouched; when the part starts, Preact empties it and renders it afresh (the same markup). Pages rendered
// in the browser, later navigations and the React build render it at once.
import { useRef, useState } from 'react';
import { hydration } from '../lib/hydration.ts';
import { useNear } from '../lib/use-in-view.ts';

const keep = { __html: '' };

export function HydrateWhenNear({ children }: { children: React.ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [kept] = useState(hydration.now);
  const near = useNear(frame, '400px');
  return kept && !near ? (
    <div ref={frame} dangerouslySetInnerHTML={keep} />
  ) : (
    <div ref={frame}>{children}</div>
  );
}
