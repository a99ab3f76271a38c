// Shop Settings → Cash on delivery risk's calls (decision 0335): its own admin-only read and save (not among the
// public settings), and the per-number blocks and allows. Every write answers with the whole section as the
// server now holds it, which replaces what the page shows.
import type { CodPhoneRuleBody, CodRiskSettings, CodRiskSettingsReply } from '@chamak/shared/cod-risk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

const settingsPath = '/admin/settings/cod-risk';

export const codRiskQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.settings(), 'cod-risk'] as const,
    queryFn: ({ signal }) => request<CodRiskSettingsReply>(settingsPath, { signal }),
  });

/** A write of the section whose answer (the section as saved) becomes the page's copy. */
function useCodRiskWrite<Input>(call: (input: Input) => Promise<CodRiskSettingsReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => queryClient.setQueryData(codRiskQuery().queryKey, reply),
  });
}

export const useSaveCodRisk = () =>
  useCodRiskWrite((body: CodRiskSettings) =>
    request<CodRiskSettingsReply>(settingsPath, { method: 'PUT', body }),
  );

export const useSavePhoneRule = () =>
  useCodRiskWrite((body: CodPhoneRuleBody) =>
    request<CodRiskSettingsReply>('/admin/cod/phone-rules', { method: 'PUT', body }),
  );

export const useRemovePhoneRule = () =>
  useCodRiskWrite((phone: string) =>
    request<CodRiskSettingsReply>(`/admin/cod/phone-rules/${encodeURIComponent(phone)}`, {
      method: 'DELETE',
    }),
  );
