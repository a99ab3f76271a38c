// @vitest-environment happy-dom
// Forgot password (D12) against the real API: the request by e-mail with the same answer for every address,
// the link read from the mail the shop queued, and the reset page with the signup password rules, a used or
// expired link said on opening (decision 0307), and success going to /login; both pages in the login's frame.
import { accountMessages } from '@chamak/shared/accounts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { toast } from '../../lib/toast.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const api = useRealApi();

let toasts: { success: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> };
beforeEach(() => {
  toasts = {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** vi.waitFor with room for a busy machine (the real API, two cores). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

/** The reset link's token in the last mail the shop queued for `email` (no SMTP in tests: it is kept). */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await rows<{ text: string }>(
    api.database.db,
    sql`select text from mail_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

/** Asks for a reset link for a fresh customer through the real route; answers the customer and the token. */
async function resetLink() {
  const shopper = await api.newCustomer();
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: shopper.email },
  });
  expect(res.statusCode).toBe(200);
  return { shopper, token: await mailedToken(shopper.email) };
}

const location = () => screen.getByTestId('location').textContent;
const password = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** Opens the reset page for `token` and waits for its form (shown once the link is checked). */
async function openResetForm(token: string) {
  renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${token}`);
  expect(await screen.findByRole('form', { name: 'Set a new password' })).toBeTruthy();
}

describe('Forgot password', () => {
  it('has the login page’s frame: the logo and Back to shop, the way back to login', () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password', '/forgot-password');
    expect(screen.getByRole('link', { name: /Back to shop/ }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Chamak' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Back to login/ }).getAttribute('href')).toBe('/login');
  });

  it('checks the e-mail before sending', () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password', '/forgot-password');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(toasts.error).toHaveBeenCalledWith('Invalid email address!');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the link and shows the server’s answer, the same for a known and an unknown address', async () => {
    const shopper = await api.newCustomer();
    renderPage(<ForgotPasswordPage />, '/forgot-password', '/forgot-password');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: ` ${shopper.email.toUpperCase()} ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(api.callsTo('/users/forgot-password')[0]).toMatchObject({
      body: { email: shopper.email },
      status: 200,
      response: { message: accountMessages.resetSent },
    });
    expect(screen.getByText(accountMessages.resetSent)).toBeTruthy();
    expect(await mailedToken(shopper.email)).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    cleanup();
    renderPage(<ForgotPasswordPage />, '/forgot-password', '/forgot-password');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'nobody-here@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(accountMessages.resetSent)).toBeTruthy();
  });
});

describe('Reset password', () => {
  it('says the link is not valid when it has no token', () => {
    renderPage(<ResetPasswordPage />, '/reset-password', '/reset-password');
    expect(screen.getByRole('alert').textContent).toContain(accountMessages.resetInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('uses the signup password rules and the repeat check', async () => {
    const { token } = await resetLink();
    await openResetForm(token);
    fireEvent.change(password('New password'), { target: { value: 'cleanhome1!' } });
    fireEvent.change(password('Repeat new password'), { target: { value: 'cleanhome1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(toasts.error).toHaveBeenCalledWith('Password must contain at least one uppercase letter.');
    expect(screen.getByText('Passwords do not match!')).toBeTruthy();
    expect(api.callsTo('/users/reset-password')).toHaveLength(0);
  });

  it('sets the password with the token and goes to /login after 2.5 s; the new password logs in', async () => {
    const { shopper, token } = await resetLink();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await openResetForm(token);
    expect(screen.getByRole('link', { name: /Back to shop/ })).toBeTruthy();
    fireEvent.change(password('New password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.change(password('Repeat new password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await eventually(() => expect(toasts.success).toHaveBeenCalledWith(accountMessages.resetDone));
    expect(api.callsTo('/users/reset-password')[0]).toMatchObject({
      body: { token, password: 'Cleanhome@1' },
      status: 200,
    });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/login');
    const login = (password: string) =>
      api.as(undefined, {
        method: 'POST',
        url: '/api/users/login',
        payload: { email: shopper.email, password },
      });
    expect((await login('Cleanhome@1')).statusCode).toBe(200);
    expect((await login(shopper.password)).statusCode).toBe(401);
  });

  it('says on opening that a used link cannot be used, before any typing, and offers a new one', async () => {
    const { token } = await resetLink();
    const used = await api.as(undefined, {
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Firstreset@1' },
    });
    expect(used.statusCode).toBe(200);
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(accountMessages.resetInvalid);
    expect(screen.queryByRole('form', { name: 'Set a new password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(api.callsTo('/users/reset-password/check')).toMatchObject([
      { method: 'POST', body: { token }, status: 200, response: { valid: false } },
    ]);
    expect(api.callsTo('/users/reset-password')).toHaveLength(0);
  });

  it('says on opening that an expired link cannot be used; a working link stays usable after the check', async () => {
    const expired = await resetLink();
    await api.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${expired.shopper.userId}`,
    );
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${expired.token}`);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    cleanup();

    const { token } = await resetLink();
    await openResetForm(token);
    cleanup();
    await openResetForm(token); // opened again: the check did not use it up
    const reset = await api.as(undefined, {
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Cleanhome@1' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('still says so when the link is used up between opening and saving', async () => {
    const { token } = await resetLink();
    await openResetForm(token);
    await api.as(undefined, {
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Firstreset@1' },
    });
    fireEvent.change(password('New password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.change(password('Repeat new password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(api.callsTo('/users/reset-password')[0]).toMatchObject({
      status: 400,
      response: { message: accountMessages.resetInvalid },
    });
  });
});
