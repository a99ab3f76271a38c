// The one rule for links an admin sets: http(s) addresses with a host and pages of this shop pass, everything a
// browser could run or send elsewhere does not, however it is disguised.
import { describe, expect, it } from 'vitest';
import { isShopLink, safeHref } from './links.ts';

describe('isShopLink and safeHref', () => {
  it('passes http(s) addresses and pages of the shop as they are', () => {
    for (const link of [
      'https://instagram.com/chamak',
      'HTTPS://YOUTUBE.COM/@chamak',
      'http://blog.example:8080/a?b=c#d',
      'https://shop.example',
      '/',
      '/products?combos=true',
      '/collection/Floor%20Cleaners',
    ]) {
      expect(isShopLink(link), link).toBe(true);
      expect(safeHref(link)).toBe(link);
    }
  });

  it('refuses other schemes, other sites by //, and whitespace or control characters anywhere', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u00a0javascript:alert(1)',
      'javascript\u2028:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@example.com',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https:\\\\evil.example',
      'https://user@evil.example',
      'https://',
      'https:///path',
      'https://shop.example/a b',
      'products',
      '',
    ]) {
      expect(isShopLink(link), JSON.stringify(link)).toBe(false);
      expect(safeHref(link)).toBeUndefined();
    }
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
