// @vitest-environment happy-dom
// The shop's languages on /admin/settings against the real API (decision 0331): English and Hindi on and Marathi
// off until changed, English always on (its box is not offered), Marathi and Devanagari digits saved and served
// back, then the demo's languages again for the other tests of this run's database.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import SettingsPage from './settings-page.tsx';

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

const servedLanguages = async () =>
  ((await api.as(undefined, { method: 'GET', url: '/api/settings' })).json() as { languages: unknown })
    .languages;

describe("the shop's languages", () => {
  it('are English and Hindi in Latin digits until Marathi and Devanagari digits are saved', async () => {
    expect(await servedLanguages()).toEqual({ enabled: ['en', 'hi'], digits: 'latin' });
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'Languages' }));
    const hindi = section.getByLabelText(/^Hindi \(हिन्दी\)/) as HTMLInputElement;
    const marathi = section.getByLabelText(/^Marathi \(मराठी\)/) as HTMLInputElement;
    expect(hindi.checked).toBe(true);
    expect(marathi.checked).toBe(false);
    expect(section.queryByLabelText(/^English/)).toBeNull();

    fireEvent.click(marathi);
    fireEvent.change(section.getByLabelText('Numbers on Hindi and Marathi pages'), {
      target: { value: 'devanagari' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Save languages' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    const languages = { enabled: ['en', 'hi', 'mr'], digits: 'devanagari' };
    expect(writes(api)).toEqual([{ method: 'PUT', path: '/admin/settings', body: { languages } }]);
    expect(await servedLanguages()).toEqual(languages);

    // Back to the demo's languages for the other tests of this run's database.
    await api.as(await api.adminToken(), {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { languages: { enabled: ['en', 'hi'], digits: 'latin' } },
    });
    expect(await servedLanguages()).toEqual({ enabled: ['en', 'hi'], digits: 'latin' });
  });
});
