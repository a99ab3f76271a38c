// Hydration in slices (decision 0270). Preact hydrates a server-rendered page in one synchronous pass; on a
// slow phone that pass is the page's longest task. Parts wrapped in HydrateLater
// (components/hydrate-later.tsx) suspend during that pass: Preact keeps their server HTML on screen as it is,
// and hydrates those same elements when their slot comes, one part per task, in the order they were met.
// `settled` resolves once every part met in the first pass is hydrated, which is when the page counts as
// started (main.tsx).

/** True while the first, synchronous hydration runs (set around Preact's hydrateRoot in preact-dom-client.ts). */
export const hydration = { now: false };

let markHydrated: () => void = () => {};
/** Resolves once the first pass is over and the page is marked hydrated (main.tsx); never on a page rendered here. */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});
/** Called by main.tsx as it marks the page hydrated. */
export function firstPassDone(): void {
  markHydrated();
}

/** Lets the browser end the current task (and answer input) before going on. */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

let last: Promise<void> = Promise.resolve();

/** A slot after every slot taken before it, each in a task of its own. */
export function hydrationSlot(): Promise<void> {
  last = last.then(nextTask);
  return last;
}

/** Resolves once the parts deferred so far are hydrated (their renders run in their slot's task). */
export function settled(): Promise<void> {
  return last.then(nextTask);
}
