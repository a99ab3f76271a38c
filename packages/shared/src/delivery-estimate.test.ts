import { describe, expect, it } from 'vitest';
import {
  afterWorkingDays,
  defaultZoneSettings,
  dispatchDay,
  pinPatternProblem,
  type ZoneSettings,
  zoneFor,
} from './delivery-estimate.ts';

const terms = { deliverable: true, daysMin: 1, daysMax: 2, codAllowed: true, codFeePaise: null };
const settings: Pick<ZoneSettings, 'zones' | 'otherwise'> = {
  zones: [
    { name: 'South', pins: ['5', '6'], ...terms },
    { name: 'Karnataka', pins: ['56'], ...terms },
    { name: 'Bengaluru centre', pins: ['560001-560010'], ...terms },
    { name: 'One office', pins: ['560005'], ...terms },
  ],
  otherwise: { ...terms, daysMin: 5, daysMax: 8 },
};

describe('zoneFor (decision 0204)', () => {
  it('takes the most specific pattern whatever the order of the list', () => {
    expect(zoneFor('600001', settings).zone).toBe('South');
    expect(zoneFor('570001', settings).zone).toBe('South');
    expect(zoneFor('561001', settings).zone).toBe('Karnataka');
    expect(zoneFor('560002', settings).zone).toBe('Bengaluru centre');
    expect(zoneFor('560005', settings).zone).toBe('One office');
    expect(zoneFor('560011', settings).zone).toBe('Karnataka');
    expect(zoneFor('110001', settings)).toEqual({ zone: '', ...settings.otherwise });
    expect(zoneFor('411026', defaultZoneSettings).zone).toBe('Maharashtra and Goa');
  });

  it('checks patterns: prefixes of 1 to 6 digits, ranges low to high', () => {
    expect(pinPatternProblem('56')).toBeNull();
    expect(pinPatternProblem('560001-560099')).toBeNull();
    expect(pinPatternProblem('5600011')).toMatch(/is not a PIN prefix/);
    expect(pinPatternProblem('560099-560001')).toBe('The range "560099-560001" runs backwards');
  });
});

describe('dispatchDay (India time, cut-off, Sundays and holidays)', () => {
  it('dispatches today only before the cut-off', () => {
    // Tuesday 24 Nov 2026: 13:59 IST is 08:29 UTC, 14:00 IST is 08:30 UTC.
    expect(dispatchDay(new Date('2026-11-24T08:29:00Z'), '14:00', [])).toBe('2026-11-24');
    expect(dispatchDay(new Date('2026-11-24T08:30:00Z'), '14:00', [])).toBe('2026-11-25');
  });

  it('reads the day in India: 20:00 UTC on Saturday is already Sunday there', () => {
    expect(dispatchDay(new Date('2026-11-28T20:00:00Z'), '14:00', [])).toBe('2026-11-30');
  });

  it('skips a run of holidays and the Sunday among them', () => {
    expect(
      dispatchDay(new Date('2026-12-24T03:00:00Z'), '14:00', ['2026-12-24', '2026-12-25', '2026-12-26']),
    ).toBe('2026-12-28');
  });

  it('counts transit days without Sundays', () => {
    expect(afterWorkingDays('2026-11-27', 2)).toBe('2026-11-30');
    expect(afterWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
  });
});
