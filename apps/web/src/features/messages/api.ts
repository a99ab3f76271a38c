// The stop link of an SMS: what its page shows, and the click that stops every SMS and WhatsApp to its number.
import type { MessageReply } from '@chamak/shared/common';
import type { PhoneStopBody, PhoneStopView } from '@chamak/shared/notifications';
import { request } from '../../api/client.ts';

export const phoneStopView = (link: PhoneStopBody) =>
  request<PhoneStopView>(`/messages/stop?n=${encodeURIComponent(link.n)}&t=${encodeURIComponent(link.t)}`);

export const stopPhoneMessages = (link: PhoneStopBody) =>
  request<MessageReply>('/messages/stop', { body: link });
