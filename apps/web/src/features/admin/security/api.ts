// Admin → Security incidents' calls (decision 0360): the incidents, recording one, the owner's edits of its
// drafts, the count the confirmation names, sending the notices, and the Board report's download.
import type {
  IncidentBody,
  IncidentDraftsBody,
  IncidentRecipients,
  IncidentSaved,
  IncidentSent,
  SecurityIncident,
} from '@chamak/shared/security-incidents';
import { queryOptions } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/files.ts';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const incidentKeys = {
  all: () => [...adminKeys.all, 'security-incidents'] as const,
  recipients: (id: number) => [...incidentKeys.all(), id, 'recipients'] as const,
};

export const incidentsQuery = () =>
  queryOptions({
    queryKey: incidentKeys.all(),
    queryFn: ({ signal }) => request<{ items: SecurityIncident[] }>('/admin/security-incidents', { signal }),
  });

export const recipientsQuery = (id: number) =>
  queryOptions({
    queryKey: incidentKeys.recipients(id),
    queryFn: ({ signal }) =>
      request<IncidentRecipients>(`/admin/security-incidents/${id}/recipients`, { signal }),
  });

export const incidentCalls = {
  record: (body: IncidentBody) =>
    request<IncidentSaved>('/admin/security-incidents', { method: 'POST', body }),
  saveDrafts: (id: number, body: IncidentDraftsBody) =>
    request<IncidentSaved>(`/admin/security-incidents/${id}/drafts`, { method: 'PUT', body }),
  send: (id: number, confirmCount: number) =>
    request<IncidentSent>(`/admin/security-incidents/${id}/notices`, {
      method: 'POST',
      body: { confirmCount },
    }),
  downloadReport: (id: number) =>
    downloadFile(`/admin/security-incidents/${id}/report.txt`, `breach-report-${id}.txt`),
};
