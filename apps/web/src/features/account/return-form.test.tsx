// @vitest-environment happy-dom
// The shopper's return request on their order page against the real API: offered for a delivered order with
// the window's end; the form stops at its own checks (no units, no reason, "Other" without details, a file
// that is not a picture, a fourth photo) with nothing sent; a request with a real photo is sent as multipart,
// toasted with the server's message, and shown as "Return requested" with its stepper, lines and thumbnail;
// what is left to return shrinks; once the window has passed the page says when returns closed, and an order
// not yet delivered has no returns part at all.
import type { OrderReturnsReply } from '@chamak/shared/returns';
import { returnMessages } from '@chamak/shared/returns';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterEach, onTestFinished as afterTest, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.tsx';
import { imageFile, makeFile } from '../../test/admin.tsx';
import { demoSize, placeCodOrder } from '../../test/demo-shop.ts';
import { useRealApi } from '../../test/real-api.ts';
import { renderPage } from '../../test/render.tsx';
import { reasonRequired } from './return-form.tsx';
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

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

/** A fresh customer's cash order of `quantity` units, delivered by the admin: the customer and the order id. */
async function deliveredOrder(quantity = 2) {
  const me = await api.logInCustomer();
  const { order } = await placeCodOrder(api, await demoSize(api, 1), quantity, me);
  const id = order.orderId as number;
  const moved = await api.as(await api.adminToken(), {
    method: 'PATCH',
    url: `/api/order/${id}/shipment`,
    payload: { status: 7 },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return { me, id };
}

const returnsOf = async (token: string, id: number) =>
  (await api.as(token, { method: 'GET', url: `/api/order/${id}/returns` })).json() as OrderReturnsReply;

const openOrder = async (id: number) => {
  renderPage(<TrackOrderPage />, '/track-order', `/track-order?tab=orders&order=${id}`);
  expect(await screen.findByRole('heading', { name: `Order #${id}` })).toBeTruthy();
};

const returnCalls = (id: number) => api.callsTo(`/order/${id}/returns`, 'POST');

/** The reasons Shop Settings take returns for (decision 0297). */
async function takeReasons(reasons: string[]) {
  const res = await api.as(await api.adminToken(), {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { orders: { cancelWindowHours: 12, returnReasons: reasons } },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const demoReasons = ['damaged', 'leaking', 'wrong_item'];

describe('Return items', () => {
  it('offers the reasons the shop settings take, as the return policy lists them', async () => {
    const { id } = await deliveredOrder(1);
    await openOrder(id);
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = within(await screen.findByRole('form', { name: `Return items from order #${id}` }));
    const reasons = () =>
      within(form.getByRole('group', { name: 'Why?' }))
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent);
    await eventually(() => expect(reasons()).toEqual(['Damaged', 'Leaking', 'Wrong item']));
    expect(form.queryByLabelText('Other')).toBeNull();
    cleanup();

    await takeReasons(['leaking', 'other']);
    try {
      await openOrder(id);
      fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
      const changed = within(await screen.findByRole('form'));
      await eventually(() =>
        expect(
          within(changed.getByRole('group', { name: 'Why?' }))
            .getAllByRole('radio')
            .map((r) => r.closest('label')?.textContent),
        ).toEqual(['Leaking', 'Other']),
      );
    } finally {
      await takeReasons(demoReasons);
    }
  });

  it('checks the form, then sends a request with a photo and shows its progress', async () => {
    // "Other" is offered once the shop takes it; it needs details.
    await takeReasons([...demoReasons, 'other']);
    afterTest(() => takeReasons(demoReasons));
    const { me, id } = await deliveredOrder(2);
    const before = await returnsOf(me.token, id);
    expect(before.canReturn).toBe(true);
    await openOrder(id);
    const intro = await screen.findByText(/You can ask to return items/);
    expect(intro.querySelector('time')?.getAttribute('dateTime')).toBe(before.returnBy);
    fireEvent.click(screen.getByRole('button', { name: 'Return items' }));
    const form = within(await screen.findByRole('form', { name: `Return items from order #${id}` }));

    // Nothing chosen: both problems named, nothing sent.
    fireEvent.click(form.getByRole('button', { name: 'Request return' }));
    expect(await form.findByText(returnMessages.noItems)).toBeTruthy();
    expect(form.getByText(reasonRequired)).toBeTruthy();

    // Other needs details.
    const quantity = form.getByLabelText(/Units of .* to return/) as HTMLSelectElement;
    expect([...quantity.options].map((o) => o.value)).toEqual(['0', '1', '2']);
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(await form.findByLabelText('Other'));
    fireEvent.click(form.getByRole('button', { name: 'Request return' }));
    expect(await form.findByText(returnMessages.detailsRequired)).toBeTruthy();
    expect(form.queryByText(returnMessages.noItems)).toBeNull();
    expect(form.getByLabelText(/Details/).getAttribute('aria-invalid')).toBe('true');

    // A text file named like a picture is refused by its type; a renamed PDF by its first bytes.
    const photos = form.getByLabelText('Photos (optional)');
    fireEvent.change(photos, { target: { files: [makeFile('notes.txt', 'text/plain')] } });
    expect(await form.findByText('Please select a valid image file')).toBeTruthy();
    fireEvent.change(photos, {
      target: { files: [new File(['%PDF-1.7 not a picture'], 'bill.png', { type: 'image/png' })] },
    });
    expect(form.queryByText('Please select a valid image file')).toBeNull();
    expect(await form.findByText('Please select a valid image file')).toBeTruthy();
    expect(form.queryByRole('list', { name: 'Chosen photos' })).toBeNull();

    // At most three photos.
    const four = await Promise.all([1, 2, 3, 4].map((n) => imageFile(`leak-${n}.png`)));
    fireEvent.change(form.getByLabelText('Photos (optional)'), { target: { files: four } });
    expect(await form.findByText(returnMessages.tooManyPhotos)).toBeTruthy();
    const chosen = within(form.getByRole('list', { name: 'Chosen photos' }));
    expect(chosen.getAllByRole('listitem')).toHaveLength(3);
    expect(form.queryByLabelText('Photos (optional)')).toBeNull();
    fireEvent.click(chosen.getByRole('button', { name: 'Remove photo leak-2.png' }));
    fireEvent.click(form.getByRole('button', { name: 'Remove photo leak-3.png' }));
    expect(returnCalls(id)).toEqual([]);

    fireEvent.click(await form.findByLabelText('Leaking'));
    fireEvent.change(form.getByLabelText(/Details/), { target: { value: 'The cap was cracked.' } });
    fireEvent.click(form.getByRole('button', { name: 'Request return' }));
    await eventually(() => expect(toasts.success).toHaveBeenCalledWith(returnMessages.requested));
    expect(returnCalls(id)).toHaveLength(1);
    expect(returnCalls(id)[0]).toMatchObject({ body: 'multipart', status: 201 });

    // The form closes; the return shows with its state, progress, line and photo.
    await eventually(() => expect(screen.queryByRole('form')).toBeNull());
    const card = within((await screen.findByRole('heading', { name: /^Return #\d+$/ })).closest('article')!);
    expect(card.getByText('Return requested')).toBeTruthy();
    const steps = card.getByRole('list', { name: /^Progress of return/ });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Requested.*\(done\)$/),
      expect.stringMatching(/Approved \(not yet\)$/),
      expect.stringMatching(/Received \(not yet\)$/),
      expect.stringMatching(/Refunded \(not yet\)$/),
    ]);
    expect(card.getByText('You said:').parentElement?.textContent).toContain('The cap was cracked.');
    // The photo is the shopper's own: fetched with their token (a plain <img> could not send it) and shown
    // from a local URL.
    const thumb = await card.findByRole('img', { name: /^Return #\d+, shot 1$/ });
    expect(card.getAllByRole('img')).toHaveLength(1);
    const after = await returnsOf(me.token, id);
    const photoUrl = after.returns[0]!.photos[0]!;
    expect(photoUrl).toMatch(/^\/api\/returns\/\d+\/photos\/1$/);
    expect(thumb.getAttribute('src')).toMatch(/^blob:/);
    const photoCalls = api.callsTo(photoUrl.replace(/^\/api/, ''), 'GET');
    expect(photoCalls.length).toBeGreaterThan(0);
    for (const call of photoCalls) expect(call).toMatchObject({ auth: `Bearer ${me.token}`, status: 200 });
    expect(after.returns[0]).toMatchObject({ reason: 'leaking', status: 'requested' });
    expect(after.returns[0]!.items.map((i) => i.quantity)).toEqual([1]);
    expect(after.returnable.map((r) => r.quantity)).toEqual([1]);

    // One unit is left to return: the form now offers 0 or 1.
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const again = within(await screen.findByRole('form'));
    const left = again.getByLabelText(/Units of .* to return/) as HTMLSelectElement;
    expect([...left.options].map((o) => o.value)).toEqual(['0', '1']);
  });

  it('shows the server’s refusal as a toast', async () => {
    const { me, id } = await deliveredOrder(1);
    await openOrder(id);
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = within(await screen.findByRole('form'));
    fireEvent.change(form.getByLabelText(/Units of .* to return/), { target: { value: '1' } });
    fireEvent.click(await form.findByLabelText('Damaged'));
    // The same unit is returned from elsewhere (another tab) before this form is sent.
    const elsewhere = new FormData();
    const lineId = (await returnsOf(me.token, id)).returnable[0]!.orderItemId;
    elsewhere.append('items', JSON.stringify([{ orderItemId: lineId, quantity: 1 }]));
    elsewhere.append('reason', 'damaged');
    const body = new Request('http://localhost/', { method: 'POST', body: elsewhere });
    const first = await api.as(me.token, {
      method: 'POST',
      url: `/api/order/${id}/returns`,
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(first.statusCode, first.body).toBe(201);
    fireEvent.click(form.getByRole('button', { name: 'Request return' }));
    await eventually(() => expect(toasts.error).toHaveBeenCalled());
    const message = toasts.error.mock.calls[0]![0] as string;
    expect(returnCalls(id)[0]!.status).toBe(409);
    expect((returnCalls(id)[0]!.response as { message: string }).message).toBe(message);
  });

  it('says when returns closed once the window has passed, and offers none before delivery', async () => {
    const { me, id } = await deliveredOrder(1);
    await api.database.db.execute(
      sql`update orders set delivered_at = now() - interval '10 days' where id = ${id}`,
    );
    const reply = await returnsOf(me.token, id);
    expect(reply.canReturn).toBe(false);
    await openOrder(id);
    const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(reply.returnBy!),
    );
    expect(await screen.findByText(`Returns closed on ${date}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
    cleanup();

    const { order } = await placeCodOrder(api, await demoSize(api, 1), 1, me);
    await openOrder(order.orderId as number);
    expect(screen.queryByRole('heading', { name: 'Returns' })).toBeNull();
    expect(api.callsTo(`/order/${order.orderId}/returns`)).toEqual([]);
  });
});
