// @vitest-environment happy-dom
// /admin/users against the real API on the demo shop: ?search= from the top bar, status active/pending/blocked
// with Block (after a confirmation) and Unblock, delete (anonymise, orders kept) only after confirmation with
// 'User deleted successfully', and 'Error loading users' / 'No users found'.
import type { User } from '@chamak/shared/accounts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import UsersPage from './users-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let made = 0;
/** Signs up a customer named `first` with a surname of its own; answers its id, name and e-mail. */
async function person(first: string, status?: User['status']) {
  made++;
  const surname = `${first === 'Meera' ? 'Nair' : 'Iyer'}${Date.now().toString(36)}${made}`;
  const fullname = `${first} ${surname}`;
  const user = await api.newCustomer({ fullname, email: `${first}.${surname}@example.com`.toLowerCase() });
  if (status && status !== 'active') await setStatus(user.userId, status);
  return { id: user.userId, fullname, surname, email: user.email };
}
async function setStatus(id: number, status: User['status']) {
  const res = await api.as(await api.adminToken(), {
    method: 'PATCH',
    url: `/api/users/${id}/status`,
    payload: { status },
  });
  expect(res.statusCode).toBe(200);
}
/** The customers as the server lists them to the admin now. */
async function allUsers() {
  const res = await api.as(await api.adminToken(), { method: 'GET', url: '/api/users/profile' });
  return res.json() as User[];
}

describe('users', () => {
  it('opens filtered by ?search= and keeps the search in the address', async () => {
    const ravi = await person('Ravi');
    const meera = await person('Meera');
    renderAdminPage(<UsersPage />, `/admin/users?search=${encodeURIComponent(ravi.email)}`);
    expect(await screen.findByText(ravi.fullname)).toBeTruthy();
    expect(screen.queryByText(meera.fullname)).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement;
    expect(search.value).toBe(ravi.email);
    fireEvent.change(search, { target: { value: meera.surname.toUpperCase() } });
    // The address follows the box at once; the server is asked once the typing pauses, and searches.
    expect(currentLocation()).toBe(`/admin/users?search=${meera.surname.toUpperCase()}`);
    expect(await screen.findByText(meera.fullname)).toBeTruthy();
    expect(screen.queryByText(ravi.fullname)).toBeNull();
    expect(api.callsTo(`/users/profile?page=1&pageSize=10&q=${meera.surname.toUpperCase()}`)).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'zzz-nobody' } });
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('shows each status and switches a user between active and pending', async () => {
    const ravi = await person('Ravi', 'pending');
    renderAdminPage(<UsersPage />, '/admin/users');
    const row = (await screen.findByText(ravi.fullname)).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: `Activate ${ravi.fullname}` }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        { method: 'PATCH', path: `/users/${ravi.id}/status`, body: { status: 'active' } },
      ]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('User updated'));
    await waitFor(() => expect(within(row).getByText('Active')).toBeTruthy());
    expect((await allUsers()).find((u) => u.id === ravi.id)?.status).toBe('active');
  });

  it('shows blocked users clearly, blocks and unblocks, and filters by Blocked', async () => {
    const kiran = await person('Kiran', 'blocked');
    const asha = await person('Asha');
    const everyone = await allUsers();
    const blockedNow = everyone.filter((u) => u.status === 'blocked').length;
    renderAdminPage(<UsersPage />, '/admin/users');
    expect(
      await screen.findByText(`${everyone.length} registered customers, ${blockedNow} blocked`),
    ).toBeTruthy();
    const blocked = screen.getByText(kiran.fullname).closest('tr')!;
    // In the Status column, and by the name for phones, where that column is scrolled out of view.
    expect(within(blocked).getAllByText('Blocked')).toHaveLength(2);
    expect(within(blocked).queryByRole('button', { name: `Block ${kiran.fullname}` })).toBeNull();
    fireEvent.click(within(blocked).getByRole('button', { name: `Unblock ${kiran.fullname}` }));
    await waitFor(() =>
      expect(writes(api)).toEqual([
        { method: 'PATCH', path: `/users/${kiran.id}/status`, body: { status: 'active' } },
      ]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('User updated'));

    const active = screen.getByText(asha.fullname).closest('tr')!;
    await waitFor(() =>
      expect(within(active).getByRole('button', { name: `Block ${asha.fullname}` })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    // Blocking asks first, naming the customer; Cancel leaves them as they are.
    fireEvent.click(within(active).getByRole('button', { name: `Block ${asha.fullname}` }));
    let ask = within(await screen.findByRole('dialog', { name: `Block ${asha.fullname}?` }));
    expect(ask.getByText(/is signed out everywhere and cannot log in until unblocked/)).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Block ${asha.fullname}?` })).toBeNull());
    expect(writes(api)).toHaveLength(1);
    fireEvent.click(within(active).getByRole('button', { name: `Block ${asha.fullname}` }));
    ask = within(await screen.findByRole('dialog', { name: `Block ${asha.fullname}?` }));
    expect(writes(api)).toHaveLength(1);
    fireEvent.click(ask.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('User blocked'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Block ${asha.fullname}?` })).toBeNull());
    expect(writes(api)[1]).toEqual({
      method: 'PATCH',
      path: `/users/${asha.id}/status`,
      body: { status: 'blocked' },
    });
    await waitFor(() => expect(within(active).getAllByText('Blocked')).toHaveLength(2));

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'blocked' } });
    expect(currentLocation()).toBe('/admin/users?status=blocked');
    await waitFor(() => expect(screen.queryByText(kiran.fullname)).toBeNull());
    expect(screen.getByText(asha.fullname)).toBeTruthy();
    const stored = await allUsers();
    expect(stored.find((u) => u.id === kiran.id)?.status).toBe('active');
    expect(stored.find((u) => u.id === asha.id)?.status).toBe('blocked');
  });

  it("asks before deleting, explains that orders are kept, then says 'User deleted successfully'", async () => {
    const meera = await person('Meera');
    renderAdminPage(<UsersPage />, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: `Delete user ${meera.fullname}` }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete?' }));
    expect(confirm.getByText(new RegExp(`the account of ${meera.fullname}`)).textContent).toMatch(
      /orders kept/,
    );
    expect(writes(api)).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('User deleted successfully'));
    expect(writes(api)).toEqual([{ method: 'DELETE', path: `/users/${meera.id}`, body: undefined }]);
    // The account is anonymised: its name and e-mail are gone from the list.
    await waitFor(() => expect(screen.queryByText(meera.fullname)).toBeNull());
    expect((await allUsers()).some((u) => u.email === meera.email)).toBe(false);
  });

  it("says 'Error loading users' when the list cannot be read", async () => {
    api.failNext((c) => c.path.startsWith('/users/profile?'));
    renderAdminPage(<UsersPage />, '/admin/users');
    expect(await screen.findByText('Error loading users')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Error loading users');
  });
});
