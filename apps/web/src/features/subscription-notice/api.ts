// The renewal notice's link: the renewal its page shows, and the click that skips, moves or pauses it.
import type { MessageReply } from '@chamak/shared/common';
import type { NoticeActionBody, NoticeLink, NoticeView } from '@chamak/shared/subscriptions';
import { request } from '../../api/client.ts';

export const subscriptionNoticeView = (link: NoticeLink) =>
  request<NoticeView>(`/subscription-notice?s=${link.s}&c=${link.c}&t=${encodeURIComponent(link.t)}`);

export const actOnSubscriptionNotice = (link: NoticeLink, action: Omit<NoticeActionBody, keyof NoticeLink>) =>
  request<MessageReply>('/subscription-notice', { body: { ...link, ...action } });
