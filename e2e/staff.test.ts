// Staff and the audit log in the browser (decision 0348). At 1280 px the owner invites a Fulfilment member from
// Admin → Staff; the member opens the mailed link, chooses a phone number and password and lands in a back-office
// whose menu holds only Fulfilment's pages (no settings, staff or audit log), and a page outside the role says so.
// The owner then finds the invitation in the audit log, at 1280 and 390 px. E2E_SHOTS_DIR saves screenshots.
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, openPage, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

/** The invitation link's token in the mail to `email`, read from the shop's outbox as the person reads the mail. */
async function invitationToken(email: string): Promise<string> {
  const outbox = await shop.asAdmin<{ to: string; text: string }[]>('/admin/outbox');
  const mail = outbox.find((m) => m.to === email);
  const token = /staff-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

describe('staff', () => {
  it(
    'invites a Fulfilment member who joins by the link and sees only Fulfilment’s back-office (1280 px)',
    async () => {
      const owner = await shop.pageWithSession(desktop, { token: shop.adminToken(), isAdmin: 'true' });
      const email = `packer${Date.now().toString(36)}@example.com`;
      try {
        const { page } = owner;
        await page.goto(shop.url('/admin/staff'));
        await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
        // The owner is listed, as themself.
        await page.getByRole('cell', { name: /Chamak Admin\s*\(you\)/ }).waitFor(wait);
        await page.getByLabel('Name').fill('Ravi Packer');
        await page.getByLabel('E-mail').fill(email);
        await page.getByLabel('Role', { exact: true }).selectOption('fulfilment');
        await expect.poll(() => page.getByText(/Orders, shipping and receiving returns/).count()).toBe(1);
        await page.getByRole('button', { name: 'Send invitation' }).click();
        await page.getByText(`Invitation sent to ${email}.`).waitFor(wait);
        const invited = page
          .getByRole('table', { name: 'Invitations' })
          .getByRole('row', { name: /Ravi Packer/ });
        await invited.getByText('Waiting').waitFor(wait);
        // Inviting the same person again is refused with a clear message, and nothing is lost from the form.
        await page.getByLabel('Name').fill('Ravi Again');
        await page.getByLabel('E-mail').fill('admin@chamak.example');
        await page.getByRole('button', { name: 'Send invitation' }).click();
        await page
          .getByRole('alert')
          .getByText('admin@chamak.example is already on your staff.')
          .waitFor(wait);
        expect(await page.getByLabel('Name').inputValue()).toBe('Ravi Again');
        if (shop.shots) await page.screenshot({ path: `${shop.shots}/staff-1280.png`, fullPage: true });
        await expectAccessibleAtBothWidths(page, desktop);
        // The refused invitation's 409 is the browser's own log line; nothing else went wrong.
        expect(owner.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
      } finally {
        await owner.close();
      }

      // The member, in a browser of their own, opens the link from the mail.
      const member = await openPage(shop.browser(), desktop);
      try {
        const { page } = member;
        await page.goto(shop.url(`/staff-invitation?token=${await invitationToken(email)}`));
        await page.getByRole('heading', { name: 'Welcome, Ravi Packer' }).waitFor(wait);
        await page.getByText(/as Fulfilment/).waitFor();
        await page.getByLabel('Mobile number').fill('98765 43210');
        await page.getByLabel('Choose a password', { exact: true }).fill('short');
        await page.getByLabel('Type it again', { exact: true }).fill('short');
        await page.getByRole('button', { name: 'Join and open the back-office' }).click();
        await page.getByText('Password must be at least 8 characters.').waitFor(wait);
        await page.getByLabel('Choose a password', { exact: true }).fill('Packer@2026');
        await page.getByLabel('Type it again', { exact: true }).fill('Packer@2026');
        if (shop.shots)
          await page.screenshot({ path: `${shop.shots}/staff-invitation-1280.png`, fullPage: true });
        await page.getByRole('button', { name: 'Join and open the back-office' }).click();
        await page.waitForURL(/\/admin$/, wait);
        await page.getByText('Ravi Packer · Fulfilment').waitFor(wait);
        const menu = page.getByRole('navigation', { name: 'Admin' });
        await menu.getByRole('link', { name: 'Orders' }).waitFor(wait);
        const entries = await menu.getByRole('link').allInnerTexts();
        expect(entries).toContain('Returns');
        for (const hidden of ['Shop Settings', 'Staff', 'Audit log', 'Promotions', 'Reports', 'Translations'])
          expect(entries).not.toContain(hidden);
        if (shop.shots) await page.screenshot({ path: `${shop.shots}/staff-fulfilment-menu-1280.png` });
        // A page outside the role, typed in: said plainly, not a broken page.
        await page.goto(shop.url('/admin/settings'));
        await page.getByRole('heading', { name: 'Not for your role' }).waitFor(wait);
        await page.getByText('Your role (Fulfilment) cannot open this page.').waitFor();
        // The link is used up.
        expect(member.errors).toEqual([]);
      } finally {
        await member.close();
      }
    },
    journey,
  );

  for (const viewport of [desktop, mobile])
    it(
      `shows the owner the audit log with the invitation, filtered by entity (${viewport.width} px)`,
      async () => {
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        try {
          await shop.asAdmin('/admin/staff/invitations', {
            method: 'POST',
            body: { email: `audit${viewport.width}@example.com`, fullname: 'Audit Check', role: 'accounts' },
          });
          await page.goto(shop.url('/admin/audit'));
          await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
          await page.getByLabel('Entity').selectOption('staff');
          // A table at desktop width, a list of cards on a phone.
          const entries = viewport === desktop ? page.getByRole('row') : page.getByRole('listitem');
          const row = entries.filter({ hasText: 'POST /api/admin/staff/invitations' }).first();
          await row.waitFor(wait);
          await row.getByText(`audit${viewport.width}@example.com`).waitFor(wait);
          await row.getByText('Chamak Admin').waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          if (shop.shots)
            await page.screenshot({ path: `${shop.shots}/audit-${viewport.width}.png`, fullPage: true });
          await expectAccessibleAtBothWidths(page, viewport);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});
