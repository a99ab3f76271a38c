// Browser journeys of home banners, the contact form, reviews and search at 390 px, the banners at 1280 px too:
// the admin sets a home banner's words and link and the home page shows them as real text over the image
// (legible on a phone and a laptop) under an opaque sticky header; an empty contact form shows each field's
// message and sends nothing; a product's demo reviews talk about it, and deleting one's own review asks in the
// app's dialog (never the browser's); searching "glass cleaner" lists the glass cleaner before the combos holding
// one. axe-core on each page; E2E_SHOTS_DIR saves screenshots.
import type { HeroBanner } from '@chamak/shared/media';
import type { Review } from '@chamak/shared/reviews';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, desktop, journey, mobile, openPage, wait } from './harness.ts';
import { adminJourney } from './journey.ts';

const { url, api, call, shots, browser, adminToken, pageWithSession } = adminJourney();
const shot = async (page: Page, name: string, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
};

async function toast(page: Page, text: string) {
  await page.locator('div[aria-live="polite"] > output').filter({ hasText: text }).first().waitFor();
}

async function noSeriousAxe(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Page errors and console errors, less refused loads the journey provokes on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !e.startsWith('console error: Failed to load resource:'));

describe('home banners with their own words', () => {
  // The admin's steps are the same at either width: once, at a laptop's, with the banner page's axe check at a
  // phone's width too. The home page's slide has a layout of its own at each width: loaded on a phone, then
  // widened to a laptop's (the layout is CSS alone).
  it(
    `the admin sets a banner's title, subtitle, button and link; the home page shows them over the image (${mobile.width} and ${desktop.width} px)`,
    async () => {
      const title = 'Monsoon deep clean';
      const admin = await pageWithSession(desktop, {
        token: adminToken(),
        isAdmin: 'true',
      });
      try {
        const { page } = admin;
        await page.goto(url('/admin/banner'));
        await page.getByRole('heading', { name: 'Banners', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Edit text of banner 1' }).click();
        const dialog = page.getByRole('dialog', { name: 'Text of banner 1' });
        // The words saved before (the demo's at first) are there to change.
        const [before] = await api<HeroBanner[]>('/banners');
        await expect
          .poll(() => dialog.getByLabel('Title', { exact: true }).inputValue(), wait)
          .toBe(before!.title);
        await dialog.getByLabel('Title', { exact: true }).fill(title);
        await dialog.getByLabel('Subtitle').fill('Floor cleaners and phenyl for rainy-day mud');
        await dialog.getByLabel('Button text').fill('See the combos');
        await dialog.getByLabel('Link').fill('//elsewhere.example/offer');
        await dialog.getByRole('button', { name: 'Save Banner Text' }).click();
        await dialog.getByText('Enter a link starting with https:// or /').waitFor();
        expect(await dialog.getByLabel('Link').getAttribute('aria-invalid')).toBe('true');
        await dialog.getByLabel('Link').fill('/combos');
        await shot(page, `banner-text-form-${desktop.width}`);
        await dialog.getByRole('button', { name: 'Save Banner Text' }).click();
        await toast(page, 'Banner Updated');
        await page.getByText(title).first().waitFor();
        for (const viewport of [desktop, mobile]) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await noSeriousAxe(page);
        }
        const [first] = await api<HeroBanner[]>('/banners');
        expect(first).toMatchObject({ title, buttonText: 'See the combos', link: '/combos' });
        expect(unexpected(admin.errors)).toEqual([]);
      } finally {
        await admin.close();
      }

      const { page, errors, close } = await openPage(browser(), mobile);
      try {
        await page.goto(url('/'));
        const slider = page.getByRole('region', { name: 'Featured offers' });
        const slide = slider.getByRole('group', { name: '1 of 3' });
        // Real text, in the page: a heading, a paragraph and the button's words inside the slide's link.
        const heading = slide.getByRole('heading', { name: title });
        await heading.waitFor();
        await slide.getByText('Floor cleaners and phenyl for rainy-day mud').waitFor();
        const link = slide.getByRole('link', { name: new RegExp(title) });
        expect(await link.getAttribute('href')).toBe('/combos');
        expect(await link.textContent()).toContain('See the combos');

        // The other demo slides keep their own words and links.
        const second = slider.getByRole('group', { name: '2 of 3', includeHidden: true });
        expect(await second.locator('a').getAttribute('href')).toBe('/collection/Dilutable%20Concentrates');
        expect(await second.locator('h2').textContent()).toBe('One concentrate. Ten bottles.');

        for (const viewport of [mobile, desktop]) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          // Legible: big enough, inside the slide, over a dark scrim.
          // Measured until the slider has settled at the new width (it moves its slides when resized).
          const outside = async () => {
            const box = (await slide.boundingBox())!;
            const parts = [heading, slide.getByText('See the combos')];
            const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
            return boxes.filter(
              (b) =>
                b.x < box.x ||
                b.y < box.y ||
                b.x + b.width > box.x + box.width + 0.5 ||
                b.y + b.height > box.y + box.height + 0.5,
            ).length;
          };
          await expect
            .poll(outside, { message: `${viewport.width} px: words outside their slide`, timeout: 5000 })
            .toBe(0);
          const fontPx = await heading.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
          expect(fontPx).toBeGreaterThanOrEqual(viewport.width < 640 ? 18 : 30);
          expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');

          // The sticky header is opaque, with no see-through blur over the banners.
          const header = page.locator('header').first();
          const style = await header.evaluate((el) => {
            const s = getComputedStyle(el);
            return { background: s.backgroundColor, backdrop: s.backdropFilter, position: s.position };
          });
          expect(style).toEqual({ background: 'rgb(255, 255, 255)', backdrop: 'none', position: 'sticky' });
          await shot(page, `home-banner-text-${viewport.width}`);
          await noSeriousAxe(page);
          await page.evaluate(() => window.scrollTo(0, 120));
          await shot(page, `home-header-over-banner-${viewport.width}`);
          await page.evaluate(() => window.scrollTo(0, 0));
        }

        await link.click();
        await page.waitForURL((u) => u.pathname === '/combos');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

// The contact form, reviews and search results: the same steps and checks at either width, so at a phone's, as
// most shoppers are.
describe('contact form', () => {
  const viewport = mobile;
  it(
    `an empty form shows each field's message and sends nothing; a filled one sends (${viewport.width} px)`,
    async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/contacts/addContact')) sent.push(r.method());
      });
      try {
        await page.goto(url('/contact'));
        const form = page.getByRole('form', { name: 'Send us a message' });
        await form.getByRole('button', { name: 'Send Message' }).click();
        await form.getByText('Name is required.').waitFor();
        await form.getByText('Email is required.').waitFor();
        await form.getByText('Message is required.').waitFor();
        expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
        // The first wrong field has the focus.
        expect(await form.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
        await shot(page, `contact-empty-${viewport.width}`);
        await noSeriousAxe(page);
        // A send starts in the click's own task, before the messages above show: by now it would have been seen.
        expect(await page.getByText(/Failed to send message/).count()).toBe(0);
        expect(sent).toEqual([]);

        await form.getByLabel('Name').fill('Meera Iyer');
        await form.getByLabel('Email').fill('meera@');
        await form.getByLabel('Message').fill('Do you deliver to Kochi?');
        await form.getByRole('button', { name: 'Send Message' }).click();
        await form.getByText('Please enter a valid email address.').waitFor();
        expect(await form.getByText('Name is required.').count()).toBe(0);
        expect(sent).toEqual([]);

        const email = `meera.${viewport.width}.${Date.now().toString(36)}@example.com`;
        await form.getByLabel('Email').fill(email);
        await form.getByRole('button', { name: 'Send Message' }).click();
        await toast(page, 'Message sent successfully!');
        expect(sent).toEqual(['POST']);
        const stored = await api<{ email: string }[]>('/contacts/getContact', { token: adminToken() });
        expect(stored.some((c) => c.email === email)).toBe(true);
        expect(await page.getByText(/Failed to send message/).count()).toBe(0);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('reviews', () => {
  const viewport = mobile;
  it(
    `a car shampoo's reviews talk about it; deleting one's own review asks in the app's dialog (${viewport.width} px)`,
    async () => {
      const unique = `${viewport.width}${Date.now().toString(36)}`;
      const email = `reviewer${unique}@example.com`;
      await api('/users/signup', {
        body: {
          fullname: 'Kiran Rao',
          username: `reviewer${unique}`,
          email,
          phone: '9876543210',
          password: 'Secret@123',
        },
      });
      const login = await api<{ token: string; userId: number }>('/users/login', {
        body: { email, password: 'Secret@123' },
      });
      const page1 = await api<{ products: { id: number; name: string }[] }>('/products/getallproducts', {
        body: { page: 1, perPage: 5, filter: { search: 'car shampoo' } },
      });
      const product = page1.products.find((p) => /shampoo/i.test(p.name))!;
      expect(product).toBeDefined();
      const text = `Foam gun loved it ${unique}`;
      await api('/ratings', {
        token: login.token,
        body: { userId: login.userId, productId: product.id, rating: 5, description: text },
      });

      const { page, errors, close } = await pageWithSession(viewport, {
        token: login.token,
        userId: String(login.userId),
      });
      let nativeDialogs = 0;
      page.on('dialog', (d) => {
        nativeDialogs++;
        void d.dismiss();
      });
      try {
        await page.goto(url(`/product-details/${product.id}`));
        const reviews = page.getByRole('region', { name: /Customer Reviews/i });
        const mine = reviews.getByRole('listitem').filter({ hasText: text });
        await mine.waitFor();
        // Every demo review on this page is about this car shampoo.
        const shortName = product.name.replace(/\s*\(.*\)\s*$/, '');
        const others = await reviews.getByRole('listitem').filter({ hasNotText: text }).allTextContents();
        expect(others.length).toBeGreaterThan(0);
        for (const other of others) {
          expect(other).toContain(shortName);
          expect(other).not.toMatch(/fridge|toilet|kadhai|floor/i);
        }

        // The app's dialog asks; "Keep it" keeps the review.
        await mine.getByRole('button', { name: 'Delete your review' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
        await dialog.waitFor();
        expect(await dialog.textContent()).toContain(product.name);
        await shot(page, `review-delete-dialog-${viewport.width}`);
        await noSeriousAxe(page);
        await dialog.getByRole('button', { name: 'Keep it' }).click();
        await expect.poll(() => dialog.count(), wait).toBe(0);
        expect(await mine.count()).toBe(1);
        expect(
          (await api<Review[]>(`/ratings/products/${product.id}`)).some((r) => r.description === text),
        ).toBe(true);

        await mine.getByRole('button', { name: 'Delete your review' }).click();
        await dialog.getByRole('button', { name: 'Delete review' }).click();
        await toast(page, 'Review deleted successfully');
        await expect.poll(() => mine.count(), wait).toBe(0);
        expect(
          (await api<Review[]>(`/ratings/products/${product.id}`)).some((r) => r.description === text),
        ).toBe(false);
        expect(nativeDialogs).toBe(0);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});

describe('search ranking', () => {
  const viewport = mobile;
  it(
    `"glass cleaner" lists the glass cleaner before the combos holding one (${viewport.width} px)`,
    async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      try {
        await page.goto(url(`/products?search=${encodeURIComponent('glass cleaner')}`));
        const names = page.locator('main :is(h2, h3) a[href^="/product-details/"]');
        await names.first().waitFor();
        const listed = (await names.allTextContents()).map((n) => n.trim());
        expect(listed[0]).toBe('Crystal Clear Glass Cleaner Spray');
        const combos = listed.filter((n) => /combo|kit/i.test(n) && /glass cleaner/i.test(n));
        expect(combos.length).toBeGreaterThan(0);
        await shot(page, `search-glass-cleaner-${viewport.width}`);
        // The API agrees, and a search by the whole name also puts it first.
        const exact = await call<{ products: { name: string }[] }>('/products/getallproducts', {
          body: { page: 1, perPage: 5, filter: { search: 'Crystal Clear Glass Cleaner Spray' } },
        });
        expect(exact.data.products[0]?.name).toBe('Crystal Clear Glass Cleaner Spray');
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    journey,
  );
});
