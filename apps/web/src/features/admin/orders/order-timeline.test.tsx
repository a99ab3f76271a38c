// @vitest-environment happy-dom
// The order window's Timeline against the real API: a placed and delivered cash order lists its events oldest
// first, each with its India time and who made it happen, and a courier's event its reason and reference; an
// internal note added in the window appears in the list without a reload and the box clears; an empty note shows
// the server's message at the field.
import { indiaDateTime } from '@chamak/shared/cod-confirmation';
import type { TimelineEntry } from '@chamak/shared/order-timeline';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { placeOrder } from '../../../test/admin-orders.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OrdersPage from './orders-page.tsx';

const api = useRealApi();
beforeEach(async () => {
  await api.logInAdmin();
  recordToasts();
});
afterEach(cleanup);

const asAdmin = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => {
  const res = await api.as(await api.adminToken(), { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

/** The order window's Timeline section, once its events are listed. */
const openTimeline = async (id: number) => {
  renderAdminPage(<OrdersPage />, `/admin/orders?order=${id}`);
  const dialog = await screen.findByRole('dialog', { name: `Order #${id}` });
  const section = await within(dialog).findByRole('region', { name: 'Timeline' });
  await within(section).findByRole('list');
  return within(section);
};

describe('the order window timeline', () => {
  it("lists a placed order's events oldest first, with when and who", async () => {
    const id = await placeOrder(api);
    await asAdmin('PATCH', `/api/order/${id}/shipment`, { status: 7 });
    // A failed delivery attempt as a courier's update would leave it (no courier service runs in the test).
    await api.database.db.execute(sql`
      insert into order_events (order_id, at, actor, event, from_status, to_status, reason, reference)
      values (${id}, now() + interval '1 minute', 'courier', 'status', 7, 7, 'Customer not at home',
        'AWB 7712345')`);
    const events = (await asAdmin('GET', `/api/admin/orders/${id}/timeline`)).events as TimelineEntry[];
    expect(events.map((e) => e.event)).toContain('placed');

    const timeline = await openTimeline(id);
    const items = timeline.getAllByRole('listitem');
    expect(items).toHaveLength(events.length);
    const placed = items[events.findIndex((e) => e.event === 'placed')]!;
    expect(placed.textContent).toContain('Order placed');
    expect(placed.textContent).toContain('by Shopper');
    const placedAt = events.find((e) => e.event === 'placed')!.at;
    expect(within(placed).getByText(indiaDateTime(placedAt)).getAttribute('datetime')).toBe(placedAt);
    const delivered = items.at(-2)!;
    expect(delivered.textContent).toContain('Delivered');
    expect(delivered.textContent).toContain('by Admin');
    const courier = within(items.at(-1)!);
    expect(courier.getByText('by Courier')).toBeTruthy();
    expect(courier.getByText('Reason: Customer not at home')).toBeTruthy();
    expect(courier.getByText('AWB 7712345')).toBeTruthy();
  });

  it('adds an internal note that shows at once, and says so when the note is empty', async () => {
    const id = await placeOrder(api);
    const timeline = await openTimeline(id);
    const before = timeline.getAllByRole('listitem').length;
    const box = timeline.getByRole('textbox', { name: 'Add internal note' }) as HTMLTextAreaElement;

    fireEvent.click(timeline.getByRole('button', { name: 'Add note' }));
    const message = await timeline.findByText('Write the note first.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(timeline.getAllByRole('listitem')).toHaveLength(before);

    fireEvent.change(box, { target: { value: '  Shopper called: leave it with the guard.  ' } });
    expect(timeline.queryByText('Write the note first.')).toBeNull();
    fireEvent.click(timeline.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(timeline.getAllByRole('listitem')).toHaveLength(before + 1));
    const note = timeline.getAllByRole('listitem').at(-1)!;
    expect(note.textContent).toContain('Internal note');
    expect(note.textContent).toContain('by Admin');
    expect(within(note).getByText('Shopper called: leave it with the guard.')).toBeTruthy();
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(writes(api).filter((w) => w.path === `/admin/orders/${id}/notes`)).toEqual([
      { method: 'POST', path: `/admin/orders/${id}/notes`, body: { note: '' } },
      {
        method: 'POST',
        path: `/admin/orders/${id}/notes`,
        body: { note: '  Shopper called: leave it with the guard.  ' },
      },
    ]);
  });
});
