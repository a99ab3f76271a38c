// @vitest-environment happy-dom
// /admin against the real API on the demo shop: the seven counters, the 30-day chart with its title and
// figures table, orders waiting to ship, low stock, the 5 newest users, quick links (including
// /admin/ratings), COD outstanding and the RTO rate of 30 days (decision 0127), its returns to origin by payment,
// PIN area and COD risk score with the cash orders paid online instead, and the 5-minute refresh.
import type { DashboardView } from '@chamak/shared/dashboard';
import { formatRupees } from '@chamak/shared/money';
import { cleanup, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../test/admin.tsx';
import { demoSize, placeCodOrder, setStock } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import { type Counters, countersQuery, dashboardQuery } from './api.ts';
import DashboardPage from './dashboard-page.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const read = async <T,>(url: string) =>
  (await api.as(await api.adminToken(), { method: 'GET', url })).json() as T;

describe('the dashboard', () => {
  it('shows the counters, the chart, what waits to ship, low stock, 5 newest users and quick links', async () => {
    // Today: an order placed by a new customer (waiting to ship), a size sold out, six new customers.
    const size = await demoSize(api, 1);
    const { order } = await placeCodOrder(api, size, 2);
    const orderId = order.orderId as number;
    const soldOut = await demoSize(api, 6);
    await setStock(api, soldOut.pl_id, 0);
    const newcomers: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const fullname = `New User ${i} ${Date.now().toString(36)}`;
      await api.newCustomer({ fullname });
      newcomers.push(fullname);
    }
    const counters = await read<Counters>('/api/products/dashboardcounter');
    const board = await read<DashboardView>('/api/admin/dashboard');
    expect(counters.orders).toBeGreaterThanOrEqual(1);

    renderAdminPage(<DashboardPage />, '/admin');
    const counterList = within(await screen.findByRole('region', { name: 'Counters' }));
    expect(await counterList.findByText(String(counters.reviews))).toBeTruthy();
    for (const label of [
      'Products',
      'Orders',
      'Categories',
      'SubCategories',
      'Users',
      'Contact requests',
      'Reviews',
    ])
      expect(counterList.getByText(label)).toBeTruthy();

    const chart = await screen.findByRole('img', { name: /Revenue and orders per day, last 30 days/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const figures = screen.getByRole('table', { name: 'Revenue and orders per day, last 30 days' });
    expect(within(figures).getAllByRole('row')).toHaveLength(31);
    // Today's revenue is the order just placed, as the server counts it.
    const today = board.last30Days.at(-1)!;
    expect(today.orders).toBeGreaterThanOrEqual(1);
    expect(today.revenue).toBeGreaterThan(0);
    expect(within(figures).getByText(formatRupees(Math.round(today.revenue * 100)))).toBeTruthy();

    expect(screen.getByRole('link', { name: new RegExp(`Order #${orderId}\\b`) }).getAttribute('href')).toBe(
      `/admin/orders?order=${orderId}`,
    );
    expect(board.lowStock.find((s) => s.name === soldOut.name && s.remaining === 0)).toBeTruthy();
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);

    const newest = within(screen.getByRole('region', { name: 'Newest users' }));
    expect(newest.getAllByRole('listitem')).toHaveLength(5);
    expect(newest.getByText(newcomers[5]!)).toBeTruthy();
    expect(newest.queryByText(newcomers[0]!)).toBeNull();

    const links = within(screen.getByRole('region', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: /Ratings and reviews/ }).getAttribute('href')).toBe(
      '/admin/ratings',
    );
    await setStock(api, soldOut.pl_id, soldOut.remaining);
  });

  it('shows the cash on delivery still to collect and the RTO rate of the last 30 days, as the server counts them', async () => {
    const size = await demoSize(api, 2);
    const token = await api.adminToken();
    const patch = async (id: number, status: number) => {
      const res = await api.as(token, {
        method: 'PATCH',
        url: `/api/order/${id}/shipment`,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Two delivered COD orders (one of them collected), one returned to origin.
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placeCodOrder(api, size, 1)).order.orderId as number);
    await patch(ids[0]!, 7);
    await patch(ids[1]!, 7);
    const collected = await api.as(token, {
      method: 'POST',
      url: `/api/admin/orders/${ids[1]}/cod-collected`,
    });
    expect(collected.statusCode).toBe(200);
    for (const status of [5, 8, 10]) await patch(ids[2]!, status);
    const board = await read<DashboardView>('/api/admin/dashboard');
    expect(board.codOutstanding.orders).toBeGreaterThanOrEqual(1);
    expect(board.rto30Days.returned).toBeGreaterThanOrEqual(1);

    renderAdminPage(<DashboardPage />, '/admin');
    const cash = within(await screen.findByRole('region', { name: 'Cash and returns' }));
    const { orders, amount } = board.codOutstanding;
    expect(await cash.findByText(formatRupees(Math.round(amount * 100)))).toBeTruthy();
    expect(
      cash.getByText(`${orders} delivered ${orders === 1 ? 'order' : 'orders'} awaiting cash`),
    ).toBeTruthy();
    expect(cash.getByRole('link', { name: 'Delivered COD orders' }).getAttribute('href')).toBe(
      '/admin/orders?status=7&payment=cod',
    );
    const { shipped, returned, rate } = board.rto30Days;
    expect(cash.getByText(`${Math.round(rate! * 1000) / 10} %`)).toBeTruthy();
    expect(
      cash.getByText(
        `${returned} of ${shipped} shipped ${shipped === 1 ? 'order' : 'orders'} returned to origin`,
      ),
    ).toBeTruthy();
  });

  it('shows the returns to origin by payment, PIN area and COD risk score, and the cash orders paid online instead', async () => {
    const size = await demoSize(api, 4);
    const token = await api.adminToken();
    // A cash order returned to origin through the real status changes, and one recorded as paid online instead.
    const returned = (await placeCodOrder(api, size, 1)).order.orderId as number;
    for (const status of [5, 8, 10]) {
      const res = await api.as(token, {
        method: 'PATCH',
        url: `/api/order/${returned}/shipment`,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const paidOnline = (await placeCodOrder(api, size, 1)).order.orderId as number;
    await api.database.db.execute(
      sql`insert into order_events (order_id, actor, event) values (${paidOnline}, 'gateway', 'converted_to_prepaid')`,
    );
    const { returnsToOrigin30Days: figures } = await read<DashboardView>('/api/admin/dashboard');
    expect(figures.byPayment.cod.returned).toBeGreaterThanOrEqual(1);
    expect(figures.byArea.length).toBeGreaterThanOrEqual(1);
    expect(figures.convertedToPrepaid).toBeGreaterThanOrEqual(1);

    renderAdminPage(<DashboardPage />, '/admin');
    const block = within(await screen.findByRole('region', { name: 'Returns to origin (last 30 days)' }));
    const cells = async (table: string, row: string) => {
      const heading = await within(await block.findByRole('table', { name: table })).findByRole('rowheader', {
        name: row,
      });
      return [...heading.parentElement!.querySelectorAll('td')].map((td) => td.textContent);
    };
    const shown = ({ ended, returned, rate }: { ended: number; returned: number; rate: number | null }) => [
      String(ended),
      String(returned),
      rate === null ? '—' : `${Math.round(rate * 1000) / 10} %`,
    ];
    expect(await cells('By payment', 'COD')).toEqual(shown(figures.byPayment.cod));
    expect(await cells('By payment', 'Online')).toEqual(shown(figures.byPayment.online));
    for (const area of figures.byArea)
      expect(await cells('By PIN area', `${area.area}xxx`)).toEqual(shown(area));
    const bands = ['Score 0–19', 'Score 20–39', 'Score 40–59', 'Score 60–79', 'Score 80–100', 'Not scored'];
    for (const [i, band] of figures.byCodScore.entries())
      expect(await cells('By COD risk score', bands[i]!)).toEqual(shown(band));
    const converted = block.getByText('COD orders paid online instead', { selector: 'dt' });
    expect(converted.nextElementSibling?.textContent).toBe(String(figures.convertedToPrepaid));
  });

  it("shows the 30 days' orders, revenue and average of the orders kept, and the cancelled orders apart", async () => {
    const size = await demoSize(api, 3);
    const token = await api.adminToken();
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) placed.push((await placeCodOrder(api, size, 1)).order.orderId as number);
    for (const id of placed.slice(0, 2)) {
      const res = await api.as(token, { method: 'POST', url: `/api/order/${id}/cancel` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const board = await read<DashboardView>('/api/admin/dashboard');
    const sum = (key: 'orders' | 'cancelled') => board.last30Days.reduce((n, d) => n + d[key], 0);
    const revenuePaise = board.last30Days.reduce((n, d) => n + Math.round(d.revenue * 100), 0);
    expect(sum('cancelled')).toBeGreaterThanOrEqual(2);

    renderAdminPage(<DashboardPage />, '/admin');
    const panel = within(await screen.findByRole('region', { name: 'Last 30 days' }));
    const figure = async (label: string) =>
      (await panel.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Orders')).toBe(String(sum('orders')));
    expect(await figure('Revenue')).toBe(formatRupees(revenuePaise));
    expect(await figure('Average order')).toBe(formatRupees(Math.round(revenuePaise / sum('orders'))));
    expect(await figure('Cancelled')).toBe(String(sum('cancelled')));
    // The figures table names today's cancelled orders in their own column.
    const table = screen.getByRole('table', { name: 'Revenue and orders per day, last 30 days' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Orders', 'Revenue', 'Cancelled']);
    const today = board.last30Days.at(-1)!;
    expect(within(table).getAllByRole('row').at(-1)!.querySelectorAll('td')[2]!.textContent).toBe(
      String(today.cancelled),
    );
  });

  it('refreshes every 5 minutes', () => {
    expect(countersQuery().refetchInterval).toBe(5 * 60 * 1000);
    expect(dashboardQuery().refetchInterval).toBe(5 * 60 * 1000);
  });
});
