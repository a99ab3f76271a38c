// Shop Settings → Catalogue feeds in the browser (decision 0363): the two addresses to paste into Merchant Center
// and Commerce Manager; choosing "With a token" and saving puts the token into both, the feed refuses the old
// address and serves the new one, and "New token" replaces it. The journey runs once, at 1280 px (an admin's width);
// with public feeds and again with a token the page is resized to 390 px and back, and at both widths the item
// count is shown and nothing is wider than the window; after the new token, axe finds nothing serious at either
// width (E2E_SHOTS_DIR saves screenshots of the section in both states at both widths). Nothing the section does
// differs at 390 px, so no step is repeated there.
import { describe, expect, it } from 'vitest';
import {
  atBothWidths,
  desktop,
  expectAccessibleAtBothWidths,
  expectNoSidewaysScroll,
  journey,
  type Viewport,
  wait,
} from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();

describe("the admin's catalogue feed settings", () => {
  it(
    'show the feed addresses within the window at 1280 and 390 px, and set and renew the token',
    async () => {
      // The test starts from public feeds.
      await shop.asAdmin('/admin/settings/feeds', { method: 'PUT', body: { access: 'public' } });
      const viewport = desktop;
      const { page, errors, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      const noSidewaysScroll = (v: Viewport) => expectNoSidewaysScroll(page, v);
      try {
        await page.goto(shop.url('/admin/settings#settings-catalogue-feeds'));
        const section = page.getByRole('region', { name: 'Catalogue feeds' });
        await section.waitFor();
        const google = section.getByRole('textbox', { name: 'Google Merchant Center feed' });
        const meta = section.getByRole('textbox', { name: 'Meta Commerce Manager feed' });
        await expect.poll(() => google.inputValue(), wait).toMatch(/\/feeds\/google\.xml$/);
        expect(await meta.inputValue()).toMatch(/\/feeds\/meta\.csv$/);
        await atBothWidths(page, viewport, async (v) => {
          await section.getByText(/\d+ items in each feed/).waitFor();
          await noSidewaysScroll(v);
          if (shop.shots)
            await section.screenshot({ path: `${shop.shots}/catalogue-feeds-public-${v.width}.png` });
        });

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
        await atBothWidths(page, viewport, async (v) => {
          await noSidewaysScroll(v);
          if (shop.shots)
            await section.screenshot({ path: `${shop.shots}/catalogue-feeds-token-${v.width}.png` });
        });

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
