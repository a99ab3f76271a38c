// @vitest-environment happy-dom
// /admin/customers: the server's search (name, phone, e-mail) and figures; Export CSV only for a role that may
// export (Support reads customers but may not export them); a name opens the customer's page.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { recordToasts, renderAdminPage } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import CustomersPage from './customers-page.tsx';

const api = useRealApi();
beforeEach(() => {
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Signs a new staff member of `role` into the web session. */
async function logInStaff(role: string) {
  const user = await api.newCustomer();
  await api.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${user.userId}`,
  );
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
  session.save({ token: (res.json() as { token: string }).token, isAdmin: true });
}

describe('Admin → Customers', () => {
  it('searches by phone and shows the customer with a link to their page, and Export CSV for the Owner', async () => {
    const shopper = await api.newCustomer({ fullname: 'Revathi Subramaniam', phone: '9123400567' });
    await api.logInAdmin();
    renderAdminPage(<CustomersPage />, '/admin/customers');
    await screen.findByRole('heading', { name: 'Customers' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), {
      target: { value: '91234 00567' },
    });
    const link = await screen.findByRole('link', { name: 'Revathi Subramaniam' });
    expect(link.getAttribute('href')).toBe(`/admin/customers/${shopper.userId}`);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('hides Export CSV from Support, who may read customers but not export them', async () => {
    await logInStaff('support');
    renderAdminPage(<CustomersPage />, '/admin/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await waitFor(() => expect(api.callsTo('/admin/staff/me')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull());
  });
});
