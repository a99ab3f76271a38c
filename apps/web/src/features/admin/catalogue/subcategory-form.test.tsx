// @vitest-environment happy-dom
// The subcategory modal: SPEC section 5's texts, the image required on add only and images only, the
// multipart it sends, and the failure texts ('Something went wrong', or the server's message).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubcategoryForm } from './subcategory-form.tsx';
import {
  type Call,
  catalogueReads,
  fakeApi,
  pngFile,
  renderAdmin,
  reply,
  subcategoriesOf1,
} from './test-helpers.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

const dialog = () => screen.getByRole('dialog');
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save SubCategory' }));
const nameInput = () => within(dialog()).getByLabelText('SubCategory Name *');
const imageInput = () => dialog().querySelector<HTMLInputElement>('input[type=file]')!;

function open(subcategory: (typeof subcategoriesOf1)[number] | null, rest?: (call: Call) => unknown) {
  api = fakeApi(catalogueReads(rest));
  renderAdmin(<SubcategoryForm open subcategory={subcategory} onClose={() => {}} />);
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
    expect(api!.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
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
    open(null, (call) =>
      call.path === '/subcategory/add' ? { message: 'SubCategory Added', id: 12 } : undefined,
    );
    await screen.findByRole('option', { name: 'Floor Care' });
    fireEvent.change(within(dialog()).getByLabelText('Category *'), { target: { value: '2' } });
    fireEvent.change(nameInput(), { target: { value: '  Tile Cleaners ' } });
    fireEvent.change(imageInput(), { target: { files: [pngFile('tile.png')] } });
    expect(within(dialog()).getByAltText('Preview of the chosen image')).toBeTruthy();
    save();
    await screen.findByText('SubCategory Added');
    const form = api!.to('POST', '/subcategory/add')[0]!.form!;
    expect(form.get('sub_cate_name')).toBe('Tile Cleaners');
    expect(form.get('cate_id')).toBe('2');
    expect((form.get('image') as File).name).toBe('tile.png');
  });

  it('edits without a new image and says "SubCategory Updated"', async () => {
    open(subcategoriesOf1[0]!, (call) =>
      call.path === '/subcategory/update/11' ? { message: 'SubCategory Updated', id: 11 } : undefined,
    );
    await screen.findByRole('option', { name: 'Floor Care' });
    fireEvent.change(nameInput(), { target: { value: 'Floor Cleaners & Mops' } });
    save();
    await screen.findByText('SubCategory Updated');
    const form = api!.to('PUT', '/subcategory/update/11')[0]!.form!;
    expect(form.get('sub_cate_name')).toBe('Floor Cleaners & Mops');
    expect(form.get('image')).toBeNull();
  });

  it('says "Something went wrong" on a server failure without a message', async () => {
    open(subcategoriesOf1[0]!, () => reply(500, {}));
    await screen.findByRole('option', { name: 'Floor Care' });
    save();
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
  });
});
