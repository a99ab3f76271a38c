// The page's languages and digits as the server names them (lib/i18n.ts): the switch offers only the languages the
// shop has on, and a Hindi or Marathi page set to Devanagari digits writes its prices, counts and dates in them,
// while an English page stays Latin.
import { catalogueFor } from '@chamak/shared/i18n/catalogues';
import { formatRupees } from '@chamak/shared/money';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';
import { enabledLanguages, setLanguage, setShopLanguages, t } from './i18n.ts';

afterEach(() => {
  setLanguage('en', null);
  setShopLanguages(undefined);
});

describe('a page’s languages and digits', () => {
  it('are the demo shop’s without the server naming them: English and Hindi, Latin digits', () => {
    expect(enabledLanguages()).toEqual(['en', 'hi']);
    setLanguage('mr', catalogueFor('mr'));
    expect(formatRupees(24900)).toBe('₹249.00');
  });

  it('write a Marathi page’s numbers in Devanagari digits when the shop asks, its words in Marathi', () => {
    setShopLanguages({ enabled: ['en', 'hi', 'mr'], digits: 'devanagari' });
    setLanguage('mr', catalogueFor('mr'));
    expect(enabledLanguages()).toEqual(['en', 'hi', 'mr']);
    expect(formatRupees(124900)).toBe('₹१,२४९.००');
    expect(t('Only {count} left in stock', { count: 3 })).toBe('स्टॉकमध्ये फक्त ३ शिल्लक');
    expect(formatDate('2026-11-21T06:00:00Z')).toMatch(/^२१ .+ २०२६$/);
  });

  it('keep an English page in Latin digits whatever the setting', () => {
    setShopLanguages({ enabled: ['en', 'hi', 'mr'], digits: 'devanagari' });
    setLanguage('en', null);
    expect(formatRupees(124900)).toBe('₹1,249.00');
    expect(t('Only {count} left in stock', { count: 3 })).toBe('Only 3 left in stock');
    expect(formatDate('2026-11-21T06:00:00Z')).toBe('21 Nov 2026');
  });
});
