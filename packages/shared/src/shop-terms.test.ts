// The shop's promises in words, worked out from the settings (decisions 0295 to 0297): cash on delivery from the
// COD settings and zones, delivery times from the zones, and returns from the order settings.
import { describe, expect, it } from 'vitest';
import { defaultCodSettings } from './checkout.ts';
import { defaultZoneSettings, type ZoneSettings } from './delivery-estimate.ts';
import { deliveryTerms } from './delivery-terms.ts';
import { returnTerms } from './return-terms.ts';
import { codTerms, shopTaglines } from './shop-terms.ts';

const noZones: ZoneSettings = { ...defaultZoneSettings, zones: [] };

describe('cash on delivery in words', () => {
  it('says where it is refused and the fee, as the demo settings have them', () => {
    expect(codTerms(defaultCodSettings, defaultZoneSettings)).toEqual({
      available: true,
      line: 'Cash on delivery on most PIN codes, ₹30 fee on some',
      exceptions: 'It is not offered in Andaman, Nicobar and Lakshadweep, or at 3 other PIN codes.',
    });
  });

  it('says "wherever we deliver" only when nothing refuses it, and "no extra fee" only without a fee', () => {
    const open = { ...defaultCodSettings, blockedPinCodes: [], feePinCodes: [] };
    expect(codTerms(open, noZones).line).toBe('Cash on delivery wherever we deliver, no extra fee');
    expect(codTerms({ ...open, blockedPinCodes: ['110001'] }, noZones)).toMatchObject({
      line: 'Cash on delivery on most PIN codes, no extra fee',
      exceptions: 'It is not offered at 1 PIN code.',
    });
    const zoneFee = { ...noZones, otherwise: { ...noZones.otherwise, codFeePaise: 4900 } };
    expect(codTerms(open, zoneFee).line).toBe('Cash on delivery wherever we deliver, ₹49 fee');
    const twoFees = {
      ...zoneFee,
      zones: [{ ...defaultZoneSettings.zones[0]!, codFeePaise: 2000 }],
    };
    expect(codTerms(open, twoFees).line).toBe('Cash on delivery wherever we deliver, ₹20 to ₹49 fee');
  });

  it('names the zones that take it when everywhere else does not', () => {
    const terms = codTerms(defaultCodSettings, {
      ...defaultZoneSettings,
      otherwise: { ...defaultZoneSettings.otherwise, codAllowed: false },
    });
    expect(terms.line).toBe('Cash on delivery in Maharashtra and Goa, ₹30 fee on some');
  });

  it('is off when the switch is off or no zone we deliver to takes it, and leaves the taglines alone', () => {
    const off = codTerms({ ...defaultCodSettings, enabled: false }, defaultZoneSettings);
    expect(off).toMatchObject({ available: false, line: 'Cash on delivery is not available right now' });
    const shop = { taglines: ['One', 'Two'] };
    expect(shopTaglines({ shop, cod: { ...defaultCodSettings, enabled: false }, zones: noZones })).toEqual([
      'One',
      'Two',
    ]);
    expect(shopTaglines({ shop, cod: defaultCodSettings, zones: defaultZoneSettings })).toEqual([
      'One',
      'Two',
      'Cash on delivery on most PIN codes, ₹30 fee on some',
    ]);
    const nowhere = { ...noZones, otherwise: { ...noZones.otherwise, codAllowed: false } };
    expect(codTerms(defaultCodSettings, nowhere).available).toBe(false);
  });
});

describe('delivery times in words', () => {
  it('quotes each zone, the cut-off and the holidays still to come', () => {
    const terms = deliveryTerms(
      { ...defaultZoneSettings, cutoff: '13:30', holidays: ['2026-12-25', '2026-11-01'] },
      '2026-11-29',
    );
    expect(terms.dispatch).toBe(
      'Orders placed by 1:30 pm (India time) on a working day leave the same day; later orders leave on the next working day. We do not dispatch on Sundays or on our holidays.',
    );
    expect(terms.zones).toEqual([
      {
        name: 'Maharashtra and Goa',
        pins: 'PIN codes starting 40, 41, 42, 43 or 44',
        deliverable: true,
        days: '2-4 working days',
        cod: true,
      },
      {
        name: 'Andaman, Nicobar and Lakshadweep',
        pins: 'PIN codes starting 744 and 682555 to 682559',
        deliverable: true,
        days: '8-14 working days',
        cod: false,
      },
      { name: 'Everywhere else', pins: '', deliverable: true, days: '5-8 working days', cod: true },
    ]);
    expect(terms.range).toBe('2-14 working days');
    expect(terms.summary).toBe(
      'Delivery takes 2-4 working days after dispatch in Maharashtra and Goa, 8-14 in Andaman, Nicobar and Lakshadweep, and 5-8 everywhere else.',
    );
    expect(terms.holidays).toEqual(['25 Dec 2026']);
  });

  it('follows a change of the zones', () => {
    const terms = deliveryTerms({ ...noZones, otherwise: { ...noZones.otherwise, daysMin: 3, daysMax: 3 } });
    expect(terms.summary).toBe('Delivery takes 3 working days after dispatch everywhere in India.');
    expect(terms.range).toBe('3 working days');
  });
});

describe('returns in words', () => {
  it('says the window and the reasons the settings take', () => {
    expect(returnTerms({}).rule).toBe(
      'You can ask for a return within 7 days of delivery when an item arrived damaged (a broken bottle, a cracked or missing cap), arrived leaking, or is not the product or size you ordered.',
    );
    const custom = returnTerms({ returnWindowDays: 10, returnReasons: ['other', 'leaking'] });
    expect(custom.reasons.map((r) => r.label)).toEqual(['Leaking', 'Other']);
    expect(custom.rule).toBe(
      'You can ask for a return within 10 days of delivery when an item arrived leaking or has another problem (tell us what went wrong).',
    );
    expect(returnTerms({ returnWindowDays: 0 }).rule).toBe('We are not taking returns at the moment.');
  });
});
