// The My data page's calls (decision 0358): its state, the copy of the shopper's data as JSON or PDF (saved as a
// file), a correction, the nominee and erasure. Every call is the signed-in shopper's own.
import type {
  CorrectionBody,
  MyDataReply,
  NomineeBody,
  NomineeReply,
  PrivacyRequestReply,
} from '@chamak/shared/privacy-requests';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { downloadFile } from '../../lib/files.ts';

export const myDataKey = (userId: number) => ['account', userId, 'my-data'] as const;

export const myDataQuery = (userId: number) =>
  queryOptions({
    queryKey: myDataKey(userId),
    queryFn: ({ signal }) => request<MyDataReply>('/account/my-data', { signal }),
  });

export const myDataCalls = {
  downloadJson: () => downloadFile('/account/my-data.json', 'my-data.json'),
  downloadPdf: () => downloadFile('/account/my-data.pdf', 'my-data.pdf'),
  correction: (body: CorrectionBody) =>
    request<PrivacyRequestReply>('/account/my-data/corrections', { body }),
  nominee: (body: NomineeBody) => request<NomineeReply>('/account/my-data/nominee', { method: 'PUT', body }),
  erasure: () => request<PrivacyRequestReply>('/account/my-data/erasure', { body: {} }),
};
