// @vitest-environment happy-dom
// The profile's Order messages against the real API: SMS and WhatsApp start on; turning one off is saved with
// its time and shown as "Off since", and turning it on again clears it.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.tsx';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();
let toasts: { success: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> };
beforeEach(() => {
  toasts = {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('order messages in the profile', () => {
  it('turns WhatsApp off with its time kept, shows since when, and turns it back on', async () => {
    const me = await api.logInCustomer({
      fullname: 'Meera Shah',
      username: `meera${Date.now().toString(36)}`,
    });
    renderPage(<TrackOrderPage />, '/track-order', '/track-order');
    const form = within(await screen.findByRole('form', { name: 'Order messages' }));
    const sms = form.getByRole('checkbox', { name: 'Text messages (SMS)' }) as HTMLInputElement;
    const whatsapp = form.getByRole('checkbox', { name: 'WhatsApp' }) as HTMLInputElement;
    await waitFor(() => expect(whatsapp.disabled).toBe(false));
    expect(sms.checked).toBe(true);
    expect(whatsapp.checked).toBe(true);

    fireEvent.click(whatsapp);
    fireEvent.click(form.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Message preferences saved'));
    expect(api.callsTo(`/users/${me.userId}/messages`).at(-1)!.body).toEqual({
      sms: true,
      whatsapp: false,
      reminders: true,
    });
    const stored = (
      await api.as(me.token, { method: 'GET', url: `/api/users/${me.userId}/messages` })
    ).json() as { whatsapp: { receive: boolean; optedOutAt: string | null } };
    expect(stored.whatsapp.receive).toBe(false);
    expect(stored.whatsapp.optedOutAt).not.toBeNull();
    expect(await form.findByText(/^Off since /)).toBeTruthy();

    fireEvent.click(whatsapp);
    fireEvent.click(form.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    const again = (
      await api.as(me.token, { method: 'GET', url: `/api/users/${me.userId}/messages` })
    ).json() as { whatsapp: { receive: boolean; optedOutAt: string | null } };
    expect(again.whatsapp).toEqual({ receive: true, optedOutAt: null });
    expect(form.queryByText(/^Off since /)).toBeNull();
  });

  it('turns off reminders of a left cart, an unfinished payment or a product running out', async () => {
    const me = await api.logInCustomer({
      fullname: 'Ravi Iyer',
      username: `ravi${Date.now().toString(36)}`,
    });
    renderPage(<TrackOrderPage />, '/track-order', '/track-order');
    const form = within(await screen.findByRole('form', { name: 'Order messages' }));
    const reminders = form.getByRole('checkbox', {
      name: 'Reminders: items left in my cart, a payment not finished, a product I may be running out of',
    }) as HTMLInputElement;
    await waitFor(() => expect(reminders.disabled).toBe(false));
    expect(reminders.checked).toBe(true);
    fireEvent.click(reminders);
    fireEvent.click(form.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Message preferences saved'));
    const stored = (
      await api.as(me.token, { method: 'GET', url: `/api/users/${me.userId}/messages` })
    ).json() as { reminders: { receive: boolean; optedOutAt: string | null }; sms: { receive: boolean } };
    expect(stored.reminders.receive).toBe(false);
    expect(stored.reminders.optedOutAt).not.toBeNull();
    expect(stored.sms.receive).toBe(true);
    expect(await form.findByText(/^Off since /)).toBeTruthy();
  });
});
