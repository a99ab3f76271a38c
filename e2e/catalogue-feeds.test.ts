// Shop Settings → Catalogue feeds in the browser at desktop and phone widths (decision 0363): the two addresses to
// paste into Merchant Center and Commerce Manager; choosing "With a token" and saving puts the token into both,
// the feed refuses the old address and serves the new one, and "New token" replaces it. Both widths: nothing wider
// than the window, no serious axe finding (E2E_SHOTS_DIR saves screenshots of the section).
import { describe, expect, it } from 'vitest';
import { desktop, expectAccessibleAtBothWidths, journey, mobile, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

describe("the admin's catalogue feed settings", () => {
  for (const viewport of [desktop, mobile])
    it(
      `show the feed addresses at ${viewport.width} px within the window, and set and renew the token`,
      async () => {
        // Each run starts from public feeds.
        await shop.asAdmin('/admin/settings/feeds', { method: 'PUT', body: { access: 'public' } });
        const { page, errors, close } = await shop.pageWithSession(viewport, {
          token: shop.adminToken(),
          isAdmin: 'true',
        });
        const noSidewaysScroll = async () =>
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
        try {
          await page.goto(shop.url('/admin/settings#settings-catalogue-feeds'));
          const section = page.getByRole('region', { name: 'Catalogue feeds' });
          await section.waitFor();
          const google = section.getByRole('textbox', { name: 'Google Merchant Center feed' });
          const meta = section.getByRole('textbox', { name: 'Meta Commerce Manager feed' });
          await expect.poll(() => google.inputValue(), wait).toMatch(/\/feeds\/google\.xml$/);
          expect(await meta.inputValue()).toMatch(/\/feeds\/meta\.csv$/);
          await section.getByText(/\d+ items in each feed/).waitFor();
          await noSidewaysScroll();
          if (shop.shots)
            await section.screenshot({ path: `${shop.shots}/catalogue-feeds-public-${viewport.width}.png` });

          await section.getByRole('radio', { name: /With a token/ }).check();
          const token = section.getByRole('textbox', { name: 'Access token' });
          const first = await token.inputValue();
          expect(first).toMatch(/^[\w-]{32}$/);
          await section.getByRole('button', { name: 'Save feed access' }).click();
          await page.getByText('Feed access saved').waitFor();
          const tokenUrl = await google.inputValue();
          expect(tokenUrl).toMatch(new RegExp(`/feeds/google\\.xml\\?token=${first}$`));
          expect(await meta.inputValue()).toMatch(new RegExp(`/feeds/meta\\.csv\\?token=${first}$`));
          const path = new URL(tokenUrl).pathname;
          const refused = await fetch(shop.url(path));
          expect(refused.status).toBe(403);
          expect(await refused.text()).toMatch(/needs its access token/);
          expect((await fetch(shop.url(`${path}?token=${first}`))).status).toBe(200);
          await noSidewaysScroll();
          if (shop.shots)
            await section.screenshot({ path: `${shop.shots}/catalogue-feeds-token-${viewport.width}.png` });

          await section.getByRole('button', { name: 'New token' }).click();
          await expect.poll(() => token.inputValue(), wait).not.toBe(first);
          const second = await token.inputValue();
          expect(await google.inputValue()).toMatch(new RegExp(`\\?token=${second}$`));
          expect((await fetch(shop.url(`${path}?token=${first}`))).status).toBe(403);
          expect((await fetch(shop.url(`${path}?token=${second}`))).status).toBe(200);
          await expectAccessibleAtBothWidths(page, viewport);
          expect(errors).toEqual([]);
        } finally {
          await close();
          await shop.asAdmin('/admin/settings/feeds', { method: 'PUT', body: { access: 'public' } });
        }
      },
      journey,
    );
});
