// @vitest-environment happy-dom
// Shop Settings → Cash on delivery risk against the real API: the suggested weights, each with what its signal is;
// a weight that is no number refused without a call; the server's refusals (a cap under ₹1, COD off below
// confirmation, a number that is no mobile number) shown under their fields; the cap in rupees saved in paise and
// read back; the suggested weights put back; numbers blocked and allowed with their notes, and a rule removed.
import {
  type CodRiskSettingsReply,
  defaultCodRiskSettings,
  defaultCodRiskWeights,
} from '@chamak/shared/cod-risk';
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

const saved = async () =>
  (
    await api.as(await api.adminToken(), { method: 'GET', url: '/api/admin/settings/cod-risk' })
  ).json() as CodRiskSettingsReply;

describe('cash on delivery risk settings', () => {
  it('shows the weights with what they mean, puts the server’s refusals under their fields, and saves', async () => {
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'Cash on delivery risk' }));
    const field = (label: string) => section.getByLabelText(label) as HTMLInputElement;
    const cap = field('COD value cap');
    const confirm = field('Ask for confirmation from score');
    const off = field('Turn COD off from score');
    const phoneWeight = field("Phone number's refusals");
    const lateHour = field('Late hour');
    await waitFor(() => expect(cap.disabled).toBe(false));

    // Nothing set yet: no cap, no rule on the score, the suggested weights, each with what its signal is.
    expect([cap.value, confirm.value, off.value]).toEqual(['', '', '']);
    expect(phoneWeight.value).toBe('45');
    expect(field("Address's refusals").value).toBe('30');
    expect(field('Wrong sign-in codes').value).toBe('20');
    expect(lateHour.value).toBe('15');
    for (const text of [
      "This phone number's past cash orders that were refused or returned to origin.",
      'How often cash parcels to the PIN code’s area (its first three digits) fail.',
      'Placed between midnight and 5 am, on the shop’s clock.',
      'An address that is very short or has no house number.',
    ])
      expect(section.getByText(text)).toBeTruthy();

    // A weight over 100 and a score that is no number: refused here, no call.
    fireEvent.change(phoneWeight, { target: { value: '150' } });
    fireEvent.change(confirm, { target: { value: 'high' } });
    const button = section.getByRole('button', { name: 'Save COD risk settings' });
    fireEvent.click(button);
    expect(await section.findByText('A weight is a whole number of points from 0 to 100')).toBeTruthy();
    expect(phoneWeight.getAttribute('aria-invalid')).toBe('true');
    expect(section.getByText('Confirmation from must be a score from 1 to 100')).toBeTruthy();
    expect(writes(api)).toEqual([]);

    // A cap under ₹1: the server refuses it, under the cap's field.
    fireEvent.change(phoneWeight, { target: { value: '50' } });
    expect(phoneWeight.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(confirm, { target: { value: '60' } });
    fireEvent.change(off, { target: { value: '40' } });
    fireEvent.change(cap, { target: { value: '0.50' } });
    fireEvent.click(button);
    expect(await section.findByText('The COD limit must be at least ₹1')).toBeTruthy();
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    expect(writes(api)).toHaveLength(1);
    expect(writes(api)[0]!.body).toMatchObject({ valueCapPaise: 50 });

    // COD off at a lower score than confirmation: refused under COD off's field.
    fireEvent.change(cap, { target: { value: '2,500' } });
    fireEvent.click(button);
    await waitFor(() => expect(off.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${off.id}-error`)!.textContent).toMatch(
      /confirmation.*COD off|COD off.*confirmation/,
    );
    expect(cap.getAttribute('aria-invalid')).toBeNull();
    expect(toasts.success).not.toHaveBeenCalled();

    // Put right, with the late hour left out: saved in paise, and the form shows what the server keeps.
    fireEvent.change(off, { target: { value: '80' } });
    fireEvent.change(lateHour, { target: { value: '0' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('COD risk settings saved'));
    const expected = {
      ...defaultCodRiskSettings,
      weights: { ...defaultCodRiskWeights, phoneFailures: 50, lateHour: 0 },
      valueCapPaise: 250000,
      confirmFrom: 60,
      offFrom: 80,
    };
    expect(writes(api).at(-1)).toEqual({ method: 'PUT', path: '/admin/settings/cod-risk', body: expected });
    expect((await saved()).settings).toEqual(expected);
    await waitFor(() => expect(cap.value).toBe('2500.00'));

    // Back to the suggested weights, confirmation off: the rules on value and COD off stay.
    fireEvent.click(section.getByRole('button', { name: 'Reset to suggested weights' }));
    expect(phoneWeight.value).toBe('45');
    expect(lateHour.value).toBe('15');
    fireEvent.change(confirm, { target: { value: '' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    expect((await saved()).settings).toEqual({
      ...defaultCodRiskSettings,
      valueCapPaise: 250000,
      offFrom: 80,
    });

    // Part paid online from 70, a fifth of the total; a percentage out of range is refused by the server.
    fireEvent.change(field('Part paid online from score'), { target: { value: '70' } });
    fireEvent.change(field('Paid online in advance'), { target: { value: 'percent' } });
    const percent = field('Percentage paid in advance');
    fireEvent.change(percent, { target: { value: '95' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect((await saved()).settings.advanceFrom).toBeNull();
    fireEvent.change(percent, { target: { value: '20' } });
    fireEvent.click(button);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(3));
    expect((await saved()).settings).toEqual({
      ...defaultCodRiskSettings,
      valueCapPaise: 250000,
      advanceFrom: 70,
      advance: { kind: 'percent', percent: 20 },
      offFrom: 80,
    });
  });

  it('blocks and allows numbers with their notes, refuses a number that is no mobile number, and removes a rule', async () => {
    renderAdminPage(<SettingsPage />, '/admin/settings');
    const section = within(await screen.findByRole('region', { name: 'Cash on delivery risk' }));
    expect(await section.findByText('No number is blocked or allowed.')).toBeTruthy();
    const phone = section.getByLabelText('Mobile number') as HTMLInputElement;
    const rule = section.getByLabelText('Rule') as HTMLSelectElement;
    const note = section.getByLabelText('Note') as HTMLInputElement;
    const add = section.getByRole('button', { name: 'Add number' });
    await waitFor(() => expect(phone.disabled).toBe(false));

    // Too short: the server's message under the number.
    fireEvent.change(phone, { target: { value: '98765' } });
    fireEvent.click(add);
    expect(await section.findByText('Enter a 10-digit mobile number')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(phone, { target: { value: '+91 98765 43210' } });
    fireEvent.change(note, { target: { value: 'Refused three parcels in October' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Cash on delivery blocked for 9876543210'),
    );
    fireEvent.change(phone, { target: { value: '9123456780' } });
    fireEvent.change(rule, { target: { value: 'allow' } });
    fireEvent.change(note, { target: { value: 'Our wholesale buyer' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Cash on delivery allowed for 9123456780'),
    );
    expect(phone.value).toBe('');

    const list = within(section.getByRole('list', { name: 'Blocked and allowed numbers' }));
    const item = (number: string) => list.getByText(number).closest('li')!;
    expect(item('9876543210').textContent).toContain('Blocked');
    expect(item('9876543210').textContent).toContain('Refused three parcels in October');
    expect(item('9123456780').textContent).toContain('Allowed');
    expect(item('9123456780').textContent).toContain('Our wholesale buyer');
    expect((await saved()).phoneRules.map(({ phone, rule, note }) => ({ phone, rule, note }))).toEqual([
      { phone: '9123456780', rule: 'allow', note: 'Our wholesale buyer' },
      { phone: '9876543210', rule: 'block', note: 'Refused three parcels in October' },
    ]);

    // Removing asks first; then the number is gone here and on the server.
    fireEvent.click(list.getByRole('button', { name: 'Remove the rule for 9876543210' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rule removed for 9876543210'));
    await waitFor(() => expect(list.queryByText('9876543210')).toBeNull());
    expect((await saved()).phoneRules.map((r) => r.phone)).toEqual(['9123456780']);
    expect(writes(api).at(-1)).toEqual({
      method: 'DELETE',
      path: '/admin/cod/phone-rules/9876543210',
      body: undefined,
    });
  });
});
