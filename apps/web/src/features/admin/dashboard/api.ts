// The dashboard's calls (SPEC section 2, issue: what a shop owner looks at daily), refetched every 5 minutes
// (SPEC section 9).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const dashboardRefreshMs = 5 * 60 * 1000;

export type Counters = {
  products: number;
  orders: number;
  category: number;
  subcat: number;
  users: number;
  contact: number;
  reviews: number;
};

export type DayFigures = { day: string; orders: number; revenue: number };

export type Dashboard = {
  last30Days: DayFigures[];
  waitingToShip: {
    id: number;
    createdAt: string;
    name: string;
    total: number;
    paymentMethod: 'online' | 'cod';
    status: number;
  }[];
  lowStock: { productId: number; name: string; size: string; remaining: number }[];
  newestUsers: { id: number; fullname: string; email: string; status: string; createdAt: string }[];
};

export const countersQuery = () =>
  queryOptions({
    queryKey: adminKeys.counters(),
    queryFn: ({ signal }) => request<Counters>('/products/dashboardcounter', { signal }),
    refetchInterval: dashboardRefreshMs,
  });

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => request<Dashboard>('/admin/dashboard', { signal }),
    refetchInterval: dashboardRefreshMs,
  });
