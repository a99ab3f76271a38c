// The links an admin sets (social links, home banner links) lead only to an http(s) address or a page of this
// shop: the server refuses any other link when it is saved, and the storefront renders no other as a live link.
// No zod here, so every page (the footer's social links) can check a link without loading the schemas.

/** What the admin reads when a link is refused. */
export const linkMessage = 'Enter a link starting with https:// or /';

/**
 * Whether `link` is an http(s) address with a host ("https://instagram.com/shop") or a path of this site
 * ("/products?combos=true"). Refused: any other scheme (javascript:, data:, vbscript:...), "//host" and "/\host"
 * (another site), and any space or control character anywhere ("java\tscript:", " javascript:"), which browsers
 * drop before they read the scheme.
 */
export function isShopLink(link: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u0020\u007f-\u00a0\u2028\u2029\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  return /^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(link);
}

/** `link` when it is a shop link (see isShopLink), else undefined: an element given it renders no live link. */
export function safeHref(link: string | null | undefined): string | undefined {
  return link && isShopLink(link) ? link : undefined;
}
