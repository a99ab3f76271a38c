// @vitest-environment happy-dom
// The shopper's order page lists the order's history against the real API: placed, then the parcel's way to
// them, oldest first, each with its date; the shop's internal notes never show.
import type { ShopperTimelineEntry } from '@chamak/shared/order-timeline';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/dates.ts';
import { toast } from '../../lib/toast.tsx';
import { demoSize, placeCodOrder } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {});
  vi.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const asAdmin = async (method: 'PATCH' | 'POST', url: string, payload: object) => {
  const res = await api.as(await api.adminToken(), { method, url, payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe("the order page's history", () => {
  it('shows the order placed and shipped, oldest first, and never an internal note', async () => {
    const me = await api.logInCustomer();
    const placed = await placeCodOrder(api, await demoSize(api, 1), 1, me);
    const id = placed.order.orderId as number;
    await asAdmin('POST', `/api/admin/orders/${id}/notes`, { note: 'Asked the courier to call first.' });
    await asAdmin('PATCH', `/api/order/${id}/shipment`, { status: 6 });
    const mine = await api.as(me.token, { method: 'GET', url: `/api/order/${id}/history` });
    const events = mine.json().events as ShopperTimelineEntry[];
    expect(events.map((e) => e.text)).toContain('Order placed');

    renderPage(<TrackOrderPage />, '/track-order', `/track-order?tab=orders&order=${id}`);
    const section = await screen.findByRole('region', { name: 'Order history' });
    const list = await within(section).findByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual(events.map((e) => e.text));
    expect(items[0]!.textContent).toContain('Order placed');
    expect(items.at(-1)!.textContent).toContain('Out for Delivery');
    const time = items[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(events[0]!.at);
    expect(time.textContent).toBe(formatDateTime(events[0]!.at));
    expect(screen.queryByText(/Asked the courier to call first/)).toBeNull();
    expect(screen.queryByText(/Internal note/)).toBeNull();
  });
});
