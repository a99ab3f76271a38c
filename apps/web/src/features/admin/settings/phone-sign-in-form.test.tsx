// @vitest-environment happy-dom
// Shop Settings → Sign-in by mobile number against the real API, with MSG91's keys set and WhatsApp's not: the
// providers and the test-mode notice as the server says, a refusal from the server shown under its field, a cap
// that is no number refused without a call, and a saved setting read back from the server, ending test mode.
import type { PhoneSignInSettingsReply } from '@chamak/shared/phone-sign-in';
import { phoneSignInSettingsMessages } from '@chamak/shared/phone-sign-in';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { useRealApi } from '../../../test/real-api.ts';
import SettingsPage from './settings-page.tsx';

const api = useRealApi({
  config: {
    otpSandbox: true,
    phone: {
      msg91: { authKey: 'msg91-key', senderId: 'CHAMAK', baseUrl: 'https://msg91.invalid' },
      whatsapp: undefined,
    },
  },
});
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
      await api.as(await api.adminToken(), { method: 'GET', url: '/api/admin/settings/phone-sign-in' })
    ).json() as PhoneSignInSettingsReply
  ).settings;

describe('sign-in by mobile number settings', () => {
  it('shows the providers and test mode, puts the server’s refusal under its field, and saves', async () => {
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'Sign-in by mobile number' }));
    expect(await section.findByText(/Test mode:/)).toBeTruthy();
    const providers = within(section.getByRole('list', { name: 'Providers' }));
    await waitFor(() => expect(providers.getByText('Keys set')).toBeTruthy());
    expect(providers.getByText('SMS (MSG91)').parentElement!.textContent).toContain('Keys set');
    expect(providers.getByText('WhatsApp (Cloud API)').parentElement!.textContent).toContain('Not set up');
    expect(providers.getByText(/Set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID/)).toBeTruthy();

    const channel = section.getByLabelText('Send codes first by') as HTMLSelectElement;
    const template = section.getByLabelText('MSG91 DLT template id') as HTMLInputElement;
    const cap = section.getByLabelText('Daily cap') as HTMLInputElement;
    await waitFor(() => expect(template.disabled).toBe(false));
    expect(channel.value).toBe('sms');
    expect(template.value).toBe('');
    expect((section.getByLabelText('WhatsApp template language') as HTMLInputElement).value).toBe('en');
    expect(cap.value).toBe('300');

    // A cap that is no whole number: refused here, no call.
    fireEvent.change(cap, { target: { value: '1.5' } });
    const button = section.getByRole('button', { name: 'Save sign-in settings' });
    fireEvent.click(button);
    expect(await section.findByText(phoneSignInSettingsMessages.dailyCap)).toBeTruthy();
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    // SMS first with no template: the server refuses, and says so under the template's field.
    fireEvent.change(cap, { target: { value: '50' } });
    fireEvent.click(button);
    expect(await section.findByText(phoneSignInSettingsMessages.smsTemplateId)).toBeTruthy();
    expect(template.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toHaveLength(1);
    expect(toasts.success).not.toHaveBeenCalled();

    // A WhatsApp template name in capitals: refused under its own field.
    fireEvent.change(template, { target: { value: ' 6543a1b2c3d4e5f6a7b8c9d0 ' } });
    expect(template.getAttribute('aria-invalid')).toBeNull();
    const whatsapp = section.getByLabelText('WhatsApp template name') as HTMLInputElement;
    fireEvent.change(whatsapp, { target: { value: 'Sign In' } });
    fireEvent.click(button);
    expect(await section.findByText(phoneSignInSettingsMessages.whatsappTemplateShape)).toBeTruthy();
    expect(whatsapp.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(whatsapp, { target: { value: 'sign_in_code' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Sign-in settings saved'));
    expect(writes(api).at(-1)).toEqual({
      method: 'PUT',
      path: '/admin/settings/phone-sign-in',
      body: {
        channel: 'sms',
        smsTemplateId: ' 6543a1b2c3d4e5f6a7b8c9d0 ',
        whatsappTemplate: 'sign_in_code',
        whatsappLanguage: 'en',
        dailyCap: 50,
      },
    });
    const expected = {
      channel: 'sms',
      smsTemplateId: '6543a1b2c3d4e5f6a7b8c9d0',
      whatsappTemplate: 'sign_in_code',
      whatsappLanguage: 'en',
      dailyCap: 50,
    };
    expect(await saved()).toEqual(expected);
    // The form shows what the server kept (trimmed), and test mode is over: MSG91 has its keys and template.
    await waitFor(() => expect(template.value).toBe('6543a1b2c3d4e5f6a7b8c9d0'));
    await waitFor(() => expect(section.queryByText(/Test mode:/)).toBeNull());

    // WhatsApp first, the SMS template cleared: saved as such.
    fireEvent.change(channel, { target: { value: 'whatsapp' } });
    fireEvent.change(template, { target: { value: '' } });
    fireEvent.change(section.getByLabelText('WhatsApp template language'), { target: { value: 'hi' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    expect(await saved()).toEqual({
      channel: 'whatsapp',
      whatsappTemplate: 'sign_in_code',
      whatsappLanguage: 'hi',
      dailyCap: 50,
    });
    // WhatsApp has no keys and SMS no template now: the shop is back in test mode.
    expect(await section.findByText(/Test mode:/)).toBeTruthy();
  });
});
