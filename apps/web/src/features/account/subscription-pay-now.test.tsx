// @vitest-environment happy-dom
// Pay now for a renewal whose debit failed (decision 0326), against the real API and the real renewal job on a
// clock the test controls: the mandate's debit fails, Profile → Subscriptions says what did not go through and
// when it is tried again, and Pay now opens the renewal's own order in the sandbox payment window; a failed
// payment there leaves it waiting, a paid one settles the renewal and the notice goes.
import { formatRupees } from '@chamak/shared/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import type { SandboxGateway } from '../../../../api/src/modules/payments/gateway.ts';
import { runRenewals } from '../../../../api/src/modules/subscriptions/renewals.ts';
import { checkoutAddress, type DemoSize, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';
import { payNowCancelled } from './unpaid-renewal.tsx';

const hour = 3_600_000;
const start = new Date('2026-12-01T06:30:00Z');
let now = start;
const api = useRealApi({ clock: () => now });
afterEach(() => cleanup());

let size: DemoSize;

beforeAll(async () => {
  size = await demoSize(api, 1);
  await api.database.db.execute(
    sql`update product_litres set remaining_qty = 50, subscribable = true, subscription_intervals = '{30,60}',
        subscriber_discount = 10 where id = ${size.pl_id}`,
  );
});

/** Midnight starting `day` in India, the shop's zone. */
const midnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** Runs the renewal job at `at`, and waits for the sandbox's webhooks and what they set off. */
async function tick(at: Date) {
  now = at;
  await runRenewals(api.app.ctx, at);
  await (api.app.gateway as SandboxGateway).settled();
}

const openTab = () => renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=subscriptions');
const row = () => within(screen.getByRole('list', { name: 'Your subscriptions' }).querySelector('li')!);
const toastCount = (text: string) =>
  screen.queryAllByText(text).filter((element) => element.tagName === 'OUTPUT').length;

describe('Pay now for a renewal whose debit failed', () => {
  it('says what did not go through and when it is tried again; Pay now in the sandbox window pays it', async () => {
    now = start;
    const me = await api.logInCustomer({ fullname: 'Kavya Menon' });
    // Subscribed on 1 December, every 30 days: the first renewal is due on 31 December.
    const made = await api.as(me.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        ...checkoutAddress,
        productId: size.productId,
        pl_id: size.pl_id,
        quantity: 2,
        intervalDays: 30,
        method: 'upi',
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const proof = await api.as(me.token, {
      method: 'POST',
      url: '/api/payments/sandbox/authorise',
      payload: { order_id: made.json().data.order_id },
    });
    const started = await api.as(me.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: { ...(proof.json() as Record<string, string>), paymentMethod: 'online', userId: me.userId },
    });
    expect(started.statusCode, started.body).toBe(200);
    const id = made.json().data.subscriptionId as number;
    const [mandate] = await rows<{ token: string }>(
      api.database.db,
      sql`select mandate_token_id as token from subscriptions where id = ${id}`,
    );
    (api.app.gateway as SandboxGateway).mandates.failDebits(mandate!.token, true);

    // Announced 48 hours ahead, debited from 26 hours ahead: the debit fails, to be tried again a day later.
    const due = midnight('2026-12-31').getTime();
    await tick(new Date(due - 47 * hour));
    await tick(new Date(due - 25 * hour));
    const [renewal] = await rows<{ order_id: number; state: string; total_paise: number }>(
      api.database.db,
      sql`select c.order_id, c.state, o.total_paise from subscription_cycles c join orders o on o.id = c.order_id
        where c.subscription_id = ${id}`,
    );
    expect(renewal).toMatchObject({ state: 'failed' });
    const amount = formatRupees(renewal!.total_paise);

    openTab();
    await screen.findByRole('list', { name: 'Your subscriptions' });
    const notice = row().getByRole('status');
    expect(notice.textContent).toContain(
      `The payment of ${amount} for the delivery due 31 Dec 2026 did not go through. We will try again on 30 Dec 2026.`,
    );
    const payNow = () =>
      row().getByRole('button', { name: `Pay now ${amount} for ${size.name} (${size.size})` });

    // Failed in the window: said so, and it is still waiting.
    fireEvent.click(payNow());
    let window = within(await screen.findByRole('dialog', { name: 'Order Payment' }));
    expect(window.getByText(amount, { selector: 'p' })).toBeTruthy();
    const failedBefore = toastCount('Payment failed. Please try again.');
    fireEvent.click(window.getByRole('button', { name: 'Fail payment' }));
    await waitFor(() =>
      expect(toastCount('Payment failed. Please try again.')).toBeGreaterThan(failedBefore),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Payment' })).toBeNull());
    expect(row().getByRole('status')).toBeTruthy();

    // Closed without paying: still waiting.
    fireEvent.click(payNow());
    window = within(await screen.findByRole('dialog', { name: 'Order Payment' }));
    const cancelledBefore = toastCount(payNowCancelled);
    fireEvent.click(window.getByRole('button', { name: 'Close payment window' }));
    await waitFor(() => expect(toastCount(payNowCancelled)).toBeGreaterThan(cancelledBefore));

    // Paid: the renewal's own order, for the amount announced; the notice goes.
    fireEvent.click(payNow());
    window = within(await screen.findByRole('dialog', { name: 'Order Payment' }));
    fireEvent.click(window.getByRole('button', { name: `Pay ${amount}` }));
    await waitFor(() => expect(row().queryByRole('status')).toBeNull());
    const verified = api.callsTo('/order/verify-payment', 'POST').at(-1)!;
    expect(verified.status).toBe(200);
    const message = (verified.response as { message: string }).message;
    await waitFor(() => expect(toastCount(message)).toBeGreaterThan(0));
    expect(api.callsTo(`/subscriptions/${id}/pay-now`, 'POST').map((c) => c.status)).toEqual([200, 200, 200]);
    await (api.app.gateway as SandboxGateway).settled();
    const [paid] = await rows<{ state: string; payment_status: string }>(
      api.database.db,
      sql`select c.state, o.payment_status from subscription_cycles c join orders o on o.id = c.order_id
        where c.subscription_id = ${id}`,
    );
    expect(paid).toEqual({ state: 'paid', payment_status: 'paid' });
    expect(row().getByText('Active')).toBeTruthy();
  });
});
