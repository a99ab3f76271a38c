// A part of a page whose code loads once the page has started (decision 0231): when the browser is idle, or within
// a second and a half. Never in the first render, so hydration meets what the server sent in its place.
import { type ComponentType, useEffect, useState } from 'react';

/** Runs `run` once the browser is idle (at most 1.5 s from now); answers the function that cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * A hook for the component `load` answers: undefined until its code has loaded after the page started, then the
 * component; `now` loads it at once (a click that needs it). The module is loaded once for every use.
 */
export function deferredComponent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: Promise<ComponentType<P>> | undefined;
  const get = () => {
    // A failed load (the network) is tried again by the next use.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return function useDeferredComponent() {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
    useEffect(() => {
      let live = true;
      const cancel = whenIdle(() => {
        void get().then((component) => {
          if (live) setComponent(() => component);
        });
      });
      return () => {
        live = false;
        cancel();
      };
    }, []);
    const now = () => void get().then((component) => setComponent(() => component));
    return [Component, now] as const;
  };
}
