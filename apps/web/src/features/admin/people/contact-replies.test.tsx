// @vitest-environment happy-dom
// /admin/contact's reply (decision 0352): an empty reply is refused in the dialog with the server's own words and
// nothing is sent; a reply kept open is mailed and shown under the message; Close and Reopen change the state.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import ContactsPage from './contacts-page.tsx';

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

async function sendContact(name: string) {
  const email = `${name.toLowerCase().replace(/\s/g, '.')}.${Date.now().toString(36)}@example.com`;
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/contacts/addContact',
    payload: { name, email, message: 'Do you sell refills?' },
  });
  expect(res.statusCode).toBe(201);
  return { id: (res.json() as { contact: { id: number } }).contact.id, email };
}

describe('replying to a contact request', () => {
  it('refuses an empty reply, then mails one kept open and shows it under the message', async () => {
    const sent = await sendContact('Gauri Patil');
    renderAdminPage(<ContactsPage />, `/admin/contact?search=${encodeURIComponent(sent.email)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Gauri Patil' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to Gauri Patil' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Write a reply before sending.');
    expect(writes(api)).toEqual([]);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Yes, 5 litre refills.' },
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Keep the request open after replying' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(`Reply sent to ${sent.email}; the request stays open.`),
    );
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        path: `/admin/contacts/${sent.id}/replies`,
        body: { message: 'Yes, 5 litre refills.', keepOpen: true },
      },
    ]);
    expect(await screen.findByText('Yes, 5 litre refills.')).toBeTruthy();
    expect(screen.getByText(/^Replied by /)).toBeTruthy();
    expect(screen.getByText('Open', { selector: 'span' })).toBeTruthy();
  });

  it('closes and reopens a request', async () => {
    const sent = await sendContact('Omkar Joshi');
    renderAdminPage(<ContactsPage />, `/admin/contact?search=${encodeURIComponent(sent.email)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Close request from Omkar Joshi' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Request closed.'));
    // A closed request has no Reply until it is reopened.
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen request from Omkar Joshi' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Request reopened.'));
    expect(await screen.findByRole('button', { name: 'Reply to Omkar Joshi' })).toBeTruthy();
  });
});
