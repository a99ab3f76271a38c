// @vitest-environment happy-dom
// Quantity prices and the carton, per size, in the product form against the real API on the demo shop (decision
// 0341): rows of "from N units, price each" and the carton's units, saved and read back into the next edit; a
// price not below the size's own, or rising with the units, refused under the rows with the shared schema's
// message, nothing sent; a row removed is no longer saved.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { quantityPriceMessages } from '@chamak/shared/quantity-prices';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../test/admin.tsx';
import { addProduct } from '../../../test/admin-catalogue.ts';
import { useRealApi } from '../../../test/real-api.ts';
import { ProductForm } from './product-form.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const inputs = (label: string) => within(dialog()).getAllByLabelText(label) as HTMLInputElement[];
const type = (input: HTMLInputElement | undefined, value: string) =>
  fireEvent.change(input!, { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Product' }));
const addTier = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a quantity price' }));
const productWrites = () => api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/products'));
const productNow = async (id: number) =>
  (await api.as(undefined, { method: 'GET', url: `/api/products/${id}` })).json() as ProductDetails;

async function openEdit(product: ProductDetails) {
  renderAdminPage(<ProductForm open productId={product.id} onClose={() => {}} />, '/admin/products');
  await screen.findByDisplayValue(product.name);
}

/** The message a tier's input is described by, as a screen reader hears it with the field. */
const messageOf = (input: HTMLInputElement | undefined) => {
  expect(input?.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(input!.getAttribute('aria-describedby')!)?.textContent;
};

describe('quantity prices and the carton, per size', () => {
  it('saves 6+ and 24+ prices and a carton of 12, shows them in the next edit, and removes a row', async () => {
    // The demo product's size sells at ₹199.
    const product = await addProduct(api, 1);
    await openEdit(product);
    expect(within(dialog()).queryByLabelText('From (units)')).toBeNull();
    addTier();
    addTier();
    type(inputs('From (units)')[0], '24');
    type(inputs('Price each (₹)')[0], '159.50');
    type(inputs('From (units)')[1], '6');
    type(inputs('Price each (₹)')[1], '179');
    type(inputs('Carton (units)')[0], '12');
    save();
    await screen.findByText('Product Updated');
    await waitFor(() => expect(productWrites()).toMatchObject([{ method: 'PUT', status: 200 }]));
    expect((await productNow(product.id)).productlitres[0]).toMatchObject({
      priceTiers: [
        { minUnits: 6, unitPaise: 17_900 },
        { minUnits: 24, unitPaise: 15_950 },
      ],
      cartonUnits: 12,
    });

    cleanup();
    await openEdit(product);
    expect(inputs('From (units)').map((i) => i.value)).toEqual(['6', '24']);
    expect(inputs('Price each (₹)').map((i) => i.value)).toEqual(['179', '159.50']);
    expect(inputs('Carton (units)')[0]!.value).toBe('12');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove quantity price 2' }));
    type(inputs('Carton (units)')[0], '');
    save();
    await waitFor(() => expect(productWrites()[1]).toMatchObject({ method: 'PUT', status: 200 }));
    expect((await productNow(product.id)).productlitres[0]).toMatchObject({
      priceTiers: [{ minUnits: 6, unitPaise: 17_900 }],
      cartonUnits: null,
    });
  });

  it('refuses a price not below the size’s own, or rising with the units, under the rows; sends nothing until put right', async () => {
    const product = await addProduct(api, 1);
    await openEdit(product);
    addTier();
    type(inputs('From (units)')[0], '6');
    type(inputs('Price each (₹)')[0], '199');
    save();
    expect(await within(dialog()).findByRole('alert')).toBeTruthy();
    expect(messageOf(inputs('Price each (₹)')[0])).toBe(quantityPriceMessages.notBelowPrice(6));

    addTier();
    type(inputs('Price each (₹)')[0], '179');
    type(inputs('From (units)')[1], '24');
    type(inputs('Price each (₹)')[1], '189');
    expect(messageOf(inputs('From (units)')[1])).toBe(quantityPriceMessages.notFalling(24));
    type(inputs('From (units)')[1], '1');
    expect(messageOf(inputs('From (units)')[1])).toBe(quantityPriceMessages.units);
    type(inputs('From (units)')[1], '24');
    type(inputs('Price each (₹)')[1], '169');
    type(inputs('Carton (units)')[0], '1');
    expect(within(dialog()).getByRole('alert').textContent).toContain(quantityPriceMessages.carton);
    expect(productWrites()).toHaveLength(0);

    type(inputs('Carton (units)')[0], '24');
    save();
    await waitFor(() => expect(productWrites()).toMatchObject([{ method: 'PUT', status: 200 }]));
    expect((await productNow(product.id)).productlitres[0]).toMatchObject({
      priceTiers: [
        { minUnits: 6, unitPaise: 17_900 },
        { minUnits: 24, unitPaise: 16_900 },
      ],
      cartonUnits: 24,
    });
  });
});
