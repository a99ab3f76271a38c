// The settings part `languages` (which languages shoppers may read the shop in, English always among them) and the
// digits a Hindi or Marathi page writes its numbers in: Devanagari by a string replace, English always Latin.
import { afterEach, describe, expect, it } from 'vitest';
import { formatRupees, indianNumber } from '../money.ts';
import { shopSettingsBody, shopSettingsResponse } from '../settings.ts';
import { digitsFor, inPageDigits, setPageDigits } from './digits.ts';
import { fillMessage } from './format.ts';
import {
  defaultLanguageSettings,
  languageSettings,
  languageSettingsMessages,
  usableLanguageSettings,
} from './language-settings.ts';
import { languageNames, languages, splitLanguage } from './languages.ts';

const firstMessage = (value: unknown) => languageSettings.safeParse(value).error?.issues[0]?.message;

describe('the languages setting', () => {
  it('has Marathi as the shop’s third language, off in the demo shop', () => {
    expect(languages).toEqual(['en', 'hi', 'mr']);
    expect(languageNames.mr).toEqual({ own: 'मराठी', english: 'Marathi', script: 'Deva' });
    expect(defaultLanguageSettings).toEqual({ enabled: ['en', 'hi'], digits: 'latin' });
    expect(splitLanguage('/mr/products')).toEqual({ language: 'mr', path: '/products' });
  });

  it('takes any of the shop’s languages with English, in either digits', () => {
    expect(languageSettings.parse({ enabled: ['en', 'hi', 'mr'], digits: 'devanagari' })).toEqual({
      enabled: ['en', 'hi', 'mr'],
      digits: 'devanagari',
    });
    expect(languageSettings.parse({ enabled: ['en'], digits: 'latin' }).enabled).toEqual(['en']);
  });

  it('refuses a list without English, an unknown language, a language twice and unknown digits', () => {
    expect(firstMessage({ enabled: ['hi', 'mr'], digits: 'latin' })).toBe(languageSettingsMessages.english);
    expect(firstMessage({ enabled: [], digits: 'latin' })).toBe(languageSettingsMessages.english);
    expect(firstMessage({ enabled: ['en', 'fr'], digits: 'latin' })).toBe(languageSettingsMessages.unknown);
    expect(firstMessage({ enabled: 'en', digits: 'latin' })).toBe(languageSettingsMessages.unknown);
    expect(firstMessage({ enabled: ['en', 'hi', 'hi'], digits: 'latin' })).toBe(
      languageSettingsMessages.twice,
    );
    expect(firstMessage({ enabled: ['en'], digits: 'roman' })).toBe(languageSettingsMessages.digits);
    expect(firstMessage({ enabled: ['en'] })).toBe(languageSettingsMessages.digits);
  });

  it('is a part of the shop settings the admin may save alone, and the settings always answer it', () => {
    expect(shopSettingsBody.parse({ languages: { enabled: ['en', 'mr'], digits: 'latin' } })).toEqual({
      languages: { enabled: ['en', 'mr'], digits: 'latin' },
    });
    // The other parts stay optional: a save without it keeps the saved languages.
    expect(shopSettingsBody.parse({})).toEqual({});
    expect(shopSettingsBody.safeParse({ languages: { enabled: ['mr'], digits: 'latin' } }).success).toBe(
      false,
    );
    expect(shopSettingsResponse.shape.languages).toBe(languageSettings);
  });

  it('is read as usable whatever was saved: known languages only, English first, Latin unless Devanagari', () => {
    expect(usableLanguageSettings(null)).toEqual(defaultLanguageSettings);
    expect(usableLanguageSettings({ enabled: ['mr', 'xx', 'hi'], digits: 'devanagari' })).toEqual({
      enabled: ['en', 'hi', 'mr'],
      digits: 'devanagari',
    });
    expect(usableLanguageSettings({ enabled: [], digits: 'roman' })).toEqual({
      enabled: ['en'],
      digits: 'latin',
    });
  });
});

describe('a page’s digits', () => {
  afterEach(() => setPageDigits('latin'));

  it('are Devanagari only on a Hindi or Marathi page whose shop asks for them', () => {
    expect(digitsFor('hi', 'devanagari')).toBe('devanagari');
    expect(digitsFor('mr', 'devanagari')).toBe('devanagari');
    expect(digitsFor('en', 'devanagari')).toBe('latin');
    expect(digitsFor('mr', 'latin')).toBe('latin');
  });

  it('map each Latin digit to its Devanagari one and leave everything else', () => {
    expect(inPageDigits('₹1,23,456.07 · 0123456789', 'devanagari')).toBe('₹१,२३,४५६.०७ · ०१२३४५६७८९');
    expect(inPageDigits('₹1,249.00', 'latin')).toBe('₹1,249.00');
    expect(inPageDigits('no digits', 'devanagari')).toBe('no digits');
  });

  it('write prices, counts and the numbers in messages, and only while the page asks for them', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    setPageDigits('devanagari');
    expect(formatRupees(12345600)).toBe('₹१,२३,४५६.००');
    expect(formatRupees(-5)).toBe('-₹०.०५');
    expect(indianNumber(1234567)).toBe('१२,३४,५६७');
    expect(
      fillMessage(
        '{count, plural, one {# वस्तू} other {# वस्तू}}, {price}',
        { count: 12, price: formatRupees(9900) },
        'mr',
      ),
    ).toBe('१२ वस्तू, ₹९९.००');
    setPageDigits('latin');
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    expect(indianNumber(1234567)).toBe('12,34,567');
  });

  it('leave Marathi’s plural forms as CLDR gives them: one for 1 only', () => {
    const forms = '{n, plural, one {one} other {other}}';
    const rules = new Intl.PluralRules('mr-IN');
    for (const n of [0, 1, 2, 5, 21, 101]) expect(fillMessage(forms, { n }, 'mr')).toBe(rules.select(n));
  });
});
