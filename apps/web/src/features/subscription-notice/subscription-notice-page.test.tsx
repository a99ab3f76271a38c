// @vitest-environment happy-dom
// A renewal notice's link against the real API, without an account: the renewal job announces a subscription's
// delivery 47 hours ahead with its link in the mail; the page shows that delivery and changes nothing on opening;
// a click skips it, or moves it to a day in range (a day too early is refused beside the date); a forged link is
// refused with the server's message.
import { formatRupees } from '@chamak/shared/money';
import { noticeLinkMessages, subscriptionMessages } from '@chamak/shared/subscriptions';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../../../api/src/lib/sql.ts';
import type { SandboxGateway } from '../../../../api/src/modules/payments/gateway.ts';
import { runRenewals } from '../../../../api/src/modules/subscriptions/renewals.ts';
import { checkoutAddress, type SizeInStock, sizeInStock } from '../../../../api/src/test/checkout.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import SubscriptionNoticePage from './subscription-notice-page.tsx';

// Each shopper subscribes on 1 December 2026 (every 30 days): the first renewal is due on Thu 31 December.
const start = new Date('2026-12-01T06:30:00Z');
const due = new Date('2026-12-31T00:00:00+05:30');
const hour = 3_600_000;
let now = start;
const api = useRealApi({ clock: () => now });
let size: SizeInStock & { name: string; label: string };

beforeAll(async () => {
  const inStock = await sizeInStock(api.database.db, 60);
  const [named] = await rows<{ name: string; label: string }>(
    api.database.db,
    sql`select p.name, l.label from product_litres pl join products p on p.id = pl.product_id
      join litres l on l.id = pl.litre_id where pl.id = ${inStock.pl_id}`,
  );
  size = { ...inStock, ...named! };
  await api.database.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{30,60}', subscriber_discount = 10
      where id = ${size.pl_id}`,
  );
});
afterEach(cleanup);

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
/** The role of the element saying `text` (the test's location probes are <output>s, status too). */
const statusOf = (text: string) => screen.getByText(text).getAttribute('role');

const subscriptionOf = async (id: number) =>
  (
    await rows<{ status: string; next_due_on: string }>(
      api.database.db,
      sql`select status, to_char(next_due_on, 'YYYY-MM-DD') as next_due_on from subscriptions where id = ${id}`,
    )
  )[0]!;
const cycleOf = async (id: number) =>
  (
    await rows<{ state: string; amount: number }>(
      api.database.db,
      sql`select state, amount_paise as amount from subscription_cycles where subscription_id = ${id} order by cycle`,
    )
  )[0];

/**
 * A shopper subscribed to 2 of the size every 30 days, the first order paid through the sandbox's mandate, and the
 * renewal job run 47 hours before the first renewal: the subscription and its notice link's page address.
 */
async function announced(email: string): Promise<{ id: number; page: string }> {
  now = start;
  const shopper = await api.newCustomer();
  const res = await api.as(shopper.token, {
    method: 'POST',
    url: '/api/subscriptions',
    payload: {
      ...checkoutAddress,
      email,
      productId: size.product_id,
      pl_id: size.pl_id,
      quantity: 2,
      intervalDays: 30,
      method: 'upi',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const sandbox = api.app.gateway as SandboxGateway;
  const paid = await api.as(shopper.token, {
    method: 'POST',
    url: '/api/order/verify-payment',
    payload: sandbox.mandates.authorise(res.json().data.order_id),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  now = new Date(due.getTime() - 47 * hour);
  await runRenewals(api.app.ctx, now);
  await sandbox.settled();
  const [mail] = await rows<{ text: string }>(
    api.database.db,
    sql`select text from mail_outbox where "to" = ${email} and text like '%/subscription-notice?%' order by id desc limit 1`,
  );
  const link = /\/subscription-notice\?s=\d+&c=\d+&t=[\w-]+/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return { id: res.json().data.subscriptionId as number, page: link![0] };
}

describe('the page of a renewal notice’s link', () => {
  it('shows the delivery without personal details, changes nothing on opening, and skips it on the click', async () => {
    const { id, page } = await announced('notice-skip@example.com');
    const { container } = renderPage(<SubscriptionNoticePage />, '/subscription-notice', page);
    await eventually(() => expect(screen.getByText('Thu, 31 Dec 2026')).toBeTruthy());
    expect(screen.getByRole('heading').textContent).toBe('Your next delivery');
    expect(screen.getByText(size.name)).toBeTruthy();
    expect(screen.getByText(`${size.label} × 2`)).toBeTruthy();
    expect(screen.getByText('every 30 days')).toBeTruthy();
    const { amount } = (await cycleOf(id))!;
    expect(screen.getByText(formatRupees(amount))).toBeTruthy();
    for (const personal of [checkoutAddress.address, checkoutAddress.phone, 'notice-skip@example.com'])
      expect(container.textContent).not.toContain(personal);
    expect(await cycleOf(id)).toMatchObject({ state: 'announced' });

    fireEvent.click(screen.getByRole('button', { name: 'Skip this delivery' }));
    await eventually(() => expect(statusOf(noticeLinkMessages.skipped)).toBe('status'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage all your subscriptions' }).getAttribute('href')).toBe(
      '/track-order?tab=subscriptions',
    );
    expect(await cycleOf(id)).toMatchObject({ state: 'skipped' });

    // Opened again, the link says the delivery can no longer be changed from it.
    cleanup();
    renderPage(<SubscriptionNoticePage />, '/subscription-notice', page);
    await eventually(() => expect(screen.getByRole('alert').textContent).toBe(noticeLinkMessages.closed));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves the delivery: a day too early is refused beside the date and kept, a day in range is taken', async () => {
    const { id, page } = await announced('notice-move@example.com');
    renderPage(<SubscriptionNoticePage />, '/subscription-notice', page);
    fireEvent.click(await screen.findByRole('button', { name: 'Move it to another day' }));
    const date = screen.getByLabelText('New date') as HTMLInputElement;
    expect([date.min, date.max]).toEqual(['2026-12-31', '2027-12-29']);
    fireEvent.change(date, { target: { value: '2026-12-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move the delivery to this day' }));
    await eventually(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        subscriptionMessages.nextDueRange('31 December 2026', '29 December 2027'),
      ),
    );
    expect(date.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect((screen.getByLabelText('New date') as HTMLInputElement).value).toBe('2026-12-30');
    expect(await cycleOf(id)).toMatchObject({ state: 'announced' });

    fireEvent.change(screen.getByLabelText('New date'), { target: { value: '2027-01-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move the delivery to this day' }));
    await eventually(() =>
      expect(statusOf(noticeLinkMessages.rescheduled('10 January 2027'))).toBe('status'),
    );
    expect(await subscriptionOf(id)).toMatchObject({ status: 'active', next_due_on: '2027-01-10' });
    expect(await cycleOf(id)).toMatchObject({ state: 'skipped' });
  });

  it('refuses a link whose signature was changed, and one cut short, with the server’s message', async () => {
    const { id, page } = await announced('notice-forged@example.com');
    const forged = page.replace(/t=([\w-])/, (_, first: string) => `t=${first === 'A' ? 'B' : 'A'}`);
    renderPage(<SubscriptionNoticePage />, '/subscription-notice', forged);
    await eventually(() => expect(screen.getByRole('alert').textContent).toBe(noticeLinkMessages.invalid));
    expect(api.callsTo(forged)[0]).toMatchObject({ status: 404 });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderPage(<SubscriptionNoticePage />, '/subscription-notice', page.replace(/&t=.*/, ''));
    expect(screen.getByRole('alert').textContent).toBe(noticeLinkMessages.invalid);
    expect(await cycleOf(id)).toMatchObject({ state: 'announced' });
  });
});
