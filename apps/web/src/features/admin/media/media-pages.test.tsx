// @vitest-environment happy-dom
// The media pages (SPEC sections 2, 5 and 8) against the real API on the demo shop: banner uploads need an
// image and send several at once, the bottom banner needs an image and a video, the promo banner is one at
// most and its button's link is a page of the shop or an http(s) address, and every delete asks first. Uploads are real pictures (the server reads them).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { imageFile, MB, makeFile, renderAdminPage, webmFile, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import AboutBannerPage from './about-banner-page.tsx';
import BannersPage from './banners-page.tsx';
import BottomBannerPage from './bottom-banner-page.tsx';
import InstaPage from './insta-page.tsx';
import PromoBannerPage from './promo-banner-page.tsx';
import VideosPage from './videos-page.tsx';

const api = useRealApi();
let admin: string;
beforeEach(async () => {
  admin = (await api.logInAdmin()).token;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const choose = (scope: ReturnType<typeof within>, label: string, ...files: File[]) =>
  fireEvent.change(scope.getByLabelText(label), { target: { files } });

type Item = { id: number; title?: string };
/** A public media list as the shop serves it now. */
const list = async (url: string) => (await api.as(undefined, { method: 'GET', url })).json() as Item[];
/** Deletes every item of a list through the admin route `deleteUrl(id)`. */
async function deleteAll(url: string, deleteUrl: (id: number) => string) {
  for (const item of await list(url)) {
    const res = await api.as(admin, { method: 'DELETE', url: deleteUrl(item.id) });
    expect(res.statusCode).toBe(200);
  }
  expect(await list(url)).toEqual([]);
}

describe('Banners', () => {
  it('needs at least one image before uploading', async () => {
    await deleteAll('/api/banners', (id) => `/api/banners/${id}`);
    renderAdminPage(<BannersPage />, '/admin/banners');
    expect(await screen.findByText('No banners found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
    fireEvent.click(dialog('Upload Banner').getByRole('button', { name: 'Upload Banner' }));
    expect(await screen.findByText('Please select at least one image')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('uploads several images in one call, then reloads the list', async () => {
    const before = (await list('/api/banners')).length;
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderAdminPage(<BannersPage />, '/admin/banners');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Banner' }));
    const modal = dialog('Upload Banner');
    choose(modal, 'Banner images *', await imageFile('a.png'), await imageFile('b.jpg', { format: 'jpeg' }));
    const send = await modal.findByRole('button', { name: 'Upload 2 Banners' });
    fireEvent.click(send);
    expect(await screen.findByText('Banner Uploaded')).toBeTruthy();
    expect(writes(api)).toEqual([{ method: 'POST', path: '/banners/upload', body: 'multipart' }]);
    expect(api.callsTo('/banners/upload')[0]!.auth).toBe(`Bearer ${admin}`);
    expect(await list('/api/banners')).toHaveLength(before + 2);
    expect(await screen.findByAltText(`Home page slide ${before + 2}`)).toBeTruthy();
    // Public reads carry Cache-Control; the admin's list must not come from the browser's cache.
    const reads = fetches.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET');
    expect(reads.length).toBe(2);
    expect(reads.every(([, init]) => init?.cache === 'no-store')).toBe(true);
  });

  it('says Uploading... while the upload runs', async () => {
    const gate = api.hold((c) => c.path === '/banners/upload');
    renderAdminPage(<BannersPage />, '/admin/banners');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Banner' }));
    const modal = dialog('Upload Banner');
    choose(modal, 'Banner images *', await imageFile('a.png'));
    fireEvent.click(await modal.findByRole('button', { name: 'Upload Banner' }));
    const busy = await modal.findByRole('button', { name: 'Uploading...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(gate.held).toBe(1));
    const before = (await list('/api/banners')).length;
    gate.release();
    await waitFor(() => expect(api.callsTo('/banners/upload')[0]?.status).toBe(200));
    expect(await screen.findByText('Banner Uploaded')).toBeTruthy();
    expect(await list('/api/banners')).toHaveLength(before + 1);
  });

  it('asks before deleting, and deletes nothing when cancelled', async () => {
    const banners = await list('/api/banners');
    expect(banners.length).toBeGreaterThanOrEqual(2);
    const second = banners[1]!;
    renderAdminPage(<BannersPage />, '/admin/banners');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete banner 2' }));
    expect(dialog('Delete?').getByText('Delete banner 2? This cannot be undone.')).toBeTruthy();
    fireEvent.click(dialog('Delete?').getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete banner 2' }));
    fireEvent.click(dialog('Delete?').getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Media deleted')).toBeTruthy();
    expect(writes(api).map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /banners/${second.id}`]);
    expect((await list('/api/banners')).map((b) => b.id)).not.toContain(second.id);
    await waitFor(() => expect(screen.queryByAltText(`Home page slide ${banners.length}`)).toBeNull());
  });

  it('says Failed to delete media when the delete fails', async () => {
    const before = await list('/api/banners');
    renderAdminPage(<BannersPage />, '/admin/banners');
    api.failNext((c) => c.method === 'DELETE');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete banner 1' }));
    fireEvent.click(dialog('Delete?').getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete media')).toBeTruthy();
    expect(await list('/api/banners')).toEqual(before);
  });

  it('without a stored token says so and sends nothing', async () => {
    renderAdminPage(<BannersPage />, '/admin/banners');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Banner' }));
    session.clear();
    const modal = dialog('Upload Banner');
    choose(modal, 'Banner images *', await imageFile('a.png'));
    fireEvent.click(await modal.findByRole('button', { name: 'Upload Banner' }));
    expect(await modal.findByText('Authentication token missing')).toBeTruthy();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });
});

describe('About Banner', () => {
  it('offers Add only while there is no about banner', async () => {
    expect(await list('/api/banners/getaboutbanner')).toHaveLength(1);
    renderAdminPage(<AboutBannerPage />, '/admin/about-banner');
    expect(await screen.findByAltText('About banner 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Banner' })).toBeNull();
    cleanup();
    await deleteAll('/api/banners/getaboutbanner', (id) => `/api/banners/deleteaboutbanner/${id}`);
    renderAdminPage(<AboutBannerPage />, '/admin/about-banner');
    expect(await screen.findByRole('button', { name: 'Add Banner' })).toBeTruthy();
  });
});

describe('Bottom Banner', () => {
  it('needs both an image and a video', async () => {
    await deleteAll('/api/banners/getbottombanner', (id) => `/api/banners/deletebottombanner/${id}`);
    renderAdminPage(<BottomBannerPage />, '/admin/bottom-banner');
    expect(await screen.findByRole('heading', { name: 'Manage Banners' })).toBeTruthy();
    expect(await screen.findByText('No media found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Media' }));
    const modal = dialog('Add Media');
    choose(modal, 'Image *', await imageFile('kitchen.png'));
    fireEvent.click(modal.getByRole('button', { name: 'Upload Media' }));
    expect(await modal.findByText('Please select both an image and a video')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('uploads the image and the video together', async () => {
    await deleteAll('/api/banners/getbottombanner', (id) => `/api/banners/deletebottombanner/${id}`);
    renderAdminPage(<BottomBannerPage />, '/admin/bottom-banner');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Media' }));
    const modal = dialog('Add Media');
    choose(modal, 'Image *', await imageFile('kitchen.png'));
    choose(modal, 'Video *', webmFile('mop.webm', 3 * MB));
    await waitFor(() => expect(modal.queryByText(/Please select a valid/)).toBeNull());
    fireEvent.click(modal.getByRole('button', { name: 'Upload Media' }));
    expect(await screen.findByText('Media Uploaded Successfully')).toBeTruthy();
    expect(writes(api)).toEqual([{ method: 'POST', path: '/banners/uploadbottombanner', body: 'multipart' }]);
    expect(await list('/api/banners/getbottombanner')).toHaveLength(1);
  });
});

describe('Promo Banner', () => {
  /** The one promo banner: the demo shop's, or a new one added through the admin route. */
  async function thePromo(): Promise<Item> {
    const [found] = await list('/api/promo-banners');
    if (found) return found;
    const form = new FormData();
    form.append('title', 'Diwali Deals');
    form.append('description', 'Floor cleaners at 30% off');
    form.append('image', await imageFile('promo.png'));
    const request = new Request('http://localhost/api/promo-banners', { method: 'POST', body: form });
    const res = await api.as(admin, {
      method: 'POST',
      url: '/api/promo-banners',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (await list('/api/promo-banners'))[0]!;
  }

  it('disables Add while one exists and shows Untitled for an empty title', async () => {
    const promo = await thePromo();
    // A promo saved before titles were required has none.
    await api.database.db.execute(sql`update promo_banners set title = '' where id = ${promo.id}`);
    renderAdminPage(<PromoBannerPage />, '/admin/promo-banner');
    expect(await screen.findByRole('heading', { name: 'Untitled' })).toBeTruthy();
    const [shown] = (await list('/api/promo-banners')) as (Item & {
      description: string;
      buttonText: string;
    })[];
    expect(screen.getByText(shown!.description)).toBeTruthy();
    expect(screen.getByText(shown!.buttonText)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add Promo Banner' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('requires title, description and, on add, an image', async () => {
    await deleteAll('/api/promo-banners', (id) => `/api/promo-banners/${id}`);
    renderAdminPage(<PromoBannerPage />, '/admin/promo-banner');
    const add = await screen.findByRole('button', { name: 'Add Promo Banner' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    const modal = dialog('Add Promo Banner');
    expect((modal.getByLabelText('Button Text') as HTMLInputElement).value).toBe('Shop Deals');
    fireEvent.click(modal.getByRole('button', { name: 'Save Promo Banner' }));
    expect(modal.getByText('Title is required')).toBeTruthy();
    expect(modal.getByText('Description is required')).toBeTruthy();
    expect(modal.getByText('Image is required')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('edits without a new image and shows the server message on failure', async () => {
    const promo = await thePromo();
    renderAdminPage(<PromoBannerPage />, '/admin/promo-banner');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit promo banner 1' }));
    const modal = dialog('Edit Promo Banner');
    // Longer than the server takes (120 characters): it refuses with its own message.
    fireEvent.change(modal.getByLabelText('Title *'), { target: { value: 'Diwali Sale '.repeat(11) } });
    fireEvent.click(modal.getByRole('button', { name: 'Save Promo Banner' }));
    await waitFor(() => expect(api.callsTo(`/promo-banners/${promo.id}`, 'PUT')[0]?.status).toBe(400));
    const refusal = (api.callsTo(`/promo-banners/${promo.id}`, 'PUT')[0]!.response as { message: string })
      .message;
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(writes(api)).toEqual([{ method: 'PUT', path: `/promo-banners/${promo.id}`, body: 'multipart' }]);

    // A valid title without a new image keeps the picture and the button text.
    const before = (await list('/api/promo-banners'))[0] as Item & { imageUrl: string; buttonText: string };
    fireEvent.change(modal.getByLabelText('Title *'), { target: { value: 'Diwali Sale' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save Promo Banner' }));
    await waitFor(() => expect(api.callsTo(`/promo-banners/${promo.id}`, 'PUT')[1]?.status).toBe(200));
    const after = (await list('/api/promo-banners'))[0] as typeof before;
    expect(after).toMatchObject({
      title: 'Diwali Sale',
      imageUrl: before.imageUrl,
      buttonText: before.buttonText,
    });
  });
});

describe('Promo Banner link', () => {
  it('saves the link its button leads to, and refuses one that is not a page or an http(s) address', async () => {
    const [promo] = await list('/api/promo-banners');
    expect(promo).toBeDefined();
    renderAdminPage(<PromoBannerPage />, '/admin/promo-banner');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit promo banner 1' }));
    const modal = dialog('Edit Promo Banner');
    const link = modal.getByLabelText('Link') as HTMLInputElement;
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save Promo Banner' }));
    expect(await modal.findByText('Enter a link starting with https:// or /')).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    fireEvent.change(link, { target: { value: ' /collection/Floor%20Cleaners ' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save Promo Banner' }));
    await waitFor(() => expect(api.callsTo(`/promo-banners/${promo!.id}`, 'PUT')[0]?.status).toBe(200));
    const saved = (await list('/api/promo-banners'))[0] as Item & { link: string };
    expect(saved.link).toBe('/collection/Floor%20Cleaners');
    // The page says where the button leads.
    expect(await screen.findByText('/collection/Floor%20Cleaners')).toBeTruthy();
  });
});

describe('Images and Videos', () => {
  it('needs an image to add a gallery image', async () => {
    renderAdminPage(<InstaPage />, '/admin/insta');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Image' }));
    const modal = dialog('Add Image');
    fireEvent.click(modal.getByRole('button', { name: 'Save Image' }));
    expect(modal.getByText('Please upload an image')).toBeTruthy();
    choose(modal, 'Upload Image *', makeFile('big.jpg', 'image/jpeg', 6 * MB));
    expect(modal.getByText('Image size should be less than 5MB')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('needs a video to add one, and refuses one over 50 MB', async () => {
    renderAdminPage(<VideosPage />, '/admin/videos');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Video' }));
    const modal = dialog('Add Video');
    fireEvent.click(modal.getByRole('button', { name: 'Save Video' }));
    expect(modal.getByText('Please upload a video')).toBeTruthy();
    choose(modal, 'Upload Video *', makeFile('long.mp4', 'video/mp4', 50 * MB + 1));
    expect(modal.getByText('Video size should be less than 50MB')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });
});
