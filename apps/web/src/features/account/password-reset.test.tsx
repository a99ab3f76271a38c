// @vitest-environment happy-dom
// Forgot password (D12): the request by e-mail with the same answer for every address, and the reset page
// with the signup password rules, a used or expired link, and success going to /login.
import { accountMessages } from '@chamak/shared/accounts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from './forgot-password-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import { fakeApi, recordToasts, renderPage, reply } from './test-helpers.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const token = 'a'.repeat(43);
const location = () => screen.getByTestId('location').textContent;
const password = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('Forgot password', () => {
  it('checks the e-mail before sending', () => {
    api = fakeApi(() => ({}));
    renderPage(<ForgotPasswordPage />, '/forgot-password', '/forgot-password');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(toasts.error).toHaveBeenCalledWith('Invalid email address!');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the link and shows the server’s answer', async () => {
    api = fakeApi(() => ({ message: accountMessages.resetSent }));
    renderPage(<ForgotPasswordPage />, '/forgot-password', '/forgot-password');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: ' Asha@Example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(api.to('/users/forgot-password')[0]?.body).toEqual({ email: 'asha@example.com' });
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

  it('uses the signup password rules and the repeat check', () => {
    api = fakeApi(() => ({}));
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${token}`);
    fireEvent.change(password('New password'), { target: { value: 'cleanhome1!' } });
    fireEvent.change(password('Repeat new password'), { target: { value: 'cleanhome1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(toasts.error).toHaveBeenCalledWith('Password must contain at least one uppercase letter.');
    expect(screen.getByText('Passwords do not match!')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sets the password with the token and goes to /login after 2.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    api = fakeApi(() => ({ message: accountMessages.resetDone }));
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${token}`);
    fireEvent.change(password('New password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.change(password('Repeat new password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith(accountMessages.resetDone));
    expect(api.to('/users/reset-password')[0]?.body).toEqual({ token, password: 'Cleanhome@1' });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/login');
  });

  it('says a used or expired link cannot be used and offers a new one', async () => {
    api = fakeApi(() => reply(400, { message: accountMessages.resetInvalid }));
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${token}`);
    fireEvent.change(password('New password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.change(password('Repeat new password'), { target: { value: 'Cleanhome@1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(accountMessages.resetInvalid);
  });
});
