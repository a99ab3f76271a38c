// A failed delivery's answer link (decision 0336): what its page shows, and the shopper's answer, both keyed by
// the link's token alone.
import type { MessageReply } from '@chamak/shared/common';
import type { FailedDeliveryAnswer, FailedDeliveryView } from '@chamak/shared/failed-deliveries';
import { request } from '../../api/client.ts';

export const failedDeliveryView = (token: string) =>
  request<FailedDeliveryView>(`/failed-delivery?t=${encodeURIComponent(token)}`);

export const answerFailedDelivery = (token: string, answer: FailedDeliveryAnswer) =>
  request<MessageReply>('/failed-delivery', { body: { t: token, answer } });
