// @vitest-environment happy-dom
// /admin/users: ?search= from the top bar, status active/pending/blocked with Block and Unblock, delete
// (anonymise, orders kept) only after
// confirmation with 'User deleted successfully', and 'Error loading users' / 'No users found'.
import type { User } from '@chamak/shared/accounts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, fakeApi, recordToasts, renderAdminPage, reply } from '../list-kit/test-kit.tsx';
import UsersPage from './users-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  localStorage.clear();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const user = (id: number, fullname: string, overrides: Partial<User> = {}): User => ({
  id,
  fullname,
  username: fullname.toLowerCase().replace(' ', '.'),
  email: `${fullname.toLowerCase().replace(' ', '.')}@example.com`,
  phone: `98765000${String(id).padStart(2, '0')}`,
  status: 'active',
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});
const people = [
  user(1, 'Asha Verma'),
  user(2, 'Ravi Iyer', { status: 'pending' }),
  user(3, 'Meera Nair'),
  user(4, 'Kiran Das', { status: 'blocked' }),
];

describe('users', () => {
  it('opens filtered by ?search= and keeps the search in the address', async () => {
    api = fakeApi(() => people);
    renderAdminPage(<UsersPage />, '/admin/users?search=ravi.iyer%40example.com');
    expect(await screen.findByText('Ravi Iyer')).toBeTruthy();
    expect(screen.queryByText('Asha Verma')).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement;
    expect(search.value).toBe('ravi.iyer@example.com');
    fireEvent.change(search, { target: { value: 'NAIR' } });
    expect(screen.getByText('Meera Nair')).toBeTruthy();
    expect(currentLocation()).toBe('/admin/users?search=NAIR');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it('shows each status and switches a user between active and pending', async () => {
    api = fakeApi((call) => (call.method === 'PATCH' ? { message: 'User updated' } : people));
    renderAdminPage(<UsersPage />, '/admin/users');
    const row = (await screen.findByText('Ravi Iyer')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Activate Ravi Iyer' }));
    await waitFor(() =>
      expect(api!.writes()).toEqual([
        { method: 'PATCH', path: '/users/2/status', body: { status: 'active' } },
      ]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('User updated'));
  });

  it('shows blocked users clearly, blocks and unblocks, and filters by Blocked', async () => {
    api = fakeApi((call) =>
      call.method === 'PATCH'
        ? {
            message: (call.body as { status: string }).status === 'blocked' ? 'User blocked' : 'User updated',
          }
        : people,
    );
    renderAdminPage(<UsersPage />, '/admin/users');
    expect(await screen.findByText('4 registered customers, 1 blocked')).toBeTruthy();
    const blocked = screen.getByText('Kiran Das').closest('tr')!;
    // In the Status column, and by the name for phones, where that column is scrolled out of view.
    expect(within(blocked).getAllByText('Blocked')).toHaveLength(2);
    expect(within(blocked).queryByRole('button', { name: 'Block Kiran Das' })).toBeNull();
    fireEvent.click(within(blocked).getByRole('button', { name: 'Unblock Kiran Das' }));
    await waitFor(() =>
      expect(api!.writes()).toEqual([
        { method: 'PATCH', path: '/users/4/status', body: { status: 'active' } },
      ]),
    );

    const active = screen.getByText('Asha Verma').closest('tr')!;
    fireEvent.click(within(active).getByRole('button', { name: 'Block Asha Verma' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('User blocked'));
    expect(api.writes()[1]).toEqual({
      method: 'PATCH',
      path: '/users/1/status',
      body: { status: 'blocked' },
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'blocked' } });
    expect(screen.getByText('Kiran Das')).toBeTruthy();
    expect(screen.queryByText('Asha Verma')).toBeNull();
  });

  it("asks before deleting, explains that orders are kept, then says 'User deleted successfully'", async () => {
    api = fakeApi((call) =>
      call.method === 'DELETE' ? { message: 'Account deleted successfully.' } : people,
    );
    renderAdminPage(<UsersPage />, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user Meera Nair' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete?' }));
    expect(confirm.getByText(/the account of Meera Nair/).textContent).toMatch(/orders kept/);
    expect(api.writes()).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('User deleted successfully'));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/users/3', body: undefined }]);
  });

  it("says 'Error loading users' when the list cannot be read", async () => {
    api = fakeApi(() => reply(500, { message: 'boom' }));
    renderAdminPage(<UsersPage />, '/admin/users');
    expect(await screen.findByText('Error loading users')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Error loading users');
  });
});
