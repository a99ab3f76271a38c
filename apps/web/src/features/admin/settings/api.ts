// The settings page's calls: read the shop's settings, save one part (shop, delivery or cod) of them.
import type { MessageReply } from '@chamak/shared/common';
import type { ShopSettingsBody, ShopSettingsResponse } from '@chamak/shared/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/queries.ts';
import { toast } from '../../../lib/toast.tsx';
import { errorMessage, request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export type SettingsPatch = ShopSettingsBody;

export const settingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => request<ShopSettingsResponse>('/settings', { signal }),
  });

/** Saves a part of the settings, toasts, and reloads them here and in the storefront's header and footer. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      request<MessageReply>('/admin/settings', { method: 'PUT', body: patch }),
    onSuccess: async (result) => {
      toast.success(result.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
        queryClient.invalidateQueries({ queryKey: keys.settings() }),
      ]);
    },
    onError: (e) => toast.error(errorMessage(e, 'Something Went Wrong')),
  });
}
