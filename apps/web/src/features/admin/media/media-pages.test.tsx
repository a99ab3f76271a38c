// @vitest-environment happy-dom
// The media pages (SPEC sections 2, 5 and 8): banner uploads need an image and send several at once, the
// bottom banner needs an image and a video, the promo banner is one at most, and every delete asks first.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AboutBannerPage from './about-banner-page.tsx';
import BannersPage from './banners-page.tsx';
import BottomBannerPage from './bottom-banner-page.tsx';
import InstaPage from './insta-page.tsx';
import PromoBannerPage from './promo-banner-page.tsx';
import { type Call, fakeApi, image, json, logInAsAdmin, MB, makeFile, renderPage } from './test-helpers.tsx';
import VideosPage from './videos-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  localStorage.clear();
  logInAsAdmin();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  localStorage.clear();
});

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const choose = (scope: ReturnType<typeof within>, label: string, ...files: File[]) =>
  fireEvent.change(scope.getByLabelText(label), { target: { files } });
const formFiles = (call: Call, field: string) => (call.body as FormData).getAll(field) as File[];

describe('Banners', () => {
  it('needs at least one image before uploading', async () => {
    api = fakeApi((call) => (call.path === '/banners' ? [] : undefined));
    renderPage(<BannersPage />);
    expect(await screen.findByText('No banners found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
    fireEvent.click(dialog('Upload Banner').getByRole('button', { name: 'Upload Banner' }));
    expect(await screen.findByText('Please select at least one image')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('uploads several images in one call, then reloads the list', async () => {
    let stored = [image(1)];
    api = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/banners') return stored;
      if (call.method === 'POST' && call.path === '/banners/upload') {
        stored = [image(1), image(2), image(3)];
        return { message: 'Banner Uploaded' };
      }
      return undefined;
    });
    renderPage(<BannersPage />);
    expect(await screen.findByAltText('Home page slide 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
    const modal = dialog('Upload Banner');
    choose(modal, 'Banner images *', makeFile('a.png', 'image/png'), makeFile('b.jpg', 'image/jpeg'));
    fireEvent.click(modal.getByRole('button', { name: 'Upload 2 Banners' }));
    expect(await screen.findByText('Banner Uploaded')).toBeTruthy();
    const [upload] = api.writes();
    expect(upload?.auth).toBe('Bearer admin-token');
    expect(formFiles(upload!, 'image').map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(await screen.findByAltText('Home page slide 3')).toBeTruthy();
    // Public reads carry Cache-Control; the admin's list must not come from the browser's cache.
    const reads = api.calls.filter((c) => c.method === 'GET');
    expect(reads.length).toBe(2);
    expect(reads.every((c) => c.cache === 'no-store')).toBe(true);
  });

  it('says Uploading... while the upload runs', async () => {
    let finish: (response: Response) => void = () => undefined;
    api = fakeApi((call) => {
      if (call.method === 'GET') return [];
      return new Promise<Response>((resolve) => {
        finish = resolve;
      });
    });
    renderPage(<BannersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Banner' }));
    const modal = dialog('Upload Banner');
    choose(modal, 'Banner images *', makeFile('a.png', 'image/png'));
    fireEvent.click(modal.getByRole('button', { name: 'Upload Banner' }));
    const busy = await modal.findByRole('button', { name: 'Uploading...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    finish(json({ message: 'Something Went Wrong' }, 500));
    expect(await screen.findByText('Something Went Wrong')).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Upload Banner' })).toBeTruthy();
  });

  it('asks before deleting, and deletes nothing when cancelled', async () => {
    let stored = [image(4), image(9)];
    api = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/banners') return stored;
      if (call.method === 'DELETE' && call.path === '/banners/9') {
        stored = [image(4)];
        return { message: 'Media deleted' };
      }
      return undefined;
    });
    renderPage(<BannersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete banner 2' }));
    expect(dialog('Delete?').getByText('Delete banner 2? This cannot be undone.')).toBeTruthy();
    fireEvent.click(dialog('Delete?').getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete banner 2' }));
    fireEvent.click(dialog('Delete?').getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Media deleted')).toBeTruthy();
    expect(api.writes().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /banners/9']);
    await waitFor(() => expect(screen.queryByAltText('Home page slide 2')).toBeNull());
  });

  it('says Failed to delete media when the delete fails', async () => {
    api = fakeApi((call) => {
      if (call.method === 'GET') return [image(4)];
      return json({ message: 'Boom' }, 500);
    });
    renderPage(<BannersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete banner 1' }));
    fireEvent.click(dialog('Delete?').getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete media')).toBeTruthy();
  });

  it('without a stored token says so and sends nothing', async () => {
    api = fakeApi((call) => (call.path === '/banners' ? [] : undefined));
    renderPage(<BannersPage />);
    await screen.findByText('No banners found');
    localStorage.removeItem('token');
    fireEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
    const modal = dialog('Upload Banner');
    choose(modal, 'Banner images *', makeFile('a.png', 'image/png'));
    fireEvent.click(modal.getByRole('button', { name: 'Upload Banner' }));
    expect(await modal.findByText('Authentication token missing')).toBeTruthy();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });
});

describe('About Banner', () => {
  it('offers Add only while there is no about banner', async () => {
    api = fakeApi((call) => (call.path === '/banners/getaboutbanner' ? [image(5)] : undefined));
    renderPage(<AboutBannerPage />);
    expect(await screen.findByAltText('About banner 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Banner' })).toBeNull();
    cleanup();
    api.restore();
    api = fakeApi((call) => (call.path === '/banners/getaboutbanner' ? [] : undefined));
    renderPage(<AboutBannerPage />);
    expect(await screen.findByRole('button', { name: 'Add Banner' })).toBeTruthy();
  });
});

describe('Bottom Banner', () => {
  it('needs both an image and a video', async () => {
    api = fakeApi((call) => (call.path === '/banners/getbottombanner' ? [] : { message: 'x' }));
    renderPage(<BottomBannerPage />);
    expect(await screen.findByRole('heading', { name: 'Manage Banners' })).toBeTruthy();
    expect(await screen.findByText('No media found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Media' }));
    const modal = dialog('Add Media');
    choose(modal, 'Image *', makeFile('kitchen.png', 'image/png'));
    fireEvent.click(modal.getByRole('button', { name: 'Upload Media' }));
    expect(await modal.findByText('Please select both an image and a video')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('uploads the image and the video together', async () => {
    api = fakeApi((call) => (call.method === 'GET' ? [] : { message: 'Media Uploaded Successfully' }));
    renderPage(<BottomBannerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Media' }));
    const modal = dialog('Add Media');
    choose(modal, 'Image *', makeFile('kitchen.png', 'image/png'));
    choose(modal, 'Video *', makeFile('mop.webm', 'video/webm', 3 * MB));
    fireEvent.click(modal.getByRole('button', { name: 'Upload Media' }));
    expect(await screen.findByText('Media Uploaded Successfully')).toBeTruthy();
    const [upload] = api.writes();
    expect(upload?.path).toBe('/banners/uploadbottombanner');
    expect(formFiles(upload!, 'image')[0]?.name).toBe('kitchen.png');
    expect(formFiles(upload!, 'video')[0]?.name).toBe('mop.webm');
  });
});

describe('Promo Banner', () => {
  const promo = {
    ...image(7),
    title: '',
    description: 'Floor cleaners at 30% off',
    buttonText: 'Shop Deals',
  };

  it('disables Add while one exists and shows Untitled for an empty title', async () => {
    api = fakeApi((call) => (call.path === '/promo-banners' ? [promo] : undefined));
    renderPage(<PromoBannerPage />);
    expect(await screen.findByRole('heading', { name: 'Untitled' })).toBeTruthy();
    expect(screen.getByText('Floor cleaners at 30% off')).toBeTruthy();
    expect(screen.getByText('Shop Deals')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add Promo Banner' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('requires title, description and, on add, an image', async () => {
    api = fakeApi((call) => (call.path === '/promo-banners' && call.method === 'GET' ? [] : undefined));
    renderPage(<PromoBannerPage />);
    const add = await screen.findByRole('button', { name: 'Add Promo Banner' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    const modal = dialog('Add Promo Banner');
    expect((modal.getByLabelText('Button Text') as HTMLInputElement).value).toBe('Shop Deals');
    fireEvent.click(modal.getByRole('button', { name: 'Save Promo Banner' }));
    expect(modal.getByText('Title is required')).toBeTruthy();
    expect(modal.getByText('Description is required')).toBeTruthy();
    expect(modal.getByText('Image is required')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('edits without a new image and shows the server message on failure', async () => {
    api = fakeApi((call) => {
      if (call.method === 'GET') return [promo];
      return json({ message: 'Title is too long' }, 400);
    });
    renderPage(<PromoBannerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit promo banner 1' }));
    const modal = dialog('Edit Promo Banner');
    fireEvent.change(modal.getByLabelText('Title *'), { target: { value: 'Diwali Sale' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save Promo Banner' }));
    expect(await screen.findByText('Title is too long')).toBeTruthy();
    const [put] = api.writes();
    expect(`${put?.method} ${put?.path}`).toBe('PUT /promo-banners/7');
    const form = put?.body as FormData;
    expect(form.get('title')).toBe('Diwali Sale');
    expect(form.get('buttonText')).toBe('Shop Deals');
    expect(form.get('image')).toBeNull();
  });
});

describe('Images and Videos', () => {
  it('needs an image to add a gallery image', async () => {
    api = fakeApi((call) => (call.method === 'GET' ? [] : undefined));
    renderPage(<InstaPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Image' }));
    const modal = dialog('Add Image');
    fireEvent.click(modal.getByRole('button', { name: 'Save Image' }));
    expect(modal.getByText('Please upload an image')).toBeTruthy();
    choose(modal, 'Upload Image *', makeFile('big.jpg', 'image/jpeg', 6 * MB));
    expect(modal.getByText('Image size should be less than 5MB')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('needs a video to add one, and refuses one over 50 MB', async () => {
    api = fakeApi((call) => (call.method === 'GET' ? [] : undefined));
    renderPage(<VideosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Video' }));
    const modal = dialog('Add Video');
    fireEvent.click(modal.getByRole('button', { name: 'Save Video' }));
    expect(modal.getByText('Please upload a video')).toBeTruthy();
    choose(modal, 'Upload Video *', makeFile('long.mp4', 'video/mp4', 50 * MB + 1));
    expect(modal.getByText('Video size should be less than 50MB')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });
});
