// @vitest-environment happy-dom
// /admin/translations?kind=texts against the real API on the demo shop: the home banners' English words beside
// their Hindi ones (the demo's), a banner's save ('Translation saved'), the shop's taglines saved line for line,
// and the tab reached from the catalogue's tabs.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import TranslationsPage from './translations-page.tsx';

const api = useRealApi();
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('banners and shop texts', () => {
  it('is a tab of the page, with each banner and the shop texts beside their Hindi, saved card by card', async () => {
    renderAdminPage(<TranslationsPage />, '/admin/translations');
    fireEvent.click(await screen.findByRole('tab', { name: 'Banners & shop texts' }));
    const banner = within(await screen.findByRole('form', { name: 'Banner 1 in Hindi' }));
    expect(screen.getByRole('tab', { name: /Banners & shop texts/, selected: true })).toBeTruthy();
    expect(banner.getByText('Sparkling floors, every single day')).toBeTruthy();
    const title = banner.getByRole('textbox', { name: 'Title in Hindi' }) as HTMLInputElement;
    expect(title.value).toBe('हर दिन चमचमाता फ़र्श');

    fireEvent.change(title, { target: { value: 'चमचमाता फ़र्श' } });
    fireEvent.click(banner.getByRole('button', { name: 'Save banner 1 in Hindi' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Translation saved'));
    const [put] = writes(api);
    expect(put).toMatchObject({
      method: 'PUT',
      path: expect.stringMatching(/^\/admin\/translations\/banners\/home\/\d+$/),
      body: { language: 'hi', title: 'चमचमाता फ़र्श', buttonText: 'फ़्लोर क्लीनर देखें' },
    });

    const shop = within(await screen.findByRole('form', { name: 'Shop texts in Hindi' }));
    const taglines = shop.getByRole('textbox', { name: 'Header taglines in Hindi' }) as HTMLTextAreaElement;
    expect(taglines.value.split('\n')).toHaveLength(3);
    fireEvent.change(taglines, { target: { value: 'पहली\n\n दूसरी ' } });
    fireEvent.click(shop.getByRole('button', { name: 'Save shop texts in Hindi' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    const stored = await api.as(await api.adminToken(), { url: '/api/admin/translations/shop?language=hi' });
    expect(stored.json().translation.taglines).toEqual(['पहली', 'दूसरी']);
  });
});
