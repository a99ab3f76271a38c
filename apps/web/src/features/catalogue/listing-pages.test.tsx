// @vitest-environment happy-dom
// The listing pages against the real API on the demo catalogue (89 products in 10 categories, 15 combos):
// titles, crumbs, states, drafts and Apply, the URL, paging, prefetch, corrected searches.
import type { ProductPage } from '@chamak/shared/catalogue';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import AllProductsPage from './all-products-page.tsx';
import CollectionPage from './collection-page.tsx';
import CombosPage from './combos-page.tsx';
import SubcategoryListPage from './subcategory-list-page.tsx';
import SubcategoryProductsPage from './subcategory-products-page.tsx';

const api = useRealApi();

afterEach(() => {
  cleanup();
});

const location = () => screen.getByTestId('location').textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The trail as read: 'Home / All Products / Search: floor'. */
const breadcrumb = () =>
  Array.from(screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('li'))
    .map((li) => li.textContent)
    .join(' ');

type ListBody = { page: number; perPage: number; filter?: Record<string, unknown> };
/** The product-list calls the page made, in order. */
const listCalls = () => api.callsTo('/products/getallproducts');
const productBodies = () => listCalls().map((c) => c.body as ListBody);
/** The server's answer to the first (or the given) product-list call, once it has come. */
async function answered(index = 0): Promise<ProductPage> {
  await waitFor(() => expect(listCalls()[index]?.response).toBeDefined());
  return listCalls()[index]!.response as ProductPage;
}
/** Waits until the page shows the first product of an answer. */
const showsFirstOf = async (page: ProductPage) =>
  expect(await screen.findByText(page.products[0]!.name)).toBeTruthy();

describe('All Products', () => {
  it('shows Loading..., then the title, crumbs, 15 cards and pages', async () => {
    renderPage(<AllProductsPage />, '/products', '/products');
    expect(within(screen.getByRole('region', { name: 'Products' })).getByText('Loading...')).toBeTruthy();
    const first = await answered();
    expect(first.totalProducts).toBe(89);
    await showsFirstOf(first);
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / All Products');
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(screen.getByText('Page 1 of 6')).toBeTruthy();
    expect(productBodies()[0]).toEqual({ page: 1, perPage: 15 });
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();
  });

  it('keeps choices as drafts until Apply Filter, then puts them in the URL and asks for page 1', async () => {
    renderPage(<AllProductsPage />, '/products', '/products?page=2');
    await showsFirstOf(await answered());
    // No subcategories before a category is chosen.
    expect(screen.queryByRole('group', { name: 'SubCategories' })).toBeNull();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Floor Care' }));
    const subs = within(await screen.findByRole('group', { name: 'SubCategories' }));
    await waitFor(() =>
      expect(subs.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
        'Floor Cleaners',
        'Phenyl & Floor Disinfectants',
        'Marble & Stone Care',
      ]),
    );
    fireEvent.click(checkbox('Floor Cleaners'));
    fireEvent.click(checkbox('4 stars & Up'));
    const asked = productBodies().length;
    expect(location()).toBe('/products?page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(location()).toBe('/products?category=2&subcat=4&rating=4'));
    await waitFor(() =>
      expect(productBodies().slice(asked)).toContainEqual({
        page: 1,
        perPage: 15,
        filter: { category: [2], subcat: [4], rating: [4] },
      }),
    );
    // The demo shop has three such floor cleaners.
    expect(await screen.findByText('Lemon Fresh Floor Cleaner')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(checkbox('Floor Care').checked).toBe(true);
  });

  it('changing categories clears the chosen subcategories', async () => {
    renderPage(<AllProductsPage />, '/products', '/products?category=2&subcat=4');
    await showsFirstOf(await answered());
    await waitFor(() => expect(checkbox('Floor Cleaners').checked).toBe(true));
    fireEvent.click(checkbox('Kitchen Care'));
    expect(checkbox('Floor Cleaners').checked).toBe(false);
    expect(await screen.findByRole('checkbox', { name: 'Dishwash Liquids & Gels' })).toBeTruthy();
  });

  it('Clear Filter empties the filters and the URL but keeps the search', async () => {
    renderPage(<AllProductsPage />, '/products', '/products?search=floor&category=2&rating=5&page=3');
    await answered();
    await waitFor(() => expect(checkbox('Floor Care').checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(location()).toBe('/products?search=floor'));
    expect(checkbox('Floor Care').checked).toBe(false);
    expect(checkbox('5 stars').checked).toBe(false);
  });

  it('restores page, filters and search from a shared link', async () => {
    renderPage(
      <AllProductsPage />,
      '/products',
      '/products?search=cleaner&category=1,2,3,4,6&rating=4,3&page=2',
    );
    const page = await answered();
    expect(productBodies()[0]).toEqual({
      page: 2,
      perPage: 15,
      filter: { category: [1, 2, 3, 4, 6], rating: [4, 3], search: 'cleaner' },
    });
    expect(page.totalProducts).toBeGreaterThan(15);
    await showsFirstOf(page);
    for (const name of ['All Purpose', 'Floor Care', 'Kitchen Care', 'Bathroom & Toilet', 'Glass & Surface'])
      expect(checkbox(name).checked).toBe(true);
    expect(checkbox('Laundry').checked).toBe(false);
    expect(checkbox('4 stars & Up').checked).toBe(true);
    expect(checkbox('3 stars & Up').checked).toBe(true);
    expect(screen.getByText(`Page 2 of ${Math.ceil(page.totalProducts / 15)}`)).toBeTruthy();
  });

  it('during a search shows it in the crumbs, and Clear Search goes back to /products', async () => {
    renderPage(<AllProductsPage />, '/products', '/products?search=floor&category=2');
    await showsFirstOf(await answered());
    expect(breadcrumb()).toBe('Home / All Products / Search: floor');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(location()).toBe('/products'));
  });

  it('says which words a corrected search used', async () => {
    renderPage(<AllProductsPage />, '/products', '/products?search=flooor');
    const line = await screen.findByText(/Showing results for/);
    expect(line.textContent).toBe('Showing results for "floor" (no exact matches for "flooor")');
    expect((await answered()).searchedFor).toBe('floor');
  });

  it('fetches the next page ahead, and a page button moves the URL there', async () => {
    renderPage(<AllProductsPage />, '/products', '/products');
    await showsFirstOf(await answered());
    await waitFor(() => expect(productBodies()).toContainEqual({ page: 2, perPage: 15 }));
    const ahead = listCalls().findIndex((c) => (c.body as ListBody).page === 2);
    const second = await answered(ahead);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/products?page=2'));
    await showsFirstOf(second);
    // Page 2 came from the cache; page 3 is now fetched ahead.
    await waitFor(() => expect(productBodies()).toContainEqual({ page: 3, perPage: 15 }));
    expect(productBodies().filter((b) => b.page === 2)).toHaveLength(1);
  });

  it('says what was searched when nothing is found, and when filters match nothing', async () => {
    renderPage(<AllProductsPage />, '/products', '/products?search=zzzqqq');
    expect(await screen.findByText('No products found for "zzzqqq".')).toBeTruthy();
    cleanup();
    // No Air Care product has five stars in the demo shop.
    renderPage(<AllProductsPage />, '/products', '/products?category=10&rating=5');
    expect(await screen.findByText('No products match the selected filters.')).toBeTruthy();
    expect(listCalls().at(-1)?.response).toMatchObject({ totalProducts: 0 });
  });

  it("shows 'Error: Failed to fetch products' when the fetch fails", async () => {
    api.failNext((c) => c.path === '/products/getallproducts', 2);
    renderPage(<AllProductsPage />, '/products', '/products');
    // One retry after a network failure, then the error.
    expect(await screen.findByText('Error: Failed to fetch products', {}, { timeout: 5000 })).toBeTruthy();
    expect(productBodies()).toHaveLength(2);
  });
});

describe('Combos', () => {
  it('asks only for combos, and All Purpose stands alone both ways', async () => {
    renderPage(<CombosPage />, '/combos', '/combos');
    const first = await answered();
    expect(first.totalProducts).toBe(15);
    await showsFirstOf(first);
    expect(screen.getByRole('heading', { level: 1, name: 'Combos' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / Combos');
    expect(productBodies()[0]).toEqual({ page: 1, perPage: 15, filter: { combos: true } });

    fireEvent.click(checkbox('Floor Care'));
    fireEvent.click(checkbox('Kitchen Care'));
    fireEvent.click(checkbox('All Purpose'));
    expect([
      checkbox('All Purpose').checked,
      checkbox('Floor Care').checked,
      checkbox('Kitchen Care').checked,
    ]).toEqual([true, false, false]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Multi-Surface Cleaners' }));
    fireEvent.click(checkbox('Floor Care'));
    expect(checkbox('All Purpose').checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Multi-Surface Cleaners' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(location()).toBe('/combos?category=2'));
    await waitFor(() =>
      expect(productBodies()).toContainEqual({
        page: 1,
        perPage: 15,
        filter: { category: [2], combos: true },
      }),
    );
    expect(
      await screen.findByText('Floor Care Combo (Lavender Floor Cleaner 1 L + White Phenyl 1 L)'),
    ).toBeTruthy();
  });

  it('has its own empty text', async () => {
    // The demo shop's one floor-care combo has fewer than five stars.
    renderPage(<CombosPage />, '/combos', '/combos?category=2&rating=5');
    expect(await screen.findByText('No combo products match the selected filters.')).toBeTruthy();
  });
});

describe('Subcategory list', () => {
  it('is headed by the first result’s category, with cards leading to each subcategory’s products', async () => {
    renderPage(<SubcategoryListPage />, '/subcategory/:cateId', '/subcategory/2');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor Care' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / SubCategory');
    const link = screen.getByRole('link', { name: /Marble & Stone Care/ });
    expect(link.getAttribute('href')).toBe('/products/6');
    expect(link.textContent).toContain('Floor Care');
  });

  it("says 'No subcategory available.' for a category without subcategories", async () => {
    // A new category with no subcategories yet.
    const [empty] = await rows<{ id: number }>(
      api.database.db,
      sql`insert into categories (name) values ('Garden Care') returning id`,
    );
    renderPage(<SubcategoryListPage />, '/subcategory/:cateId', `/subcategory/${empty!.id}`);
    expect(await screen.findByText('No subcategory available.')).toBeTruthy();
  });

  it("is 'Category not found' for a category the shop does not have: SPEC's empty text, no error, no Retry", async () => {
    for (const address of ['/subcategory/999', '/subcategory/abc']) {
      renderPage(<SubcategoryListPage />, '/subcategory/:cateId', address);
      expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
      expect(screen.getByText('No subcategory available.')).toBeTruthy();
      expect(document.title).toBe('Category not found | Chamak');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
      expect(screen.queryByText(/^Error:/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe(
        '/products',
      );
      cleanup();
    }
    // A refusal is final: no second try.
    expect(api.callsTo('/products/subcategory/999')).toEqual([expect.objectContaining({ status: 404 })]);
  });
});

describe('Subcategory products', () => {
  it('is headed by the subcategory name and asks for 16 a page', async () => {
    // Twenty more floor cleaners (copies of the first one's row and sizes), so there is a second page.
    await api.database.db.execute(sql`
      with copies as (
        insert into products (name, category_id, subcategory_id, short_description)
        select 'Floor Cleaner No. ' || g, 2, 4, 'A copy for paging' from generate_series(1, 20) g
        returning id
      )
      insert into product_litres (product_id, litre_id, price_paise, discounted_price_paise, total_qty, remaining_qty)
      select copies.id, 1, 19900, 17900, 10, 10 from copies`);
    try {
      renderPage(<SubcategoryProductsPage />, '/products/:subCateId', '/products/4');
      expect(await screen.findByRole('heading', { level: 1, name: 'Floor Cleaners' })).toBeTruthy();
      expect(breadcrumb()).toBe('Home / Products');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
      const first = api.callsTo('/products/products/4')[0]!;
      expect(first.body).toEqual({ page: 1, perPage: 16 });
      expect(first.response).toMatchObject({ totalProducts: 25 });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(location()).toBe('/products/4?page=2'));
      await waitFor(() =>
        expect(api.callsTo('/products/products/4').at(-1)).toMatchObject({
          body: { page: 2, perPage: 16 },
          status: 200,
        }),
      );
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    } finally {
      await api.database.db.execute(sql`delete from products where short_description = 'A copy for paging'`);
    }
  });

  it("says 'No products available.' when it has none", async () => {
    const [empty] = await rows<{ id: number }>(
      api.database.db,
      sql`insert into subcategories (name, category_id) values ('Empty Shelf', 2) returning id`,
    );
    renderPage(<SubcategoryProductsPage />, '/products/:subCateId', `/products/${empty!.id}`);
    expect(await screen.findByText('No products available.')).toBeTruthy();
  });

  it("is 'Subcategory not found' for a subcategory the shop does not have: SPEC's empty text, no error, no Retry", async () => {
    for (const address of ['/products/999', '/products/0']) {
      renderPage(<SubcategoryProductsPage />, '/products/:subCateId', address);
      expect(await screen.findByRole('heading', { level: 1, name: 'Subcategory not found' })).toBeTruthy();
      expect(screen.getByText('No products available.')).toBeTruthy();
      expect(document.title).toBe('Subcategory not found | Chamak');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
      expect(screen.queryByText(/^Error:/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      cleanup();
    }
    expect(api.callsTo('/products/products/999')).toEqual([expect.objectContaining({ status: 404 })]);
  });
});

describe('Collection', () => {
  it('lists the subcategory of exactly that name', async () => {
    renderPage(<CollectionPage />, '/collection/:collectionName', '/collection/Floor%20Cleaners');
    await showsFirstOf(await answered());
    expect(screen.getByRole('heading', { level: 1, name: 'Floor Cleaners' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / Floor Cleaners');
    expect(productBodies()[0]).toEqual({ page: 1, perPage: 15, filter: { subcat: [4] } });
  });

  it('otherwise lists the products matching the name as a search', async () => {
    renderPage(<CollectionPage />, '/collection/:collectionName', '/collection/Lemon%20Fresh');
    expect(await screen.findByText('Lemon Fresh Floor Cleaner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon Fresh' })).toBeTruthy();
    expect(productBodies()[0]).toEqual({ page: 1, perPage: 15, filter: { search: 'Lemon Fresh' } });
  });
});
