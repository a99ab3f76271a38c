// @vitest-environment happy-dom
// The product form against the real API on the demo shop: its client checks (SPEC section 5, with the shared
// schema's texts), and what a valid save sends (multipart: litreConfigs JSON and images_N files per size), read
// back from the shop; saved images reordered and deleted through the real routes.
import type { ProductDetails } from '@chamak/shared/catalogue';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageFile, makeFile, renderAdminPage } from '../../../test/admin.tsx';
import {
  addProduct,
  addSubcategory,
  categoryId,
  litreId,
  sendForm,
  subcategoryId,
} from '../../../test/admin-catalogue.ts';
import { useRealApi } from '../../../test/real-api.ts';
import { ProductForm } from './product-form.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Product' }));
const litreSelects = () => within(dialog()).getAllByLabelText('Litre *') as HTMLSelectElement[];
const imageInputs = () => Array.from(dialog().querySelectorAll<HTMLInputElement>('input[type=file]'));
const productWrites = () => api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/products'));
const pngFile = (name: string) => makeFile(name, 'image/png', 10);

function openAdd() {
  renderAdminPage(<ProductForm open productId={null} onClose={() => {}} />, '/admin/products');
}

/** Adds a product with `images` pictures on its 500 ml size and opens its edit form. */
async function openEdit(images = 2): Promise<ProductDetails> {
  const product = await addProduct(api, images);
  renderAdminPage(<ProductForm open productId={product.id} onClose={() => {}} />, '/admin/products');
  return product;
}

/** The product as the shop serves it now. */
const productNow = async (id: number) =>
  (await api.as(undefined, { method: 'GET', url: `/api/products/${id}` })).json() as ProductDetails;

function addItem(label: string, button: string, value: string) {
  type(label, value);
  fireEvent.click(within(dialog()).getByRole('button', { name: button }));
}

/** Fills every required field and the first size (500 ml, ₹249, 10 units); `subcategory` defaults to Floor Cleaners. */
async function fillValidProduct(name = 'Floor Cleaner', subcategory?: number) {
  const floor = await categoryId(api, 'Floor Care');
  const sub = subcategory ?? (await subcategoryId(api, floor, 'Floor Cleaners'));
  const litre500 = await litreId(api, '500 ml');
  await screen.findByRole('option', { name: 'Floor Care' });
  type('Name *', name);
  fireEvent.change(field('Category *'), { target: { value: String(floor) } });
  await waitFor(() =>
    expect(
      within(field('SubCategory *'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toContain(String(sub)),
  );
  fireEvent.change(field('SubCategory *'), { target: { value: String(sub) } });
  type('Short description *', 'Cleans floors.');
  type('Long description *', 'Cleans every floor in the house.');
  type('Suitable surfaces *', 'Tiles, marble');
  type('Ingredients *', 'Water, surfactants');
  addItem('Features *', 'Add feature', 'Kills germs');
  addItem('How to use *', 'Add step', 'Dilute in water');
  type('pH level', '7.5');
  fireEvent.change(litreSelects()[0]!, { target: { value: String(litre500) } });
  fireEvent.change(within(dialog()).getAllByLabelText('Price (₹) *')[0]!, { target: { value: '249' } });
  fireEvent.change(within(dialog()).getAllByLabelText('Discounted (₹)')[0]!, { target: { value: '199' } });
  fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[0]!, { target: { value: '10' } });
  return { floor, sub, litre500 };
}

describe('Product form checks', () => {
  it('refuses an empty form with "All fields marked with * are required" and sends nothing', async () => {
    openAdd();
    await screen.findByRole('option', { name: 'Floor Care' });
    save();
    const summary = await screen.findByText('Please fix the following before saving:');
    const list = summary.parentElement!;
    expect(within(list).getByText('All fields marked with * are required')).toBeTruthy();
    expect(within(list).getByText('Add at least one feature and one how-to-use step')).toBeTruthy();
    expect(field('Name *').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name *').getAttribute('aria-describedby')).toBeTruthy();
    expect(productWrites()).toHaveLength(0);
  });

  it('refuses a duplicate or empty feature and how-to-use step as they are added', async () => {
    openAdd();
    await screen.findByRole('option', { name: 'Floor Care' });
    addItem('Features *', 'Add feature', 'Kills germs');
    addItem('Features *', 'Add feature', '  kills GERMS ');
    expect(screen.getByText('Feature already exists')).toBeTruthy();
    expect(field('Features *').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getAllByRole('button', { name: /^Remove feature/ })).toHaveLength(1);
    addItem('How to use *', 'Add step', 'Mop the floor');
    addItem('How to use *', 'Add step', 'Mop the floor');
    expect(screen.getByText('How to Use item already exists')).toBeTruthy();
    addItem('How to use *', 'Add step', '   ');
    expect(screen.getByText('How to Use item cannot be empty')).toBeTruthy();
  });

  it('refuses the same litre twice in one product', async () => {
    openAdd();
    const { litre500 } = await fillValidProduct();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add size' }));
    const [, second] = litreSelects();
    // The option is disabled in the list; the check still holds if a value gets there anyway.
    expect(within(second!).getByRole('option', { name: '500 ml (already added)' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(second!, { target: { value: String(litre500) } });
    fireEvent.change(within(dialog()).getAllByLabelText('Price (₹) *')[1]!, { target: { value: '100' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[1]!, { target: { value: '5' } });
    save();
    expect((await screen.findAllByText('Each litre may be chosen once per product')).length).toBeGreaterThan(
      0,
    );
    expect(productWrites()).toHaveLength(0);
  });

  it('keeps at least one litre configuration', async () => {
    openAdd();
    await screen.findByRole('option', { name: 'Floor Care' });
    fireEvent.click(within(dialog()).getByRole('button', { name: /^Remove size/ }));
    expect(screen.getByText('At least one litre configuration is required')).toBeTruthy();
    expect(litreSelects()).toHaveLength(1);
  });

  it('takes at most 10 images for a size and refuses the 11th', async () => {
    openAdd();
    await screen.findByRole('option', { name: 'Floor Care' });
    const files = Array.from({ length: 11 }, (_, i) => pngFile(`p${i}.png`));
    fireEvent.change(imageInputs()[0]!, { target: { files } });
    expect(await screen.findByText('Maximum 10 images allowed per litre configuration')).toBeTruthy();
    expect(within(dialog()).getAllByRole('button', { name: /^Remove new image/ })).toHaveLength(10);
    expect(within(dialog()).getByText('10 / 10')).toBeTruthy();
    expect(imageInputs()[0]!.disabled).toBe(true);
  });

  it('counts saved images too: with 9 saved, one more is taken and the next refused', async () => {
    await openEdit(9);
    await screen.findByText('9 / 10');
    fireEvent.change(imageInputs()[0]!, { target: { files: [pngFile('a.png'), pngFile('b.png')] } });
    expect(await screen.findByText('Maximum 10 images allowed per litre configuration')).toBeTruthy();
    expect(within(dialog()).getAllByRole('button', { name: /^Remove new image/ })).toHaveLength(1);
  });

  it('refuses a file that is not an image', async () => {
    openAdd();
    await screen.findByRole('option', { name: 'Floor Care' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(imageInputs()[0]!, { target: { files: [text] } });
    expect(await screen.findByText('Please select a valid image file')).toBeTruthy();
  });

  it('locks the litre of a saved size on edit, not of a new one', async () => {
    const product = await openEdit();
    await screen.findByDisplayValue(product.name);
    expect(litreSelects()[0]!.disabled).toBe(true);
    expect(screen.getByText(/The litre of an existing configuration cannot be changed/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add size' }));
    expect(litreSelects()[1]!.disabled).toBe(false);
  });

  it('keeps price numbers within bounds: no negative price, quantity at least 1, pH 0 to 14', async () => {
    openAdd();
    await fillValidProduct();
    fireEvent.change(within(dialog()).getAllByLabelText('Price (₹) *')[0]!, { target: { value: '-5' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[0]!, { target: { value: '0' } });
    type('pH level', '15');
    save();
    expect(await screen.findAllByText('Price must be at least 0')).not.toHaveLength(0);
    expect(screen.getAllByText('Quantity must be at least 1')).not.toHaveLength(0);
    expect(screen.getAllByText('pH must be at most 14')).not.toHaveLength(0);
    expect(productWrites()).toHaveLength(0);
  });
});

describe('Product save', () => {
  it('sends multipart with litreConfigs JSON and images_N files, then says "Product Added"', async () => {
    const name = `Floor Cleaner ${Date.now().toString(36)}`;
    const litre1L = await litreId(api, '1 L');
    openAdd();
    const { floor, sub, litre500 } = await fillValidProduct(name);
    fireEvent.change(imageInputs()[0]!, {
      target: { files: [await imageFile('a.png'), await imageFile('b.png')] },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add size' }));
    fireEvent.change(litreSelects()[1]!, { target: { value: String(litre1L) } });
    fireEvent.change(within(dialog()).getAllByLabelText('Price (₹) *')[1]!, { target: { value: '449.50' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Discount (%)')[1]!, { target: { value: '10' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[1]!, { target: { value: '5' } });
    fireEvent.change(imageInputs()[1]!, { target: { files: [await imageFile('c.png')] } });
    await waitFor(() =>
      expect(within(dialog()).getAllByRole('button', { name: /^Remove new image/ })).toHaveLength(3),
    );
    save();
    await screen.findByText('Product Added');
    const [sent] = productWrites();
    expect(sent).toMatchObject({ method: 'POST', path: '/products', body: 'multipart', status: 200 });
    const saved = await productNow((sent!.response as { id: number }).id);
    expect(saved).toMatchObject({
      name,
      categoryId: floor,
      sub_cate_id: sub,
      combos: false,
      phLevel: 7.5,
      features: ['Kills germs'],
      howToUse: ['Dilute in water'],
    });
    expect(
      saved.productlitres.map((l) => ({
        l_id: l.l_id,
        price: l.price,
        discounted_price: l.discounted_price,
        discount: l.discount,
        total_qty: l.total_qty,
        images: l.images.length,
      })),
    ).toEqual([
      { l_id: litre500, price: 249, discounted_price: 199, discount: 20, total_qty: 10, images: 2 },
      // 449.50 less 10% is 404.55, sold at 405 (the shop's one rounding rule).
      { l_id: litre1L, price: 449.5, discounted_price: 405, discount: 10, total_qty: 5, images: 1 },
    ]);
  });

  it('sends the saved size with its pl_id on edit and says "Product Updated"', async () => {
    const product = await openEdit(2);
    await screen.findByDisplayValue(product.name);
    fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[0]!, { target: { value: '60' } });
    save();
    await screen.findByText('Product Updated');
    expect(productWrites()).toMatchObject([{ method: 'PUT', path: `/products/${product.id}`, status: 200 }]);
    const [size] = (await productNow(product.id)).productlitres;
    const before = product.productlitres[0]!;
    expect(size).toMatchObject({ pl_id: before.pl_id, l_id: before.l_id, price: 249, discounted_price: 199 });
    expect(size!.total_qty).toBe(60);
    // No new image was sent: the two saved ones stay.
    expect(size!.images.map((i) => i.pi_id)).toEqual(before.images.map((i) => i.pi_id));
  });

  it("shows the server's message when it refuses the save", async () => {
    // A subcategory of Floor Care, chosen in the form, that another admin moves to Kitchen Care before Save.
    const floor = await categoryId(api, 'Floor Care');
    const kitchen = await categoryId(api, 'Kitchen Care');
    const moving = await addSubcategory(api, floor, `Moving ${Date.now().toString(36)}`);
    openAdd();
    await fillValidProduct(`Floor Cleaner ${Date.now().toString(36)}`, moving);
    const form = new FormData();
    form.append('sub_cate_name', 'Moved away');
    form.append('cate_id', String(kitchen));
    await sendForm(api, 'PUT', `/api/subcategory/update/${moving}`, form);
    save();
    expect(
      (await screen.findAllByText('The subcategory does not belong to the chosen category')).length,
    ).toBeGreaterThan(0);
    expect(productWrites()).toMatchObject([{ method: 'POST', path: '/products', status: 400 }]);
  });

  it('says "Failed to save product" when the save fails without a message from the server', async () => {
    openAdd();
    await fillValidProduct();
    api.failNext((c) => c.method === 'POST' && c.path === '/products');
    save();
    expect((await screen.findAllByText('Failed to save product')).length).toBeGreaterThan(0);
  });
});

describe('Saved images', () => {
  it('moves an image with PUT /products/images/order listing every image of the size', async () => {
    const product = await openEdit(3);
    await screen.findByText('3 / 10');
    const size = product.productlitres[0]!;
    const ids = size.images.map((i) => i.pi_id);
    fireEvent.click(
      within(dialog()).getByRole('button', { name: `Move image 2 of ${product.name} 500 ml earlier` }),
    );
    await waitFor(() => expect(api.callsTo('/products/images/order', 'PUT')[0]?.status).toBe(200));
    expect(api.callsTo('/products/images/order', 'PUT')[0]!.body).toEqual({
      pl_id: size.pl_id,
      imageIds: [ids[1], ids[0], ids[2]],
    });
    const [after] = (await productNow(product.id)).productlitres;
    expect(after!.images.map((i) => i.pi_id)).toEqual([ids[1], ids[0], ids[2]]);
  });

  it('asks before deleting a saved image, then calls DELETE /products/deleteimage/{id}', async () => {
    const product = await openEdit(2);
    await screen.findByText('2 / 10');
    const [first, second] = product.productlitres[0]!.images;
    fireEvent.click(
      within(dialog()).getByRole('button', { name: `Delete image 1 of ${product.name} 500 ml` }),
    );
    expect(
      await screen.findByText(
        new RegExp(`Delete image 1 of ${product.name} 500 ml\\? This cannot be undone\\.`),
      ),
    ).toBeTruthy();
    expect(productWrites()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 / 10');
    expect(productWrites()).toMatchObject([
      { method: 'DELETE', path: `/products/deleteimage/${first!.pi_id}`, status: 200 },
    ]);
    const [after] = (await productNow(product.id)).productlitres;
    expect(after!.images.map((i) => i.pi_id)).toEqual([second!.pi_id]);
  });
});

describe('Product tax (GST)', () => {
  it('says a product without HSN code and rate cannot be sold while the shop has a GSTIN, and saves both', async () => {
    const product = await openEdit(1);
    await screen.findByDisplayValue(product.name);
    expect(product).toMatchObject({ hsnCode: null, gstRate: null });
    // The demo shop has a GSTIN (its seller identity), so the form says why this product cannot be sold.
    const note = await within(dialog()).findByRole('note');
    expect(note.textContent).toBe(
      'The shop has a GSTIN: this product cannot be sold until its HSN code and GST rate are set.',
    );
    expect(
      within(field('GST rate'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not set', '0 %', '5 %', '12 %', '18 %', '28 %']);
    type('HSN code', '3402');
    fireEvent.change(field('GST rate'), { target: { value: '18' } });
    expect(within(dialog()).queryByRole('note')).toBeNull();
    save();
    await waitFor(() =>
      expect(productWrites()).toMatchObject([
        { method: 'PUT', path: `/products/${product.id}`, status: 200 },
      ]),
    );
    expect(await productNow(product.id)).toMatchObject({ hsnCode: '3402', gstRate: 18 });
  });

  it('refuses an HSN code that is not 4, 6 or 8 digits under its field, and sends nothing', async () => {
    const product = await openEdit(1);
    await screen.findByDisplayValue(product.name);
    type('HSN code', '34022');
    save();
    const summary = await within(dialog()).findByRole('alert');
    expect(summary.textContent).toContain('HSN code must be 4, 6 or 8 digits');
    expect(field('HSN code').getAttribute('aria-invalid')).toBe('true');
    expect(productWrites()).toEqual([]);
  });
});
