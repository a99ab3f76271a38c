// @vitest-environment happy-dom
// After a sign-in by mobile code that made the account, the login page asks once for the name and e-mail (not when
// going on to the checkout, which asks for them itself); the profile shows the stand-in e-mail as none and takes
// the first one without a password. Against the real API in sandbox.
import { accountMessages, hasNoEmail } from '@chamak/shared/accounts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import { PasswordPanel } from './change-password-form.tsx';
import LoginPage from './login-page.tsx';
import { ProfilePanel } from './profile-panel.tsx';

const api = useRealApi();

beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {});
  vi.spyOn(toast, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
const location = () => screen.getByTestId('location').textContent;
const freshNumber = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const freshEmail = () => `kavya.${Math.random().toString(36).slice(2, 10)}@example.com`;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function signInByCodeOnLoginPage(url: string) {
  renderPage(<LoginPage />, '/login', url);
  fireEvent.click(await screen.findByRole('button', { name: 'Continue with mobile number' }));
  const phone = freshNumber();
  type('Mobile number', phone);
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: '6-digit code' });
  type('6-digit code', '123456');
  await eventually(() => expect(api.callsTo('/auth/otp/verify')[0]?.status).toBe(200));
  return api.callsTo('/auth/otp/verify')[0]!.response as { token: string; userId: number };
}

const profileOf = async (who: { token: string; userId: number }) =>
  (
    (await api.as(who.token, { method: 'GET', url: `/api/users/profile/${who.userId}` })).json() as {
      user: { fullname: string; email: string };
    }
  ).user;

describe('the name and e-mail of a new account made by a code', () => {
  it('are asked once on the login page, saved to the profile, then on to where the shopper was going', async () => {
    const who = await signInByCodeOnLoginPage('/login?next=%2Fwishlist');
    await screen.findByRole('heading', { name: 'One more thing' });
    expect(document.activeElement).toBe(field('Full name'));
    // Nothing typed: each field says what it needs, and the page stays.
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await eventually(() => expect(field('Full name').getAttribute('aria-invalid')).toBe('true'));
    expect(location()).toBe('/login?next=%2Fwishlist');

    const email = freshEmail();
    type('Full name', 'Kavya Nair');
    type('Email', email);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await eventually(() => expect(location()).toBe('/wishlist'));
    expect(await profileOf(who)).toMatchObject({ fullname: 'Kavya Nair', email });
  });

  it('may be skipped, leaving the account as it was', async () => {
    const who = await signInByCodeOnLoginPage('/login?next=%2Fwishlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await eventually(() => expect(location()).toBe('/wishlist'));
    expect(hasNoEmail((await profileOf(who)).email)).toBe(true);
  });

  it('are not asked on the way to the checkout, whose form asks for them', async () => {
    await signInByCodeOnLoginPage('/login?next=%2Fcheckout');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(location()).toBe('/checkout');
    expect(screen.queryByRole('heading', { name: 'One more thing' })).toBeNull();
  });

  it('show in the profile as no e-mail yet, and the first one needs no password', async () => {
    const who = await signInByCodeOnLoginPage('/login?next=%2Fcheckout');
    cleanup();
    renderPage(<ProfilePanel userId={who.userId} />, '/track-order', '/track-order');
    await screen.findByRole('button', { name: 'Update' });
    expect(field('Email').value).toBe('');
    expect(field('Email').placeholder).toBe('Not given yet');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    type('Full name', 'Ravi Kumar');
    const email = freshEmail();
    type('Email', email);
    // No current password asked: the account has none.
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Update' });
    expect(await profileOf(who)).toMatchObject({ fullname: 'Ravi Kumar', email });
    expect(field('Email').value).toBe(email);

    // No password to change: the password part says how to set one, by the link mailed to that address.
    cleanup();
    renderPage(<PasswordPanel userId={who.userId} />, '/track-order', '/track-order');
    const link = await screen.findByRole('link', { name: 'set a password with Forgot Password' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    // A later change of that e-mail is refused under the field, before anything is sent, and the form keeps it.
    cleanup();
    renderPage(<ProfilePanel userId={who.userId} />, '/track-order', '/track-order');
    await screen.findByRole('button', { name: 'Update' });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const patches = api.callsTo(`/users/profile/${who.userId}`, 'PATCH').length;
    const other = freshEmail();
    type('Email', other);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await eventually(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    const under = field('Email').getAttribute('aria-describedby')?.split(' ')[0];
    expect(document.getElementById(under!)?.textContent?.replace(/^⚠/, '')).toBe(
      accountMessages.emailNeedsPassword,
    );
    expect(field('Email').value).toBe(other);
    expect(api.callsTo(`/users/profile/${who.userId}`, 'PATCH')).toHaveLength(patches);
    expect((await profileOf(who)).email).toBe(email);
  });
});
