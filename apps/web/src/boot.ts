// The page's first script. A page the server rendered is painted before the app's code loads and runs: on a slow
// phone the code would otherwise hold back the first paint of HTML that is already there, and take bandwidth from
// the images on screen. Once painted, the code of the app and of the page's route (listed by the server) loads in
// parallel and the app hydrates the page. A page that starts empty runs the app at once (its code is preloaded).
import './index.css';

/** Resolves once the browser has painted the page's content (or after a second, if it never says so). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 1000);
  });
}

/** Starts downloading the files the server listed, all at once, so none waits for the one importing it. */
function preloadModules() {
  let files: unknown = [];
  try {
    files = JSON.parse(document.getElementById('chamak-modules')?.textContent ?? '[]');
  } catch {}
  for (const href of Array.isArray(files) ? files : []) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
void (serverRendered ? firstContentfulPaint() : Promise.resolve()).then(() => {
  if (serverRendered) preloadModules();
  return import('./main.tsx');
});
