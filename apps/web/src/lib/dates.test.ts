// The plain date is written out by hand (no Intl format is built on a shopper's page start); it must read
// exactly as Intl's en-IN format does, every month and day, and the other formats keep Intl's words.

import { catalogueFor } from '@chamak/shared/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { dayMonthYear, formatDate, formatDateTime, formatShortDate } from './dates.ts';
import { setLanguage } from './i18n.ts';

const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

describe('dates', () => {
  it("writes every day of a year as Intl's en-IN day, short month and year", () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(2028, 0, 1 + day, 13, 5);
      expect(dayMonthYear(date)).toBe(intl.format(date));
    }
    expect(formatDate('2026-09-05T10:00:00Z')).toBe(intl.format(new Date('2026-09-05T10:00:00Z')));
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('keeps a time of day, and a date alone as a date', () => {
    const at = '2026-11-22T10:00:00Z';
    expect(formatDateTime(at)).toBe(
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(at)),
    );
    expect(formatDateTime('2026-11-22')).toBe(intl.format(new Date('2026-11-22')));
    expect(formatShortDate(at)).toBe(
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' }).format(new Date(at)),
    );
  });

  it('writes a Hindi page’s dates with the month in Hindi words and Latin digits', () => {
    setLanguage('hi', catalogueFor('hi'));
    try {
      expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 नवंबर 2026');
      expect(formatShortDate('2026-09-05T10:00:00Z')).toBe('5 सितंबर');
      expect(formatDateTime('2026-11-22T10:00:00Z')).toMatch(/^22 नवंबर 2026 को \d{1,2}:00 (am|pm) बजे$/);
    } finally {
      setLanguage('en', null);
    }
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026');
  });
});
