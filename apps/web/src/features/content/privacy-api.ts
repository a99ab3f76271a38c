// The privacy notice's call (decision 0357): the version shown now, as TanStack Query options the page and the
// server's first view share.
import type { PrivacyNotice } from '@chamak/shared/privacy';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';

export const privacyNoticeQuery = () =>
  queryOptions({
    queryKey: [...keys.all, 'privacy-notice'] as const,
    queryFn: ({ signal }) => request<PrivacyNotice>('/privacy/notice', { signal }),
    staleTime: 5 * 60_000,
  });
