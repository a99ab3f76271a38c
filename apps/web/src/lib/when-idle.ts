// Work a page can leave until it has started: when the browser is idle, or within a second and a half at most.

/** Runs `run` once the browser is idle (at most 1.5 s from now); answers the function that cancels it. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}
