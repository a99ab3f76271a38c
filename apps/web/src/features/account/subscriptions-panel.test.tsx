// @vitest-environment happy-dom
// Profile → Subscriptions against the real API on the demo shop (decision 0326): the empty state, then one
// subscription (started through the real routes) with its size, quantity, interval, next delivery and status;
// Skip next, Pause, Resume and Cancel subscription each show the server's message and the row as it now stands,
// and cancelling asks once, nothing more. Change edits the interval, quantity, next date or address, sending only
// what changed; a refusal is the server's message in the form, with what was typed kept.
import { subscriptionMessages } from '@chamak/shared/subscriptions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../../api/src/test/auth.ts';
import { checkoutAddress, type DemoSize, demoSize } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import TrackOrderPage from './track-order-page.tsx';

const api = useRealApi();
afterEach(() => cleanup());

let size: DemoSize;

beforeAll(async () => {
  size = await demoSize(api, 1);
  await api.database.db.execute(
    sql`update product_litres set remaining_qty = 50, subscribable = true, subscription_intervals = '{30,60}',
        subscriber_discount = 10 where id = ${size.pl_id}`,
  );
});

/** Subscribes `me` to 2 of the size every 30 days and pays the first order in the sandbox, which starts it. */
async function subscribed(me: TestUser) {
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
  expect(made.statusCode).toBe(200);
  const proof = await api.as(me.token, {
    method: 'POST',
    url: '/api/payments/sandbox/authorise',
    payload: { order_id: made.json().data.order_id },
  });
  const paid = await api.as(me.token, {
    method: 'POST',
    url: '/api/order/verify-payment',
    payload: { ...(proof.json() as Record<string, string>), paymentMethod: 'online', userId: me.userId },
  });
  expect(paid.statusCode).toBe(200);
  return made.json().data.subscriptionId as number;
}

const stored = async (me: TestUser) =>
  (await api.as(me.token, { url: `/api/users/${me.userId}/subscriptions` })).json().data as {
    status: string;
    nextDueOn: string | null;
    quantity: number;
    intervalDays: number;
    address: typeof checkoutAddress;
  }[];

const openTab = () => renderPage(<TrackOrderPage />, '/track-order', '/track-order?tab=subscriptions');
const toastCount = (text: string) =>
  screen.queryAllByText(text).filter((element) => element.tagName === 'OUTPUT').length;
const toasted = (text: string, before = 0) => waitFor(() => expect(toastCount(text)).toBeGreaterThan(before));
const row = () => within(screen.getByRole('list', { name: 'Your subscriptions' }).querySelector('li')!);
const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
  return `${d} ${months[m! - 1]} ${y}`;
};

describe('Profile → Subscriptions', () => {
  it('says how to start one when there is none', async () => {
    await api.logInCustomer();
    openTab();
    expect(
      await screen.findByText(
        'No subscriptions yet. Look for Subscribe and save on concentrates and refills.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists one; skips, pauses, resumes, and cancels after one confirmation', async () => {
    const me = await api.logInCustomer({ fullname: 'Meera Shah' });
    const id = await subscribed(me);
    const [first] = await stored(me);
    openTab();
    await screen.findByRole('list', { name: 'Your subscriptions' });
    const title = `${size.name} (${size.size})`;
    expect(row().getByText(size.name)).toBeTruthy();
    expect(
      row().getByText(`${size.size} · Quantity 2 · Every 30 days · 10% subscriber discount`),
    ).toBeTruthy();
    expect(row().getByText('Active')).toBeTruthy();
    expect(row().getByText(dayOf(first!.nextDueOn!))).toBeTruthy();

    let before = toastCount(subscriptionMessages.skipped);
    fireEvent.click(row().getByRole('button', { name: `Skip next delivery of ${title}` }));
    await toasted(subscriptionMessages.skipped, before);
    const [skipped] = await stored(me);
    expect(skipped!.nextDueOn).not.toBe(first!.nextDueOn);
    await waitFor(() => expect(row().getByText(dayOf(skipped!.nextDueOn!))).toBeTruthy());

    before = toastCount(subscriptionMessages.paused);
    fireEvent.click(row().getByRole('button', { name: `Pause ${title}` }));
    await toasted(subscriptionMessages.paused, before);
    await waitFor(() => expect(row().getByText('Paused')).toBeTruthy());
    expect(row().queryByRole('button', { name: /^Skip next/ })).toBeNull();
    expect((await stored(me))[0]!.status).toBe('paused');

    before = toastCount(subscriptionMessages.resumed);
    fireEvent.click(row().getByRole('button', { name: `Resume ${title}` }));
    await toasted(subscriptionMessages.resumed, before);
    await waitFor(() => expect(row().getByText('Active')).toBeTruthy());
    expect((await stored(me))[0]!.status).toBe('active');

    // Cancelling: the button and one confirmation.
    fireEvent.click(row().getByRole('button', { name: `Cancel subscription to ${title}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Cancel this subscription?')).toBeTruthy();
    expect(api.callsTo(`/subscriptions/${id}/cancel`, 'POST')).toHaveLength(0);
    before = toastCount(subscriptionMessages.cancelled);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await toasted(subscriptionMessages.cancelled, before);
    expect(api.callsTo(`/subscriptions/${id}/cancel`, 'POST')).toHaveLength(1);
    await waitFor(() => expect(row().getByText('Cancelled')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row().queryByRole('button')).toBeNull();
    expect((await stored(me))[0]!.status).toBe('cancelled');
  });

  it('keeps it when the confirmation is turned down', async () => {
    const me = await api.logInCustomer({ fullname: 'Ravi Iyer' });
    await subscribed(me);
    openTab();
    await screen.findByRole('list', { name: 'Your subscriptions' });
    fireEvent.click(row().getByRole('button', { name: /^Cancel subscription to/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await stored(me))[0]!.status).toBe('active');
    expect(row().getByText('Active')).toBeTruthy();
  });
});

/** yyyy-mm-dd `days` after `day`. */
const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function openEditor() {
  await screen.findByRole('list', { name: 'Your subscriptions' });
  fireEvent.click(row().getByRole('button', { name: `Change ${size.name} (${size.size})` }));
  return within(await screen.findByRole('dialog', { name: 'Change subscription' }));
}
const patches = (id: number) => api.callsTo(`/subscriptions/${id}`, 'PATCH');

describe('Change in Profile → Subscriptions', () => {
  it('changes the interval, quantity and next date, sending only those, and shows the row as it now stands', async () => {
    const me = await api.logInCustomer({ fullname: 'Farah Khan' });
    const id = await subscribed(me);
    const [first] = await stored(me);
    openTab();
    const editor = await openEditor();
    // Prefilled with the subscription as it stands; the intervals are the size's.
    const every = editor.getByLabelText('Deliver every') as HTMLSelectElement;
    expect(every.value).toBe('30');
    expect(Array.from(every.options).map((o) => o.value)).toEqual(['30', '60']);
    expect((editor.getByLabelText('Quantity') as HTMLInputElement).value).toBe('2');
    expect((editor.getByLabelText('Next delivery') as HTMLInputElement).value).toBe(first!.nextDueOn);
    expect((editor.getByLabelText('Size') as HTMLSelectElement).value).toBe(String(size.pl_id));

    const nextDueOn = plusDays(first!.nextDueOn!, 5);
    fireEvent.change(every, { target: { value: '60' } });
    fireEvent.change(editor.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(editor.getByLabelText('Next delivery'), { target: { value: nextDueOn } });
    const before = toastCount(subscriptionMessages.changed);
    fireEvent.click(editor.getByRole('button', { name: 'Save changes' }));
    await toasted(subscriptionMessages.changed, before);
    expect(patches(id).map((call) => call.body)).toEqual([{ intervalDays: 60, quantity: 3, nextDueOn }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      row().getByText(`${size.size} · Quantity 3 · Every 60 days · 10% subscriber discount`),
    ).toBeTruthy();
    expect(row().getByText(dayOf(nextDueOn))).toBeTruthy();
    expect((await stored(me))[0]).toMatchObject({ quantity: 3, intervalDays: 60, nextDueOn });
  });

  it("changes the delivery address, prefilled from the subscription's own; a new PIN code fills in its city and state", async () => {
    const me = await api.logInCustomer({ fullname: 'Gopal Rao' });
    const id = await subscribed(me);
    openTab();
    const editor = await openEditor();
    const field = (label: string) => editor.getByLabelText(label) as HTMLInputElement;
    expect(field('Address').value).toBe(checkoutAddress.address);
    expect(field('PIN Code').value).toBe(checkoutAddress.postalCode);
    expect(field('First Name').value).toBe(checkoutAddress.firstName);
    expect((editor.getByLabelText('State') as HTMLSelectElement).value).toBe(checkoutAddress.state);

    fireEvent.change(field('Address'), { target: { value: '14 MG Road' } });
    fireEvent.change(field('Apartment, suite, landmark'), { target: { value: 'Flat 3B' } });
    // A new PIN code fills in its city and state.
    fireEvent.change(field('PIN Code'), { target: { value: '560001' } });
    await waitFor(() =>
      expect((editor.getByLabelText('State') as HTMLSelectElement).value).toBe('Karnataka'),
    );
    const city = field('City').value;
    expect(city).not.toBe(checkoutAddress.city);
    const before = toastCount(subscriptionMessages.changed);
    fireEvent.click(editor.getByRole('button', { name: 'Save changes' }));
    await toasted(subscriptionMessages.changed, before);
    const address = {
      ...checkoutAddress,
      address: '14 MG Road',
      apt: 'Flat 3B',
      postalCode: '560001',
      city,
      state: 'Karnataka',
    };
    expect(patches(id).map((call) => call.body)).toEqual([{ address }]);
    expect((await stored(me))[0]!.address).toEqual(address);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes the size to another of the same product, offering that size’s intervals', async () => {
    const larger = await demoSize(api, 2);
    expect(larger.productId).toBe(size.productId);
    await api.database.db.execute(
      sql`update product_litres set remaining_qty = 50, subscribable = true, subscription_intervals = '{45,90}',
          subscriber_discount = 15 where id = ${larger.pl_id}`,
    );
    try {
      const me = await api.logInCustomer({ fullname: 'Irfan Ali' });
      const id = await subscribed(me);
      openTab();
      const editor = await openEditor();
      const sizes = editor.getByLabelText('Size') as HTMLSelectElement;
      expect(Array.from(sizes.options).map((o) => o.textContent)).toEqual([
        `${size.size} (save 10%)`,
        `${larger.size} (save 15%)`,
      ]);
      fireEvent.change(sizes, { target: { value: String(larger.pl_id) } });
      const every = editor.getByLabelText('Deliver every') as HTMLSelectElement;
      expect(Array.from(every.options).map((o) => o.value)).toEqual(['45', '90']);
      expect(every.value).toBe('45');
      const before = toastCount(subscriptionMessages.changed);
      fireEvent.click(editor.getByRole('button', { name: 'Save changes' }));
      await toasted(subscriptionMessages.changed, before);
      expect(patches(id).map((call) => call.body)).toEqual([{ pl_id: larger.pl_id, intervalDays: 45 }]);
      await waitFor(() =>
        expect(
          row().getByText(`${larger.size} · Quantity 2 · Every 45 days · 15% subscriber discount`),
        ).toBeTruthy(),
      );
    } finally {
      await api.database.db.execute(
        sql`update product_litres set subscribable = false, subscription_intervals = '{}', subscriber_discount = 0
          where id = ${(await demoSize(api, 2)).pl_id}`,
      );
    }
  });

  it("shows the server's refusal in the form, keeps what was typed, and changes nothing", async () => {
    const me = await api.logInCustomer({ fullname: 'Hema Nair' });
    const id = await subscribed(me);
    const [first] = await stored(me);
    openTab();
    const editor = await openEditor();
    // A date too soon: the server says which dates it takes.
    const tomorrow = plusDays(new Date().toISOString().slice(0, 10), 1);
    fireEvent.change(editor.getByLabelText('Quantity'), { target: { value: '4' } });
    fireEvent.change(editor.getByLabelText('Next delivery'), { target: { value: tomorrow } });
    fireEvent.click(editor.getByRole('button', { name: 'Save changes' }));
    const tooSoon = await editor.findByRole('alert');
    await waitFor(() => expect(patches(id)[0]?.status).toBe(400));
    const refusal = (patches(id)[0]!.response as { message: string }).message;
    expect(refusal).toMatch(/^Choose a next date from /);
    expect(tooSoon.textContent).toBe(refusal);
    expect((editor.getByLabelText('Quantity') as HTMLInputElement).value).toBe('4');
    expect((editor.getByLabelText('Next delivery') as HTMLInputElement).value).toBe(tomorrow);

    // The shop stops offering 60 days while the form is open: choosing it is refused with the intervals offered.
    await api.database.db.execute(
      sql`update product_litres set subscription_intervals = '{30}' where id = ${size.pl_id}`,
    );
    try {
      fireEvent.change(editor.getByLabelText('Next delivery'), { target: { value: first!.nextDueOn } });
      fireEvent.change(editor.getByLabelText('Deliver every'), { target: { value: '60' } });
      fireEvent.click(editor.getByRole('button', { name: 'Save changes' }));
      await waitFor(() =>
        expect(editor.getByRole('alert').textContent).toBe(subscriptionMessages.intervalNotOffered([30])),
      );
      expect(patches(id).at(-1)).toMatchObject({ status: 400, body: { intervalDays: 60, quantity: 4 } });
    } finally {
      await api.database.db.execute(
        sql`update product_litres set subscription_intervals = '{30,60}' where id = ${size.pl_id}`,
      );
    }
    expect(screen.getByRole('dialog', { name: 'Change subscription' })).toBeTruthy();
    expect((await stored(me))[0]).toMatchObject({
      quantity: 2,
      intervalDays: 30,
      nextDueOn: first!.nextDueOn,
    });
    // Keep as it is closes the form with nothing sent.
    fireEvent.click(editor.getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(id)).toHaveLength(2);
  });
});
