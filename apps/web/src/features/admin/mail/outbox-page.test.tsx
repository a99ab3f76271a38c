// @vitest-environment happy-dom
// /admin/outbox (D12): the mail the shop sent or kept, what 'kept' means, a modal to read one message, and
// Retry for a message the mail worker gave up on (decision 0011).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, recordToasts, renderAdminPage, reply } from '../list-kit/test-kit.tsx';
import OutboxPage from './outbox-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  api?.restore();
  api = undefined;
});

const mail = [
  {
    id: 2,
    to: 'asha@example.com',
    subject: 'Your Chamak order #15 is confirmed',
    text: 'Hello Asha,\n\nThank you for your order #15.\n\nChamak',
    status: 'kept',
    error: null,
    attempts: 0,
    nextAttemptAt: '2026-11-21T10:00:00.000Z',
    createdAt: '2026-11-21T10:00:00.000Z',
    sentAt: null,
  },
  {
    id: 1,
    to: 'ravi@example.com',
    subject: 'Reset your password',
    text: 'Use this link',
    status: 'failed',
    error: 'Connection refused',
    attempts: 6,
    nextAttemptAt: '2026-11-20T10:31:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    sentAt: null,
  },
];

describe('the mail outbox', () => {
  it("lists the mail, explains 'kept', and opens a message to read", async () => {
    api = fakeApi(() => mail);
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    expect(await screen.findByText('Your Chamak order #15 is confirmed')).toBeTruthy();
    expect(screen.getByText(/means SMTP is not configured/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read "Reset your password" to ravi@example.com' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Reset your password' }));
    expect(modal.getByText('Use this link')).toBeTruthy();
    expect(modal.getByText('Connection refused')).toBeTruthy();
  });

  it('shows tries and the last error, and Retry puts a failed message back in the queue', async () => {
    const toasts = recordToasts();
    let retried = false;
    api = fakeApi((call) => {
      if (call.method === 'POST' && call.path === '/admin/outbox/1/retry') {
        retried = true;
        return { message: 'Message queued again' };
      }
      return retried ? mail.map((m) => (m.id === 1 ? { ...m, status: 'queued', attempts: 0 } : m)) : mail;
    });
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    expect(await screen.findByText('6 tries')).toBeTruthy();
    expect(screen.getByText('Connection refused')).toBeTruthy();
    expect(screen.getByText('1 message could not be sent.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show it' }));
    expect(screen.queryByText('Your Chamak order #15 is confirmed')).toBeNull();
    // Only a failed message has Retry.
    expect(screen.queryByRole('button', { name: /^Retry "Your Chamak order/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry "Reset your password" to ravi@example.com' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Message queued again'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/admin/outbox/1/retry', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull());
  });

  it("toasts the server's reason when a retry is refused", async () => {
    const toasts = recordToasts();
    api = fakeApi((call) =>
      call.method === 'POST' ? reply(409, { message: 'Only a failed message can be retried.' }) : mail,
    );
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Retry "Reset your password" to ravi@example.com' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Only a failed message can be retried.'));
  });
});
