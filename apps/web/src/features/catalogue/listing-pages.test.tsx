// @vitest-environment happy-dom
// The listing pages against a fake API: titles, crumbs, states, drafts and Apply, the URL, paging, prefetch.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AllProductsPage from './all-products-page.tsx';
import CollectionPage from './collection-page.tsx';
import CombosPage from './combos-page.tsx';
import SubcategoryListPage from './subcategory-list-page.tsx';
import SubcategoryProductsPage from './subcategory-products-page.tsx';
import { fakeApi, makeProduct, productPage, renderPage, subcategories } from './test-fixtures.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

const location = () => screen.getByTestId('location').textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The trail as read: 'Home / All Products / Search: floor'. */
const breadcrumb = () =>
  Array.from(screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('li'))
    .map((li) => li.textContent)
    .join(' ');

/** A catalogue of `total` products for the product list, whatever the filter. */
function catalogue(total: number, extra = {}) {
  return fakeApi((path, body) => {
    if (path === '/products/getallproducts') {
      const { page, perPage } = body as { page: number; perPage: number };
      return productPage(page, perPage, total, extra);
    }
    throw new Error(`unexpected call ${path}`);
  });
}

describe('All Products', () => {
  it('shows Loading..., then the title, crumbs, 15 cards and pages', async () => {
    api = catalogue(40);
    renderPage(<AllProductsPage />, '/products', '/products');
    expect(within(screen.getByRole('region', { name: 'Products' })).getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Product 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / All Products');
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(api.productBodies()[0]).toEqual({ page: 1, perPage: 15 });
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();
  });

  it('keeps choices as drafts until Apply Filter, then puts them in the URL and asks for page 1', async () => {
    api = catalogue(40);
    renderPage(<AllProductsPage />, '/products', '/products?page=2');
    await screen.findByText('Product 16');
    // No subcategories before a category is chosen.
    expect(screen.queryByRole('group', { name: 'SubCategories' })).toBeNull();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Floor Care' }));
    const subs = within(screen.getByRole('group', { name: 'SubCategories' }));
    expect(subs.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Floor Cleaners',
      'Marble & Stone Care',
    ]);
    fireEvent.click(checkbox('Floor Cleaners'));
    fireEvent.click(checkbox('4 stars & Up'));
    const asked = api.productBodies().length;
    expect(location()).toBe('/products?page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(location()).toBe('/products?category=2&subcat=20&rating=4'));
    await waitFor(() =>
      expect(api?.productBodies().slice(asked)).toContainEqual({
        page: 1,
        perPage: 15,
        filter: { category: [2], subcat: [20], rating: [4] },
      }),
    );
    expect(checkbox('Floor Care').checked).toBe(true);
  });

  it('changing categories clears the chosen subcategories', async () => {
    api = catalogue(5);
    renderPage(<AllProductsPage />, '/products', '/products?category=2&subcat=20');
    await screen.findByText('Product 1');
    expect(checkbox('Floor Cleaners').checked).toBe(true);
    fireEvent.click(checkbox('Kitchen Care'));
    expect(checkbox('Floor Cleaners').checked).toBe(false);
    expect(checkbox('Dishwash Liquids & Gels')).toBeTruthy();
  });

  it('Clear Filter empties the filters and the URL but keeps the search', async () => {
    api = catalogue(5);
    renderPage(<AllProductsPage />, '/products', '/products?search=floor&category=2&rating=5&page=3');
    await screen.findByText('Product 1');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(location()).toBe('/products?search=floor'));
    expect(checkbox('Floor Care').checked).toBe(false);
    expect(checkbox('5 stars').checked).toBe(false);
  });

  it('restores page, filters and search from a shared link', async () => {
    api = catalogue(40);
    renderPage(<AllProductsPage />, '/products', '/products?search=floor&category=2&rating=4,3&page=2');
    expect(await screen.findByText('Product 16')).toBeTruthy();
    expect(api.productBodies()[0]).toEqual({
      page: 2,
      perPage: 15,
      filter: { category: [2], rating: [4, 3], search: 'floor' },
    });
    expect(checkbox('Floor Care').checked).toBe(true);
    expect(checkbox('4 stars & Up').checked).toBe(true);
    expect(checkbox('3 stars & Up').checked).toBe(true);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('during a search shows it in the crumbs, and Clear Search goes back to /products', async () => {
    api = catalogue(3);
    renderPage(<AllProductsPage />, '/products', '/products?search=floor&category=2');
    await screen.findByText('Product 1');
    expect(breadcrumb()).toBe('Home / All Products / Search: floor');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(location()).toBe('/products'));
  });

  it('says which words a corrected search used', async () => {
    api = catalogue(3, { searchedFor: 'floor' });
    renderPage(<AllProductsPage />, '/products', '/products?search=flor');
    const line = await screen.findByText(/Showing results for/);
    expect(line.textContent).toBe('Showing results for "floor" (no exact matches for "flor")');
  });

  it('fetches the next page ahead, and a page button moves the URL there', async () => {
    api = catalogue(40);
    renderPage(<AllProductsPage />, '/products', '/products');
    await screen.findByText('Product 1');
    await waitFor(() => expect(api?.productBodies()).toContainEqual({ page: 2, perPage: 15 }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/products?page=2'));
    expect(await screen.findByText('Product 16')).toBeTruthy();
    // Page 2 came from the cache; page 3 is now fetched ahead.
    await waitFor(() => expect(api?.productBodies()).toContainEqual({ page: 3, perPage: 15 }));
    expect(api.productBodies().filter((b) => b.page === 2)).toHaveLength(1);
  });

  it('says what was searched when nothing is found, and when filters match nothing', async () => {
    api = catalogue(0);
    renderPage(<AllProductsPage />, '/products', '/products?search=zzz');
    expect(await screen.findByText('No products found for "zzz".')).toBeTruthy();
    cleanup();
    renderPage(<AllProductsPage />, '/products', '/products?rating=5');
    expect(await screen.findByText('No products match the selected filters.')).toBeTruthy();
  });

  it("shows 'Error: Failed to fetch products' when the fetch fails", async () => {
    api = fakeApi(() => {
      throw new TypeError('fetch failed');
    });
    renderPage(<AllProductsPage />, '/products', '/products');
    // One retry after a network failure, then the error.
    expect(await screen.findByText('Error: Failed to fetch products', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.productBodies()).toHaveLength(2);
  });
});

describe('Combos', () => {
  it('asks only for combos, and All Purpose stands alone both ways', async () => {
    api = catalogue(2);
    renderPage(<CombosPage />, '/combos', '/combos');
    await screen.findByText('Product 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Combos' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / Combos');
    expect(api.productBodies()[0]).toEqual({ page: 1, perPage: 15, filter: { combos: true } });

    fireEvent.click(checkbox('Floor Care'));
    fireEvent.click(checkbox('Kitchen Care'));
    fireEvent.click(checkbox('All Purpose'));
    expect([
      checkbox('All Purpose').checked,
      checkbox('Floor Care').checked,
      checkbox('Kitchen Care').checked,
    ]).toEqual([true, false, false]);
    fireEvent.click(checkbox('Multi-Surface Cleaners'));
    fireEvent.click(checkbox('Floor Care'));
    expect(checkbox('All Purpose').checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Multi-Surface Cleaners' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(location()).toBe('/combos?category=2'));
    await waitFor(() =>
      expect(api?.productBodies()).toContainEqual({
        page: 1,
        perPage: 15,
        filter: { category: [2], combos: true },
      }),
    );
  });

  it('has its own empty text', async () => {
    api = catalogue(0);
    renderPage(<CombosPage />, '/combos', '/combos?category=3');
    expect(await screen.findByText('No combo products match the selected filters.')).toBeTruthy();
  });
});

describe('Subcategory list', () => {
  it('is headed by the first result’s category, with cards leading to each subcategory’s products', async () => {
    api = fakeApi((path) =>
      path === '/products/subcategory/2' ? subcategories.filter((s) => s.cate_id === 2) : [],
    );
    renderPage(<SubcategoryListPage />, '/subcategory/:cateId', '/subcategory/2');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor Care' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / SubCategory');
    const link = screen.getByRole('link', { name: /Marble & Stone Care/ });
    expect(link.getAttribute('href')).toBe('/products/21');
    expect(link.textContent).toContain('Floor Care');
  });

  it("says 'No subcategory available.' for none, and the server's refusal as an error", async () => {
    api = fakeApi((path) =>
      path === '/products/subcategory/3'
        ? []
        : new Response(JSON.stringify({ message: 'Category not found.' }), { status: 404 }),
    );
    renderPage(<SubcategoryListPage />, '/subcategory/:cateId', '/subcategory/3');
    expect(await screen.findByText('No subcategory available.')).toBeTruthy();
    cleanup();
    renderPage(<SubcategoryListPage />, '/subcategory/:cateId', '/subcategory/99');
    expect(await screen.findByText('Error: Category not found.')).toBeTruthy();
    // A refusal is final: no second try.
    expect(api.calls.filter((c) => c.path === '/products/subcategory/99')).toHaveLength(1);
  });
});

describe('Subcategory products', () => {
  it('is headed by the subcategory name and asks for 16 a page', async () => {
    api = fakeApi((_path, body) => {
      const { page } = body as { page: number };
      return {
        ...productPage(page, 16, 20),
        subcategory: { sub_cate_id: 20, sub_cate_name: 'Floor Cleaners' },
      };
    });
    renderPage(<SubcategoryProductsPage />, '/products/:subCateId', '/products/20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Floor Cleaners' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / Products');
    expect(screen.getAllByRole('article')).toHaveLength(16);
    expect(api.calls.find((c) => c.path === '/products/products/20')?.body).toEqual({ page: 1, perPage: 16 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/products/20?page=2'));
    expect(await screen.findByText('Product 17')).toBeTruthy();
  });

  it("says 'No products available.' when it has none", async () => {
    api = fakeApi(() => ({
      products: [],
      totalProducts: 0,
      subcategory: { sub_cate_id: 9, sub_cate_name: 'Empty' },
    }));
    renderPage(<SubcategoryProductsPage />, '/products/:subCateId', '/products/9');
    expect(await screen.findByText('No products available.')).toBeTruthy();
  });
});

describe('Collection', () => {
  it('lists the subcategory of exactly that name', async () => {
    api = catalogue(1);
    renderPage(<CollectionPage />, '/collection/:collectionName', '/collection/Floor%20Cleaners');
    await screen.findByText('Product 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Floor Cleaners' })).toBeTruthy();
    expect(breadcrumb()).toBe('Home / Floor Cleaners');
    expect(api.productBodies()[0]).toEqual({ page: 1, perPage: 15, filter: { subcat: [20] } });
  });

  it('otherwise lists the products matching the name as a search', async () => {
    api = fakeApi(() => ({ products: [makeProduct(5)], totalProducts: 1 }));
    renderPage(<CollectionPage />, '/collection/:collectionName', '/collection/Lemon%20Fresh');
    await screen.findByText('Product 5');
    expect(screen.getByRole('heading', { level: 1, name: 'Lemon Fresh' })).toBeTruthy();
    expect(api.productBodies()[0]).toEqual({ page: 1, perPage: 15, filter: { search: 'Lemon Fresh' } });
  });
});
