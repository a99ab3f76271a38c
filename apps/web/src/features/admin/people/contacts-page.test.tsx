// @vitest-environment happy-dom
// /admin/contact: 10 requests a page, a 50-character preview with 'Show more' only above 100 characters,
// search, delete only after confirmation with SPEC's toasts, and 'Failed to fetch contacts.'.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import type { ContactRequest } from './api.ts';
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

const long = `${'Is the floor cleaner safe on marble? '.repeat(4)}Thanks.`; // 155 characters
const medium = 'Do you deliver to Guwahati, and how long does it take to arrive there usually?'; // 79 characters

let sent = 0;
/** Sends a message through the shop's public contact form; a name of its own unless given one. */
async function sendContact(fields: Partial<Pick<ContactRequest, 'name' | 'email' | 'message'>> = {}) {
  sent++;
  const body = {
    name: `Person ${Date.now().toString(36)}${sent}`,
    email: `person${Date.now().toString(36)}${sent}@example.com`,
    message: 'Hello',
    ...fields,
  };
  const res = await api.as(undefined, { method: 'POST', url: '/api/contacts/addContact', payload: body });
  expect(res.statusCode).toBe(201);
  return (res.json() as { contact: ContactRequest }).contact;
}
/** How many contact requests the shop holds now. */
async function contactCount() {
  const res = await api.as(await api.adminToken(), { method: 'GET', url: '/api/contacts/getContact' });
  return (res.json() as ContactRequest[]).length;
}

describe('contact requests', () => {
  it('previews long messages in 50 characters with Show more, and shows shorter ones whole', async () => {
    await sendContact({ name: 'Exactly', message: 'x'.repeat(100) });
    await sendContact({ name: 'Vikram', message: medium });
    await sendContact({ name: 'Priya', message: long });
    renderAdminPage(<ContactsPage />, '/admin/contact');
    expect(long.length).toBeGreaterThan(100);
    const preview = await screen.findByText(`${long.slice(0, 50).trimEnd()}…`);
    expect(preview).toBeTruthy();
    expect(screen.queryByText(long)).toBeNull();
    // Show more only for the message above 100 characters.
    expect(screen.getAllByRole('button', { name: /^Show more/ })).toHaveLength(1);
    expect(screen.getByText(medium)).toBeTruthy();
    expect(screen.getByText('x'.repeat(100))).toBeTruthy();

    const more = screen.getByRole('button', { name: 'Show more of the message from Priya' });
    fireEvent.click(more);
    expect(screen.getByText(long)).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show less of the message from Priya' }));
    expect(screen.queryByText(long)).toBeNull();
  });

  it('shows 10 a page and searches by name, email or message', async () => {
    const tag = Date.now().toString(36);
    const first = await sendContact({ email: `first.${tag}@example.com` });
    for (let i = 0; i < 10; i++) await sendContact();
    const total = await contactCount();
    renderAdminPage(<ContactsPage />, '/admin/contact');
    await screen.findByText(/^Showing/);
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getByText(/^Showing/).textContent).toBe(`Showing 1 to 10 of ${total} results`);
    // The oldest of the eleven is on page 2; the search finds it by its e-mail, whatever the case.
    expect(screen.queryByText(first.name)).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contact requests' }), {
      target: { value: `FIRST.${tag.toUpperCase()}@` },
    });
    // The server searches (the page holds only the ten it was sent).
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText(first.name)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contact requests' }), {
      target: { value: 'nobody wrote this' },
    });
    expect(await screen.findByText('No contact requests found')).toBeTruthy();
  });

  it("asks before deleting, then deletes, says 'Request Deleted...' and reloads", async () => {
    const vikram = await sendContact({ name: 'Vikram Rao' });
    const priya = await sendContact({ name: 'Priya Menon' });
    renderAdminPage(<ContactsPage />, '/admin/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request from Priya Menon' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete?' }));
    expect(confirm.getByText(/Delete the request from Priya Menon\?/)).toBeTruthy();
    expect(writes(api)).toEqual([]);

    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete request from Priya Menon' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Request Deleted...'));
    expect(writes(api)).toEqual([
      { method: 'DELETE', path: `/contacts/remove/${priya.id}`, body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByText('Priya Menon')).toBeNull());
    expect(screen.getByText(vikram.name)).toBeTruthy();
    const left = await api.as(await api.adminToken(), { method: 'GET', url: '/api/contacts/getContact' });
    expect((left.json() as ContactRequest[]).map((c) => c.id)).not.toContain(priya.id);
  });

  it("says 'Error deleting Request' when the delete fails", async () => {
    const kept = await sendContact({ name: 'Still Here' });
    renderAdminPage(<ContactsPage />, '/admin/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request from Still Here' }));
    api.failNext((c) => c.method === 'DELETE');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error deleting Request'));
    expect(screen.getByText(kept.name)).toBeTruthy();
  });

  it("shows the server's reason when the request is already gone", async () => {
    const gone = await sendContact({ name: 'Already Gone' });
    renderAdminPage(<ContactsPage />, '/admin/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request from Already Gone' }));
    // Another admin deletes it first: the server answers 404 with its reason.
    await api.as(await api.adminToken(), { method: 'DELETE', url: `/api/contacts/remove/${gone.id}` });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Contact request not found.'));
    expect(api.callsTo(`/contacts/remove/${gone.id}`, 'DELETE')[0]?.status).toBe(404);
  });

  it("says 'Failed to fetch contacts.' when the list cannot be read", async () => {
    api.failNext((c) => c.path.startsWith('/admin/contacts?'));
    renderAdminPage(<ContactsPage />, '/admin/contact');
    expect(await screen.findByText('Failed to fetch contacts.')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Failed to fetch contacts.');
  });
});
