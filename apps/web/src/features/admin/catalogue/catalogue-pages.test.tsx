// @vitest-environment happy-dom
// The catalogue pages against the real API on the demo shop: delete always asks first and reloads the list;
// a refusal shows the server's message; SPEC's empty texts and 'page / total'; ?edit={id} opens that product's
// form.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageFile, renderAdminPage } from '../../../test/admin.tsx';
import { addLitre, addProduct, litreId, sendForm } from '../../../test/admin-catalogue.ts';
import { demoSize } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import CategoriesPage from './categories-page.tsx';
import LitresPage from './litres-page.tsx';
import ProductsPage from './products-page.tsx';
import SubcategoriesPage from './subcategories-page.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const deletes = () => api.calls.filter((c) => c.method === 'DELETE');
const get = async <T,>(url: string) =>
  (await api.as(await api.adminToken(), { method: 'GET', url })).json() as T;

describe('Litres page', () => {
  it('asks before deleting, then shows the refusal for a litre in use', async () => {
    // Ten demo litres and one more: two pages.
    await addLitre(api, '3 L', 3000);
    const inUse = await litreId(api, '500 ml');
    renderAdminPage(<LitresPage />, '/admin/litres');
    expect(await screen.findByRole('columnheader', { name: 'Total (in ML)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 500 ml' }));
    expect(screen.getByRole('navigation', { name: 'Litres pages' }).textContent).toContain('1 / 2');
    const confirm = screen.getByRole('dialog');
    expect(within(confirm).getByText('Delete the litre "500 ml"? This cannot be undone.')).toBeTruthy();
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This litre is used by products. Remove it from them first.'),
    ).toBeTruthy();
    expect(deletes()).toMatchObject([{ path: `/litre/${inUse}`, status: 409 }]);
    expect((await get<{ l_id: number }[]>('/api/litre')).map((l) => l.l_id)).toContain(inUse);
  });

  it('sends nothing when the delete is cancelled', async () => {
    renderAdminPage(<LitresPage />, '/admin/litres');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 1 L' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);
  });
});

describe('Categories page', () => {
  it('deletes after confirmation and reloads the list', async () => {
    const form = new FormData();
    form.append('name', 'Garden Care');
    form.append('content', 'For the garden.');
    form.append('image', await imageFile('garden.png'));
    const { id } = await sendForm<{ id: number }>(api, 'POST', '/api/category', form);
    renderAdminPage(<CategoriesPage />, '/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Garden Care' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Garden Care' })).toBeNull());
    expect(deletes()).toMatchObject([{ path: `/category/${id}`, status: 200 }]);
    expect(api.callsTo('/category', 'GET').length).toBeGreaterThanOrEqual(2);
    expect((await get<{ id: number }[]>('/api/category')).map((c) => c.id)).not.toContain(id);
  });

  it('asks for a name and an image when adding', async () => {
    renderAdminPage(<CategoriesPage />, '/admin/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Category' }));
    expect(screen.getByText('Category name is required')).toBeTruthy();
    expect(screen.getByText('Image is required')).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('SubCategories page', () => {
  it('searches, and says "No SubCategory Found" when nothing matches', async () => {
    renderAdminPage(<SubcategoriesPage />, '/admin/subcategory');
    await screen.findByRole('navigation', { name: 'SubCategories pages' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search subcategories' }), {
      target: { value: 'zzz no such shelf' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No SubCategory Found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'SubCategories pages' })).toBeNull();
    const asked = api.callsTo('/subcategory/get', 'POST').at(-1)!;
    expect(asked.body).toEqual({ page: 1, perPage: 10, search: 'zzz no such shelf' });
    expect(asked.response).toMatchObject({ totalCategory: 0 });
  });
});

describe('Products page', () => {
  it('opens the edit form of the product named by ?edit={id}', async () => {
    const citrus = await demoSize(api, 1);
    renderAdminPage(<ProductsPage />, `/admin/products?edit=${citrus.productId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(await within(dialog).findByDisplayValue(citrus.name)).toBeTruthy();
  });

  it('asks before deleting a product and reloads the list after', async () => {
    const product = await addProduct(api, 1, `Quokkaglow ${Date.now().toString(36)}`);
    renderAdminPage(<ProductsPage />, '/admin/products');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search products' }), {
      target: { value: product.name },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${product.name}` }));
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeTruthy();
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(deletes()).toMatchObject([{ path: `/products/${product.id}`, status: 200 }]);
    expect((await api.as(undefined, { method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(
      404,
    );
  });
});

// Last, as it empties the shop's catalogue: no later test in this file needs it.
describe('An empty catalogue', () => {
  it('says "No litres found" when there are none', async () => {
    const firstPage = async () => {
      const res = await api.as(await api.adminToken(), {
        method: 'POST',
        url: '/api/products/getallproducts',
        payload: { page: 1, perPage: 10, filter: {} },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { products: { id: number }[] }).products;
    };
    for (let products = await firstPage(); products.length > 0; products = await firstPage())
      for (const p of products)
        expect(
          (await api.as(await api.adminToken(), { method: 'DELETE', url: `/api/products/${p.id}` }))
            .statusCode,
        ).toBe(200);
    for (const l of await get<{ l_id: number }[]>('/api/litre'))
      expect(
        (await api.as(await api.adminToken(), { method: 'DELETE', url: `/api/litre/${l.l_id}` })).statusCode,
      ).toBe(200);
    renderAdminPage(<LitresPage />, '/admin/litres');
    expect(await screen.findByText('No litres found')).toBeTruthy();
  });
});
