// @vitest-environment happy-dom
// /admin/outbox?tab=codes against the real API: the sign-in code messages beside the mail, each with its time,
// channel, number and status; the code itself only for a test code (no provider), never for a real one; a failed
// one with its error. The shop here has MSG91's keys, its service faked at the one place for outside services.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLocation, recordToasts, renderAdminPage } from '../../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import OutboxPage from './outbox-page.tsx';

const api = useRealApi({
  config: {
    phone: {
      msg91: { authKey: 'msg91-key', senderId: 'CHAMAK', baseUrl: 'https://msg91.test' },
      whatsapp: undefined,
    },
  },
});
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

let numbers = 0;
const freshNumber = () => `9${String(700_000_000 + ++numbers * 7919).slice(-9)}`;
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
let addresses = 0;

/** The setting with MSG91's template (codes go by SMS), or without any template (test codes, nothing sent). */
const setTemplate = (smsTemplateId: string | undefined) =>
  api.database.db.execute(
    sql`insert into shop_settings (key, value)
      values ('phoneSignIn', ${JSON.stringify({ channel: 'sms', smsTemplateId, whatsappLanguage: 'en', dailyCap: 300 })}::jsonb)
      on conflict (key) do update set value = excluded.value`,
  );

/** A shopper asks for a code; MSG91 (faked) answers `msg91` when the shop sends by SMS. */
async function askCode(msg91: { type: string; message?: string }) {
  api.outside(() => Response.json(msg91));
  const phone = freshNumber();
  const res = await api.as(undefined, {
    method: 'POST',
    url: '/api/auth/otp',
    remoteAddress: `10.44.0.${++addresses}`,
    payload: { phone },
  });
  return { phone, status: res.statusCode };
}

const rowOf = async (phone: string) => (await screen.findByText(spaced(phone))).closest('tr')!;

describe('the sign-in codes in the outbox', () => {
  it('shows the test code of a test code, no code of a sent one, and the error of a failed one', async () => {
    recordToasts();
    await setTemplate(undefined);
    const test = await askCode({ type: 'success' });
    expect(test.status).toBe(200);
    await setTemplate('otp-template');
    const sent = await askCode({ type: 'success' });
    expect(sent.status).toBe(200);
    const failed = await askCode({ type: 'error', message: 'Invalid template' });
    expect(failed.status).toBe(502);

    renderAdminPage(<OutboxPage />, '/admin/outbox?tab=codes');
    expect(screen.getByRole('link', { name: 'Sign-in codes' }).getAttribute('aria-current')).toBe('page');
    const table = within(await screen.findByRole('table', { name: 'Sign-in codes' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Time',
      'Channel',
      'Number',
      'Status',
      'Code',
    ]);

    const testRow = within(await rowOf(test.phone));
    // A phone shows the status under the time and the channel under the number; a wider screen in their columns.
    expect(testRow.getAllByText('Test')).toHaveLength(4);
    expect(testRow.getByText('123456')).toBeTruthy();
    expect(testRow.getByText('Still valid')).toBeTruthy();

    const sentRow = within(await rowOf(sent.phone));
    expect(sentRow.getAllByText('SMS')).toHaveLength(2);
    expect(sentRow.getAllByText('Sent')).toHaveLength(2);
    expect(sentRow.getByText('Not shown')).toBeTruthy();
    expect(sentRow.queryByText(/^\d{6}$/)).toBeNull();

    const failedRow = within(await rowOf(failed.phone));
    expect(failedRow.getAllByText('Failed')).toHaveLength(2);
    expect(failedRow.getByText('sms: MSG91 refused the SMS: Invalid template')).toBeTruthy();
    expect(failedRow.getByText('Not shown')).toBeTruthy();
    // The mail of the other tab is not on this one.
    expect(screen.queryByRole('searchbox', { name: 'Search mail' })).toBeNull();
  });

  it('marks a code that lets a shopper follow an order without signing in', async () => {
    recordToasts();
    await setTemplate(undefined);
    // The checkout's mobile number (the test checkout's), which the order keeps.
    const phone = '9812345670';
    const { order } = await placeCodOrder(api, await demoSize(api, 1));
    const res = await api.as(undefined, {
      method: 'POST',
      url: '/api/order-status/code',
      remoteAddress: `10.44.1.${++addresses}`,
      payload: { orderId: order.orderId, phone },
    });
    expect(res.statusCode, res.body).toBe(200);
    renderAdminPage(<OutboxPage />, '/admin/outbox?tab=codes');
    const row = within(await rowOf(phone));
    expect(row.getByText('To follow an order')).toBeTruthy();
    expect(row.getByText('Test · To follow an order')).toBeTruthy();
    expect(row.getByText('123456')).toBeTruthy();
  });

  it('keeps the tab in the address, and shows the failed codes only when asked', async () => {
    recordToasts();
    await setTemplate('otp-template');
    const failed = await askCode({ type: 'error', message: 'Invalid template' });
    const sent = await askCode({ type: 'success' });
    renderAdminPage(<OutboxPage />, '/admin/outbox');
    expect(await screen.findByRole('searchbox', { name: 'Search mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Sign-in codes' }));
    expect(currentLocation()).toBe('/admin/outbox?tab=codes');
    expect(await rowOf(sent.phone)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^Show (it|them)$/ }));
    // The server filters: the page asks for the failed codes only.
    expect(currentLocation()).toBe('/admin/outbox?tab=codes&status=failed');
    await waitFor(() => expect(screen.queryByText(spaced(sent.phone))).toBeNull());
    expect(await rowOf(failed.phone)).toBeTruthy();
    expect(api.callsTo('/admin/sign-in-codes?page=1&pageSize=15&status=failed')).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Mail' }));
    expect(currentLocation()).toBe('/admin/outbox');
    expect(await screen.findByRole('searchbox', { name: 'Search mail' })).toBeTruthy();
  });
});
