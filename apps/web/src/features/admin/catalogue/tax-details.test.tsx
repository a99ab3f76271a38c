// @vitest-environment happy-dom
// The admin products list against the real API (decision 0134): with the demo shop's GSTIN, a product without an
// HSN code is tagged "Tax details missing"; one with its tax details is not.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../test/admin.tsx';
import { addProduct } from '../../../test/admin-catalogue.ts';
import { useRealApi } from '../../../test/real-api.ts';
import ProductsPage from './products-page.tsx';

const api = useRealApi();
beforeEach(async () => {
  await api.logInAdmin();
});
afterEach(cleanup);

describe('Tax details missing', () => {
  it('tags a product without an HSN code while the shop has a GSTIN', async () => {
    const stamp = Date.now().toString(36);
    const bare = await addProduct(api, 1, `Taxless ${stamp}`);
    const taxed = await addProduct(api, 1, `Taxed ${stamp}`);
    await api.database.db.execute(
      sql`update products set hsn_code = null, gst_rate = 18 where id = ${bare.id}`,
    );
    await api.database.db.execute(
      sql`update products set hsn_code = '3402', gst_rate = 18 where id = ${taxed.id}`,
    );
    renderAdminPage(<ProductsPage />, '/admin/products');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search products' }), {
      target: { value: stamp },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(await within(await rowOf(bare.name)).findByText('Tax details missing')).toBeTruthy();
    expect(within(await rowOf(taxed.name)).queryByText('Tax details missing')).toBeNull();
  });
});
