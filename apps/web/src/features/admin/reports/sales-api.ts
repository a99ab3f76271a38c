// The sales report's calls (decision 0347): a range of shop days grouped by day, week or month, and each of its
// tables as the server's CSV file.
import type { SalesGrain, SalesReport, SalesTable } from '@chamak/shared/sales-report';
import { addDays, shopDay } from '@chamak/shared/shop-time';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/files.ts';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

/** The server's contract (packages/shared/src/sales-report.ts), not a copy of it. */
export type { SalesFigures, SalesGrain, SalesReport, SalesTable } from '@chamak/shared/sales-report';

export type SalesRange = { from: string; to: string; grain: SalesGrain };

const search = (range: SalesRange) =>
  new URLSearchParams({ from: range.from, to: range.to, grain: range.grain }).toString();

export const salesKeys = {
  report: (range: SalesRange) => [...adminKeys.all, 'reports', 'sales', range] as const,
};

/** The last 30 shop days, today included, by day. */
export const last30Days = (timeZone: string): SalesRange => {
  const today = shopDay(new Date(), timeZone);
  return { from: addDays(today, -29), to: today, grain: 'day' };
};

export const salesReportQuery = (range: SalesRange) =>
  queryOptions({
    queryKey: salesKeys.report(range),
    queryFn: ({ signal }) => request<SalesReport>(`/admin/reports/sales?${search(range)}`, { signal }),
  });

/** Saves one table as the server's CSV file (sales-<table>-<from>-to-<to>.csv). */
export const downloadSalesCsv = (range: SalesRange, table: SalesTable) =>
  downloadFile(
    `/admin/reports/sales.csv?${search(range)}&table=${table}`,
    `sales-${table}-${range.from}-to-${range.to}.csv`,
  );
