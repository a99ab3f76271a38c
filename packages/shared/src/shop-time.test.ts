import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayStart,
  financialYear,
  isTimeZone,
  monthRange,
  shopDay,
  shopMonth,
  timeSettings,
  timeZoneMessage,
} from './shop-time.ts';

describe("the shop's calendar", () => {
  it('puts an order placed at 02:30 India time on 29 Nov on 29 Nov, not on the UTC day before', () => {
    const at = new Date('2026-11-28T21:00:00Z'); // 29 Nov 2026, 02:30 IST
    expect(shopDay(at)).toBe('2026-11-29');
    expect(shopDay(at, 'UTC')).toBe('2026-11-28');
    expect(shopDay(new Date('2026-11-28T18:29:59.999Z'))).toBe('2026-11-28');
    expect(shopDay(new Date('2026-11-28T18:30:00Z'))).toBe('2026-11-29');
  });

  it('counts months and financial years from India midnight', () => {
    expect(shopMonth(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11');
    expect(shopMonth(new Date('2026-10-31T18:29:59.999Z'))).toBe('2026-10');
    expect(financialYear(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('follows another zone the settings name, clock changes included', () => {
    const at = new Date('2026-04-01T02:00:00Z');
    expect(financialYear(at)).toBe('2026-27');
    expect(financialYear(at, 'America/New_York')).toBe('2025-26');
    // New York in summer time is UTC-4, in winter UTC-5.
    expect(dayStart('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(dayStart('2026-12-01', 'America/New_York').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    // The day New York's clocks go forward (2:00 -> 3:00) still starts at its midnight.
    expect(dayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // Santiago's clocks jump from 00:00 to 01:00 on 6 Sep 2026: the day starts at 01:00 local, 04:00 UTC.
    const santiago = dayStart('2026-09-06', 'America/Santiago');
    expect(shopDay(santiago, 'America/Santiago')).toBe('2026-09-06');
    expect(shopDay(new Date(santiago.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it("draws a month's edges at the zone's midnight", () => {
    expect(monthRange('2026-11')).toEqual({
      from: new Date('2026-10-31T18:30:00Z'),
      to: new Date('2026-11-30T18:30:00Z'),
    });
    expect(monthRange('2026-12').to).toEqual(new Date('2026-12-31T18:30:00Z'));
    expect(monthRange('2026-11', 'UTC').from).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(dayStart('2026-11-29').toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });

  it('steps over month and year ends', () => {
    expect(addDays('2026-11-29', -29)).toBe('2026-10-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('takes only time zones Intl knows', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeSettings.safeParse({ timeZone: ' Asia/Kolkata ' }).data).toEqual({ timeZone: 'Asia/Kolkata' });
    expect(timeSettings.safeParse({ timeZone: 'IST+5' }).error?.issues[0]?.message).toBe(timeZoneMessage);
  });
});
