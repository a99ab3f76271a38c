// Browser journeys of the storefront (SPEC section 2) at desktop and phone widths: home to category to
// subcategory to product, the listings' filters, Combos, pagination with Back, a missing product, adding to the
// cart with the keyboard, and an axe and error check of every shopper page.
import type { Category, ProductDetails, ProductPage, Subcategory } from '@chamak/shared/catalogue';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
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
  type Viewport,
  viewports,
  wait,
} from './harness.ts';

/** SPEC section 9: all products and combos 15 a page. */
const perPage = 15;

let shop: Shop | undefined;
let browser: Browser | undefined;
/** Ids looked up through the API, so no journey depends on the demo's names. */
let demo: { category: Category; subcategory: Subcategory; productId: number } | undefined;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  const categories = await api<Category[]>('/category');
  for (const category of categories) {
    const [subcategory] = await api<Subcategory[]>(`/products/subcategory/${category.id}`);
    if (!subcategory) continue;
    const { products } = await api<ProductPage>(`/products/products/${subcategory.sub_cate_id}`, {
      page: 1,
      perPage: 16,
    });
    if (products[0]) {
      demo = { category, subcategory, productId: products[0].id };
      break;
    }
  }
  if (!demo) throw new Error('the demo shop has no category with a product');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const client = apiClient(() => shop!.baseUrl);
/** The shop's API, as the web app calls it: GET, or POST with a JSON body. */
const api = <T>(path: string, body?: unknown) => client.api<T>(path, { body });

const product = (id: number) => api<ProductDetails>(`/products/${id}`);
const productIds = async (body: object) =>
  (await api<ProductPage>('/products/getallproducts', body)).products.map((p) => p.id);

/** A fresh page at the given path, with its (page and console) errors collected and its requests followed. */
async function visit(
  viewport: Viewport,
  path: string,
): Promise<OpenedPage & ReturnType<typeof followRequests>> {
  const opened = await openPage(browser!, viewport);
  const requests = followRequests(opened.page);
  await opened.page.goto(`${shop!.baseUrl}${path}`);
  return { ...opened, ...requests };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const breadcrumb = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  return (await nav.count()) ? squash(await nav.innerText()) : '';
};
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/** Path and query string of the page's URL. */
const where = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * The product ids of a listing's cards in order, or null while the list is loading or still showing the
 * previous list (aria-busy) as a placeholder.
 */
function cardIds(page: Page): Promise<number[] | null> {
  return page.locator('main').evaluate((main) => {
    if (main.querySelector('[aria-busy="true"], [role="status"]')) return null;
    const ids: number[] = [];
    for (const card of main.querySelectorAll('article')) {
      const href = card.querySelector('a[href^="/product-details/"]')?.getAttribute('href');
      if (href) ids.push(Number(href.split('/').pop()));
    }
    return ids.length ? ids : null;
  });
}

/** Waits until the listing shows exactly these products, and returns them. */
async function expectCards(page: Page, ids: number[]): Promise<number[]> {
  expect(ids.length).toBeGreaterThan(0);
  await expect.poll(() => cardIds(page), wait).toEqual(ids);
  return ids;
}

const filterGroup = (page: Page, legend: 'Categories' | 'SubCategories' | 'Rating') =>
  page.getByRole('group', { name: legend, exact: true });
const categoryBox = (page: Page, name: string) =>
  filterGroup(page, 'Categories').getByRole('checkbox', { name, exact: true });
const applyButton = (page: Page) => page.getByRole('button', { name: 'Apply Filter' });

/** On a phone the filter panel starts folded (and folds again after Apply or Clear): open it if it is. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const shown = async () => (await applyButton(page).isVisible()) || (await toggle.isVisible());
  await expect.poll(shown, wait).toBe(true);
  if (!(await applyButton(page).isVisible())) await toggle.click();
  await applyButton(page).waitFor();
}

/** The checked state of each named checkbox of a group, in the order given. */
async function checked(page: Page, legend: 'Categories' | 'SubCategories', names: string[]) {
  const group = filterGroup(page, legend);
  return Promise.all(names.map((name) => group.getByRole('checkbox', { name, exact: true }).isChecked()));
}

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const pageButtons = (page: Page) => pagination(page).getByRole('button', { name: /^Page \d+$/ });

/** The header's cart link: its name says the count ('Cart, 1 item'), its badge shows it. */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

describe('storefront', () => {
  // Journeys whose steps and checks are the same at either width: at a phone's, as most shoppers are.
  describe(`at ${mobile.width} px`, () => {
    const viewport = mobile;
    it(
      'goes from a home category to its subcategories, a subcategory, and a product with sizes, quantity and recommendations',
      async () => {
        const { page, errors, close } = await visit(viewport, '/');
        try {
          // Home: the category strip (its second tile, not always the first).
          const tiles = page
            .getByRole('region', { name: 'Shop by Category' })
            .locator('a[href^="/subcategory/"]');
          await tiles.first().waitFor();
          const tile = tiles.nth(Math.min(1, (await tiles.count()) - 1));
          const categoryName = squash((await tile.textContent()) ?? '');
          const categoryPath = (await tile.getAttribute('href'))!;
          const cateId = Number(categoryPath.split('/').pop());
          const category = (await api<Category[]>('/category')).find((c) => c.id === cateId);
          expect(category?.name).toBe(categoryName);
          await tile.scrollIntoViewIfNeeded();
          await tile.click();

          // Subcategory list: the category's name as heading, 'Home / SubCategory', the category's subcategories.
          await page.waitForURL((url) => url.pathname === categoryPath);
          await expect.poll(() => heading(page).innerText(), wait).toBe(categoryName);
          expect(await breadcrumb(page)).toBe('Home / SubCategory');
          const subCards = page.locator('main a[href^="/products/"]');
          await subCards.first().waitFor();
          const subcategories = await api<Subcategory[]>(`/products/subcategory/${cateId}`);
          const cardNames = await subCards.locator('h2').allTextContents();
          expect(cardNames.map(squash).sort()).toEqual(subcategories.map((s) => s.sub_cate_name).sort());
          // Each card names its category too (textContent: the card shows it upper-cased).
          for (const text of await subCards.locator('p').allTextContents())
            expect(squash(text)).toBe(categoryName);

          const subCard = subCards.first();
          const subName = squash((await subCard.locator('h2').textContent()) ?? '');
          const subPath = (await subCard.getAttribute('href'))!;
          const subCateId = Number(subPath.split('/').pop());
          await subCard.click();

          // Subcategory products: the subcategory's name as heading, 'Home / Products', only its products.
          await page.waitForURL((url) => url.pathname === subPath);
          await expect.poll(() => heading(page).innerText(), wait).toBe(subName);
          expect(await breadcrumb(page)).toBe('Home / Products');
          await expect.poll(() => cardIds(page), wait).not.toBeNull();
          const ids = (await cardIds(page))!;
          const details = await Promise.all(ids.map(product));
          for (const p of details) expect(p.sub_cate_id, `product ${p.id}`).toBe(subCateId);

          // A product with more than one size, if the subcategory has one.
          const chosen = details.find((p) => p.productlitres.length > 1) ?? details[0]!;
          const card = page.locator('main article').nth(ids.indexOf(chosen.id));
          await card.getByRole('link', { name: chosen.name, exact: true }).click();

          // Product details: name, the PIN check (it replaced the fixed '7 Days'), size cards, prices,
          // quantity, recommendations.
          await page.waitForURL((url) => url.pathname === `/product-details/${chosen.id}`);
          await expect.poll(() => heading(page).innerText(), wait).toBe(chosen.name);
          await page.getByRole('region', { name: 'Check delivery' }).getByLabel('PIN code').waitFor(wait);
          const sizeCards = page.getByRole('group', { name: /^Size:/ }).getByRole('button');
          expect(await sizeCards.count()).toBe(chosen.productlitres.length);
          const pressed = async () => {
            const states = await sizeCards.evaluateAll((buttons) =>
              buttons.map((b) => b.getAttribute('aria-pressed')),
            );
            return states.indexOf('true');
          };
          const selected = await pressed();
          expect(selected).toBeGreaterThanOrEqual(0);
          // The selling price beside 'Inclusive of all taxes' is the chosen size card's price.
          const sellingPrice = page
            .getByText('Inclusive of all taxes', { exact: true })
            .locator('xpath=..')
            .locator('span')
            .nth(1);
          const cardPrice = (i: number) => sizeCards.nth(i).locator('span').nth(1).innerText();
          const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
          expect(await sellingPrice.innerText()).toBe(await cardPrice(selected));
          expect(amount(await sellingPrice.innerText())).toBe(
            chosen.productlitres[selected]!.discounted_price,
          );
          const other = chosen.productlitres.findIndex(
            (pl, i) =>
              i !== selected && pl.discounted_price !== chosen.productlitres[selected]!.discounted_price,
          );
          if (other >= 0) {
            const before = await sellingPrice.innerText();
            await sizeCards.nth(other).click();
            await expect.poll(pressed, wait).toBe(other);
            await expect.poll(() => sellingPrice.innerText(), wait).toBe(await cardPrice(other));
            expect(await sellingPrice.innerText()).not.toBe(before);
            expect(amount(await sellingPrice.innerText())).toBe(
              chosen.productlitres[other]!.discounted_price,
            );
          }

          // The quantity stepper never goes below 1.
          const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
          const decrease = page.getByRole('button', { name: 'Decrease quantity' });
          const increase = page.getByRole('button', { name: 'Increase quantity' });
          expect(await quantity.inputValue()).toBe('1');
          expect(await decrease.isDisabled()).toBe(true);
          await increase.click();
          await expect.poll(() => quantity.inputValue(), wait).toBe('2');
          expect(await decrease.isEnabled()).toBe(true);
          await decrease.click();
          await expect.poll(() => quantity.inputValue(), wait).toBe('1');
          expect(await decrease.isDisabled()).toBe(true);
          await quantity.fill('0');
          await expect.poll(() => quantity.inputValue(), wait).toBe('1');
          await quantity.fill('-4');
          await expect.poll(() => quantity.inputValue(), wait).toBe('1');

          // Recommended Products: at most 4, from the same category, never this product.
          const recommended = page.getByRole('region', { name: 'Recommended Products' });
          await recommended.locator('article').first().waitFor();
          const recommendedIds = await recommended
            .locator('article h3 a')
            .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop())));
          expect(recommendedIds.length).toBeGreaterThan(0);
          expect(recommendedIds.length).toBeLessThanOrEqual(4);
          expect(recommendedIds).not.toContain(chosen.id);
          for (const p of await Promise.all(recommendedIds.map(product))) {
            expect(p.categoryId, `recommended product ${p.id}`).toBe(chosen.categoryId);
          }
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );

    it(
      'shows only combos on Combos, keeps All Purpose exclusive, and clears subcategories when categories change',
      async () => {
        const { page, errors, close } = await visit(viewport, '/combos');
        try {
          await expect.poll(() => heading(page).innerText(), wait).toBe('Combos');
          expect(await breadcrumb(page)).toBe('Home / Combos');
          const combos = await expectCards(
            page,
            await productIds({ page: 1, perPage, filter: { combos: 1 } }),
          );
          const cards = page.locator('main article');
          // Every card carries the Combo badge, and every product is a combo.
          expect(await cards.getByText('Combo', { exact: true }).count()).toBe(combos.length);
          for (const p of await Promise.all(combos.map(product)))
            expect(p.combos, `product ${p.id}`).toBe(true);

          await openFilters(page);
          const categories = await api<Category[]>('/category');
          const subcategories = await api<Subcategory[]>('/subcategory');
          const allPurpose = categories.find((c) => c.name === 'All Purpose');
          expect(allPurpose, 'the demo shop has an All Purpose category').toBeDefined();
          const others = categories.filter(
            (c) => c.id !== allPurpose!.id && subcategories.some((s) => s.cate_id === c.id),
          );
          expect(others.length).toBeGreaterThanOrEqual(2);
          const [x, y] = [others[0]!, others[1]!];
          const names = [allPurpose!.name, x.name, y.name];

          // All Purpose, then another: the other replaces it.
          await categoryBox(page, allPurpose!.name).click();
          await expect.poll(() => checked(page, 'Categories', names), wait).toEqual([true, false, false]);
          await categoryBox(page, x.name).click();
          await expect.poll(() => checked(page, 'Categories', names), wait).toEqual([false, true, false]);

          // A subcategory of that category, then a change of categories: the subcategory is no longer chosen.
          const xSub = subcategories.find((s) => s.cate_id === x.id)!;
          const subBox = filterGroup(page, 'SubCategories').getByRole('checkbox', {
            name: xSub.sub_cate_name,
            exact: true,
          });
          await subBox.check();
          await categoryBox(page, y.name).click();
          await expect.poll(() => checked(page, 'Categories', names), wait).toEqual([false, true, true]);
          await expect.poll(() => subBox.isChecked(), wait).toBe(false);
          expect(await checked(page, 'SubCategories', [xSub.sub_cate_name])).toEqual([false]);

          // All Purpose again: the others go.
          await categoryBox(page, allPurpose!.name).click();
          await expect.poll(() => checked(page, 'Categories', names), wait).toEqual([true, false, false]);
          const offered = await filterGroup(page, 'SubCategories').locator('label').allInnerTexts();
          expect(offered.map(squash).sort()).toEqual(
            subcategories
              .filter((s) => s.cate_id === allPurpose!.id)
              .map((s) => s.sub_cate_name)
              .sort(),
          );

          // Applied: All Purpose's combos only.
          await applyButton(page).click();
          await page.waitForURL((url) => url.search === `?category=${allPurpose!.id}`);
          const body = { page: 1, perPage, filter: { category: [allPurpose!.id], combos: 1 } };
          const ids = await expectCards(page, await productIds(body));
          for (const p of await Promise.all(ids.map(product))) {
            expect(p.combos && p.categoryId === allPurpose!.id, `product ${p.id}`).toBe(true);
          }
          expect(await cards.getByText('Combo', { exact: true }).count()).toBe(ids.length);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );

    it(
      'pages through All Products, shows at most five page buttons, and Back returns to page 1',
      async () => {
        const { page, errors, close } = await visit(viewport, '/products');
        try {
          const { totalProducts } = await api<ProductPage>('/products/getallproducts', {
            page: 1,
            perPage,
          });
          const pages = Math.ceil(totalProducts / perPage);
          expect(pages, 'the demo shop has more than one page of products').toBeGreaterThan(1);
          const first = await expectCards(page, await productIds({ page: 1, perPage }));
          expect(first.length).toBe(perPage);
          const status = pagination(page).getByText(/^Page \d+ of \d+$/);
          expect(await status.innerText()).toBe(`Page 1 of ${pages}`);
          expect(await pageButtons(page).count()).toBe(Math.min(5, pages));
          expect(await pagination(page).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

          // The '2' button, and after Back, Next.
          await pagination(page).getByRole('button', { name: 'Page 2', exact: true }).click();
          await page.waitForURL((url) => url.search === '?page=2');
          const second = await expectCards(page, await productIds({ page: 2, perPage }));
          expect(second.filter((id) => first.includes(id))).toEqual([]);
          await expect.poll(() => status.innerText(), wait).toBe(`Page 2 of ${pages}`);
          expect(
            await pagination(page)
              .getByRole('button', { name: 'Page 2', exact: true })
              .getAttribute('aria-current'),
          ).toBe('page');
          expect(await pageButtons(page).count()).toBeLessThanOrEqual(5);

          // The browser's Back button: page 1 and its products again.
          await page.goBack();
          await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
          await expectCards(page, first);
          await expect.poll(() => status.innerText(), wait).toBe(`Page 1 of ${pages}`);

          await pagination(page).getByRole('button', { name: 'Next' }).click();
          await page.waitForURL((url) => url.search === '?page=2');
          await expectCards(page, second);
          await expect.poll(() => status.innerText(), wait).toBe(`Page 2 of ${pages}`);

          // Deep in the list (the last page) there are still at most five numbered buttons.
          await page.goto(`${shop!.baseUrl}/products?page=${pages}`);
          await expectCards(page, await productIds({ page: pages, perPage }));
          expect(await status.innerText()).toBe(`Page ${pages} of ${pages}`);
          const numbers = (await pageButtons(page).allInnerTexts()).map(Number);
          expect(numbers.length).toBe(Math.min(5, pages));
          expect(numbers.at(-1)).toBe(pages);
          expect(await pagination(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      journey,
    );

    it(
      "says 'Product not found.' for a product that does not exist",
      async () => {
        const { page, errors, close } = await visit(viewport, '/product-details/999999');
        try {
          await expect.poll(() => heading(page).innerText(), wait).toBe('Product not found.');
          expect(await page.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe(
            '/products',
          );
          // The 404 of the product request is the only thing the console reports.
          for (const error of errors) expect(error).toMatch(/status of 404/);
        } finally {
          await close();
        }
      },
      journey,
    );
  });

  // The filter panel folds behind a button on a phone and is a column beside the list on a laptop, and Tab
  // passes a different header and panel at each width: these journeys run at both.
  for (const viewport of viewports) {
    describe(`at ${viewport.width} px`, () => {
      it(
        'filters All Products by category and rating only on Apply Filter, keeps them in the URL, and clears them',
        async () => {
          const { page, errors, close } = await visit(viewport, '/products');
          try {
            // Every request for a filtered list, to show that choosing alone asks for nothing.
            const filteredRequests: string[] = [];
            page.on('request', (request) => {
              if (
                request.url().endsWith('/api/products/getallproducts') &&
                /"filter"/.test(request.postData() ?? '')
              )
                filteredRequests.push(request.postData()!);
            });
            await expect.poll(() => heading(page).innerText(), wait).toBe('All Products');
            const unfiltered = await expectCards(page, await productIds({ page: 1, perPage }));

            await openFilters(page);
            // SubCategories show only once a category is chosen.
            await categoryBox(page, demo!.category.name).waitFor();
            expect(await filterGroup(page, 'SubCategories').count()).toBe(0);

            // A category other than the first at one width, for variety; one with subcategories.
            const categories = await api<Category[]>('/category');
            const subcategories = await api<Subcategory[]>('/subcategory');
            const withSubs = categories.filter((c) => subcategories.some((s) => s.cate_id === c.id));
            const category = withSubs[viewport.name === 'desktop' ? 0 : withSubs.length - 1]!;
            await categoryBox(page, category.name).check();
            const subGroup = filterGroup(page, 'SubCategories');
            await subGroup.waitFor();
            const offeredNames = await subGroup.locator('label').allInnerTexts();
            expect(offeredNames.map(squash).sort()).toEqual(
              subcategories
                .filter((s) => s.cate_id === category.id)
                .map((s) => s.sub_cate_name)
                .sort(),
            );
            expect(await subGroup.getByRole('checkbox').count()).toBe(offeredNames.length);

            // Nothing changes until Apply Filter: same URL, same cards, no filtered request.
            expect(where(page)).toBe('/products');
            expect(await cardIds(page)).toEqual(unfiltered);
            expect(filteredRequests).toEqual([]);

            await applyButton(page).click();
            await page.waitForURL((url) => url.search === `?category=${category.id}`);
            const body = { page: 1, perPage, filter: { category: [category.id] } };
            const inCategory = await expectCards(page, await productIds(body));
            for (const p of await Promise.all(inCategory.map(product))) {
              expect(p.categoryId, `product ${p.id}`).toBe(category.id);
            }
            const total = (await api<ProductPage>('/products/getallproducts', body)).totalProducts;
            expect(squash(await page.getByText(/^Showing \d+/).innerText())).toBe(
              `Showing 1–${inCategory.length} of ${total} ${total === 1 ? 'product' : 'products'}`,
            );

            // A reload shows the same list, with the category still ticked.
            await page.reload();
            await expectCards(page, inCategory);
            expect(where(page)).toBe(`/products?category=${category.id}`);
            await openFilters(page);
            expect(await categoryBox(page, category.name).isChecked()).toBe(true);

            // Clear Filter: no filters, a bare URL, all products again.
            await page.getByRole('button', { name: 'Clear Filter' }).click();
            await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
            await expectCards(page, unfiltered);
            await openFilters(page);
            expect(await categoryBox(page, category.name).isChecked()).toBe(false);
            expect(await filterGroup(page, 'SubCategories').count()).toBe(0);

            // '4 & Up' leaves only products rated 4 and more.
            const fourUp = filterGroup(page, 'Rating').getByRole('checkbox', { name: '4 stars & Up' });
            await fourUp.check();
            await applyButton(page).click();
            await page.waitForURL((url) => url.search === '?rating=4');
            const rated = await expectCards(
              page,
              await productIds({ page: 1, perPage, filter: { rating: [4] } }),
            );
            for (const p of await Promise.all(rated.map(product))) {
              expect(p.averageRatings, `product ${p.id}`).toBeGreaterThanOrEqual(4);
            }
            for (const label of await page
              .locator('main article')
              .getByRole('img', { name: /^Rated \d out of 5$/ })
              .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))) {
              expect(Number(label!.split(' ')[1])).toBeGreaterThanOrEqual(4);
            }
            expect(errors).toEqual([]);
          } finally {
            await close();
          }
        },
        journey,
      );

      it(
        "reaches the first card's Add to Cart with Tab on All Products, and Enter adds it to the guest cart",
        async () => {
          const { page, errors, close } = await visit(viewport, '/products');
          try {
            const ids = await expectCards(page, await productIds({ page: 1, perPage }));
            const firstCard = page.locator('main article').first();
            const name = squash(await firstCard.getByRole('heading').innerText());
            const addButton = firstCard.getByRole('button', { name: 'Add to Cart' });
            expect(await addButton.isEnabled()).toBe(true);
            const badge = cartLink(page).locator('[aria-hidden="true"]').filter({ hasText: /\d/ });
            expect(await cartLink(page).getAttribute('href')).toBe('/cart');
            expect(await page.getByRole('link', { name: 'Cart, 0 items', exact: true }).count()).toBe(1);
            expect(await badge.count()).toBe(0);

            let presses = 0;
            while (!(await isFocused(addButton))) {
              expect(presses++, 'Tab presses to reach the first Add to Cart').toBeLessThan(150);
              await page.keyboard.press('Tab');
            }
            await page.keyboard.press('Enter');
            await page.getByText('Item added to cart', { exact: true }).waitFor();
            await page.waitForURL((url) => url.pathname === '/cart');
            await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
            expect(await badge.innerText()).toBe('1');
            // The cart page lists the product.
            await expect.poll(() => heading(page).innerText(), wait).toBe('Cart Page');
            await page.locator('main').getByText(name, { exact: true }).first().waitFor();
            const stored = await page.evaluate(() => localStorage.getItem('guestCart'));
            expect(JSON.parse(stored ?? '[]')).toMatchObject([{ productId: ids[0], quantity: 1 }]);
            expect(errors).toEqual([]);
          } finally {
            await close();
          }
        },
        journey,
      );
    });
  }

  // Each page loaded once on a phone, then widened to a laptop's width (the layout is CSS alone, and axe reads
  // neither touch nor isMobile): serious and critical axe violations at both widths, errors of both.
  describe(`every shopper page has no serious or critical axe violations and no page or console errors at ${mobile.width} and ${desktop.width} px`, () => {
    const textOf = (text: string) => (page: Page) => page.getByText(text, { exact: true }).first();
    const title = (name: string) => (page: Page) =>
      page.getByRole('heading', { level: 1, name, exact: true });
    const firstCard = (page: Page) => page.locator('main article').first();
    const routes: { path: string; url: () => string; ready: (page: Page) => Locator }[] = [
      {
        path: '/',
        url: () => '/',
        ready: (page) => page.getByRole('region', { name: 'New Arrivals' }).locator('article').first(),
      },
      { path: '/products', url: () => '/products', ready: firstCard },
      { path: '/products?search=floor', url: () => '/products?search=floor', ready: firstCard },
      { path: '/combos', url: () => '/combos', ready: firstCard },
      {
        path: '/subcategory/{cate_id}',
        url: () => `/subcategory/${demo!.category.id}`,
        ready: (page) => page.locator('main a[href^="/products/"]').first(),
      },
      {
        path: '/products/{sub_cate_id}',
        url: () => `/products/${demo!.subcategory.sub_cate_id}`,
        ready: firstCard,
      },
      {
        path: '/product-details/{id}',
        url: () => `/product-details/${demo!.productId}`,
        ready: (page) =>
          page.getByRole('region', { name: 'Recommended Products' }).locator('article').first(),
      },
      { path: '/about', url: () => '/about', ready: textOf('Growth & Excellence') },
      {
        path: '/contact',
        url: () => '/contact',
        ready: (page) => page.getByRole('button', { name: 'Send Message' }),
      },
      { path: '/faqs', url: () => '/faqs', ready: title('Frequently Asked Questions') },
      { path: '/shipping-policy', url: () => '/shipping-policy', ready: title('Shipping Policy') },
      { path: '/return-exchange', url: () => '/return-exchange', ready: title('Return & Exchange') },
      { path: '/privacy-policy', url: () => '/privacy-policy', ready: title('Privacy Policy') },
      { path: '/terms-conditions', url: () => '/terms-conditions', ready: title('Terms & Conditions') },
      { path: '/cart', url: () => '/cart', ready: textOf('Your Cart is Currently Empty.') },
      { path: '/wishlist', url: () => '/wishlist', ready: textOf('Your Wishlist is Currently Empty.') },
      {
        path: '/login',
        url: () => '/login',
        ready: (page) => page.getByRole('form', { name: 'Log in' }),
      },
      {
        path: '/signup',
        url: () => '/signup',
        ready: (page) => page.getByRole('form', { name: 'Sign up' }),
      },
    ];
    for (const route of routes) {
      it(
        route.path,
        async () => {
          const { page, errors, settled, close } = await visit(mobile, route.url());
          try {
            for (const viewport of [mobile, desktop]) {
              await page.setViewportSize({ width: viewport.width, height: viewport.height });
              await route.ready(page).waitFor();
              await settled();
              const violations = await axeViolations(page);
              expect.soft(violations, `${viewport.width} px: ${describeViolations(violations)}`).toEqual([]);
            }
            expect.soft(errors).toEqual([]);
          } finally {
            await close();
          }
        },
        journey,
      );
    }
  });
});
