// Browser journeys of the header search (SPEC section 2, D11) at desktop and phone widths, and an axe check
// of the home page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  describeViolations,
  desktop,
  followRequests,
  journey,
  launchBrowser,
  mobile,
  type OpenedPage,
  openPage,
  type Shop,
  startShop,
  viewports,
  wait,
} from './harness.ts';

let shop: Shop | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** A fresh page on the home page, with its (page and console) errors collected and its requests followed. */
async function home(
  viewport: (typeof viewports)[number],
): Promise<OpenedPage & ReturnType<typeof followRequests>> {
  const opened = await openPage(browser!, viewport);
  const requests = followRequests(opened.page);
  await opened.page.goto(`${shop!.baseUrl}/`);
  return { ...opened, ...requests };
}

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for collections' });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function openSearch(page: Page) {
  await searchButton(page).click();
  const box = searchBox(page);
  await box.waitFor();
  return box;
}

/**
 * Opens the search, types 'flor', moves the highlight with the arrow keys to a floor suggestion of this kind and
 * opens it with Enter: the page opened is the one picked, and the search button has the focus back.
 */
async function pickWithKeyboard(page: Page, kind: 'Collection' | 'Product') {
  const box = await openSearch(page);
  expect(await box.getAttribute('placeholder')).toBe('Search for collections...');
  // The overlay focuses its box once mounted: on a busy machine a moment after the box is shown.
  await expect.poll(() => isFocused(box), { timeout: 5000 }).toBe(true);
  await page.getByText('Type to search', { exact: true }).waitFor();
  expect(await box.getAttribute('aria-expanded')).toBe('false');

  await box.pressSequentially('flor', { delay: 30 });
  // The suggestions for the whole word (on a busy machine a pause between keys can show those of 'flo' first),
  // and only theirs: a listing's page has options of its own (the sort order's).
  await page
    .getByRole('status')
    .filter({ hasText: /^\d+ suggestions?$/ })
    .waitFor();
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await options.first().waitFor();
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  const listId = await box.getAttribute('aria-controls');
  expect(await page.locator(`[id="${listId}"]`).getAttribute('role')).toBe('listbox');
  const names = await options.allInnerTexts();
  const floor = names.findIndex((n) => /floor/i.test(n) && n.endsWith(kind));
  expect(floor, `suggestions for "flor": ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const name = names[floor]!.replace(/\s*(Collection|Product)$/, '');
  // Every suggestion shows its image or the words 'No Image'.
  for (const option of await options.all()) {
    const hasImage = (await option.locator('img').count()) > 0;
    expect(hasImage || (await option.innerText()).includes('No Image')).toBe(true);
  }

  // ArrowDown moves the highlight down to the floor suggestion, ArrowUp and ArrowDown move it back and forth.
  for (let i = 0; i <= floor; i++) await box.press('ArrowDown');
  if (names.length > 1) {
    await box.press('ArrowDown');
    await box.press('ArrowUp');
  }
  const activeId = await box.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  const picked = page.locator(`[id="${activeId}"]`);
  expect(await picked.getAttribute('aria-selected')).toBe('true');
  expect(await picked.innerText()).toBe(names[floor]);
  const href = await picked.getAttribute('href');
  expect(href).toMatch(/^\/(product-details\/\d+|collection\/.+)$/);
  expect(await isFocused(box)).toBe(true);

  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === href);
  await expect.poll(() => searchBox(page).count(), wait).toBe(0);
  await expect.poll(() => isFocused(searchButton(page)), wait).toBe(true);
  // The page opened is the one picked: its title is the suggestion's name.
  await expect
    .poll(async () => (await page.getByRole('heading', { level: 1 }).allInnerTexts()).join(' | '), wait)
    .toContain(name);
}

describe('header search', () => {
  // The search button and the suggestions panel sit alike at either width: these run at a phone's, as most
  // shoppers are.
  describe(`at ${mobile.width} px`, () => {
    it(
      'suggests matches as the shopper types and opens the one picked with the keyboard, a collection and then a product',
      async () => {
        const { page, errors, close } = await home(mobile);
        try {
          // Both kinds of target get opened: a collection (subcategory), then, searching from its page, a product.
          await pickWithKeyboard(page, 'Collection');
          await pickWithKeyboard(page, 'Product');
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );

    it(
      'closes on Escape and on a click outside, giving focus back to the search button',
      async () => {
        const { page, errors, close } = await home(mobile);
        try {
          let box = await openSearch(page);
          await box.fill('zzqxjv');
          await page.getByText('No matches', { exact: true }).waitFor();
          await box.press('Escape');
          await expect.poll(() => searchBox(page).count(), wait).toBe(0);
          await expect.poll(() => isFocused(searchButton(page)), wait).toBe(true);

          box = await openSearch(page);
          // The tagline bar: outside the overlay, and nothing there to follow.
          await page.mouse.click(5, 10);
          await expect.poll(() => searchBox(page).count(), wait).toBe(0);
          expect(new URL(page.url()).pathname).toBe('/');
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );
  });

  // Clear Search lives in the filter panel, folded behind a button on a phone: at both widths.
  for (const viewport of viewports) {
    describe(`at ${viewport.width} px`, () => {
      it(
        'searches with Enter, shows the results under a Search breadcrumb, and Clear Search goes back to all products',
        async () => {
          const { page, errors, close } = await home(viewport);
          try {
            let box = await openSearch(page);
            // Blank text is not submitted.
            await box.fill('   ');
            await box.press('Enter');
            expect(new URL(page.url()).pathname).toBe('/');
            expect(await box.isVisible()).toBe(true);

            await box.fill('floor');
            await box.press('Enter');
            await page.waitForURL((url) => url.pathname === '/products' && url.search === '?search=floor');
            await expect.poll(() => searchBox(page).count(), wait).toBe(0);

            const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
            await expect
              .poll(
                async () =>
                  ((await breadcrumb.count()) ? await breadcrumb.innerText() : '').replace(/\s+/g, ' '),
                wait,
              )
              .toMatch(/Home \/ All Products \/ Search: floor/);
            const results = page.locator('main a[href^="/product-details/"]');
            await results.first().waitFor();
            expect(await results.count()).toBeGreaterThan(0);

            const clearSearch = page.getByRole('button', { name: 'Clear Search' });
            // On a phone the filter panel, where Clear Search lives, starts folded.
            if (!(await clearSearch.isVisible()))
              await page.getByRole('button', { name: /^Filters/ }).click();
            await clearSearch.click();
            await page.waitForURL((url) => url.pathname === '/products' && url.search === '');

            // The arrow button submits too.
            box = await openSearch(page);
            await box.fill('lavender');
            await page.getByRole('button', { name: 'Submit search' }).click();
            await page.waitForURL((url) => url.pathname === '/products' && url.search === '?search=lavender');
            expect(errors).toEqual([]);
          } finally {
            await close();
          }
        },
        journey,
      );
    });
  }

  // Loaded once on a phone and widened to a laptop's width (the layout is CSS alone, and axe reads neither touch
  // nor isMobile).
  it(
    `has no serious or critical accessibility violations on the home page, nor with suggestions open, at ${mobile.width} and ${desktop.width} px`,
    async () => {
      const { page, settled, close } = await home(mobile);
      const resize = (viewport: typeof mobile) =>
        page.setViewportSize({ width: viewport.width, height: viewport.height });
      try {
        for (const viewport of [mobile, desktop]) {
          await resize(viewport);
          await settled();
          const onHome = await axeViolations(page);
          expect(onHome, `${viewport.width} px: ${describeViolations(onHome)}`).toEqual([]);
        }

        const box = await openSearch(page);
        await box.pressSequentially('flor', { delay: 30 });
        await page.getByRole('option').first().waitFor();
        await box.press('ArrowDown');
        for (const viewport of [desktop, mobile]) {
          await resize(viewport);
          const withSuggestions = await axeViolations(page);
          expect(withSuggestions, `${viewport.width} px: ${describeViolations(withSuggestions)}`).toEqual([]);
        }
      } finally {
        await close();
      }
    },
    journey,
  );
});
