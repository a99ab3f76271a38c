// The business block's messages in Hindi and Marathi: every message the shared schema can give under a field (each
// of businessBuyerMessages', each of the GSTIN's own checks, the GSTIN against the billing state with its values)
// reads in the page's language, none left in English; in English they are the schema's own words.
import { checkoutBusiness } from '@chamak/shared/business-buyer';
import { catalogueFor } from '@chamak/shared/i18n/catalogues';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { businessErrorText } from './business-errors.ts';

const good = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Iyer Traders',
  address: '1 Market Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
};

/** What the schema says under each field for a set of bad inputs: every message it can give. */
function schemaMessages(): string[] {
  const bad: Record<string, string>[] = [
    { gstin: '' },
    { gstin: '27AAPFU0939F1Z' },
    { gstin: '00AAPFU0939F1ZV' },
    { gstin: '2712345678901ZV' },
    { gstin: '27AAPFU0939F1AV' },
    { gstin: '27AAPFU0939F1ZX' },
    { gstin: '29AAPFU0939F1ZR', state: 'Maharashtra' },
    { legalName: '' },
    { legalName: 'x'.repeat(201) },
    { address: '' },
    { address: 'x'.repeat(301) },
    { city: '' },
    { state: '' },
    { postalCode: '12' },
  ];
  return bad.flatMap((change) => {
    const parsed = checkoutBusiness.safeParse({ ...good, ...change });
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  });
}

afterEach(() => setLanguage('en', null));

describe('the business block’s messages', () => {
  it('come from every kind of bad input (the inputs reach each check)', () => {
    const messages = schemaMessages();
    expect(new Set(messages).size).toBeGreaterThanOrEqual(13);
    expect(messages).toContain(
      'GSTIN 29AAPFU0939F1ZR is registered in state code 29, but the billing address is in Maharashtra (27)',
    );
  });

  it('stay the schema’s own words in English', () => {
    for (const m of schemaMessages()) expect(businessErrorText(m)).toBe(m);
  });

  for (const language of ['hi', 'mr'] as const)
    it(`are all in ${language}, the state mismatch with its values`, () => {
      setLanguage(language, catalogueFor(language));
      for (const m of schemaMessages()) {
        const said = businessErrorText(m);
        expect(said, m).not.toBe(m);
        expect(said, m).toMatch(/[\u0900-\u097F]/);
      }
      const mismatch = businessErrorText(
        'GSTIN 29AAPFU0939F1ZR is registered in state code 29, but the billing address is in Maharashtra (27)',
      );
      expect(mismatch).toContain('29AAPFU0939F1ZR');
      expect(mismatch).toContain('(27)');
    });
});
