// @vitest-environment happy-dom
// Shop Settings → Daily sales summary by WhatsApp against the real API, WhatsApp's keys not set: the notice that the
// summary goes by mail only, a number that is no Indian mobile refused here without a call, a number written with
// +91 and spaces saved as its ten digits and read back from the server, and the template and number cleared for
// mail only.
import type { SalesSummarySettingsReply } from '@chamak/shared/notifications';
import { salesSummaryMessages } from '@chamak/shared/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import SettingsPage from './settings-page.tsx';

const api = useRealApi({ config: { phone: { msg91: undefined, whatsapp: undefined } } });
let toasts: ReturnType<typeof recordToasts>;
beforeEach(async () => {
  await api.logInAdmin();
  toasts = recordToasts();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const saved = async () =>
  (
    (
      await api.as(await api.adminToken(), { method: 'GET', url: '/api/admin/settings/sales-summary' })
    ).json() as SalesSummarySettingsReply
  ).whatsapp;

describe('daily sales summary by WhatsApp settings', () => {
  it('checks the number, saves the template and the tidied number, and clears them for mail only', async () => {
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'Daily sales summary by WhatsApp' }));
    expect(await section.findByText('WhatsApp not set up')).toBeTruthy();
    const template = section.getByLabelText('WhatsApp template name') as HTMLInputElement;
    const phone = section.getByLabelText("Owner's WhatsApp number") as HTMLInputElement;
    await waitFor(() => expect(template.disabled).toBe(false));
    expect((section.getByLabelText('Template language') as HTMLInputElement).value).toBe('en');
    const button = section.getByRole('button', { name: 'Save daily summary' });

    // A landline: refused under the number, no call.
    fireEvent.change(template, { target: { value: 'daily_sales' } });
    fireEvent.change(phone, { target: { value: '022 2456 7890' } });
    fireEvent.click(button);
    expect(await section.findByText(salesSummaryMessages.phone)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    fireEvent.change(phone, { target: { value: '+91 98123 45678' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Daily summary settings saved'));
    expect(await saved()).toEqual({ template: 'daily_sales', language: 'en', phone: '9812345678' });
    await waitFor(() => expect(phone.value).toBe('9812345678'));

    // Both emptied: mail only.
    fireEvent.change(template, { target: { value: '' } });
    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    expect(await saved()).toBeNull();
  });
});
