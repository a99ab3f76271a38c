// The order window's timeline calls: every event of one order (the admin's view, internal notes included) and
// adding a note. The key sits under the order's own, so a save that reloads the orders reloads the timeline too.
import type { MessageReply } from '@chamak/shared/common';
import type { TimelineEntry } from '@chamak/shared/order-timeline';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export type { TimelineEntry };

export const orderTimelineQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.order(id), 'timeline'] as const,
    queryFn: ({ signal }) => request<{ events: TimelineEntry[] }>(`/admin/orders/${id}/timeline`, { signal }),
  });

/** An internal note on the order (the server trims it and refuses an empty one with its own message). */
export const addOrderNote = (id: number, note: string) =>
  request<MessageReply>(`/admin/orders/${id}/notes`, { method: 'POST', body: { note } });
