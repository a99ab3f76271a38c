// @vitest-environment happy-dom
// /admin against the real API (in the sandbox, where every sign-in code counts toward the daily cap as a sent one
// does): no word of the sign-in codes under 80 % of the settings' daily cap, a warning from 80 % that says what
// happens at the cap and links to the setting, and a stronger one once the cap is reached.
import type { DashboardView } from '@chamak/shared/dashboard';
import { cleanup, screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import DashboardPage from './dashboard-page.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

let numbers = 0;
let addresses = 0;
async function askCode() {
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/auth/otp',
    remoteAddress: `10.45.0.${++addresses}`,
    payload: { phone: `9${String(800_000_000 + ++numbers * 7919).slice(-9)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const setCap = (dailyCap: number) =>
  api.database.db.execute(
    sql`insert into shop_settings (key, value)
      values ('phoneSignIn', ${JSON.stringify({ channel: 'sms', whatsappLanguage: 'en', dailyCap })}::jsonb)
      on conflict (key) do update set value = excluded.value`,
  );

/** Today's codes so far, as the server counts them. */
const codesToday = async () =>
  (
    (
      await api.as(await api.adminToken(), { method: 'GET', url: '/api/admin/dashboard' })
    ).json() as DashboardView
  ).signInCodes!.count;

/** The dashboard, once its figures are in. */
const showDashboard = async () => {
  renderAdminPage(<DashboardPage />, '/admin');
  await screen.findByRole('img', { name: /Revenue and orders per day/ });
};

describe("the dashboard's warning on sign-in codes", () => {
  it('says nothing under 80 % of the cap', async () => {
    await askCode();
    await setCap((await codesToday()) * 2);
    await showDashboard();
    expect(screen.queryByText(/^Sign-in codes:/)).toBeNull();
  });

  it('warns from 80 % of the cap, and more strongly once it is reached', async () => {
    await setCap(1000);
    for (let i = 0; i < 4; i++) await askCode();
    const count = await codesToday();
    // One more code reaches the cap; the count is at least 80 % of it.
    await setCap(count + 1);
    await showDashboard();
    const warning = (await screen.findByText(`Sign-in codes: ${count} of ${count + 1} today.`)).closest('p')!;
    expect(warning.getAttribute('role')).toBe('status');
    expect(warning.textContent).toContain(
      `At ${count + 1}, nobody can sign in by mobile number until tomorrow; raise the cap in Settings → Sign-in by mobile.`,
    );
    expect(screen.getByRole('link', { name: 'Settings → Sign-in by mobile' }).getAttribute('href')).toBe(
      '/admin/settings#settings-sign-in-by-mobile-number',
    );
    cleanup();

    await askCode();
    await showDashboard();
    const reached = (await screen.findByText(`Sign-in codes: ${count + 1} of ${count + 1} today.`)).closest(
      'p',
    )!;
    expect(reached.getAttribute('role')).toBe('alert');
    expect(reached.textContent).toContain('The daily cap is reached: nobody can sign in by mobile number');
  });
});
