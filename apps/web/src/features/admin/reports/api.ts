// The GST report's calls (decision 0115): a month's GSTR-1 summary, and the same month as a CSV download.
import { type GstReport, reportMonthPattern } from '@chamak/shared/gst-report';
import { shopMonth } from '@chamak/shared/shop-time';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/files.ts';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

/** The server's contract (packages/shared/src/gst-report.ts), not a copy of it. */
export type { B2cSummaryRow, GstReport, GstTotals, HsnSummaryRow } from '@chamak/shared/gst-report';

export const reportKeys = {
  gst: (month: string) => [...adminKeys.all, 'reports', 'gst', month] as const,
};

/** This month in the shop's time zone (India unless the settings name another), as the server draws a month's edges. */
export const currentMonth = (timeZone: string) => shopMonth(new Date(), timeZone);

export const isReportMonth = (month: string) => reportMonthPattern.test(month);

export const gstReportQuery = (month: string) =>
  queryOptions({
    queryKey: reportKeys.gst(month),
    queryFn: ({ signal }) =>
      request<GstReport>(`/admin/reports/gst?month=${encodeURIComponent(month)}`, { signal }),
  });

/** Saves the month's report as the server's CSV file (chamak-gst-YYYY-MM.csv). */
export const downloadGstCsv = (month: string) =>
  downloadFile(`/admin/reports/gst.csv?month=${encodeURIComponent(month)}`, `chamak-gst-${month}.csv`);
