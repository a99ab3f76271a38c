// The order window's COD risk calls: the score a cash order was placed with and why, and the admin's rule on its
// phone number (block or allow cash on delivery), saved or removed. Under the order's key, so its reload follows.
import type { CodPhoneRuleBody, CodRiskSettingsReply, OrderCodRisk } from '@chamak/shared/cod-risk';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const orderCodRiskQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.order(id), 'cod-risk'] as const,
    queryFn: ({ signal }) => request<OrderCodRisk>(`/admin/orders/${id}/cod-risk`, { signal }),
  });

export const savePhoneRule = (rule: CodPhoneRuleBody) =>
  request<CodRiskSettingsReply>('/admin/cod/phone-rules', { method: 'PUT', body: rule });

export const removePhoneRule = (phone: string) =>
  request<CodRiskSettingsReply>(`/admin/cod/phone-rules/${phone}`, { method: 'DELETE' });
