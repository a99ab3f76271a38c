import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from './gst.ts';
import {
  defaultSellerIdentity,
  intraState,
  isDocumentPrefix,
  sellerIdentity,
  sellerStateOf,
} from './seller.ts';

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('the seller identity contract', () => {
  it('takes the default identity, which has no GSTIN, and a registered one of the same state', () => {
    expect(sellerIdentity.parse(defaultSellerIdentity)).toEqual(defaultSellerIdentity);
    expect(defaultSellerIdentity.gstin).toBeUndefined();
    const registered = sellerIdentity.parse({
      ...defaultSellerIdentity,
      gstin: ` ${gstin('27AAJCC4821K1Z').toLowerCase()}`,
    });
    expect(registered.gstin).toBe('27AAJCC4821K1ZH');
  });

  it('refuses a GSTIN of another state, saying both codes', () => {
    const result = sellerIdentity.safeParse({ ...defaultSellerIdentity, gstin: gstin('29AAJCC4821K1Z') });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gstin', "GSTIN state code 29 is not Maharashtra's (27)"],
    ]);
  });

  it('checks the prefixes: 1 to 3 capitals or digits, and different for the two series', () => {
    expect([
      isDocumentPrefix('CH'),
      isDocumentPrefix('C1N'),
      isDocumentPrefix(''),
      isDocumentPrefix('ch'),
      isDocumentPrefix('ABCD'),
    ]).toEqual([true, true, false, false, false]);
    const same = sellerIdentity.safeParse({ ...defaultSellerIdentity, creditNotePrefix: 'ch' });
    expect(same.error?.issues.map((i) => i.path.join('.'))).toEqual(['creditNotePrefix']);
  });

  it('tells a sale within the seller state from one to another state', () => {
    expect(sellerStateOf(defaultSellerIdentity)).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(intraState('Maharashtra', 'maharashtra ')).toBe(true);
    expect(intraState('Maharashtra', 'Karnataka')).toBe(false);
  });
});
