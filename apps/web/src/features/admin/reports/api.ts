// The GST report's calls (decisions 0115 and 0343): a month's GSTR-1 tables, each table (or all) as a CSV download,
// and the month as the GST portal's offline-tool JSON file.
import { type GstReport, type Gstr1Table, reportMonthPattern } from '@chamak/shared/gst-report';
import { shopMonth } from '@chamak/shared/shop-time';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/files.ts';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

/** The server's contract (packages/shared/src/gst-report.ts), not a copy of it. */
export type {
  B2cSummaryRow,
  GstReport,
  Gstr1Document,
  Gstr1Table,
  GstTotals,
  HsnSummaryRow,
} from '@chamak/shared/gst-report';

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

/** Saves the month's tables (or one, `table`) as the server's CSV file (chamak-gst-YYYY-MM[-table].csv). */
export const downloadGstCsv = (month: string, table?: Gstr1Table) =>
  downloadFile(
    `/admin/reports/gst.csv?month=${encodeURIComponent(month)}${table ? `&table=${table}` : ''}`,
    `chamak-gst-${month}${table ? `-${table}` : ''}.csv`,
  );

/** Saves the month's GSTR-1 JSON file for the offline tool (chamak-gstr1-YYYY-MM.json). */
export const downloadGstr1Json = (month: string) =>
  downloadFile(`/admin/reports/gstr1.json?month=${encodeURIComponent(month)}`, `chamak-gstr1-${month}.json`);
