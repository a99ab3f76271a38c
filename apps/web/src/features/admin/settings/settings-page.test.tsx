// @vitest-environment happy-dom
// /admin/settings against the real API: rupees in the form and paise in the API, PIN codes checked as 6
// digits, the seller's GSTIN checked and explained, each part saved on its own and read back from the server.
import { defaultCodSettings } from '@chamak/shared/checkout';
import { defaultDeliverySettings } from '@chamak/shared/delivery';
import { gstinCheckCharacter } from '@chamak/shared/gst';
import type { SellerIdentity } from '@chamak/shared/seller';
import type { defaultShopIdentity } from '@chamak/shared/shop-defaults';
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

type Stored = {
  shop: typeof defaultShopIdentity;
  delivery: typeof defaultDeliverySettings;
  cod: typeof defaultCodSettings;
  seller: SellerIdentity;
  orders: { cancelWindowHours: number; returnWindowDays: number; returnReasons: string[] };
};
/** The settings as the shop serves them now. */
const stored = async () =>
  (await api.as(undefined, { method: 'GET', url: '/api/settings' })).json() as Stored;

describe('shop settings', () => {
  it('shows the delivery charges in rupees and saves them as paise', async () => {
    expect((await stored()).delivery).toEqual(defaultDeliverySettings);
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const under = (await screen.findByLabelText('Charge under the threshold')) as HTMLInputElement;
    expect(under.value).toBe((defaultDeliverySettings.underThresholdPaise / 100).toFixed(2));
    fireEvent.change(under, { target: { value: '89.50' } });
    fireEvent.change(screen.getByLabelText('Volume threshold'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery rule' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    const delivery = {
      thresholdMl: 1500,
      underThresholdPaise: 8950,
      atOrOverThresholdPaise: defaultDeliverySettings.atOrOverThresholdPaise,
    };
    expect(writes(api)).toEqual([{ method: 'PUT', path: '/admin/settings', body: { delivery } }]);
    expect((await stored()).delivery).toEqual(delivery);
  });

  it('refuses PIN codes that are not 6 digits and saves a valid comma-separated list', async () => {
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const pins = await screen.findByLabelText('PIN codes that pay the COD fee');
    fireEvent.change(pins, { target: { value: '560001, 40001, abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save COD rules' }));
    expect(await screen.findByText('PIN codes must be 6 digits. Not valid: 40001, abc123')).toBeTruthy();
    expect(pins.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    fireEvent.change(pins, { target: { value: '560001,400001 560001' } });
    fireEvent.change(screen.getByLabelText('COD fee'), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save COD rules' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    const cod = {
      enabled: true,
      feePaise: 3500,
      feePinCodes: ['560001', '400001'],
      blockedPinCodes: defaultCodSettings.blockedPinCodes,
    };
    expect(writes(api)).toEqual([{ method: 'PUT', path: '/admin/settings', body: { cod } }]);
    expect((await stored()).cod).toEqual(cod);
  });

  it('saves the cancellation window in hours and the return window in days, refusing bad numbers', async () => {
    const demoReasons = ['damaged', 'leaking', 'wrong_item'];
    expect((await stored()).orders).toEqual({
      cancelWindowHours: 12,
      returnWindowDays: 7,
      returnReasons: demoReasons,
    });
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const hours = (await screen.findByLabelText('Cancellation window')) as HTMLInputElement;
    const days = screen.getByLabelText('Return window') as HTMLInputElement;
    expect(hours.value).toBe('12');
    expect(days.value).toBe('7');
    const save = screen.getByRole('button', { name: 'Save cancellation and return windows' });
    fireEvent.change(hours, { target: { value: '2.5' } });
    fireEvent.change(days, { target: { value: '61' } });
    fireEvent.click(save);
    expect(
      await screen.findByText('The cancellation window is a whole number of hours, from 0 to 720.'),
    ).toBeTruthy();
    expect(screen.getByText('The return window is a whole number of days, from 0 to 60.')).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);
    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.change(days, { target: { value: '10' } });
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: '/admin/settings',
        body: { orders: { cancelWindowHours: 24, returnWindowDays: 10, returnReasons: demoReasons } },
      },
    ]);
    expect((await stored()).orders).toEqual({
      cancelWindowHours: 24,
      returnWindowDays: 10,
      returnReasons: demoReasons,
    });

    // The reasons returns are taken for (decision 0297): at least one, saved with the windows.
    const reason = (label: string) => screen.getByRole('checkbox', { name: new RegExp(`^${label}`) });
    expect(
      ['Damaged', 'Leaking', 'Wrong item', 'Other'].map((l) => (reason(l) as HTMLInputElement).checked),
    ).toEqual([true, true, true, false]);
    const checked = (label: string) => (reason(label) as HTMLInputElement).checked;
    for (const label of ['Damaged', 'Leaking', 'Wrong item']) fireEvent.click(reason(label));
    await waitFor(() => expect(checked('Wrong item')).toBe(false));
    const saveAgain = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Save cancellation and return windows' }));
    saveAgain();
    expect(await screen.findByText('Choose at least one reason to take returns for.')).toBeTruthy();
    expect(writes(api)).toHaveLength(1);
    fireEvent.click(reason('Leaking'));
    fireEvent.click(reason('Other'));
    await waitFor(() => expect(checked('Other')).toBe(true));
    saveAgain();
    await waitFor(() => expect(writes(api)).toHaveLength(2));
    await waitFor(async () => expect((await stored()).orders.returnReasons).toEqual(['leaking', 'other']));
    await api.as(await api.adminToken(), {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { orders: { cancelWindowHours: 12, returnWindowDays: 7, returnReasons: demoReasons } },
    });
  });

  it('checks the shop e-mail and social links before saving the identity', async () => {
    const before = (await stored()).shop;
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(
      (await screen.findByRole('heading', { name: 'Shop identity' })).closest('section')!,
    );
    fireEvent.change(section.getByLabelText('Contact e-mail'), { target: { value: 'not-an-email' } });
    fireEvent.change(section.getByLabelText('Link 1'), { target: { value: 'instagram' } });
    fireEvent.click(section.getByRole('button', { name: 'Save shop identity' }));
    expect(await section.findByText('Enter an e-mail address like care@example.com')).toBeTruthy();
    expect(section.getByText('Each social link needs a name and a web address (http or https)')).toBeTruthy();
    expect(writes(api)).toEqual([]);

    fireEvent.change(section.getByLabelText('Contact e-mail'), { target: { value: 'hello@chamak.example' } });
    fireEvent.click(section.getByRole('button', { name: /Remove network 1/ }));
    fireEvent.change(section.getByLabelText('Header taglines'), { target: { value: 'One\n\nTwo ' } });
    fireEvent.click(section.getByRole('button', { name: 'Save shop identity' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    expect(writes(api)).toHaveLength(1);
    const sent = (writes(api)[0]!.body as { shop: typeof defaultShopIdentity }).shop;
    expect(sent.email).toBe('hello@chamak.example');
    expect(sent.taglines).toEqual(['One', 'Two']);
    const kept = before.social.slice(1).map((s) => s.label);
    expect(sent.social.map((s) => s.label)).toEqual(kept);
    const shop = (await stored()).shop;
    expect(shop.email).toBe('hello@chamak.example');
    expect(shop.taglines).toEqual(['One', 'Two']);
    expect(shop.social.map((s) => s.label)).toEqual(kept);
  });

  it("saves the mails' colour with the shop identity and shows it again", async () => {
    expect((await stored()).shop.brandColour).toBe('#393185');
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(
      (await screen.findByRole('heading', { name: 'Shop identity' })).closest('section')!,
    );
    const colour = section.getByLabelText('Mail colour') as HTMLInputElement;
    expect(colour.value).toBe('#393185');
    fireEvent.change(colour, { target: { value: '#0f766e' } });
    fireEvent.click(section.getByRole('button', { name: 'Save shop identity' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    expect((writes(api)[0]!.body as { shop: typeof defaultShopIdentity }).shop.brandColour).toBe('#0f766e');
    expect((await stored()).shop.brandColour).toBe('#0f766e');
    cleanup();
    renderAdminPage(<SettingsPage />, '/admin/settings');
    expect(((await screen.findByLabelText('Mail colour')) as HTMLInputElement).value).toBe('#0f766e');
  });

  it('explains a bad GSTIN on its field and saves the seller once it is right', async () => {
    const before = (await stored()).seller;
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(
      (await screen.findByRole('heading', { name: 'Seller & GST' })).closest('section')!,
    );
    const gstin = section.getByLabelText('GSTIN') as HTMLInputElement;
    expect(gstin.value).toBe(before.gstin);
    expect((section.getByLabelText('State') as HTMLSelectElement).value).toBe('Maharashtra');
    const save = () => fireEvent.click(section.getByRole('button', { name: 'Save seller & GST' }));

    fireEvent.change(gstin, { target: { value: '27AAJCC4821K1ZX' } });
    save();
    expect(await section.findByText('GSTIN check character does not match')).toBeTruthy();
    expect(gstin.getAttribute('aria-invalid')).toBe('true');

    const karnataka = `29AAJCC4821K1Z${gstinCheckCharacter('29AAJCC4821K1Z')}`;
    fireEvent.change(gstin, { target: { value: karnataka.toLowerCase() } });
    fireEvent.change(section.getByLabelText('Credit note prefix'), { target: { value: 'ch' } });
    const officer = within(section.getByRole('group', { name: 'Grievance officer' }));
    fireEvent.change(officer.getByLabelText('E-mail'), { target: { value: 'grievance@' } });
    save();
    expect(await section.findByText("GSTIN state code 29 is not Maharashtra's (27)")).toBeTruthy();
    expect(section.getByText('Credit note prefix must differ from the invoice prefix')).toBeTruthy();
    expect(officer.getByText('Grievance officer e-mail must be a valid e-mail address')).toBeTruthy();
    expect(writes(api)).toEqual([]);

    fireEvent.change(section.getByLabelText('State'), { target: { value: 'Karnataka' } });
    fireEvent.change(section.getByLabelText('Credit note prefix'), { target: { value: 'cr' } });
    fireEvent.change(officer.getByLabelText('E-mail'), { target: { value: 'grievance@chamak.example' } });
    fireEvent.change(section.getByLabelText('Registered address'), {
      target: { value: ' 14 MG Road \n\nBengaluru, Karnataka 560001' },
    });
    fireEvent.change(section.getByLabelText('Licence 1'), { target: { value: 'FSSAI' } });
    fireEvent.change(section.getByLabelText('Licence number 1'), { target: { value: '11224999000123' } });
    fireEvent.click(section.getByRole('button', { name: /Remove licence 2/ }));
    save();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    const seller: SellerIdentity = {
      ...before,
      gstin: karnataka,
      state: 'Karnataka',
      registeredAddress: ['14 MG Road', 'Bengaluru, Karnataka 560001'],
      licences: [{ label: 'FSSAI', number: '11224999000123' }],
      creditNotePrefix: 'CR',
    };
    expect(writes(api)).toEqual([{ method: 'PUT', path: '/admin/settings', body: { seller } }]);
    expect((await stored()).seller).toEqual(seller);
  });

  it('saves a seller without a GSTIN until the shop is registered', async () => {
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(
      (await screen.findByRole('heading', { name: 'Seller & GST' })).closest('section')!,
    );
    fireEvent.change(section.getByLabelText('GSTIN'), { target: { value: '  ' } });
    fireEvent.change(section.getByLabelText('Legal name'), { target: { value: 'Chamak Traders' } });
    fireEvent.click(section.getByRole('button', { name: 'Save seller & GST' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    const saved = (await stored()).seller;
    expect(saved.gstin).toBeUndefined();
    expect(saved.legalName).toBe('Chamak Traders');
  });
});
