// Profile → Privacy's calls (decision 0357): the shopper's consent per purpose, and one give or withdraw.
import type { ConsentPurpose, ConsentsReply } from '@chamak/shared/privacy';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { accountKeys } from './api.ts';

export const consentsKey = () => [...accountKeys.all(), 'consents'] as const;

export const consentsQuery = () =>
  queryOptions({
    queryKey: consentsKey(),
    queryFn: ({ signal }) => request<ConsentsReply>('/account/consents', { signal }),
  });

export const changeConsent = (purpose: ConsentPurpose, given: boolean) =>
  request<ConsentsReply & { message: string }>('/account/consents', { body: { purpose, given } });
