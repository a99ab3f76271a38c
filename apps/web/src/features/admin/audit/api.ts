// The audit log's calls (decision 0348): a page of entries by person, entity and dates, and the same as CSV.
import type { AuditPage, AuditQuery } from '@chamak/shared/audit';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/files.ts';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export type AuditFilter = Partial<Pick<AuditQuery, 'actor' | 'entity' | 'from' | 'to'>>;

const searchOf = (filter: AuditFilter, page?: number) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') search.set(key, String(value));
  if (page) search.set('page', String(page));
  return search.toString();
};

export const auditQuery = (filter: AuditFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'audit', filter, page] as const,
    queryFn: ({ signal }) => request<AuditPage>(`/admin/audit?${searchOf(filter, page)}`, { signal }),
    placeholderData: (previous) => previous,
  });

export const downloadAuditCsv = (filter: AuditFilter) =>
  downloadFile(`/admin/audit.csv?${searchOf(filter)}`, 'audit-log.csv');
