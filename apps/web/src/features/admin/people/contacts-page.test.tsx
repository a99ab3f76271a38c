// @vitest-environment happy-dom
// /admin/contact: 10 requests a page, a 50-character preview with 'Show more' only above 100 characters,
// search, delete only after confirmation with SPEC's toasts, and 'Failed to fetch contacts.'.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, recordToasts, renderAdminPage, reply } from '../list-kit/test-kit.tsx';
import type { ContactRequest } from './api.ts';
import ContactsPage from './contacts-page.tsx';

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

const long = `${'Is the floor cleaner safe on marble? '.repeat(4)}Thanks.`; // 155 characters
const medium = 'Do you deliver to Guwahati, and how long does it take to arrive there usually?'; // 79 characters

const contact = (id: number, overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  id,
  name: `Person ${id}`,
  email: `person${id}@example.com`,
  message: 'Hello',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('contact requests', () => {
  it('previews long messages in 50 characters with Show more, and shows shorter ones whole', async () => {
    api = fakeApi(() => [
      contact(1, { name: 'Priya', message: long }),
      contact(2, { name: 'Vikram', message: medium }),
      contact(3, { name: 'Exactly', message: 'x'.repeat(100) }),
    ]);
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
    api = fakeApi(() => Array.from({ length: 11 }, (_, i) => contact(i + 1)));
    renderAdminPage(<ContactsPage />, '/admin/contact');
    await screen.findByText('Person 1');
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getByText(/^Showing/).textContent).toBe('Showing 1 to 10 of 11 results');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contact requests' }), {
      target: { value: 'PERSON11@' },
    });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Person 11')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contact requests' }), {
      target: { value: 'nobody' },
    });
    expect(screen.getByText('No contact requests found')).toBeTruthy();
  });

  it("asks before deleting, then deletes, says 'Request Deleted...' and reloads", async () => {
    let list = [contact(1, { name: 'Priya' }), contact(2, { name: 'Vikram' })];
    api = fakeApi((call) => {
      if (call.method === 'DELETE') {
        list = list.filter((c) => `/contacts/remove/${c.id}` !== call.path);
        return { message: 'Request Deleted...' };
      }
      return list;
    });
    renderAdminPage(<ContactsPage />, '/admin/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request from Priya' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete?' }));
    expect(confirm.getByText(/Delete the request from Priya\?/)).toBeTruthy();
    expect(api.writes()).toEqual([]);

    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete request from Priya' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Request Deleted...'));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/contacts/remove/1', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Priya')).toBeNull());
    expect(screen.getByText('Vikram')).toBeTruthy();
  });

  it("says 'Error deleting Request' when the delete fails", async () => {
    api = fakeApi((call) => (call.method === 'DELETE' ? reply(500, { message: 'boom' }) : [contact(1)]));
    renderAdminPage(<ContactsPage />, '/admin/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request from Person 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error deleting Request'));
  });

  it("says 'Failed to fetch contacts.' when the list cannot be read", async () => {
    api = fakeApi(() => reply(500, { message: 'boom' }));
    renderAdminPage(<ContactsPage />, '/admin/contact');
    expect(await screen.findByText('Failed to fetch contacts.')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Failed to fetch contacts.');
  });
});
