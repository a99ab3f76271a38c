// Browser journeys of what a shopper must be able to read, at the widths where it once failed: the home
// banners' headlines whole at 1280 px (no ellipsis, an 80-character one too), product names that begin alike
// told apart on a phone, the About banner's words as page text (legible at 390 px), the header's taglines clear
// of the screen's edges at 390 px, and no two landmarks of one role named alike on the contact and policy pages
// (axe landmark-unique, a moderate rule the whole-page checks leave out). E2E_SHOTS_DIR saves screenshots.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { HeroBanner } from '@chamak/shared/media';
import type { ShopSettingsResponse } from '@chamak/shared/settings';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, followRequests, journey, mobile, openPage, viewports, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const { url, api, asAdmin, browser, shots } = adminJourney();
/** axe-core's script, to put in a page for one rule (the harness's axeViolations runs them all). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const shot = async (page: Page, name: string, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
};

/** Whether an element shows all of its text: nothing cut by a line clamp or an ellipsis, either way. */
const whole = (locator: Locator) =>
  locator.evaluate((el) => ({
    text: (el.textContent ?? '').trim(),
    wide: el.scrollWidth <= el.clientWidth,
    tall: el.scrollHeight <= el.clientHeight,
  }));

describe('home banner headlines', () => {
  it(
    'show whole at 1280 px: the demo’s, and one of the 80 characters the admin may give',
    async () => {
      const { page, errors, close } = await openPage(browser(), desktop);
      try {
        const slider = page.getByRole('region', { name: 'Featured offers' });
        // The slides' headings (not the loop's hidden copy of the first).
        const headlines = slider.locator('[aria-roledescription="slide"] h2');
        const check = async () => {
          const banners = await api<HeroBanner[]>('/banners');
          await expect.poll(() => headlines.count(), wait).toBe(banners.filter((b) => b.title).length);
          const seen = await Promise.all((await headlines.all()).map(whole));
          expect(seen.map((s) => s.text)).toEqual(banners.filter((b) => b.title).map((b) => b.title));
          for (const s of seen) expect(s, s.text).toMatchObject({ wide: true, tall: true });
        };
        await page.goto(url('/'));
        await check();
        await shot(page, 'hero-headline-1280');

        const [first] = await api<HeroBanner[]>('/banners');
        const title = 'Monsoon deep clean for every room: floors, kitchens and baths, now up to 30% off';
        expect(title).toHaveLength(80);
        await asAdmin(`/banners/${first!.id}/text`, {
          method: 'PUT',
          body: { title, subtitle: first!.subtitle, buttonText: first!.buttonText, link: first!.link },
        });
        await page.goto(url('/'));
        await check();
        await shot(page, 'hero-headline-80-characters-1280');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('product names on a phone', () => {
  it(
    'show whole at 390 px, so two products whose names begin alike read differently',
    async () => {
      const { page, errors, close } = await openPage(browser(), mobile);
      try {
        await page.goto(url('/products?search=Germ%20Guard'));
        const cards = page.locator('main article');
        await expect.poll(() => cards.count(), wait).toBeGreaterThanOrEqual(2);
        const names = await Promise.all((await cards.getByRole('heading').all()).map(whole));
        const alike = names.filter((n) => n.text.startsWith('Germ Guard Surface Disinfectant'));
        expect(alike.length).toBeGreaterThanOrEqual(2);
        for (const name of names) expect(name, name.text).toMatchObject({ wide: true, tall: true });
        await shot(page, 'product-names-390');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('the About banner', () => {
  for (const viewport of viewports)
    it(
      `has its words as page text, legible (${viewport.width} px)`,
      async () => {
        const { page, errors, close } = await openPage(browser(), viewport);
        try {
          await page.goto(url('/about'));
          const headline = page.getByText('Clean homes, made in India', { exact: true });
          await headline.waitFor();
          const picture = page.locator('main img').first();
          // The demo's picture has no words of its own.
          expect(await picture.getAttribute('src')).toMatch(/about-art/);
          const size = (locator: Locator) =>
            locator.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
          const words = page.getByText(/^Concentrated cleaners and refill packs/);
          expect(await size(headline)).toBeGreaterThanOrEqual(viewport.name === 'mobile' ? 22 : 36);
          expect(await size(words)).toBeGreaterThanOrEqual(16);
          for (const point of ['Made in India', 'Refill & save', 'Safe for homes'])
            await expect(page.getByText(point, { exact: true }).first().isVisible()).resolves.toBe(true);
          const [image, text] = [(await picture.boundingBox())!, (await headline.boundingBox())!];
          if (viewport.name === 'mobile') {
            // Under the picture, not over a strip of it too small to read on.
            expect(text.y).toBeGreaterThanOrEqual(image.y + image.height);
          } else {
            // Over the picture's left part.
            expect(text.y).toBeGreaterThan(image.y);
            expect(text.y + text.height).toBeLessThan(image.y + image.height);
            expect(text.x + text.width).toBeLessThan(image.x + image.width * 0.62);
          }
          await shot(page, `about-banner-${viewport.width}`);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
});

describe('the header taglines', () => {
  it(
    'keep clear of the screen’s edges at 390 px, each shown whole',
    async () => {
      const { shop } = await api<ShopSettingsResponse>('/settings');
      const { page, errors, close } = await openPage(browser(), mobile);
      try {
        await page.goto(url('/'));
        // The strip above the nav (header.tsx), which screen readers are not told of.
        const strip = page.locator('header [aria-live="off"]');
        const seen = new Map<string, { left: number; right: number; inside: boolean }>();
        // They rotate every 3000 ms: measure each as it shows, by the boxes of its text's lines, until every one
        // of the shop's has shown.
        await expect
          .poll(
            async () => {
              const { text, ...measured } = await strip.evaluate((el) => {
                const box = el.getBoundingClientRect();
                const range = document.createRange();
                range.selectNodeContents(el);
                const lines = [...range.getClientRects()].filter((r) => r.width > 0);
                return {
                  text: (el.textContent ?? '').trim(),
                  left: Math.min(...lines.map((r) => r.left)),
                  right: Math.max(...lines.map((r) => r.right)),
                  // No line cut off by the strip's edges (a clamp or a fixed height).
                  inside: lines.every((r) => r.top >= box.top - 1 && r.bottom <= box.bottom + 1),
                };
              });
              if (text) seen.set(text, measured);
              // The owner's taglines (the header may add lines of its own, measured as well).
              return shop.taglines.filter((tagline) => !seen.has(tagline));
            },
            { timeout: 30_000, interval: 250 },
          )
          .toEqual([]);
        for (const [text, measured] of seen) {
          expect(measured.left, text).toBeGreaterThanOrEqual(12);
          expect(measured.right, text).toBeLessThanOrEqual(mobile.width - 12);
          expect(measured.inside, text).toBe(true);
        }
        await shot(page, 'header-tagline-390');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('landmarks', () => {
  // Loaded once on a phone and widened to a laptop's width (the layout is CSS alone, and axe reads neither touch
  // nor isMobile): the landmarks shown differ with the width (the header's menu), so axe checks both.
  it(
    `are named once each on the contact and policy pages (${mobile.width} and ${desktop.width} px)`,
    async () => {
      const { page, errors, close } = await openPage(browser(), mobile);
      const { settled } = followRequests(page);
      try {
        for (const path of ['/contact', '/shipping-policy']) {
          await page.setViewportSize({ width: mobile.width, height: mobile.height });
          await page.goto(url(path));
          await page.locator('#grievance-officer').waitFor();
          await page.evaluate(axeSource);
          for (const viewport of [mobile, desktop]) {
            await page.setViewportSize({ width: viewport.width, height: viewport.height });
            await settled();
            // Only the rule at hand, whatever its impact.
            const duplicates = await page.evaluate(async () => {
              const axe = (
                window as unknown as {
                  axe: {
                    run(options: object): Promise<{ violations: { nodes: { target: string[] }[] }[] }>;
                  };
                }
              ).axe;
              const results = await axe.run({ runOnly: ['landmark-unique'] });
              return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
            });
            expect(duplicates, `${path} at ${viewport.width} px`).toEqual([]);
            // The footer keeps its own Customer care and Grievance Officer regions.
            const footer = page.locator('footer');
            await expect(footer.getByRole('region', { name: 'Grievance Officer' }).count()).resolves.toBe(1);
            await expect(page.getByRole('region', { name: 'Grievance Officer' }).count()).resolves.toBe(1);
          }
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
