// A part of a server-rendered page hydrated after the page, in a task of its own (decision 0270). Its child must be
// one element: Preact keeps the element the server rendered and hydrates that very element later, so a tap or a
// reference to it is never lost to a replaced node. Outside the first hydration (pages rendered in the browser,
// later navigations, the React build) it renders at once.
import { Suspense } from 'react';
import { hydration, hydrationSlot } from '../lib/hydration.ts';

function Gate({ children }: { children: React.ReactElement }) {
  if (hydration.now) throw hydrationSlot();
  return children;
}

export function HydrateLater({ children }: { children: React.ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
