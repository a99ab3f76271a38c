// @vitest-environment happy-dom
// The SMS templates on /admin/settings against the real API: each event's MSG91 template ID with its Hindi
// template ID beside it (and its Marathi one while Marathi is on); an ID the schema refuses is said on its field
// without a call, a Hindi ID without an English one is refused, and a good pair is saved (the routing and WhatsApp
// templates kept) and served back.
import type { NotificationSettings } from '@chamak/shared/notifications';
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

const served = async () =>
  (
    (await api.as(undefined, { method: 'GET', url: '/api/settings' })).json() as {
      notifications: NotificationSettings;
    }
  ).notifications;

describe('SMS templates', () => {
  it("shows each event's Hindi template ID beside the English one, checks it and saves it", async () => {
    const before = await served();
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'SMS templates' }));
    const shipped = within(section.getByRole('group', { name: 'Order shipped' }));
    const english = shipped.getByLabelText('MSG91 template ID') as HTMLInputElement;
    const hindi = shipped.getByLabelText('Hindi template ID (optional)') as HTMLInputElement;
    expect(english.value).toBe('');
    expect(hindi.value).toBe('');
    const save = section.getByRole('button', { name: 'Save SMS templates' });

    // A Hindi ID alone, then one too long: said on the field, nothing sent.
    fireEvent.change(hindi, { target: { value: 'tpl-ship-hi' } });
    fireEvent.click(save);
    expect(
      await shipped.findByText('Give the English template ID too: it is the one every other reader gets.'),
    ).toBeTruthy();
    expect(english.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(english, { target: { value: 'tpl-ship' } });
    fireEvent.change(hindi, { target: { value: 'h'.repeat(65) } });
    fireEvent.click(save);
    expect(await shipped.findByText('Hindi template id must be at most 64 characters')).toBeTruthy();
    expect(hindi.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    // A good pair, and an event with the English one only.
    fireEvent.change(hindi, { target: { value: ' tpl-ship-hi ' } });
    const ofd = within(section.getByRole('group', { name: 'Out for delivery' }));
    fireEvent.change(ofd.getByLabelText('MSG91 template ID'), { target: { value: 'tpl-ofd' } });
    fireEvent.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    const sms = {
      order_shipped: { templateId: 'tpl-ship', templateIdHi: 'tpl-ship-hi' },
      out_for_delivery: { templateId: 'tpl-ofd' },
    };
    expect(writes(api)).toEqual([
      { method: 'PUT', path: '/admin/settings', body: { notifications: { ...before, sms } } },
    ]);
    const after = await served();
    expect(after.sms).toEqual(sms);
    expect(after.events).toEqual(before.events);
    expect(after.whatsapp).toEqual(before.whatsapp);

    // Read again, the page shows what was saved.
    await waitFor(
      () => {
        const region = within(screen.getByRole('region', { name: 'SMS templates' }));
        const group = within(region.getByRole('group', { name: 'Order shipped' }));
        expect((group.getByLabelText('Hindi template ID (optional)') as HTMLInputElement).value).toBe(
          'tpl-ship-hi',
        );
      },
      { timeout: 10_000 },
    );
  });

  it("has the cash orders' pay-now offer, with its Hindi template, and saves it", async () => {
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'SMS templates' }));
    const offer = within(section.getByRole('group', { name: 'Pay now offer (cash orders)' }));
    fireEvent.change(offer.getByLabelText('MSG91 template ID'), { target: { value: 'tpl-pay-now' } });
    fireEvent.change(offer.getByLabelText('Hindi template ID (optional)'), {
      target: { value: 'tpl-pay-now-hi' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Save SMS templates' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    expect((await served()).sms.cod_pay_now).toEqual({
      templateId: 'tpl-pay-now',
      templateIdHi: 'tpl-pay-now-hi',
    });
  });

  it('adds a Marathi template ID to each event while Marathi is on for shoppers, and saves it', async () => {
    // Marathi off (the demo's languages): no Marathi column.
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const before = within(await screen.findByRole('region', { name: 'SMS templates' }));
    expect(before.getAllByLabelText('Hindi template ID (optional)').length).toBeGreaterThan(0);
    expect(before.queryByLabelText('Marathi template ID (optional)')).toBeNull();
    cleanup();
    const put = async (languages: string[]) =>
      api.as(await api.adminToken(), {
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { languages: { enabled: languages, digits: 'latin' } },
      });
    expect((await put(['en', 'hi', 'mr'])).statusCode).toBe(200);
    try {
      renderAdminPage(<SettingsPage />, '/admin/settings');
      const section = within(await screen.findByRole('region', { name: 'SMS templates' }));
      expect(
        section.getByText(/reads the shop in Hindi or Marathi gets the template in that language/),
      ).toBeTruthy();
      const placed = within(section.getByRole('group', { name: 'Order placed' }));
      const marathi = placed.getByLabelText('Marathi template ID (optional)') as HTMLInputElement;
      const save = section.getByRole('button', { name: 'Save SMS templates' });
      fireEvent.change(placed.getByLabelText('MSG91 template ID'), { target: { value: 'tpl-placed' } });
      fireEvent.change(marathi, { target: { value: 'm'.repeat(65) } });
      fireEvent.click(save);
      expect(await placed.findByText('Marathi template id must be at most 64 characters')).toBeTruthy();
      expect(marathi.getAttribute('aria-invalid')).toBe('true');
      fireEvent.change(marathi, { target: { value: ' tpl-placed-mr ' } });
      fireEvent.click(save);
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
      expect((await served()).sms.order_placed).toEqual({
        templateId: 'tpl-placed',
        templateIdMr: 'tpl-placed-mr',
      });
    } finally {
      await put(['en', 'hi']);
    }
  });
});
