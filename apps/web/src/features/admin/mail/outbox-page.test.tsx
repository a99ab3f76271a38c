// @vitest-environment happy-dom
// /admin/outbox (D12) against the real API: the mail the shop sent or kept, what 'kept' means, a modal to read
// one message, and Retry for a message the mail worker gave up on (decision 0011). The shop here has SMTP set
// to a mail server that refuses every message (the one outside service faked); the real mail worker's pass
// (drainOutbox) marks a message failed after its last try.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { keepMail, refusingSmtp, runMailWorkerOnce } from '../../../test/admin-mail.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OutboxPage from './outbox-page.tsx';

const api = useRealApi({ mailer: refusingSmtp });
beforeEach(() => api.logInAdmin());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const resetSubject = 'Reset your Chamak password';

/** A customer asks for a password reset; the mail worker's one try fails, so the message is 'failed'. */
async function failedReset() {
  const user = await api.newCustomer();
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: user.email },
  });
  expect(res.statusCode).toBe(200);
  expect((await runMailWorkerOnce(api, refusingSmtp)).failed).toBeGreaterThan(0);
  return user.email;
}

/** A message written while the shop had no SMTP: kept in the outbox, not sent. */
async function keptMail(subject: string, text: string) {
  await keepMail(api, { to: 'asha@example.com', subject, text });
}

const failedCount = async () => {
  const res = await api.as(await api.adminToken(), { method: 'GET', url: '/api/admin/outbox' });
  return (res.json() as { status: string }[]).filter((m) => m.status === 'failed').length;
};

describe('the mail outbox', () => {
  it("lists the mail, explains 'kept', and opens a message to read", async () => {
    await keptMail(
      'Your Chamak order #15 is confirmed',
      'Hello Asha,\n\nThank you for your order #15.\n\nChamak',
    );
    const to = await failedReset();
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    expect(await screen.findByText('Your Chamak order #15 is confirmed')).toBeTruthy();
    expect(screen.getByText(/means SMTP is not configured/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Read "${resetSubject}" to ${to}` }));
    const modal = within(await screen.findByRole('dialog', { name: resetSubject }));
    expect(modal.getByText(/reset/i, { selector: 'pre, p, div' })).toBeTruthy();
    expect(modal.getByText('Connection refused')).toBeTruthy();
  });

  it('shows a mail with an HTML part as the shopper sees it, in a sandboxed frame, and its text part', async () => {
    const to = await failedReset();
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    fireEvent.click(await screen.findByRole('button', { name: `Read "${resetSubject}" to ${to}` }));
    const modal = within(await screen.findByRole('dialog', { name: resetSubject }));
    expect(modal.getByText(/Someone asked to reset the password/, { selector: 'pre' })).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'As the shopper sees it' }));
    const frame = modal.getByTitle(`${resetSubject} (HTML)`) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('Choose a new password');
    expect(html).toMatch(/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(modal.queryByText(/Someone asked to reset the password/, { selector: 'pre' })).toBeNull();
    fireEvent.click(modal.getByRole('button', { name: 'Plain text' }));
    expect(modal.getByText(/Someone asked to reset the password/, { selector: 'pre' })).toBeTruthy();
  });

  it('shows tries and the last error, and Retry puts a failed message back in the queue', async () => {
    const toasts = recordToasts();
    await keptMail('Your Chamak order #16 is confirmed', 'Thank you for your order #16.');
    const to = await failedReset();
    const failed = await failedCount();
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    const row = (await screen.findByRole('button', { name: `Read "${resetSubject}" to ${to}` })).closest(
      'tr',
    )!;
    expect(within(row).getByText('1 try')).toBeTruthy();
    expect(within(row).getByText('Connection refused')).toBeTruthy();
    const plural = failed === 1 ? '1 message could not be sent.' : `${failed} messages could not be sent.`;
    expect(screen.getByText(plural, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: failed === 1 ? 'Show it' : 'Show them' }));
    // The server filters: the page asks for the failed mail only.
    expect(currentLocation()).toBe('/admin/outbox?status=failed');
    await waitFor(() => expect(screen.queryByText('Your Chamak order #16 is confirmed')).toBeNull());
    // Only a failed message has Retry.
    expect(screen.queryByRole('button', { name: /^Retry "Your Chamak order/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Retry "${resetSubject}" to ${to}` }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Message queued again'));
    expect(writes(api).map((c) => `${c.method} ${c.path}`)).toEqual([
      expect.stringMatching(/^POST \/admin\/outbox\/\d+\/retry$/),
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Retry "${resetSubject}" to ${to}` })).toBeNull(),
    );
    expect(await failedCount()).toBe(failed - 1);
  });

  it("toasts the server's reason when a retry is refused", async () => {
    const toasts = recordToasts();
    const to = await failedReset();
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    const retry = await screen.findByRole('button', { name: `Retry "${resetSubject}" to ${to}` });
    // Another admin retries it first: it is queued again, no longer failed.
    const id = await failedIdOf(to);
    const first = await api.as(await api.adminToken(), {
      method: 'POST',
      url: `/api/admin/outbox/${id}/retry`,
    });
    expect(first.statusCode).toBe(200);
    fireEvent.click(retry);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Only a failed message can be retried.'));
  });
});

async function failedIdOf(to: string) {
  const res = await api.as(await api.adminToken(), { method: 'GET', url: '/api/admin/outbox' });
  const found = (res.json() as { id: number; to: string; status: string }[]).find(
    (m) => m.to === to && m.status === 'failed',
  );
  if (!found) throw new Error(`no failed mail to ${to}`);
  return found.id;
}
