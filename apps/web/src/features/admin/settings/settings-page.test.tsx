// @vitest-environment happy-dom
// /admin/settings: rupees in the form and paise in the API, PIN codes checked as 6 digits, each part saved
// on its own.
import { defaultCodSettings } from '@chamak/shared/checkout';
import { defaultDeliverySettings } from '@chamak/shared/delivery';
import { defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, recordToasts, renderAdminPage } from '../list-kit/test-kit.tsx';
import SettingsPage from './settings-page.tsx';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  localStorage.clear();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const settings = { shop: defaultShopIdentity, delivery: defaultDeliverySettings, cod: defaultCodSettings };
const serve = () => fakeApi((call) => (call.method === 'PUT' ? { message: 'Settings saved' } : settings));

describe('shop settings', () => {
  it('shows the delivery charges in rupees and saves them as paise', async () => {
    api = serve();
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const under = (await screen.findByLabelText('Charge under the threshold')) as HTMLInputElement;
    expect(under.value).toBe('99.00');
    fireEvent.change(under, { target: { value: '89.50' } });
    fireEvent.change(screen.getByLabelText('Volume threshold'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery rule' }));
    await waitFor(() =>
      expect(api!.writes()).toEqual([
        {
          method: 'PUT',
          path: '/admin/settings',
          body: { delivery: { thresholdMl: 1500, underThresholdPaise: 8950, atOrOverThresholdPaise: 19900 } },
        },
      ]),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
  });

  it('refuses PIN codes that are not 6 digits and saves a valid comma-separated list', async () => {
    api = serve();
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const pins = await screen.findByLabelText('PIN codes that pay the COD fee');
    fireEvent.change(pins, { target: { value: '560001, 40001, abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save COD rules' }));
    expect(await screen.findByText('PIN codes must be 6 digits. Not valid: 40001, abc123')).toBeTruthy();
    expect(pins.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);

    fireEvent.change(pins, { target: { value: '560001,400001 560001' } });
    fireEvent.change(screen.getByLabelText('COD fee'), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save COD rules' }));
    await waitFor(() => expect(api!.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      cod: {
        enabled: true,
        feePaise: 3500,
        feePinCodes: ['560001', '400001'],
        blockedPinCodes: defaultCodSettings.blockedPinCodes,
      },
    });
  });

  it('checks the shop e-mail and social links before saving the identity', async () => {
    api = serve();
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(
      (await screen.findByRole('heading', { name: 'Shop identity' })).closest('section')!,
    );
    fireEvent.change(section.getByLabelText('Contact e-mail'), { target: { value: 'not-an-email' } });
    fireEvent.change(section.getByLabelText('Link 1'), { target: { value: 'instagram' } });
    fireEvent.click(section.getByRole('button', { name: 'Save shop identity' }));
    expect(await section.findByText('Enter an e-mail address like care@example.com')).toBeTruthy();
    expect(section.getByText('Each social link needs a name and a web address (http or https)')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    fireEvent.change(section.getByLabelText('Contact e-mail'), { target: { value: 'hello@chamak.example' } });
    fireEvent.click(section.getByRole('button', { name: /Remove network 1/ }));
    fireEvent.change(section.getByLabelText('Header taglines'), { target: { value: 'One\n\nTwo ' } });
    fireEvent.click(section.getByRole('button', { name: 'Save shop identity' }));
    await waitFor(() => expect(api!.writes()).toHaveLength(1));
    const shop = (api.writes()[0]!.body as { shop: typeof defaultShopIdentity }).shop;
    expect(shop.email).toBe('hello@chamak.example');
    expect(shop.taglines).toEqual(['One', 'Two']);
    expect(shop.social.map((s) => s.label)).toEqual(['YouTube', 'Facebook']);
  });
});
