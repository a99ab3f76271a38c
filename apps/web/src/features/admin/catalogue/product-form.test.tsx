// @vitest-environment happy-dom
// The product form's client checks (SPEC section 5, with the shared schema's texts) and the multipart body a
// valid save sends: litreConfigs JSON and images_N files per size.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductForm } from './product-form.tsx';
import {
  type Call,
  catalogueReads,
  fakeApi,
  pngFile,
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

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Product' }));
const litreSelects = () => within(dialog()).getAllByLabelText('Litre *') as HTMLSelectElement[];
const imageInputs = () => Array.from(dialog().querySelectorAll<HTMLInputElement>('input[type=file]'));

function openAdd(rest?: (call: Call) => unknown) {
  api = fakeApi(catalogueReads(rest));
  renderAdmin(<ProductForm open productId={null} onClose={() => {}} />);
}

function openEdit(images = 2, rest?: (call: Call) => unknown) {
  const product = productDetails(images);
  api = fakeApi(catalogueReads((call) => (call.path === '/products/5' ? product : rest?.(call))));
  renderAdmin(<ProductForm open productId={5} onClose={() => {}} />);
}

function addItem(label: string, button: string, value: string) {
  type(label, value);
  fireEvent.click(within(dialog()).getByRole('button', { name: button }));
}

/** Fills every required field and the first size (500 ml, ₹249, 10 units). */
async function fillValidProduct() {
  await screen.findByRole('option', { name: 'Floor Care' });
  type('Name *', 'Floor Cleaner');
  fireEvent.change(field('Category *'), { target: { value: '1' } });
  await screen.findByRole('option', { name: 'Floor Cleaners' });
  fireEvent.change(field('SubCategory *'), { target: { value: '11' } });
  type('Short description *', 'Cleans floors.');
  type('Long description *', 'Cleans every floor in the house.');
  type('Suitable surfaces *', 'Tiles, marble');
  type('Ingredients *', 'Water, surfactants');
  addItem('Features *', 'Add feature', 'Kills germs');
  addItem('How to use *', 'Add step', 'Dilute in water');
  type('pH level', '7.5');
  fireEvent.change(litreSelects()[0]!, { target: { value: '1' } });
  fireEvent.change(within(dialog()).getAllByLabelText('Price (₹) *')[0]!, { target: { value: '249' } });
  fireEvent.change(within(dialog()).getAllByLabelText('Discounted (₹)')[0]!, { target: { value: '199' } });
  fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[0]!, { target: { value: '10' } });
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
    expect(api!.to('POST', '/products')).toHaveLength(0);
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
    await fillValidProduct();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add size' }));
    const [, second] = litreSelects();
    // The option is disabled in the list; the check still holds if a value gets there anyway.
    expect(within(second!).getByRole('option', { name: '500 ml (already added)' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(second!, { target: { value: '1' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Price (₹) *')[1]!, { target: { value: '100' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[1]!, { target: { value: '5' } });
    save();
    expect((await screen.findAllByText('Each litre may be chosen once per product')).length).toBeGreaterThan(
      0,
    );
    expect(api!.to('POST', '/products')).toHaveLength(0);
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
    openEdit(9);
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
    openEdit();
    await screen.findByDisplayValue('Floor Cleaner');
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
    expect(api!.to('POST', '/products')).toHaveLength(0);
  });
});

describe('Product save', () => {
  it('sends multipart with litreConfigs JSON and images_N files, then says "Product Added"', async () => {
    openAdd((call) =>
      call.method === 'POST' && call.path === '/products' ? { message: 'Product Added', id: 9 } : undefined,
    );
    await fillValidProduct();
    fireEvent.change(imageInputs()[0]!, { target: { files: [pngFile('a.png'), pngFile('b.png')] } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add size' }));
    fireEvent.change(litreSelects()[1]!, { target: { value: '2' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Price (₹) *')[1]!, { target: { value: '449.50' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Discount (%)')[1]!, { target: { value: '10' } });
    fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[1]!, { target: { value: '5' } });
    fireEvent.change(imageInputs()[1]!, { target: { files: [pngFile('c.png')] } });
    save();
    await screen.findByText('Product Added');
    const [sent] = api!.to('POST', '/products');
    const form = sent!.form!;
    expect(form.get('name')).toBe('Floor Cleaner');
    expect(form.get('categoryId')).toBe('1');
    expect(form.get('sub_cate_id')).toBe('11');
    expect(form.get('combos')).toBe('false');
    expect(form.get('phLevel')).toBe('7.5');
    expect(JSON.parse(String(form.get('features')))).toEqual(['Kills germs']);
    expect(JSON.parse(String(form.get('howToUse')))).toEqual(['Dilute in water']);
    expect(JSON.parse(String(form.get('litreConfigs')))).toEqual([
      { l_id: 1, price: 249, discounted_price: 199, discount: 20, total_qty: 10 },
      // 449.50 less 10% is 404.55, sold at 405 (the shop's one rounding rule).
      { l_id: 2, price: 449.5, discounted_price: 405, discount: 10, total_qty: 5 },
    ]);
    expect(form.getAll('images_0').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.getAll('images_1').map((f) => (f as File).name)).toEqual(['c.png']);
  });

  it('sends the saved size with its pl_id on edit and says "Product Updated"', async () => {
    openEdit(2, (call) =>
      call.method === 'PUT' && call.path === '/products/5'
        ? { message: 'Product Updated', id: 5 }
        : undefined,
    );
    await screen.findByDisplayValue('Floor Cleaner');
    fireEvent.change(within(dialog()).getAllByLabelText('Total quantity *')[0]!, { target: { value: '60' } });
    save();
    await screen.findByText('Product Updated');
    const [sent] = api!.to('PUT', '/products/5');
    expect(JSON.parse(String(sent!.form!.get('litreConfigs')))).toEqual([
      { pl_id: 50, l_id: 1, price: 249, discounted_price: 199, discount: 20, total_qty: 60 },
    ]);
    expect(sent!.form!.getAll('images_0')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the save", async () => {
    openAdd((call) =>
      call.method === 'POST' && call.path === '/products'
        ? reply(400, { message: 'The subcategory does not belong to the chosen category' })
        : undefined,
    );
    await fillValidProduct();
    save();
    expect(
      (await screen.findAllByText('The subcategory does not belong to the chosen category')).length,
    ).toBeGreaterThan(0);
  });

  it('says "Failed to save product" when the server fails without a message of its own', async () => {
    openAdd((call) => (call.method === 'POST' && call.path === '/products' ? reply(500, {}) : undefined));
    await fillValidProduct();
    save();
    expect((await screen.findAllByText('Failed to save product')).length).toBeGreaterThan(0);
  });
});

describe('Saved images', () => {
  it('moves an image with PUT /products/images/order listing every image of the size', async () => {
    openEdit(3, (call) =>
      call.path === '/products/images/order' ? { message: 'Images reordered' } : undefined,
    );
    await screen.findByText('3 / 10');
    fireEvent.click(
      within(dialog()).getByRole('button', { name: 'Move image 2 of Floor Cleaner 500 ml earlier' }),
    );
    await waitFor(() => expect(api!.to('PUT', '/products/images/order')).toHaveLength(1));
    expect(api!.to('PUT', '/products/images/order')[0]!.json).toEqual({
      pl_id: 50,
      imageIds: [101, 100, 102],
    });
  });

  it('asks before deleting a saved image, then calls DELETE /products/deleteimage/{id}', async () => {
    openEdit(2, (call) =>
      call.method === 'DELETE' ? { status: true, description: 'Image deleted' } : undefined,
    );
    await screen.findByText('2 / 10');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete image 1 of Floor Cleaner 500 ml' }));
    expect(
      await screen.findByText(/Delete image 1 of Floor Cleaner 500 ml\? This cannot be undone\./),
    ).toBeTruthy();
    expect(api!.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 / 10');
    expect(api!.to('DELETE', '/products/deleteimage/100')).toHaveLength(1);
  });
});
