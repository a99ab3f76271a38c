// The back-office's staff calls (decision 0348): who is signed in and what they may do, the staff and invitations,
// roles, suspensions, and the owner's staff settings.
import type { StaffInviteBody, StaffList, StaffMe, StaffRole, StaffSettings } from '@chamak/shared/staff';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../admin-api.ts';
import { adminKeys } from '../list-kit/keys.ts';

export const staffKeys = {
  all: () => [...adminKeys.all, 'staff'] as const,
  me: () => [...staffKeys.all(), 'me'] as const,
  list: () => [...staffKeys.all(), 'list'] as const,
  settings: () => [...staffKeys.all(), 'settings'] as const,
};

export const staffMeQuery = () =>
  queryOptions({
    queryKey: staffKeys.me(),
    queryFn: ({ signal }) => request<StaffMe>('/admin/staff/me', { signal }),
    staleTime: 60_000,
  });

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => request<StaffList>('/admin/staff', { signal }),
  });

export const staffSettingsQuery = () =>
  queryOptions({
    queryKey: staffKeys.settings(),
    queryFn: ({ signal }) => request<StaffSettings>('/admin/staff/settings', { signal }),
  });

type Said = { message: string };

export const staffCalls = {
  invite: (body: StaffInviteBody) => request<Said>('/admin/staff/invitations', { method: 'POST', body }),
  revoke: (id: number) => request<Said>(`/admin/staff/invitations/${id}`, { method: 'DELETE' }),
  setRole: (id: number, role: StaffRole) =>
    request<Said>(`/admin/staff/${id}/role`, { method: 'PATCH', body: { role } }),
  setStatus: (id: number, status: 'active' | 'suspended') =>
    request<Said>(`/admin/staff/${id}/status`, { method: 'PATCH', body: { status } }),
  remove: (id: number) => request<Said>(`/admin/staff/${id}`, { method: 'DELETE' }),
  saveSettings: (body: StaffSettings) =>
    request<StaffSettings>('/admin/staff/settings', { method: 'PUT', body }),
};
