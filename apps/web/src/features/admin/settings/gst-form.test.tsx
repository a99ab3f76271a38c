// @vitest-environment happy-dom
// The GST returns' settings on /admin/settings against the real API: 4-digit HSN, no e-invoicing and ₹50,000 within
// the state until changed; an amount that is not one refused on its field without a call; 6 digits, e-invoicing
// and ₹1,00,000 saved and served back, and the GSTR-1 report then writing 6-digit codes.
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

const servedGst = async () =>
  ((await api.as(await api.adminToken(), { method: 'GET', url: '/api/settings' })).json() as { gst: unknown })
    .gst;

describe('the GST returns settings', () => {
  it('shows the defaults, refuses a threshold that is no amount, and saves the three fields', async () => {
    expect(await servedGst()).toEqual({
      hsnDigits: 4,
      einvoicing: false,
      ewayBillIntraStateThresholdPaise: 50_000_00,
    });
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'GST returns' }));
    const digits = section.getByLabelText('HSN digits in GSTR-1') as HTMLSelectElement;
    const threshold = section.getByLabelText('Intra-state e-way bill threshold') as HTMLInputElement;
    const einvoicing = section.getByRole('checkbox', { name: /E-invoicing/ }) as HTMLInputElement;
    expect([digits.value, threshold.value, einvoicing.checked]).toEqual(['4', '50000.00', false]);

    fireEvent.change(threshold, { target: { value: 'fifty thousand' } });
    fireEvent.click(section.getByRole('button', { name: 'Save GST settings' }));
    expect(
      await section.findByText(
        'Intra-state e-way bill threshold must be an amount in rupees, like 99 or 99.50',
      ),
    ).toBeTruthy();
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toEqual([]);

    fireEvent.change(digits, { target: { value: '6' } });
    fireEvent.change(threshold, { target: { value: '1,00,000' } });
    fireEvent.click(einvoicing);
    fireEvent.click(section.getByRole('button', { name: 'Save GST settings' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved'));
    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: '/admin/settings',
        body: { gst: { hsnDigits: 6, einvoicing: true, ewayBillIntraStateThresholdPaise: 1_00_000_00 } },
      },
    ]);
    expect(await servedGst()).toEqual({
      hsnDigits: 6,
      einvoicing: true,
      ewayBillIntraStateThresholdPaise: 1_00_000_00,
    });
    const report = await api.as(await api.adminToken(), {
      method: 'GET',
      url: '/api/admin/reports/gst?month=2025-01',
    });
    expect((report.json() as { hsnDigits: number }).hsnDigits).toBe(6);

    // Back to the defaults for the other tests of this run's database.
    await api.as(await api.adminToken(), {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { gst: { hsnDigits: 4, einvoicing: false, ewayBillIntraStateThresholdPaise: 50_000_00 } },
    });
  });
});
