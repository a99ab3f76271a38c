import { describe, expect, it } from 'vitest';
import { fillMessage, placeholders } from './format.ts';
import { languagePath, splitLanguage } from './languages.ts';

describe('a message filled in its language', () => {
  it('puts each value in its placeholder, numbers with Indian grouping', () => {
    expect(fillMessage('Only {count} left of {name}', { count: 1234567, name: 'Floor Cleaner' }, 'en')).toBe(
      'Only 12,34,567 left of Floor Cleaner',
    );
    expect(fillMessage('{shop} है', { shop: 'Chamak' }, 'hi')).toBe('Chamak है');
  });

  it('picks the plural form of the language for the number, # being the number', () => {
    const items = '{count, plural, one {# item} other {# items}}';
    expect(fillMessage(items, { count: 1 }, 'en')).toBe('1 item');
    expect(fillMessage(items, { count: 0 }, 'en')).toBe('0 items');
    expect(fillMessage(items, { count: 2 }, 'en')).toBe('2 items');
    // Hindi counts 0 and 1 as "one".
    const hiItems = '{count, plural, one {# आइटम} other {# आइटम्स}}';
    expect(fillMessage(hiItems, { count: 0 }, 'hi')).toBe('0 आइटम');
    expect(fillMessage(hiItems, { count: 5 }, 'hi')).toBe('5 आइटम्स');
    expect(fillMessage('{n, plural, =0 {none} one {# left} other {# left}}', { n: 0 }, 'en')).toBe('none');
  });

  it('writes numbers and picks plural forms as Intl does, without asking it for whole counts', () => {
    const forms = '{n, plural, one {one} other {other}}';
    for (const language of ['en', 'hi'] as const) {
      const rules = new Intl.PluralRules(`${language}-IN`);
      for (const n of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 123456789]) {
        expect(fillMessage(forms, { n }, language)).toBe(rules.select(n));
        expect(fillMessage('{n}', { n }, language)).toBe(n.toLocaleString('en-IN'));
      }
    }
    expect(fillMessage('{n}', { n: -1234.5 }, 'en')).toBe((-1234.5).toLocaleString('en-IN'));
  });

  it('fills placeholders inside a plural form, and leaves one without a value as written', () => {
    expect(
      fillMessage(
        '{label}: {count, plural, one {# review by {who}} other {# reviews}}',
        { label: 'A', count: 1, who: 'Asha' },
        'en',
      ),
    ).toBe('A: 1 review by Asha');
    expect(fillMessage('Hello {name}', {}, 'en')).toBe('Hello {name}');
    expect(fillMessage('No values {here}', undefined, 'en')).toBe('No values {here}');
  });

  it('names the placeholders of a message, a plural’s number among them', () => {
    expect(placeholders('{label}, {count, plural, one {# item} other {# items}}')).toEqual([
      'count',
      'label',
    ]);
    expect(placeholders('Plain')).toEqual([]);
  });
});

describe('an address in a language', () => {
  it('splits the language prefix off, English having none', () => {
    expect(splitLanguage('/hi/products')).toEqual({ language: 'hi', path: '/products' });
    expect(splitLanguage('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/products')).toEqual({ language: 'en', path: '/products' });
    // Not a language of the shop: an English address (which the shop does not have, so a 404).
    expect(splitLanguage('/fr/products')).toEqual({ language: 'en', path: '/fr/products' });
    expect(splitLanguage('/en/products')).toEqual({ language: 'en', path: '/en/products' });
  });

  it('prefixes a path for a language other than English', () => {
    expect(languagePath('hi', '/')).toBe('/hi/');
    expect(languagePath('hi', '/products?page=2')).toBe('/hi/products?page=2');
    expect(languagePath('en', '/products')).toBe('/products');
  });
});
