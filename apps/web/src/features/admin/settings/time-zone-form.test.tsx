// @vitest-environment happy-dom
// The shop's time zone on /admin/settings against the real API (decision 0298): India time until changed, a
// name that is no time zone refused on its field without a call, another zone saved and served back, and the
// seller form's sample invoice number in that zone's financial year.
import { financialYear } from '@chamak/shared/shop-time';
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

const servedZone = async () =>
  (
    (await api.as(undefined, { method: 'GET', url: '/api/settings' })).json() as {
      time: { timeZone: string };
    }
  ).time.timeZone;

describe("the shop's time zone", () => {
  it('is India time until changed, refuses a name that is no zone, and saves another one', async () => {
    expect(await servedZone()).toBe('Asia/Kolkata');
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const firstRegion = await screen.findByRole('region', { name: 'Time zone' });
    const section = within(firstRegion);
    const field = section.getByLabelText('Time zone') as HTMLInputElement;
    expect(field.value).toBe('Asia/Kolkata');
    expect(
      screen.getByText(`Invoices read CH/${financialYear(new Date(), 'Asia/Kolkata').slice(2)}/000001`),
    ).toBeTruthy();

    fireEvent.change(field, { target: { value: 'India/Mumbai' } });
    fireEvent.click(section.getByRole('button', { name: 'Save time zone' }));
    expect(await section.findByText('Time zone must be a time zone name such as Asia/Kolkata')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    fireEvent.change(field, { target: { value: ' Pacific/Kiritimati ' } });
    fireEvent.click(section.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    expect(writes(api)).toEqual([
      { method: 'PUT', path: '/admin/settings', body: { time: { timeZone: 'Pacific/Kiritimati' } } },
    ]);
    expect(await servedZone()).toBe('Pacific/Kiritimati');
    const year = financialYear(new Date(), 'Pacific/Kiritimati').slice(2);
    expect(await screen.findByText(`Invoices read CH/${year}/000001`)).toBeTruthy();

    // Back to India for the other tests of this run's database. The forms start again from the saved settings once
    // the page has read them again (a new section replaces the one saved from; its button said Saving... until then).
    const reloadedRegion = await waitFor(
      () => {
        const region = screen.getByRole('region', { name: 'Time zone' });
        expect(region).not.toBe(firstRegion);
        return region;
      },
      { timeout: 10_000 },
    );
    const reloaded = within(reloadedRegion);
    expect((reloaded.getByLabelText('Time zone') as HTMLInputElement).value).toBe('Pacific/Kiritimati');
    fireEvent.change(reloaded.getByLabelText('Time zone'), { target: { value: 'Asia/Kolkata' } });
    fireEvent.click(reloaded.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(await servedZone()).toBe('Asia/Kolkata');
  });
});
