// Browser journeys of the account pages: at 1280 and 390 px, the login's messages, one per attempt and never over
// the logo, "Back to shop" or the form (decision 0306), a blocked account told so only after the right password;
// the password pages in the login's frame without the shop's header and footer, a used reset link said on opening
// (decision 0307); at 390 px, deleting the account landing on the home page with SPEC's message. E2E_SHOTS_DIR
// saves screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, journey, mobile, type OpenedPage, openPage, type Viewport, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const { url, api, call, browser, adminToken, pageWithSession, shots } = adminJourney();

let serial = 0;
/** A new customer signed up through the API, with a token of their own. */
async function newCustomer() {
  serial++;
  const tag = `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    fullname: 'Meera Iyer',
    username: `meera.${tag}`,
    email: `meera.${tag}@example.com`,
    phone: '9876543210',
    password: 'Shop@1234',
  };
  const { userId } = await api<{ userId: number }>('/users/signup', { body: account });
  const { token } = await api<{ token: string }>('/users/login', {
    body: { email: account.email, password: account.password },
  });
  return { ...account, userId, token };
}

/** The toasts on screen, top to bottom. */
const toastTexts = (page: Page) => page.locator('div[aria-live="polite"] > output').allInnerTexts();

/**
 * The links, buttons, inputs and labels of the page a toast lies over (by their text or name); none, when the
 * toasts keep clear of the page's controls.
 */
function controlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll('div[aria-live="polite"] > output'), (t) =>
      t.getBoundingClientRect(),
    );
    const controls = Array.from(document.querySelectorAll('#main a, #main button, #main input, #main label'));
    return controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return toasts.some(
          (t) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom,
        );
      })
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
  });
}

/** Where the shop's e-mailed reset link leads, read from the outbox (no SMTP in tests). */
async function resetLinkFor(email: string): Promise<string> {
  await api('/users/forgot-password', { body: { email } });
  const outbox = await api<{ to: string; text: string }[]>('/admin/outbox', { token: adminToken() });
  const mail = outbox.find((m) => m.to === email);
  const link = /\/reset-password\?token=[^\s]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

async function withPage(viewport: Viewport, run: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(browser(), viewport);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

describe('login messages', () => {
  for (const viewport of [desktop, mobile])
    it(
      `shows one message per attempt, clear of the logo, Back to shop and the form (${viewport.width} px)`,
      async () => {
        const customer = await newCustomer();
        await withPage(viewport, async ({ page, errors }) => {
          await page.goto(url('/login'));
          const form = page.getByRole('form', { name: 'Log in' });
          const login = form.getByRole('button', { name: 'Login' });
          await login.click();
          await expect.poll(() => toastTexts(page), wait).toEqual(['Email and Password are required!']);
          expect(await controlsUnderToasts(page)).toEqual([]);
          if (shots) await page.screenshot({ path: `${shots}/login-required-${viewport.width}.png` });

          // A second attempt, sent this time and refused: its message alone, by the button.
          await form.getByLabel('Email').fill(customer.email);
          await form.getByLabel('Password', { exact: true }).fill('Wrong@1234');
          await login.click();
          await expect
            .poll(
              async () =>
                (await form.getByRole('alert').count()) ? form.getByRole('alert').innerText() : '',
              wait,
            )
            .toBe('Invalid email or password.');
          expect(await toastTexts(page)).toEqual([]);
          expect(await page.getByText('Invalid email or password.').count()).toBe(1);
          if (shots) await page.screenshot({ path: `${shots}/login-refused-${viewport.width}.png` });

          // Blocked by the shop: told so once the password is right, not "log in again".
          await api(`/users/${customer.userId}/status`, {
            method: 'PATCH',
            body: { status: 'blocked' },
            token: adminToken(),
          });
          await form.getByLabel('Password', { exact: true }).fill(customer.password);
          await login.click();
          await expect
            .poll(() => form.getByRole('alert').innerText(), wait)
            .toBe('This account is blocked. Please contact us.');
          expect(await toastTexts(page)).toEqual([]);
          expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({});
          if (shots) await page.screenshot({ path: `${shots}/login-blocked-${viewport.width}.png` });
          expect(new URL(page.url()).pathname).toBe('/login');
          expect(errors.filter((e) => !e.startsWith('console error: Failed to load resource:'))).toEqual([]);
        });
      },
      journey,
    );
});

describe('password pages', () => {
  for (const viewport of [desktop, mobile])
    it(
      `have the login's frame, and a used reset link says so on opening (${viewport.width} px)`,
      async () => {
        const customer = await newCustomer();
        await withPage(viewport, async ({ page, errors }) => {
          await page.goto(url('/forgot-password'));
          await page.getByRole('form', { name: 'Reset password request' }).waitFor();
          expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
          expect(await page.getByRole('contentinfo').count()).toBe(0);
          await page.getByRole('link', { name: /Back to shop/ }).waitFor();
          // The request's own message toasts below the top bar too.
          await page.getByRole('button', { name: 'Send reset link' }).click();
          await expect.poll(() => toastTexts(page), wait).toEqual(['Email is required!']);
          expect(await controlsUnderToasts(page)).toEqual([]);
          if (shots) await page.screenshot({ path: `${shots}/forgot-password-${viewport.width}.png` });

          const link = await resetLinkFor(customer.email);
          await page.goto(url(link));
          const form = page.getByRole('form', { name: 'Set a new password' });
          await form.waitFor();
          expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
          if (shots) await page.screenshot({ path: `${shots}/reset-password-${viewport.width}.png` });

          // Used elsewhere (another tab, an earlier click): opening it again says so before any typing.
          const token = new URL(url(link)).searchParams.get('token');
          expect(
            (await call('/users/reset-password', { body: { token, password: 'Fresh#2468' } })).status,
          ).toBe(200);
          await page.goto(url(link));
          await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
          expect(await form.count()).toBe(0);
          expect(await page.getByRole('alert').innerText()).toContain(
            'This reset link is not valid or has expired. Please ask for a new one.',
          );
          await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
          expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
          if (shots) await page.screenshot({ path: `${shots}/reset-password-used-${viewport.width}.png` });
          expect(errors.filter((e) => !e.startsWith('console error: Failed to load resource:'))).toEqual([]);
        });
      },
      journey,
    );
});

describe('deleting the account', () => {
  // At one width, a phone's: the steps are the same at 1280 px.
  const viewport = mobile;
  it(
    `lands on the home page with "Account deleted successfully." (${viewport.width} px)`,
    async () => {
      const customer = await newCustomer();
      const shopper = await pageWithSession(viewport, {
        token: customer.token,
        userId: String(customer.userId),
      });
      try {
        const { page } = shopper;
        await page.goto(url('/track-order?tab=delete'));
        await page.getByRole('tabpanel').getByRole('button', { name: 'Delete Account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
        await expect.poll(() => toastTexts(page), wait).toContain('Account deleted successfully.');
        await page.waitForURL((u) => u.pathname === '/');
        await page.getByRole('banner').waitFor();
        // The home page has its first products in: a stray redirect (the profile page's "log in first", a refused
        // call's "log in again") would have shown itself by now.
        await page.getByRole('region', { name: 'New Arrivals' }).locator('article').first().waitFor();
        const at = new URL(page.url());
        expect(at.pathname + at.search).toBe('/');
        expect(await toastTexts(page)).not.toContain('Authentication error. Please log in again.');
        expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({});
        if (shots) await page.screenshot({ path: `${shots}/account-deleted-${viewport.width}.png` });
        expect(
          (await call('/users/login', { body: { email: customer.email, password: customer.password } }))
            .status,
        ).toBe(401);
        expect(shopper.errors).toEqual([]);
      } finally {
        await shopper.close();
      }
    },
    journey,
  );
});
