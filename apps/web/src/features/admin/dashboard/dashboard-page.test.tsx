// @vitest-environment happy-dom
// /admin: the seven counters, the 30-day chart with its title and figures table, orders waiting to ship,
// low stock, the 5 newest users, quick links (including /admin/ratings), and the 5-minute refresh.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderAdminPage } from '../list-kit/test-kit.tsx';
import { countersQuery, type Dashboard, dashboardQuery } from './api.ts';
import DashboardPage from './dashboard-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

const counters = { products: 89, orders: 15, category: 10, subcat: 29, users: 9, contact: 2, reviews: 126 };
const board: Dashboard = {
  last30Days: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: i === 29 ? 3 : 0,
    revenue: i === 29 ? 123456.5 : 0,
  })),
  waitingToShip: [
    {
      id: 12,
      createdAt: '2026-11-30T09:00:00.000Z',
      name: 'Karan Shah',
      total: 1935.85,
      paymentMethod: 'cod',
      status: 1,
    },
  ],
  lowStock: [{ productId: 7, name: 'Floor Cleaner', size: '1 L', remaining: 0 }],
  newestUsers: Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    fullname: `New User ${i + 1}`,
    email: `new${i + 1}@example.com`,
    status: i === 0 ? 'pending' : 'active',
    createdAt: '2026-11-20T10:00:00.000Z',
  })),
};

describe('the dashboard', () => {
  it('shows the counters, the chart, what waits to ship, low stock, 5 newest users and quick links', async () => {
    api = fakeApi((call) => (call.path === '/products/dashboardcounter' ? counters : board));
    renderAdminPage(<DashboardPage />, '/admin');
    const counterList = within(await screen.findByRole('region', { name: 'Counters' }));
    expect(await counterList.findByText('126')).toBeTruthy();
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
    expect(within(figures).getByText('₹1,23,456.50')).toBeTruthy();

    expect(screen.getByRole('link', { name: /Order #12/ }).getAttribute('href')).toBe(
      '/admin/orders?order=12',
    );
    expect(screen.getByText('Out of stock')).toBeTruthy();

    const newest = within(screen.getByRole('region', { name: 'Newest users' }));
    expect(newest.getAllByRole('listitem')).toHaveLength(5);
    expect(newest.queryByText('New User 6')).toBeNull();

    const links = within(screen.getByRole('region', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: /Ratings and reviews/ }).getAttribute('href')).toBe(
      '/admin/ratings',
    );
  });

  it('refreshes every 5 minutes', () => {
    expect(countersQuery().refetchInterval).toBe(5 * 60 * 1000);
    expect(dashboardQuery().refetchInterval).toBe(5 * 60 * 1000);
  });
});
