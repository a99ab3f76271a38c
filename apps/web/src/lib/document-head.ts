// The page's <title>, <meta> and <link> tags in the document's head, whatever runtime renders the components.
// React 19 hoists such tags out of a component by itself; Preact (the shopper build's runtime, decision 0230) leaves
// them where they are written. So a page names its head here instead: the server render collects the tags (and the
// preloads of the images on screen) and writes them ahead of the markup, where plugins/web-app.ts moves them into
// the head, and in the browser an effect puts them into the head and takes them away when the page goes.

/** A tag of the head: a meta or link element with its attributes, in the order they are written. */
export type HeadTag = { tag: 'meta' | 'link'; attrs: [string, string][] };

/** Marks the tags a page put in the head (the server's too), so the next page replaces them all. */
const mark = 'data-page-head';

let collected: { title: string | null; tags: string[] } | null = null;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const html = ({ tag, attrs }: HeadTag, marked: boolean) =>
  `<${tag}${attrs.map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('')}${marked ? ` ${mark}=""` : ''}>`;

/**
 * Runs a server render (synchronous) and returns its markup with the head tags its components named in front of it:
 * the title first, then the page's meta and link tags and the preloads of its eager images.
 */
export function renderWithHead(render: () => string): string {
  collected = { title: null, tags: [] };
  try {
    const markup = render();
    const title = collected.title === null ? '' : `<title>${escapeText(collected.title)}</title>`;
    return `${title}${collected.tags.join('')}${markup}`;
  } finally {
    collected = null;
  }
}

/** While the server renders: adds a tag to the head (a preload of an image on screen, say). Does nothing later. */
export function addServerHeadTag(tag: HeadTag): void {
  if (collected && !collected.tags.includes(html(tag, false))) collected.tags.push(html(tag, false));
}

/** The title to fall back on when a page that named one goes: the shell's, or the shop's name on a rendered page. */
let baseTitle: string | undefined;
function fallbackTitle(): string {
  if (baseTitle === undefined) {
    const rendered = document.head.querySelector(`[${mark}]`);
    const shopName = document.head.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
    baseTitle = rendered && shopName ? shopName : document.title;
  }
  return baseTitle;
}

/**
 * Names the page's title and head tags. Called while rendering, so the server render sees them; in the browser they
 * are applied after the render commits (`applyHead`, from an effect).
 */
export function collectHead(title: string | undefined, tags: HeadTag[]): void {
  if (!collected) return;
  if (title !== undefined) collected.title = title;
  for (const tag of tags) collected.tags.push(html(tag, true));
}

/**
 * In the browser: puts the page's title and tags into the head in place of the previous page's (and of the shell's
 * description), and returns what takes them away again.
 */
export function applyHead(title: string | undefined, tags: HeadTag[]): () => void {
  fallbackTitle();
  if (title !== undefined) document.title = title;
  for (const old of document.head.querySelectorAll(`[${mark}], meta[data-shell]`)) old.remove();
  const added = tags.map((tag) => {
    const element = document.createElement(tag.tag);
    for (const [name, value] of tag.attrs) element.setAttribute(name, value);
    element.setAttribute(mark, '');
    document.head.append(element);
    return element;
  });
  return () => {
    for (const element of added) element.remove();
    if (title !== undefined && document.title === title) document.title = fallbackTitle();
  };
}
