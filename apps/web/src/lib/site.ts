// The shop's public address (PUBLIC_URL) for the links a page gives others: canonical URLs, Open Graph and
// structured data must be absolute, and must name the shop's own address rather than whatever host a request came
// in on. The server render sets it (entry-server.tsx) and writes it into every page (plugins/web-app.ts,
// #chamak-site) for the browser to read the same; without either (a page test, the dev server) the page's own
// origin stands in.

let serverOrigin: string | undefined;

/** The server render names the origin before each (synchronous) render of a page. */
export function setSiteOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

let pageOrigin: string | undefined;

export function siteOrigin(): string {
  if (serverOrigin) return serverOrigin;
  if (typeof document === 'undefined') return 'http://localhost';
  if (pageOrigin === undefined) {
    let named: unknown;
    try {
      named = JSON.parse(document.getElementById('chamak-site')?.textContent ?? 'null')?.origin;
    } catch {
      named = undefined;
    }
    pageOrigin = typeof named === 'string' && /^https?:\/\//.test(named) ? named : window.location.origin;
  }
  return pageOrigin;
}

/** `path` (or an absolute URL, kept) as an absolute URL on the shop's address. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}
