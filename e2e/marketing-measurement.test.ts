// Marketing measurement in the browser (decision 0364). With the owner's GA4 tag and Meta pixel off (the default)
// the built pages and scripts name neither googletagmanager.com nor connect.facebook.net, and a shopper who allowed
// analytics loads nothing from a third party. Turned on, nothing loads before the shopper's consent; with consent
// the tags go in after the page has loaded. The admin's "Marketing measurement" section is opened once, at 1280 px
// (an admin's width), secrets masked; the page is resized to 390 px and back, and at both widths the masked
// secret's note is shown, nothing is wider than the window and axe finds nothing serious; the refusal of the GA4
// tag without an id is shown at both widths too (E2E_SHOTS_DIR saves screenshots at both widths). Nothing the
// section does differs at 390 px, so no step is repeated there.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  atBothWidths,
  desktop,
  expectAccessibleAtBothWidths,
  journey,
  mobile,
  openPage,
  wait,
} from './harness.ts';
import { adminJourney } from './journey.ts';

const shop = adminJourney();
const thirdParty = /googletagmanager\.com|connect\.facebook\.net|google-analytics\.com|facebook\.com/;

async function builtFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await builtFiles(full)));
    else if (/\.(html|js|mjs)$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** Every request the page makes outside the shop, and the third-party scripts in its document. */
function watchThirdParty(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (thirdParty.test(request.url())) requests.push(request.url());
  });
  return {
    requests,
    scripts: () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src),
      ),
  };
}

/** The Content-Security-Policy of the page openProduct opened last. */
let policy = '';
/** The product page, opened and left until measurement has asked the shop what it may load. */
async function openProduct(page: Page, productId: number) {
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/events/browser'), wait);
  const document = await page.goto(shop.url(`/product-details/${productId}`));
  policy = (await document?.allHeaders())?.['content-security-policy'] ?? '';
  return asked;
}

const measurement = (body: Record<string, unknown>) =>
  shop.asAdmin('/admin/settings/marketing-measurement', {
    method: 'PUT',
    body: { ga4MeasurementId: '', metaPixelId: '', ga4BrowserTag: false, metaBrowserPixel: false, ...body },
  });

describe('marketing measurement in the browser', () => {
  it('names no third-party tag in the built pages and scripts', async () => {
    const files = await builtFiles(inject('webDist'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text.includes('googletagmanager.com'), file).toBe(false);
      expect(text.includes('connect.facebook.net'), file).toBe(false);
    }
  });

  it(
    'loads nothing from a third party with the tags off, even for a shopper who allowed analytics',
    async () => {
      await measurement({});
      const { page, close } = await openPage(shop.browser(), desktop);
      try {
        const watched = watchThirdParty(page);
        // Cleared again for the next test (openPage).
        await page
          .context()
          .addCookies([{ name: 'chamak_analytics', value: 'granted.1', url: shop.baseUrl() }]);
        const answer = await openProduct(page, 1);
        expect(await answer.json()).toMatchObject({ consent: false, ga4: null, meta: null });
        await page.waitForTimeout(500);
        expect(watched.requests).toEqual([]);
        expect((await watched.scripts()).filter((src) => thirdParty.test(src))).toEqual([]);
        expect(await page.content()).not.toMatch(/googletagmanager|connect\.facebook/);
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toMatch(thirdParty);
      } finally {
        await close();
      }
    },
    journey,
  );

  it(
    'with the tags on, loads nothing before consent and both after it, once the page has loaded',
    async () => {
      await measurement({
        ga4MeasurementId: 'G-E2ETEST123',
        metaPixelId: '9988776655',
        ga4BrowserTag: true,
        metaBrowserPixel: true,
      });
      const { page, close } = await openPage(shop.browser(), mobile);
      try {
        // The tags' own addresses answer empty here: no test reaches the Internet.
        await page.route(thirdParty, (route) =>
          route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
        );
        const watched = watchThirdParty(page);
        const before = await openProduct(page, 1);
        expect(await before.json()).toMatchObject({ consent: false, ga4: null, meta: null });
        await page.waitForTimeout(500);
        expect(watched.requests).toEqual([]);
        expect((await watched.scripts()).filter((src) => thirdParty.test(src))).toEqual([]);

        // The shopper allows analytics (the consent banner sets the cookie and says so).
        const after = page.waitForResponse((r) => r.url().endsWith('/api/events/browser'), wait);
        await page.evaluate(() => {
          document.cookie = 'chamak_analytics=granted.1; path=/';
          window.dispatchEvent(new Event('chamak:analytics-consent-changed'));
        });
        expect(await (await after).json()).toMatchObject({
          consent: true,
          ga4: { measurementId: 'G-E2ETEST123' },
          meta: { pixelId: '9988776655' },
        });
        await expect
          .poll(async () => (await watched.scripts()).filter((src) => thirdParty.test(src)).length, wait)
          .toBe(2);
        const scripts = (await watched.scripts()).filter((src) => thirdParty.test(src));
        expect(scripts.some((src) => src.includes('googletagmanager.com/gtag/js?id=G-E2ETEST123'))).toBe(
          true,
        );
        expect(scripts.some((src) => src.includes('connect.facebook.net'))).toBe(true);
        // The page's policy lets them in while they are on, so the browser fetches them.
        expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
        expect(policy).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
        await expect
          .poll(() => watched.requests.filter((url) => /gtag\/js|fbevents\.js/.test(url)).length, wait)
          .toBe(2);
      } finally {
        await measurement({});
        await close();
      }
    },
    journey,
  );

  it(
    "shows the admin's Marketing measurement section with secrets masked within the window at 1280 and 390 px, and refuses the GA4 tag without an id",
    async () => {
      await measurement({
        ga4MeasurementId: 'G-SHOP12345',
        ga4ApiSecret: 'owner-secret-9f3a',
        metaPixelId: '1122334455',
        metaAccessToken: 'EAAB-token-7c1d',
        ga4BrowserTag: false,
        metaBrowserPixel: true,
      });
      const viewport = desktop;
      const { page, errors, close } = await shop.pageWithSession(viewport, {
        token: shop.adminToken(),
        isAdmin: 'true',
      });
      try {
        await page.goto(shop.url('/admin/settings#settings-marketing-measurement'));
        const section = page.getByRole('region', { name: 'Marketing measurement' });
        await section.waitFor();
        await expect.poll(() => section.getByLabel('Measurement id').inputValue(), wait).toBe('G-SHOP12345');
        expect(await section.getByLabel('Pixel id').inputValue()).toBe('1122334455');
        expect(await section.getByLabel('Measurement Protocol API secret').inputValue()).toBe('');
        expect(await section.textContent()).not.toContain('owner-secret');
        expect(await section.getByLabel("Load the Meta pixel in shoppers' browsers").isChecked()).toBe(true);
        expect(await section.getByLabel("Load the GA4 tag in shoppers' browsers").isChecked()).toBe(false);
        await atBothWidths(page, viewport, async (v) => {
          await section.getByText('Saved (••••9f3a). Leave empty to keep it.').waitFor();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${v.width} px`,
          ).toBeLessThanOrEqual(v.width);
          if (shop.shots)
            await section.screenshot({ path: `${shop.shots}/marketing-measurement-${v.width}.png` });
        });
        await expectAccessibleAtBothWidths(page, viewport);

        // Turning the GA4 tag on without an id is refused under the field.
        await section.getByLabel('Measurement id').fill('');
        await section.getByLabel("Load the GA4 tag in shoppers' browsers").check();
        await section.getByRole('button', { name: 'Save marketing measurement' }).click();
        const refusal = section.getByText('Enter the GA4 measurement id to load the GA4 tag.');
        await refusal.waitFor();
        await atBothWidths(page, viewport, () => refusal.waitFor());
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
