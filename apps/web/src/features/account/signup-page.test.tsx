// @vitest-environment happy-dom
// Signup against the real API: SPEC section 5's messages under the fields and the first one toasted, the
// show/hide toggle, a phone number written with spaces, a taken e-mail, and success going to /login after 2.5 s.
import { accountMessages } from '@chamak/shared/accounts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { toast } from '../../lib/toast.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import { serverMessage } from './api.ts';
import SignupPage from './signup-page.tsx';

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
let counter = 0;
/** A username and e-mail no other test used. */
const unique = () => `${Date.now().toString(36)}${++counter}`;

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** Password inputs have no textbox role while hidden: find them by label. */
const passwordInput = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
/** The error line an input points to with aria-describedby. */
const errorOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent ?? null;

function fill(
  values: Partial<Record<'fullname' | 'username' | 'phone' | 'email' | 'password' | 'confirm', string>>,
) {
  if (values.fullname !== undefined) type(field('Full name'), values.fullname);
  if (values.username !== undefined) type(field('Username'), values.username);
  if (values.phone !== undefined) type(field('Phone number'), values.phone);
  if (values.email !== undefined) type(field('Email'), values.email);
  if (values.password !== undefined) type(passwordInput('Password'), values.password);
  if (values.confirm !== undefined) type(passwordInput('Repeat password'), values.confirm);
}

const good = {
  fullname: 'Priya Sharma',
  username: 'priya',
  phone: '9876543210',
  email: 'Priya@Example.com',
  password: 'Clean@2024',
  confirm: 'Clean@2024',
};

describe('Signup', () => {
  it('shows every required message under its field, toasts the first and sends nothing', () => {
    renderPage(<SignupPage />, '/signup', '/signup');
    submit();
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith('Fullname is required!');
    expect(errorOf(field('Full name'))).toContain('Fullname is required!');
    expect(errorOf(field('Username'))).toContain('Username is required!');
    expect(errorOf(field('Phone number'))).toContain('Phone number is required!');
    expect(errorOf(field('Email'))).toContain('Email is required!');
    expect(errorOf(passwordInput('Password'))).toContain('Password is required!');
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Full name'));
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [{ email: 'priya@' }, 'Email', 'Invalid email address!'],
    [{ phone: '98765' }, 'Phone number', 'Phone number must be exactly 10 digits!'],
    [{ phone: '98765abcde' }, 'Phone number', 'Phone number must be exactly 10 digits!'],
    [{ password: 'Ab@1', confirm: 'Ab@1' }, 'Password', 'Password must be at least 8 characters.'],
    [
      { password: 'clean@2024', confirm: 'clean@2024' },
      'Password',
      'Password must contain at least one uppercase letter.',
    ],
    [
      { password: 'Clean@abcd', confirm: 'Clean@abcd' },
      'Password',
      'Password must contain at least one number.',
    ],
    [
      { password: 'Clean2024x', confirm: 'Clean2024x' },
      'Password',
      'Password must contain at least one special character.',
    ],
    [{ confirm: 'Clean@2025' }, 'Repeat password', 'Passwords do not match!'],
  ])('with %o says %s: %s', (change, label, message) => {
    renderPage(<SignupPage />, '/signup', '/signup');
    fill({ ...good, ...change });
    submit();
    expect(toasts.error).toHaveBeenCalledWith(message);
    const input = label === 'Password' || label === 'Repeat password' ? passwordInput(label) : field(label);
    expect(errorOf(input)).toContain(message);
    expect(api.calls).toHaveLength(0);
  });

  it('clears a field’s error when it is edited', () => {
    renderPage(<SignupPage />, '/signup', '/signup');
    submit();
    expect(errorOf(field('Username'))).not.toBeNull();
    type(field('Username'), 'p');
    expect(errorOf(field('Username'))).toBeNull();
    expect(errorOf(field('Full name'))).not.toBeNull();
  });

  it('shows and hides the password with a labelled, pressed toggle', () => {
    renderPage(<SignupPage />, '/signup', '/signup');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordInput('Password').type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(passwordInput('Password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the account, toasts success and goes to /login after 2.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const id = unique();
    renderPage(<SignupPage />, '/signup', '/signup?next=%2Fcheckout');
    fill({ ...good, username: `priya${id}`, email: `Priya${id}@Example.com` });
    submit();
    await eventually(() => expect(toasts.success).toHaveBeenCalledWith(accountMessages.signupSuccess));
    expect(api.callsTo('/users/signup')[0]).toMatchObject({
      body: {
        fullname: 'Priya Sharma',
        username: `priya${id}`,
        phone: '9876543210',
        email: `priya${id}@example.com`,
        password: 'Clean@2024',
      },
      status: 201,
    });
    expect(screen.getByTestId('location').textContent).toBe('/signup?next=%2Fcheckout');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByTestId('location').textContent).toBe('/login?next=%2Fcheckout');
    // The account is real: it logs in with the password chosen.
    const login = await api.as(undefined, {
      method: 'POST',
      url: '/api/users/login',
      payload: { email: `priya${id}@example.com`, password: 'Clean@2024' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes "98450 12345" as people write it and signs up with its 10 digits; refuses 1234567890', async () => {
    const id = unique();
    renderPage(<SignupPage />, '/signup', '/signup');
    // The field has room for '+91 98450 12345' as typed or pasted.
    expect(field('Phone number').maxLength).toBeGreaterThanOrEqual('+91 98450 12345'.length);
    fill({ ...good, username: `ravi${id}`, email: `ravi${id}@example.com`, phone: '1234567890' });
    submit();
    expect(errorOf(field('Phone number'))).toContain('Phone number must start with 6, 7, 8 or 9.');
    expect(api.calls).toHaveLength(0);

    fill({ phone: '98450 12345' });
    submit();
    await eventually(() => expect(toasts.success).toHaveBeenCalledWith(accountMessages.signupSuccess));
    expect(api.callsTo('/users/signup')[0]).toMatchObject({ body: { phone: '9845012345' }, status: 201 });
  });

  it('puts a taken e-mail under the Email field and toasts it', async () => {
    const existing = await api.newCustomer();
    renderPage(<SignupPage />, '/signup', '/signup');
    fill({ ...good, username: `priya${unique()}`, email: existing.email });
    submit();
    await eventually(() => expect(toasts.error).toHaveBeenCalledWith(accountMessages.emailTaken));
    expect(api.callsTo('/users/signup')[0]).toMatchObject({
      status: 409,
      response: { message: accountMessages.emailTaken },
    });
    // The toast is called in the error handler; the field's message comes with the next render.
    await eventually(() => expect(errorOf(field('Email'))).toContain(accountMessages.emailTaken));
    expect(screen.getByTestId('location').textContent).toBe('/signup');
  });

  it('keeps the client’s explanation when the connection drops', async () => {
    api.failNext((c) => c.path === '/users/signup');
    renderPage(<SignupPage />, '/signup', '/signup');
    fill({ ...good, username: `priya${unique()}`, email: `priya${unique()}@example.com` });
    submit();
    await eventually(() =>
      expect(toasts.error).toHaveBeenCalledWith('Network error. Please check your connection and try again.'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/signup');
  });

  it('says "An error occurred. Please try again." when a failure carries no message of the server’s', () => {
    // The real server always explains itself; the page's fallback is the rule for an answer without one.
    expect(serverMessage(new ApiError(500, 'Request failed (500)'))).toBeNull();
    expect(serverMessage(new ApiError(409, accountMessages.emailTaken))).toBe(accountMessages.emailTaken);
  });
});
