// Returns and their mails through the real routes, database, storage and sandbox gateway: a shopper asks to
// return units of a delivered order with photos, the admin approves, receives (stock back once) and refunds
// (the refund and its credit note); every refusal (not delivered, window passed, too many units, a second
// return of the same units, another shopper's order, bad fields, a text file posing as a photo, a move the
// return table forbids) and two requests for the same units at once.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { OrderStatus } from '@chamak/shared/order-state';
import {
  type OrderReturn,
  type OrderReturnsReply,
  returnMessages,
  returnMoveRefused,
} from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart, type Part } from '../../test/multipart.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { unitsValue } from './service.ts';

let t: TestApp;
let admin: string;
let sandbox: SandboxGateway;
let png: Buffer;

beforeAll(async () => {
  t = await testApp();
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
  sandbox = t.app.gateway as SandboxGateway;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

type Delivered = { user: TestUser; id: number; items: { id: number; quantity: number; pl: number }[] };

/** A new customer's order of two sizes (`quantity` units of the first, one of the second), delivered. */
async function delivered(method: 'online' | 'cod', quantity = 3, deliver = true): Promise<Delivered> {
  const user = await signupAndLogin(t.app);
  const first = await sizeInStock(t.database.db, 20);
  const second = await sizeInStock(t.database.db, 20, true);
  await addToCart(t.app, user, first, quantity);
  await addToCart(t.app, user, second, 1);
  const placed = await checkout(t.app, user, method);
  expect(placed.statusCode).toBe(200);
  let id: number;
  if (method === 'cod') id = placed.json().orderId;
  else {
    const data = placed.json().data as { order_id: string; orderId: number };
    const verified = await t.app.inject(
      as(user.token, {
        method: 'POST',
        url: '/api/order/verify-payment',
        payload: sandbox.pay(data.order_id),
      }),
    );
    expect(verified.statusCode).toBe(200);
    id = data.orderId;
  }
  if (deliver) {
    const shipped = await t.app.inject(
      as(admin, {
        method: 'PATCH',
        url: `/api/order/${id}/shipment`,
        payload: { status: OrderStatus.Delivered },
      }),
    );
    expect(shipped.statusCode).toBe(200);
  }
  const items = await rows<{ id: number; quantity: number; pl: number }>(
    t.database.db,
    sql`select id, quantity, product_litre_id as pl from order_items where order_id = ${id} order by id`,
  );
  return { user, id, items };
}

/** The shopper's request, as the browser's FormData sends it. */
function ask(
  user: { token: string } | undefined,
  orderId: number,
  body: { items?: unknown; reason?: string; details?: string },
  photos: Part[] = [],
) {
  const form = multipart([
    ...fields({
      items: typeof body.items === 'string' ? body.items : JSON.stringify(body.items ?? []),
      reason: body.reason ?? 'damaged',
      ...(body.details === undefined ? {} : { details: body.details }),
    }),
    ...photos,
  ]);
  return t.app.inject(
    as(user?.token, {
      method: 'POST',
      url: `/api/order/${orderId}/returns`,
      payload: form.payload,
      headers: form.headers,
    }),
  );
}

const photo = (data: Buffer, filename = 'leak.png', contentType = 'image/png'): Part => ({
  name: 'photos',
  filename,
  contentType,
  data,
});

const move = (id: number, step: string, payload: object = {}, token = admin) =>
  t.app.inject(as(token, { method: 'POST', url: `/api/admin/returns/${id}/${step}`, payload }));

const returnsOf = async (user: { token: string }, orderId: number) =>
  (await t.app.inject(as(user.token, { url: `/api/order/${orderId}/returns` }))).json() as OrderReturnsReply;

const remaining = async (pl: number) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select remaining_qty as n from product_litres where id = ${pl}`,
    )
  )[0]!.n;

/** The shopper's mails about an order (sent to the address the order was placed with). */
const mailsAbout = (orderId: number) =>
  rows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where "to" = ${checkoutAddress.email}
      and subject like ${`%Chamak order #${orderId}%`} order by id`,
  );

const lineValue = async (orderItemId: number) =>
  (
    await rows<{ price: number; quantity: number; discount: number }>(
      t.database.db,
      sql`select price_paise as price, quantity, discount_paise as discount from order_items where id = ${orderItemId}`,
    )
  )[0]!;

describe('a unit’s value', () => {
  it('shares a line out over its units so that however it is returned the units add up to the line', () => {
    const line = { price_paise: 400, quantity: 3, discount_paise: 199 };
    // 1001 paise over 3 units: 334, 334, 333.
    expect([0, 1, 2].map((i) => unitsValue(line, i, 1))).toEqual([334, 334, 333]);
    expect(unitsValue(line, 0, 2) + unitsValue(line, 2, 1)).toBe(1001);
    expect(unitsValue(line, 1, 2)).toBe(667);
    expect(unitsValue({ price_paise: 19900, quantity: 2, discount_paise: 0 }, 0, 2)).toBe(39800);
  });
});

describe('delivered_at', () => {
  it('is stamped when an order first becomes Delivered, and kept when Delivered is reported again', async () => {
    const o = await delivered('cod', 1, false);
    const at = async () =>
      (
        await rows<{ d: Date | null }>(
          t.database.db,
          sql`select delivered_at as d from orders where id = ${o.id}`,
        )
      )[0]!.d;
    expect(await at()).toBeNull();
    const patch = (status: number) =>
      t.app.inject(as(admin, { method: 'PATCH', url: `/api/order/${o.id}/shipment`, payload: { status } }));
    expect((await patch(OrderStatus.InTransit)).statusCode).toBe(200);
    expect(await at()).toBeNull();
    expect((await patch(OrderStatus.Delivered)).statusCode).toBe(200);
    const first = await at();
    expect(first).not.toBeNull();
    await t.database.db.execute(
      sql`update orders set delivered_at = delivered_at - interval '1 day' where id = ${o.id}`,
    );
    const earlier = await at();
    const event = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/order/${o.id}/tracking`,
        payload: { activity: 'Delivered again', status: OrderStatus.Delivered },
      }),
    );
    expect(event.statusCode).toBe(200);
    expect(new Date((await at())!).getTime()).toBe(new Date(earlier!).getTime());
  });
});

describe('a return of a paid order, from request to refund', () => {
  it('requests, approves, receives (stock back once) and refunds through the gateway with a credit note and mails', async () => {
    const o = await delivered('online', 3);
    const [line, other] = o.items;
    const before = await returnsOf(o.user, o.id);
    expect(before).toMatchObject({ canReturn: true, reason: null, returns: [] });
    expect(before.returnable).toEqual([
      { orderItemId: line!.id, quantity: 3 },
      { orderItemId: other!.id, quantity: 1 },
    ]);
    expect(new Date(before.returnBy!).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);

    const asked = await ask(
      o.user,
      o.id,
      { items: [{ orderItemId: line!.id, quantity: 2 }], reason: 'leaking', details: 'Two caps leaked' },
      [photo(png), photo(png, 'second.png')],
    );
    expect(asked.statusCode).toBe(201);
    const made = asked.json() as { message: string; return: OrderReturn };
    expect(made.message).toBe(returnMessages.requested);
    const v = await lineValue(line!.id);
    const amount = unitsValue(
      { price_paise: v.price, quantity: v.quantity, discount_paise: v.discount },
      0,
      2,
    );
    expect(made.return).toMatchObject({
      orderId: o.id,
      status: 'requested',
      statusLabel: 'Return requested',
      reason: 'leaking',
      reasonLabel: 'Leaking',
      details: 'Two caps leaked',
      amount: amount / 100,
      items: [{ orderItemId: line!.id, quantity: 2, resellableQty: null, amount: amount / 100 }],
      refund: null,
      pickup: null,
    });
    // Stored as WebP variants under generated names; served to the return's customer and the admins only,
    // never at the public media addresses and never cached publicly.
    const rid = made.return.id;
    expect(made.return.photos).toEqual([`/api/returns/${rid}/photos/1`, `/api/returns/${rid}/photos/2`]);
    const stranger = await signupAndLogin(t.app);
    const notFound = { message: returnMessages.photoNotFound, code: 'NOT_FOUND' };
    for (const url of made.return.photos) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      const refused = await t.app.inject(as(stranger.token, { url }));
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual(notFound);
      for (const who of [o.user.token, admin]) {
        const seen = await t.app.inject(as(who, { url }));
        expect(seen.statusCode, url).toBe(200);
        expect(seen.headers['content-type']).toBe('image/webp');
        expect(seen.headers['cache-control']).toBe('private, no-store');
        expect(seen.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      }
    }
    // Another's return answers as a missing return or photo does, so returns cannot be counted.
    for (const url of ['/api/returns/99999999/photos/1', `/api/returns/${rid}/photos/3`]) {
      const missing = await t.app.inject(as(o.user.token, { url }));
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual(notFound);
    }
    const [stored] = await rows<{ photos: string[] }>(
      t.database.db,
      sql`select photos from returns where id = ${rid}`,
    );
    expect(stored!.photos).toHaveLength(2);
    for (const key of stored!.photos) {
      expect(key).toMatch(/^returns\/[a-z0-9]+-40x30$/);
      for (const url of [`/media/${key}-40.webp`, `/media//${key}-40.webp`]) {
        const direct = await t.app.inject({ url });
        // 404, or the static server's 403 for a path it will not serve.
        expect([403, 404], url).toContain(direct.statusCode);
        expect(direct.headers['content-type'] ?? '').not.toContain('image');
      }
    }
    const shopper = await mailsAbout(o.id);
    expect(shopper.at(-1)!.subject).toBe(`Your return request #${made.return.id} for Chamak order #${o.id}`);
    const shopMail = await rows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where subject = ${`Return #${made.return.id} requested for order #${o.id}`}`,
    );
    expect(shopMail).toHaveLength(1);

    const open = await returnsOf(o.user, o.id);
    expect(open.canReturn).toBe(true);
    expect(open.returnable).toEqual([
      { orderItemId: line!.id, quantity: 1 },
      { orderItemId: other!.id, quantity: 1 },
    ]);
    expect(open.returns.map((r) => r.id)).toEqual([made.return.id]);
    const listed = await t.app.inject(as(admin, { url: '/api/admin/returns?status=requested' }));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: made.return.id,
          customerEmail: expect.any(String),
          customerName: 'Kavya Nair',
        }),
      ]),
    );

    // A refund of a return not yet received is a move the table forbids.
    const early = await move(made.return.id, 'refund');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(returnMoveRefused('requested', 'refunded'));

    const approved = await move(made.return.id, 'approve', { pickup: 'manual' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().return).toMatchObject({
      status: 'approved',
      pickup: 'manual',
      approvedAt: expect.any(String),
    });
    expect((await mailsAbout(o.id)).at(-1)!.subject).toBe(
      `Your return #${made.return.id} for Chamak order #${o.id}: return approved`,
    );

    const stock = await remaining(line!.pl);
    // A leaking return is restocked only as the admin counts it: no count (or no line) is a 400 naming the line,
    // and nothing goes back into stock.
    for (const payload of [{}, { items: [] }]) {
      const uncounted = await move(made.return.id, 'receive', payload);
      expect(uncounted.statusCode).toBe(400);
      expect(uncounted.json()).toEqual({
        message: expect.stringMatching(
          /^resellable: say how many of .+ can be sold again \(0 to 2\); a leaking return goes back into stock only as you count it\.$/,
        ),
        code: 'VALIDATION_FAILED',
      });
    }
    const noNumber = await move(made.return.id, 'receive', { items: [{ orderItemId: line!.id }] });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toMatch(/resellable must be a number/);
    expect(await remaining(line!.pl)).toBe(stock);
    expect((await returnsOf(o.user, o.id)).returns[0]!.status).toBe('approved');
    const wrong = await move(made.return.id, 'receive', {
      items: [{ orderItemId: other!.id, resellable: 1 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^items: /);
    const tooMany = await move(made.return.id, 'receive', {
      items: [{ orderItemId: line!.id, resellable: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^resellable: at most 2 /);
    const received = await move(made.return.id, 'receive', {
      items: [{ orderItemId: line!.id, resellable: 1 }],
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().return).toMatchObject({ status: 'received', items: [{ resellableQty: 1 }] });
    expect(await remaining(line!.pl)).toBe(stock + 1);
    const again = await move(made.return.id, 'receive', {
      items: [{ orderItemId: line!.id, resellable: 2 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(returnMoveRefused('received', 'received'));
    expect(await remaining(line!.pl)).toBe(stock + 1);

    const refunded = await move(made.return.id, 'refund');
    expect(refunded.statusCode).toBe(200);
    const view = refunded.json().return as OrderReturn;
    expect(view).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) });
    expect(view.refund).toMatchObject({ amount: amount / 100 });
    await sandbox.settled();
    const done = (await returnsOf(o.user, o.id)).returns[0]!;
    expect(done.refund).toEqual({ id: view.refund!.id, status: 'processed', amount: amount / 100 });
    const refunds = sandbox.refunds.filter((r) => r.notes.order_id === String(o.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: amount, idempotencyKey: `return-${made.return.id}-refund` });
    const [order] = await rows<{ payment_status: string }>(
      t.database.db,
      sql`select payment_status from orders where id = ${o.id}`,
    );
    expect(order!.payment_status).toBe('partially_refunded');
    const notes = await rows<{ total: number }>(
      t.database.db,
      sql`select total_paise as total from tax_documents where order_id = ${o.id} and kind = 'credit_note'`,
    );
    expect(notes).toEqual([{ total: amount }]);
    const subjects = (await mailsAbout(o.id)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your return #${made.return.id} for Chamak order #${o.id}: return received`,
        `Your return #${made.return.id} for Chamak order #${o.id}: return refunded`,
      ]),
    );

    // Asking again answers the refund made; no second refund.
    const twice = await move(made.return.id, 'refund');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().return.refund.id).toBe(view.refund!.id);
    expect(sandbox.refunds.filter((r) => r.notes.order_id === String(o.id))).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses an order not delivered, another shopper’s order (404), a guest (401) and a customer on admin calls (403)', async () => {
    const o = await delivered('cod', 1, false);
    const notYet = await ask(o.user, o.id, { items: [{ orderItemId: o.items[0]!.id, quantity: 1 }] });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(returnMessages.notDelivered);
    expect(await returnsOf(o.user, o.id)).toMatchObject({
      canReturn: false,
      reason: returnMessages.notDelivered,
      returnBy: null,
    });

    const d = await delivered('cod', 1);
    const stranger = await signupAndLogin(t.app);
    const theirs = await ask(stranger, d.id, { items: [{ orderItemId: d.items[0]!.id, quantity: 1 }] });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject(as(stranger.token, { url: `/api/order/${d.id}/returns` }))).statusCode).toBe(
      404,
    );
    expect((await ask(undefined, d.id, { items: [] })).statusCode).toBe(401);
    expect((await t.app.inject(as(admin, { url: `/api/order/${d.id}/returns` }))).statusCode).toBe(200);
    // Only the order's customer asks for a return.
    expect(
      (await ask({ token: admin }, d.id, { items: [{ orderItemId: d.items[0]!.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject(as(stranger.token, { url: '/api/admin/returns' }))).statusCode).toBe(403);
    expect((await move(1, 'approve', { pickup: 'manual' }, stranger.token)).statusCode).toBe(403);
    expect((await move(999999, 'approve', { pickup: 'manual' })).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad items, reason, details and photos, and stores nothing', async () => {
    const o = await delivered('cod', 2);
    const item = o.items[0]!.id;
    const cases: [Parameters<typeof ask>[2], RegExp, Part[]?][] = [
      [{ items: 'not json' }, /^items must be a list/],
      [{ items: [] }, /^items: Choose at least one item/],
      [{ items: [{ orderItemId: item, quantity: 0 }] }, /quantity must be at least 1/],
      [{ items: [{ orderItemId: 'x', quantity: 1 }] }, /orderItemId must be a number/],
      [{ items: [{ orderItemId: item, quantity: 1 }], reason: 'bored' }, /^reason must be one of/],
      [{ items: [{ orderItemId: item, quantity: 1 }], reason: 'other' }, /^details: /],
      [
        { items: [{ orderItemId: item + 100000, quantity: 1 }] },
        /^items: item \d+ is not part of this order/,
      ],
      [
        { items: [{ orderItemId: item, quantity: 1 }] },
        /^photos: Please select a valid image file/,
        [photo(Buffer.from('just some text, not a picture'), 'leak.jpg', 'image/jpeg')],
      ],
      [
        { items: [{ orderItemId: item, quantity: 1 }] },
        /^photos: Add at most 3 photos/,
        [photo(png), photo(png), photo(png), photo(png)],
      ],
    ];
    const stored = () => readdir(path.join(t.storage.root, 'returns')).catch(() => [] as string[]);
    const filesBefore = (await stored()).length;
    for (const [body, message, photos] of cases) {
      const res = await ask(o.user, o.id, body, photos);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // A photo over D9's 5 MB, and a request bigger than three of them, are refused as too large.
    const big = await ask(o.user, o.id, { items: [{ orderItemId: item, quantity: 1 }] }, [
      photo(Buffer.alloc(5 * 1024 * 1024 + 1, 1)),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Image size should be less than 5MB');
    const huge = await ask(o.user, o.id, { items: [{ orderItemId: item, quantity: 1 }] }, [
      photo(Buffer.alloc(4 * 1024 * 1024, 1)),
      photo(Buffer.alloc(4 * 1024 * 1024, 1)),
      photo(Buffer.alloc(4 * 1024 * 1024, 1)),
      photo(Buffer.alloc(4 * 1024 * 1024, 1)),
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/^The upload is too large: at most 15 MB/);
    expect((await returnsOf(o.user, o.id)).returns).toEqual([]);
    expect((await stored()).length).toBe(filesBefore);
  });

  it('refuses a return after the window, and follows the window Shop Settings give', async () => {
    const o = await delivered('cod', 1);
    await t.database.db.execute(
      sql`update orders set delivered_at = now() - interval '8 days' where id = ${o.id}`,
    );
    const late = await ask(o.user, o.id, { items: [{ orderItemId: o.items[0]!.id, quantity: 1 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(returnMessages.windowPassed(7));
    expect((await returnsOf(o.user, o.id)).canReturn).toBe(false);

    const put = (orders: object) =>
      t.app.inject(as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { orders } }));
    const bad = await put({ cancelWindowHours: 12, returnWindowDays: 61 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/returnWindowDays/);
    try {
      expect((await put({ cancelWindowHours: 12, returnWindowDays: 10 })).statusCode).toBe(200);
      // A form that knows only the cancellation window keeps the return window.
      expect((await put({ cancelWindowHours: 24 })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/settings' })).json().orders).toEqual({
        cancelWindowHours: 24,
        returnWindowDays: 10,
        returnReasons: ['damaged', 'leaking', 'wrong_item'],
      });
      expect((await returnsOf(o.user, o.id)).canReturn).toBe(true);
      const inTime = await ask(o.user, o.id, { items: [{ orderItemId: o.items[0]!.id, quantity: 1 }] });
      expect(inTime.statusCode).toBe(201);
    } finally {
      await put({ cancelWindowHours: 12, returnWindowDays: 7 });
    }
  });

  it('refuses a second return of the same units until the first is rejected, and moves the table forbids', async () => {
    const o = await delivered('cod', 2);
    const [line, other] = o.items;
    const first = await ask(o.user, o.id, {
      items: [{ orderItemId: line!.id, quantity: 2 }],
      reason: 'wrong_item',
    });
    expect(first.statusCode).toBe(201);
    const id = (first.json().return as OrderReturn).id;
    const again = await ask(o.user, o.id, { items: [{ orderItemId: line!.id, quantity: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(returnMessages.alreadyReturned);
    const more = await ask(o.user, o.id, {
      items: [
        { orderItemId: other!.id, quantity: 1 },
        { orderItemId: line!.id, quantity: 1 },
      ],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toMatch(/cannot be returned again\.$/);

    expect((await move(id, 'reject', { reason: '' })).statusCode).toBe(400);
    const rejected = await move(id, 'reject', { reason: 'The seal is intact and the bottle is full.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().return).toMatchObject({
      status: 'rejected',
      rejectReason: 'The seal is intact and the bottle is full.',
    });
    const mail = (await mailsAbout(o.id)).at(-1)!;
    expect(mail.subject).toBe(`Your return #${id} for Chamak order #${o.id}: return rejected`);
    expect(mail.text).toContain('The seal is intact and the bottle is full.');
    for (const [step, to] of [
      ['approve', 'approved'],
      ['receive', 'received'],
      ['refund', 'refunded'],
    ] as const) {
      const refused = await move(id, step, step === 'approve' ? { pickup: 'manual' } : {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(returnMoveRefused('rejected', to));
    }
    // The rejected return's units may be asked for again.
    const after = await ask(o.user, o.id, { items: [{ orderItemId: line!.id, quantity: 1 }] });
    expect(after.statusCode).toBe(201);
    const second = (after.json().return as OrderReturn).id;
    const receiveEarly = await move(second, 'receive');
    expect(receiveEarly.statusCode).toBe(409);
    expect(receiveEarly.json().message).toBe(returnMoveRefused('requested', 'received'));
  });

  it('refuses a Shiprocket pickup when Shiprocket is not configured', async () => {
    const o = await delivered('cod', 1);
    const asked = await ask(o.user, o.id, { items: [{ orderItemId: o.items[0]!.id, quantity: 1 }] });
    const id = (asked.json().return as OrderReturn).id;
    const res = await move(id, 'approve', { pickup: 'shiprocket' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Shiprocket is not configured/);
    expect((await move(id, 'approve', { pickup: 'courier' })).statusCode).toBe(400);
  });
});

describe('a return of a cash-on-delivery order', () => {
  it('restocks nothing when nothing is resellable, and is refunded by hand once the cash was collected', async () => {
    const o = await delivered('cod', 2);
    const [line] = o.items;
    const asked = await ask(o.user, o.id, { items: [{ orderItemId: line!.id, quantity: 1 }] });
    const id = (asked.json().return as OrderReturn).id;
    expect((await move(id, 'approve', { pickup: 'manual' })).statusCode).toBe(200);
    const stock = await remaining(line!.pl);
    const received = await move(id, 'receive', { items: [{ orderItemId: line!.id, resellable: 0 }] });
    expect(received.json().return.items[0].resellableQty).toBe(0);
    expect(await remaining(line!.pl)).toBe(stock);

    const uncollected = await move(id, 'refund', { reference: 'UPI-123456' });
    expect(uncollected.statusCode).toBe(409);
    expect(uncollected.json().message).toMatch(/cash is collected/);
    expect(
      (await t.app.inject(as(admin, { method: 'POST', url: `/api/admin/orders/${o.id}/cod-collected` })))
        .statusCode,
    ).toBe(200);
    const noReference = await move(id, 'refund', {});
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toMatch(/^reference is required/);
    const refunded = await move(id, 'refund', { reference: 'UPI-123456' });
    expect(refunded.statusCode).toBe(200);
    const view = refunded.json().return as OrderReturn;
    expect(view.status).toBe('refunded');
    expect(view.refund).toMatchObject({ status: 'processed', amount: view.amount });
    const [refund] = await rows<{ method: string; reference: string; credit_note_id: number | null }>(
      t.database.db,
      sql`select method, reference, credit_note_id from refunds where id = ${view.refund!.id}`,
    );
    expect(refund).toMatchObject({
      method: 'manual',
      reference: 'UPI-123456',
      credit_note_id: expect.any(Number),
    });
  });
});

describe('marking a return received', () => {
  it('needs a count of every line for damaged and wrong-item returns; for another reason a line left out is none', async () => {
    for (const reason of ['damaged', 'wrong_item', 'other'] as const) {
      const o = await delivered('cod', 2);
      const items = o.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity }));
      // Asked as damaged, then given the reason (the shop's settings decide which reasons shoppers may choose).
      const asked = await ask(o.user, o.id, { items, details: 'Checked on arrival' });
      expect(asked.statusCode).toBe(201);
      const id = (asked.json().return as OrderReturn).id;
      await t.database.db.execute(sql`update returns set reason = ${reason} where id = ${id}`);
      expect((await move(id, 'approve', { pickup: 'manual' })).statusCode).toBe(200);
      const stock = await Promise.all(o.items.map((i) => remaining(i.pl)));
      // The first line counted, the second left out.
      const partly = await move(id, 'receive', { items: [{ orderItemId: o.items[0]!.id, resellable: 1 }] });
      if (reason === 'other') {
        expect(partly.statusCode).toBe(200);
        expect((partly.json().return as OrderReturn).items.map((i) => i.resellableQty)).toEqual([1, 0]);
        expect(await Promise.all(o.items.map((i) => remaining(i.pl)))).toEqual([stock[0]! + 1, stock[1]]);
        continue;
      }
      expect(partly.statusCode).toBe(400);
      expect(partly.json().message).toMatch(
        new RegExp(
          `^resellable: say how many of .+ can be sold again \\(0 to 1\\); a ${reason === 'damaged' ? 'damaged' : 'wrong item'} return`,
        ),
      );
      expect(await Promise.all(o.items.map((i) => remaining(i.pl)))).toEqual(stock);
      const counted = await move(id, 'receive', {
        items: o.items.map((i) => ({ orderItemId: i.id, resellable: 0 })),
      });
      expect(counted.statusCode).toBe(200);
      expect(await Promise.all(o.items.map((i) => remaining(i.pl)))).toEqual(stock);
    }
  });
});

describe('two requests for the same units at once', () => {
  it('lets exactly one through', async () => {
    const o = await delivered('cod', 2);
    const all = o.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(o.user, o.id, { items: all })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe(returnMessages.alreadyReturned);
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from returns where order_id = ${o.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});
