// Admin → Retention's calls (decision 0361): the periods and the last runs, and saving the periods.
import type { RetentionSettings, RetentionView } from '@chamak/shared/retention';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const retentionKey = () => [...adminKeys.all, 'retention'] as const;

export const retentionQuery = () =>
  queryOptions({
    queryKey: retentionKey(),
    queryFn: ({ signal }) => request<RetentionView>('/admin/retention', { signal }),
  });

export const saveRetention = (body: RetentionSettings) =>
  request<RetentionView>('/admin/retention', { method: 'PUT', body });
