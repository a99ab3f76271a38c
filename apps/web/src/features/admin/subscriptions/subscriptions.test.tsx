// @vitest-environment happy-dom
// Admin → Subscriptions and the dashboard's Subscriptions card against the real API (decisions 0326, 0327):
// shoppers subscribe through POST /api/subscriptions and pay the first order in the sandbox; the page lists them
// with customer, size, interval, next debit, status, mandate and orders, filters by status and searches; pausing
// and cancelling each need a reason (nothing is sent without one), toast the server's message and update the
// row, and a refusal (the customer cancelled meanwhile) stays in the window with the reason kept; the card shows
// the server's figures, reorder reminders sent by the real job included; a renewal whose debit failed (the real
// renewal job, the sandbox's lever) shows on its row with its order.

import { formatRupees } from '@chamak/shared/money';
import { OrderStatus } from '@chamak/shared/order-state';
import { type AdminSubscriptionRow, subscriptionMessages } from '@chamak/shared/subscriptions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../../../../api/src/lib/sql.ts';
import type { SandboxGateway } from '../../../../../api/src/modules/payments/gateway.ts';
import { runReorderReminders } from '../../../../../api/src/modules/reorder-reminders/index.ts';
import { runRenewals } from '../../../../../api/src/modules/subscriptions/renewals.ts';
import type { TestUser } from '../../../../../api/src/test/auth.ts';
import { checkoutAddress } from '../../../../../api/src/test/checkout.ts';
import { recordToasts, renderAdminPage, writes } from '../../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../../test/demo-shop.ts';
import { useRealApi } from '../../../test/real-api.ts';
import DashboardPage from '../dashboard/dashboard-page.tsx';
import type { SubscriptionFigures } from './api.ts';
import { percent } from './figures.tsx';
import SubscriptionsPage from './subscriptions-page.tsx';

const api = useRealApi();
beforeEach(() => api.logInAdmin());
afterEach(cleanup);

/** The size offered by subscription (every 7 or 30 days, 10 % off). */
let plId = 0;
let productId = 0;
let sizeName = '';

beforeAll(async () => {
  const [size] = await rows<{ pl_id: number }>(
    api.database.db,
    sql`select id as pl_id from product_litres where remaining_qty >= 20 order by id limit 1`,
  );
  plId = size!.pl_id;
  await api.database.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{7,30}', subscriber_discount = 10
      where id = ${plId}`,
  );
  const demo = await demoSize(api, plId);
  productId = demo.productId;
  sizeName = demo.name;
});

/** A fresh shopper subscribed to the size and paid in the sandbox: the shopper and the subscription's id. */
async function subscriber(fullname: string, intervalDays: number, quantity = 1) {
  const user = await api.newCustomer({ fullname, offers: true });
  const res = await api.as(user.token, {
    method: 'POST',
    url: '/api/subscriptions',
    payload: { ...checkoutAddress, productId, pl_id: plId, quantity, intervalDays, method: 'card' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json();
  const paid = await api.as(user.token, {
    method: 'POST',
    url: '/api/order/verify-payment',
    payload: (api.app.gateway as SandboxGateway).mandates.authorise(data.order_id),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { user, id: data.subscriptionId as number, orderId: data.orderId as number };
}

/** The subscription as the admin's list answers it. */
async function rowOf(id: number): Promise<AdminSubscriptionRow> {
  const res = await api.as(await api.adminToken(), { url: '/api/admin/subscriptions?pageSize=100' });
  return (res.json().items as AdminSubscriptionRow[]).find((s) => s.id === id)!;
}

const table = async () => within(await screen.findByRole('table', { name: 'Subscriptions' }));
const row = (t: Awaited<ReturnType<typeof table>>, name: string) =>
  within(t.getByText(name).closest('tr') as HTMLElement);
const tab = (name: string) =>
  within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name });

describe('Admin → Subscriptions', () => {
  let asha: { user: TestUser; id: number; orderId: number };
  let ravi: { user: TestUser; id: number; orderId: number };
  let meera: { user: TestUser; id: number; orderId: number };

  it('lists them with customer, size, interval, next debit, status, mandate and orders; by status and search', async () => {
    asha = await subscriber('Asha Kulkarni', 7, 2);
    ravi = await subscriber('Ravi Menon', 30);
    meera = await subscriber('Meera Pillai', 7);
    const ashas = await rowOf(asha.id);

    renderAdminPage(<SubscriptionsPage />, '/admin/subscriptions');
    const t = await table();
    await t.findByText('Asha Kulkarni');
    const a = row(t, 'Asha Kulkarni');
    expect(a.getByText(asha.user.email)).toBeTruthy();
    expect(a.getByText(sizeName)).toBeTruthy();
    expect(a.getByText(new RegExp(`^${ashas.size} × 2 · Card`))).toBeTruthy();
    expect(a.getByText('Every 7 days')).toBeTruthy();
    expect(ashas.nextDueOn).toBeTruthy();
    expect(a.getByText(formatRupees(ashas.nextAmountPaise))).toBeTruthy();
    expect(a.getAllByText('Active')).toHaveLength(2); // the status and the mandate
    expect(a.getByRole('link', { name: `Order #${asha.orderId}` }).getAttribute('href')).toBe(
      `/admin/orders?order=${asha.orderId}`,
    );
    expect(a.getByRole('button', { name: `Pause subscription #${asha.id} of Asha Kulkarni` })).toBeTruthy();
    expect(row(t, 'Ravi Menon').getByText('Every 30 days')).toBeTruthy();

    // The figures above the list are the server's (their own request, which may answer after the list's).
    const figures = within(await screen.findByRole('region', { name: 'Subscription figures' }));
    expect(await figures.findByText('Active subscriptions')).toBeTruthy();
    expect(figures.getByText('3')).toBeTruthy();

    // Paused: none yet, and the server was asked for that status.
    fireEvent.click(tab('Paused'));
    expect(await screen.findByText('No paused subscriptions.')).toBeTruthy();
    expect(
      api.calls.some((c) => c.path.startsWith('/admin/subscriptions?') && c.path.includes('status=paused')),
    ).toBe(true);
    fireEvent.click(tab('All'));
    await (await table()).findByText('Meera Pillai');

    // Search by customer, then by a product nobody subscribed to.
    fireEvent.change(screen.getByLabelText('Search subscriptions'), { target: { value: 'Menon' } });
    await waitFor(async () => expect((await table()).queryByText('Asha Kulkarni')).toBeNull());
    expect((await table()).getByText('Ravi Menon')).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('q=Menon'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Search subscriptions'), { target: { value: 'no such product' } });
    expect(await screen.findByText('No subscriptions match your search.')).toBeTruthy();
  });

  it('pauses with a reason (required), toasts the server’s message and shows the row paused', async () => {
    const toasts = recordToasts();
    renderAdminPage(<SubscriptionsPage />, '/admin/subscriptions');
    const t = await table();
    await t.findByText('Asha Kulkarni');
    fireEvent.click(row(t, 'Asha Kulkarni').getByRole('button', { name: /^Pause subscription/ }));
    const dialog = within(await screen.findByRole('dialog', { name: `Pause subscription #${asha.id}?` }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pause subscription' }));
    expect(await dialog.findByText('Please give a reason')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pause subscription' }));
    expect(await dialog.findByText('Please give a reason')).toBeTruthy();
    expect(writes(api)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Address needs checking' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pause subscription' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(subscriptionMessages.paused));
    expect(writes(api)).toEqual([
      {
        method: 'POST',
        path: `/admin/subscriptions/${asha.id}/pause`,
        body: { reason: 'Address needs checking' },
      },
    ]);
    const a = row(await table(), 'Asha Kulkarni');
    expect(await a.findByText('Paused')).toBeTruthy();
    expect(a.getByText('by the shop')).toBeTruthy();
    expect(a.getByText('“Address needs checking”')).toBeTruthy();
    // A paused subscription can still be cancelled, not paused again.
    expect(a.queryByRole('button', { name: /^Pause subscription/ })).toBeNull();
    expect(a.getByRole('button', { name: /^Cancel subscription/ })).toBeTruthy();
    expect(await rowOf(asha.id)).toMatchObject({ status: 'paused', pausedBy: 'admin' });
  });

  it('cancels with a reason; a refusal stays in the window with the reason kept and the row reloads', async () => {
    const toasts = recordToasts();
    renderAdminPage(<SubscriptionsPage />, '/admin/subscriptions?status=active');
    const t = await table();
    await t.findByText('Meera Pillai');
    expect(t.queryByText('Asha Kulkarni')).toBeNull(); // paused now

    // Meera cancels herself while the admin's window to pause hers is open.
    fireEvent.click(row(t, 'Meera Pillai').getByRole('button', { name: /^Pause subscription/ }));
    let dialog = within(await screen.findByRole('dialog', { name: `Pause subscription #${meera.id}?` }));
    const theirs = await api.as(meera.user.token, {
      method: 'POST',
      url: `/api/subscriptions/${meera.id}/cancel`,
      payload: {},
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Asked by phone' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pause subscription' }));
    expect(await dialog.findByRole('alert')).toHaveProperty(
      'textContent',
      subscriptionMessages.notChangeable,
    );
    expect(toasts.error).toHaveBeenCalledWith(subscriptionMessages.notChangeable);
    expect((dialog.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Asked by phone');
    fireEvent.click(dialog.getByRole('button', { name: 'Back' }));
    // The list reloads: Meera's is no longer active.
    await waitFor(async () => expect((await table()).queryByText('Meera Pillai')).toBeNull());

    // Ravi's, cancelled by the shop: its mandate is revoked and no action is left.
    fireEvent.click(row(await table(), 'Ravi Menon').getByRole('button', { name: /^Cancel subscription/ }));
    dialog = within(await screen.findByRole('dialog', { name: `Cancel subscription #${ravi.id}?` }));
    expect((dialog.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Moving abroad, asked by mail' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(subscriptionMessages.cancelled));
    // The active list no longer has it (nor any); under Cancelled it reads cancelled, with the reason and the
    // mandate revoked.
    expect(await screen.findByText('No active subscriptions.')).toBeTruthy();
    fireEvent.click(tab('Cancelled'));
    await (await table()).findByText('Ravi Menon');
    const r = row(await table(), 'Ravi Menon');
    expect(r.getByText('Cancelled')).toBeTruthy();
    expect(r.getByText('“Moving abroad, asked by mail”')).toBeTruthy();
    expect(r.getByText('Revoked')).toBeTruthy();
    expect(r.queryByRole('button')).toBeNull();
  });
});

describe('the dashboard’s Subscriptions card', () => {
  it('shows active subscriptions, renewals due, cancellations and the reorder reminders’ conversion', async () => {
    // Two shoppers bought a size lasting a day a day and a half ago; the real job reminds both; one uses the
    // link and orders again.
    const [other] = await rows<{ pl_id: number }>(
      api.database.db,
      sql`select id as pl_id from product_litres where remaining_qty >= 20 and id <> ${plId} order by id limit 1`,
    );
    await api.database.db.execute(sql`update product_litres set supply_days = 1 where id = ${other!.pl_id}`);
    const size = await demoSize(api, other!.pl_id);
    const buyers: TestUser[] = [];
    for (const fullname of ['Nisha Rao', 'Kiran Das']) {
      const { user, order } = await placeCodOrder(
        api,
        size,
        1,
        await api.newCustomer({ fullname, offers: true }),
      );
      const marked = await api.as(await api.adminToken(), {
        method: 'PATCH',
        url: `/api/order/${order.orderId}/shipment`,
        payload: { status: OrderStatus.Delivered },
      });
      expect(marked.statusCode, marked.body).toBe(200);
      await api.database.db.execute(
        sql`update orders set delivered_at = now() - interval '36 hours' where id = ${order.orderId as number}`,
      );
      buyers.push(user);
    }
    await runReorderReminders({ db: api.database.db, publicUrl: 'http://localhost' }, new Date());
    const [mail] = await rows<{ text: string }>(
      api.database.db,
      sql`select text from mail_outbox where "to" = ${buyers[0]!.email} and subject like 'Running low%'`,
    );
    const token = /\/cart\?reorder=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    const restored = await api.as(buyers[0]!.token, {
      method: 'POST',
      url: '/api/reorder-reminders/restore',
      payload: { token },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await placeCodOrder(api, size, 1, buyers[0]);

    const figures = (
      await api.as(await api.adminToken(), { url: '/api/admin/subscriptions/figures' })
    ).json() as SubscriptionFigures;
    // Ravi and Meera cancelled, Asha paused: none active; a fresh subscriber is.
    expect(figures).toMatchObject({
      activeSubscriptions: 0,
      cancelledLast30Days: 2,
      reorderReminders: { sent: 2, restored: 1, ordered: 1, rate: 0.5 },
    });
    await subscriber('Farah Khan', 7, 3);
    const now = (
      await api.as(await api.adminToken(), { url: '/api/admin/subscriptions/figures' })
    ).json() as SubscriptionFigures;
    expect(now.activeSubscriptions).toBe(1);
    expect(now.renewalsNext30DaysPaise).toBeGreaterThan(0);

    renderAdminPage(<DashboardPage />, '/admin');
    const card = within(await screen.findByRole('region', { name: 'Subscriptions' }));
    expect(await card.findByText('Active subscriptions')).toBeTruthy();
    const value = (label: string) => card.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(value('Active subscriptions')).toBe('1');
    expect(value('Renewals due, next 30 days')).toBe(formatRupees(now.renewalsNext30DaysPaise));
    expect(value('Cancelled, last 30 days')).toBe('2');
    expect(value('Failed payments, unpaid')).toBe(String(now.unpaidFailedDebits));
    expect(value('Reorder reminders, last 30 days')).toBe(`${percent(0.5)} ordered`);
    expect(card.getByText('2 sent · 1 link used · 1 ordered again')).toBeTruthy();
    expect(card.getByRole('link', { name: 'All subscriptions' }).getAttribute('href')).toBe(
      '/admin/subscriptions',
    );
  });
});

describe('a renewal whose debit failed', () => {
  it('shows on its row, with the renewal’s order and its payment', async () => {
    const farhan = await subscriber('Farhan Shaikh', 7);
    const [s] = await rows<{ token: string; due: string }>(
      api.database.db,
      sql`select mandate_token_id as token, next_due_on::text as due from subscriptions where id = ${farhan.id}`,
    );
    const sandbox = api.app.gateway as SandboxGateway;
    sandbox.mandates.failDebits(s!.token, true);
    // The renewal job as it runs 47 hours (the notice) and 25 hours (the debit) before midnight of the due day.
    const due = new Date(`${s!.due}T00:00:00+05:30`).getTime();
    for (const hoursBefore of [47, 25]) {
      await runRenewals(api.app.ctx, new Date(due - hoursBefore * 3_600_000));
      await sandbox.settled();
    }
    const listed = await rowOf(farhan.id);
    expect(listed.failedDebits).toBe(1);
    const renewal = listed.orders[0]!;
    expect(renewal.id).not.toBe(farhan.orderId);

    renderAdminPage(<SubscriptionsPage />, '/admin/subscriptions?search=Shaikh');
    const r = row(await table(), 'Farhan Shaikh');
    expect(r.getByText('1 failed debit')).toBeTruthy();
    expect(r.getByRole('link', { name: `Order #${renewal.id}` })).toBeTruthy();
    expect(r.getByRole('link', { name: `Order #${farhan.orderId}` })).toBeTruthy();
    expect(r.getByText(new RegExp(`· payment ${renewal.paymentStatus}$`))).toBeTruthy();
  });
});
