// The calls of Admin → Customers (decision 0352): the list the server pages and searches, one customer, the CSV
// export, and what the signed-in staff member may do (the Export button shows only for a role that may export).
import type { CustomerDetail } from '@chamak/shared/customers';
import type { StaffMe } from '@chamak/shared/staff';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/files.ts';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const customersPath = '/admin/customers';
export const customerKeys = {
  all: () => [...adminKeys.all, 'customers'] as const,
  one: (id: number) => [...adminKeys.all, 'customers', 'one', id] as const,
  me: () => [...adminKeys.all, 'staff-me'] as const,
};

export const customerPath = (id: number) => `/admin/customers/${id}`;

export const customerCalls = {
  one: (id: number, signal?: AbortSignal) => request<CustomerDetail>(`/admin/customers/${id}`, { signal }),
  /** The customers matching the search as CSV, saved as a file; the server records the export. */
  exportCsv: (q: string) =>
    downloadFile(
      `/admin/customers.csv${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`,
      'customers.csv',
    ),
};

/**
 * Whether the signed-in staff member may export customers. While the answer is unknown or cannot be read, the
 * button shows and the server decides.
 */
export function useMayExport(): boolean {
  const { data } = useQuery({
    queryKey: customerKeys.me(),
    queryFn: ({ signal }) => request<StaffMe>('/admin/staff/me', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ? data.permissions.includes('customers.export') : true;
}
