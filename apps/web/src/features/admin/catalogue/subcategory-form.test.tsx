// @vitest-environment happy-dom
// The subcategory modal against the real API: SPEC section 5's texts, the image required on add only and
// images only, the multipart it sends (read back from the shop), and 'Something went wrong' when the call fails
// without the server's message.
import type { Subcategory } from '@chamak/shared/catalogue';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageFile, renderAdminPage } from '../../../test/admin.tsx';
import { addSubcategory, categoryId } from '../../../test/admin-catalogue.ts';
import { useRealApi } from '../../../test/real-api.ts';
import { SubcategoryForm } from './subcategory-form.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save SubCategory' }));
const nameInput = () => within(dialog()).getByLabelText('SubCategory Name *');
const imageInput = () => dialog().querySelector<HTMLInputElement>('input[type=file]')!;
const writes = () => api.calls.filter((c) => c.method !== 'GET');

/** The subcategories of a category as the shop serves them now. */
const subcategoriesOf = async (category: number) =>
  (
    await api.as(undefined, { method: 'GET', url: `/api/products/subcategory/${category}` })
  ).json() as Subcategory[];

function open(subcategory: Subcategory | null) {
  renderAdminPage(
    <SubcategoryForm open subcategory={subcategory} onClose={() => {}} />,
    '/admin/subcategory',
  );
}

describe('SubCategory form', () => {
  it('says what is missing: category, name and image, tied to their fields', async () => {
    open(null);
    await screen.findByRole('option', { name: 'Floor Care' });
    save();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByText('SubCategory name is required')).toBeTruthy();
    expect(screen.getByText('Image is required')).toBeTruthy();
    const described = nameInput().getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('SubCategory name is required');
    expect(writes()).toHaveLength(0);
  });

  it('refuses a name of spaces only', async () => {
    open(null);
    await screen.findByRole('option', { name: 'Floor Care' });
    fireEvent.change(nameInput(), { target: { value: '    ' } });
    save();
    expect(screen.getByText('SubCategory name cannot be empty or spaces only')).toBeTruthy();
  });

  it('takes images only', async () => {
    open(null);
    await screen.findByRole('option', { name: 'Floor Care' });
    expect(imageInput().getAttribute('accept')).toBe('image/*');
    fireEvent.change(imageInput(), {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('Please select a valid image file')).toBeTruthy();
  });

  it('adds with multipart sub_cate_name, cate_id and image, then says "SubCategory Added"', async () => {
    const kitchen = await categoryId(api, 'Kitchen Care');
    open(null);
    await screen.findByRole('option', { name: 'Floor Care' });
    fireEvent.change(within(dialog()).getByLabelText('Category *'), { target: { value: String(kitchen) } });
    fireEvent.change(nameInput(), { target: { value: '  Tile Cleaners ' } });
    fireEvent.change(imageInput(), { target: { files: [await imageFile('tile.png')] } });
    expect(await within(dialog()).findByAltText('Preview of the chosen image')).toBeTruthy();
    save();
    await screen.findByText('SubCategory Added');
    expect(writes()).toMatchObject([
      { method: 'POST', path: '/subcategory/add', body: 'multipart', status: 200 },
    ]);
    const added = (await subcategoriesOf(kitchen)).find((s) => s.sub_cate_name === 'Tile Cleaners');
    expect(added?.image).toBeTruthy();
  });

  it('edits without a new image and says "SubCategory Updated"', async () => {
    const floor = await categoryId(api, 'Floor Care');
    const id = await addSubcategory(api, floor, 'Mops');
    const saved = (await subcategoriesOf(floor)).find((s) => s.sub_cate_id === id)!;
    open(saved);
    await screen.findByRole('option', { name: 'Floor Care' });
    fireEvent.change(nameInput(), { target: { value: 'Floor Mops & Buckets' } });
    save();
    await screen.findByText('SubCategory Updated');
    expect(writes()).toMatchObject([{ method: 'PUT', path: `/subcategory/update/${id}`, body: 'multipart' }]);
    const after = (await subcategoriesOf(floor)).find((s) => s.sub_cate_id === id)!;
    expect(after.sub_cate_name).toBe('Floor Mops & Buckets');
    // No new image was sent: the picture is the one saved before.
    expect(after.image).toBe(saved.image);
  });

  it('says "Something went wrong" on a server failure without a message', async () => {
    const floor = await categoryId(api, 'Floor Care');
    const id = await addSubcategory(api, floor, 'Brushes');
    open((await subcategoriesOf(floor)).find((s) => s.sub_cate_id === id)!);
    await screen.findByRole('option', { name: 'Floor Care' });
    api.failNext((c) => c.method === 'PUT');
    save();
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
    await waitFor(() => expect(writes()).toHaveLength(1));
  });
});
