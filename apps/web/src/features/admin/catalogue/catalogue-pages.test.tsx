// @vitest-environment happy-dom
// The catalogue pages: delete always asks first and reloads the list; a refusal shows the server's message;
// SPEC's empty texts and 'page / total'; ?edit={id} opens that product's form.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CategoriesPage from './categories-page.tsx';
import LitresPage from './litres-page.tsx';
import ProductsPage from './products-page.tsx';
import SubcategoriesPage from './subcategories-page.tsx';
import {
  catalogueReads,
  categories,
  fakeApi,
  litres,
  productDetails,
  renderAdmin,
  reply,
} from './test-helpers.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

describe('Litres page', () => {
  it('asks before deleting, then shows the refusal for a litre in use', async () => {
    api = fakeApi((call) => {
      if (call.path === '/litre/getall') return { litres, totalLitre: 13 };
      if (call.method === 'DELETE')
        return reply(409, { message: 'This litre is used by products. Remove it from them first.' });
      return undefined;
    });
    renderAdmin(<LitresPage />, '/admin/litres', '/admin/litres');
    expect(await screen.findByRole('columnheader', { name: 'Total (in ML)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 500 ml' }));
    expect(screen.getByRole('navigation', { name: 'Litres pages' }).textContent).toContain('1 / 2');
    const confirm = screen.getByRole('dialog');
    expect(within(confirm).getByText('Delete the litre "500 ml"? This cannot be undone.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This litre is used by products. Remove it from them first.'),
    ).toBeTruthy();
    expect(api.to('DELETE', '/litre/1')).toHaveLength(1);
  });

  it('sends nothing when the delete is cancelled', async () => {
    api = fakeApi((call) => (call.path === '/litre/getall' ? { litres, totalLitre: 3 } : undefined));
    renderAdmin(<LitresPage />, '/admin/litres', '/admin/litres');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 1 L' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('says "No litres found" when there are none', async () => {
    api = fakeApi(() => ({ litres: [], totalLitre: 0 }));
    renderAdmin(<LitresPage />, '/admin/litres', '/admin/litres');
    expect(await screen.findByText('No litres found')).toBeTruthy();
  });
});

describe('Categories page', () => {
  it('deletes after confirmation and reloads the list', async () => {
    let list = categories;
    api = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/category') return list;
      if (call.method === 'DELETE' && call.path === '/category/2') {
        list = categories.slice(0, 1);
        return { message: 'Category deleted' };
      }
      return undefined;
    });
    renderAdmin(<CategoriesPage />, '/admin/categories', '/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kitchen Care' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kitchen Care' })).toBeNull());
    expect(api.to('GET', '/category').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a name and an image when adding', async () => {
    api = fakeApi(() => categories);
    renderAdmin(<CategoriesPage />, '/admin/categories', '/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Category' }));
    expect(screen.getByText('Category name is required')).toBeTruthy();
    expect(screen.getByText('Image is required')).toBeTruthy();
  });
});

describe('SubCategories page', () => {
  it('searches, and says "No SubCategory Found" when nothing matches', async () => {
    api = fakeApi((call) =>
      call.path === '/subcategory/get' ? { category: [], totalCategory: 0 } : undefined,
    );
    renderAdmin(<SubcategoriesPage />, '/admin/subcategory', '/admin/subcategory');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search subcategories' }), {
      target: { value: 'mop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No SubCategory Found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'SubCategories pages' })).toBeNull();
    await waitFor(() =>
      expect(api!.to('POST', '/subcategory/get').at(-1)!.json).toEqual({
        page: 1,
        perPage: 10,
        search: 'mop',
      }),
    );
  });
});

describe('Products page', () => {
  it('opens the edit form of the product named by ?edit={id}', async () => {
    const product = productDetails();
    api = fakeApi(
      catalogueReads((call) => {
        if (call.path === '/products/getallproducts') return { products: [product], totalProducts: 1 };
        if (call.path === '/products/5') return product;
        return undefined;
      }),
    );
    renderAdmin(<ProductsPage />, '/admin/products?edit=5');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(await within(dialog).findByDisplayValue('Floor Cleaner')).toBeTruthy();
  });

  it('asks before deleting a product and reloads the list after', async () => {
    const product = productDetails();
    let deleted = false;
    api = fakeApi((call) => {
      if (call.path === '/products/getallproducts')
        return deleted ? { products: [], totalProducts: 0 } : { products: [product], totalProducts: 1 };
      if (call.method === 'DELETE' && call.path === '/products/5') {
        deleted = true;
        return { message: 'Product deleted' };
      }
      return undefined;
    });
    renderAdmin(<ProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Floor Cleaner' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeTruthy();
    expect(await screen.findByText('No products found')).toBeTruthy();
  });
});
