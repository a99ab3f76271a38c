// The GST report's month: YYYY-MM only, and a month's edges in India time (UTC+05:30).
import { describe, expect, it } from 'vitest';
import { gstReportQuery, indiaMonth, placeOfSupplyLabel, reportMonthMessage } from './gst-report.ts';

describe('the report month', () => {
  it('takes YYYY-MM with months 01 to 12, and refuses anything else with one message naming the month', () => {
    expect(gstReportQuery.parse({ month: '2026-11' })).toEqual({ month: '2026-11' });
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', 'November', '', undefined]) {
      const result = gstReportQuery.safeParse({ month });
      expect(result.success, String(month)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(reportMonthMessage);
      expect(reportMonthMessage.startsWith('month ')).toBe(true);
    }
  });

  it('is the India time month: 31 Oct 18:30 UTC is already November, 18:29:59.999 UTC still October', () => {
    expect(indiaMonth(new Date('2026-10-31T18:30:00.000Z'))).toBe('2026-11');
    expect(indiaMonth(new Date('2026-10-31T18:29:59.999Z'))).toBe('2026-10');
    expect(indiaMonth(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01');
  });

  it('names a place of supply as GSTR-1 does: code-state', () => {
    expect(placeOfSupplyLabel({ state: 'Maharashtra', stateCode: '27' })).toBe('27-Maharashtra');
  });
});
