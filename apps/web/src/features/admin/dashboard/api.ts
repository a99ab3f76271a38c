// The dashboard's calls (SPEC section 2, issue: what a shop owner looks at daily), refetched every 5 minutes
// (SPEC section 9).
import type { DashboardCounter } from '@chamak/shared/catalogue';
import type { DashboardView } from '@chamak/shared/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const dashboardRefreshMs = 5 * 60 * 1000;

export type Counters = DashboardCounter;

/** The server's contract (packages/shared/src/dashboard.ts), not a copy of it. */
export type { DashboardView as Dashboard, DayFigures } from '@chamak/shared/dashboard';

export const countersQuery = () =>
  queryOptions({
    queryKey: adminKeys.counters(),
    queryFn: ({ signal }) => request<Counters>('/products/dashboardcounter', { signal }),
    refetchInterval: dashboardRefreshMs,
  });

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => request<DashboardView>('/admin/dashboard', { signal }),
    refetchInterval: dashboardRefreshMs,
  });
