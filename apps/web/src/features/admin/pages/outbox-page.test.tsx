// @vitest-environment happy-dom
// /admin/outbox (D12): the mail the shop sent or kept, what 'kept' means, and a modal to read one message.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderAdminPage } from '../list-kit/test-kit.tsx';
import OutboxPage from './outbox-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
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
});
