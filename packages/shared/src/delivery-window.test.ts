import { describe, expect, it } from 'vitest';
import { addWorkingDays, expectedDelivery } from './delivery-window.ts';

describe('expected delivery window (decision 0185)', () => {
  it('counts 7 to 11 working days in India, skipping Sundays', () => {
    // Tuesday 24 Nov 2026, 10:00 IST: +7 working days skips Sunday 29th -> Wed 2 Dec; +11 skips 6 Dec -> Mon 7 Dec.
    expect(expectedDelivery('2026-11-24T04:30:00Z')).toEqual({
      from: '2026-12-02',
      to: '2026-12-07',
      byCourier: false,
    });
  });

  it('reads the placement day in India time, not UTC', () => {
    // 20:00 UTC on Saturday is 01:30 on Sunday in India: the count starts from Sunday.
    expect(addWorkingDays(new Date('2026-11-28T20:00:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-28T10:00:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-27T10:00:00Z'), 1)).toBe('2026-11-28');
  });

  it("takes the courier's estimate when there is one, and nothing from a bad date", () => {
    expect(expectedDelivery('2026-11-24T04:30:00Z', '2026-11-27')).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
      byCourier: true,
    });
    expect(expectedDelivery('2026-11-24T04:30:00Z', 'soon')?.byCourier).toBe(false);
    expect(expectedDelivery('not a date')).toBeNull();
  });
});
