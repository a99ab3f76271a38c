// Admin → Privacy notice's calls (decision 0357): the published versions, and publishing the next one.
import type { PrivacyNotice, PrivacyNoticeBody, PrivacyNoticeList } from '@chamak/shared/privacy';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const privacyNoticeKeys = { all: () => [...adminKeys.all, 'privacy-notices'] as const };

export const privacyNoticesQuery = () =>
  queryOptions({
    queryKey: privacyNoticeKeys.all(),
    queryFn: ({ signal }) => request<PrivacyNoticeList>('/admin/privacy/notices', { signal }),
  });

export const publishNotice = (body: PrivacyNoticeBody) =>
  request<{ message: string; notice: PrivacyNotice }>('/admin/privacy/notices', { body });
