// A cash order paid online after placing (decision 0337), through the real routes, the real database and the
// sandbox gateway: the confirmation mail offers "Pay now and save ₹X" with a link; paying through it (or as the
// signed-in owner, or by the webhook alone) makes the order prepaid to the paisa (COD fee gone, the prepaid offer
// applied, tax columns and lines re-split), credits its invoice and issues a new one (or, held and not yet
// invoiced, issues its first with the new amounts), and records converted_to_prepaid. Refusals change nothing.
import type { InvoiceDocument } from '@chamak/shared/invoices';
import { formatRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { payNowMessages } from '@chamak/shared/pay-now';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPromotions } from '../../../../../tools/demo-data/demo-promotions.ts';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import type { SandboxGateway } from '../payments/gateway.ts';

let t: TestApp;
let admin: string;
/** Mumbai: on the COD fee list (₹30), and in the seller's state (CGST + SGST). */
const mumbai = { city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };

beforeAll(async () => {
  t = await testApp({ config: { publicUrl: 'https://shop.example' } });
  // The demo's automatic prepaid offer: 5% off when paying online, at most ₹100.
  await seedDemoPromotions(t.database.db);
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const inject = (token: string | undefined, options: InjectOptions) => t.app.inject(as(token, options));
const sandbox = () => t.app.gateway as SandboxGateway;

type OrderRow = {
  payment_method: string;
  payment_status: string;
  subtotal_paise: number;
  discount_paise: number;
  delivery_charge_paise: number;
  cod_fee_paise: number;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  fee_gst_rate: number;
  provider_payment_id: string | null;
  confirmed_at: Date | null;
  paid_at: Date | null;
};
const orderRow = async (id: number) =>
  (await rows<OrderRow>(t.database.db, sql`select * from orders where id = ${id}`))[0]!;
const itemsOf = (id: number) =>
  rows<{
    price_paise: number;
    quantity: number;
    discount_paise: number;
    gst_rate: number;
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
  }>(t.database.db, sql`select * from order_items where order_id = ${id} order by id`);
const documentsOf = (id: number) =>
  rows<{ id: number; kind: string; number: string; total_paise: number; invoice_id: number | null }>(
    t.database.db,
    sql`select id, kind, number, total_paise, invoice_id from tax_documents where order_id = ${id} order by id`,
  );
const eventsOf = (id: number) =>
  rows<{ event: string; actor: string; reference: string | null; from_payment: string; to_payment: string }>(
    t.database.db,
    sql`select event, actor, reference, from_payment, to_payment from order_events where order_id = ${id} order by id`,
  );
/** Everything a refusal must leave as it was. */
const stateOf = async (id: number) => ({
  order: await orderRow(id),
  items: await itemsOf(id),
  documents: await documentsOf(id),
  events: (await eventsOf(id)).length,
  discounts: await rows(t.database.db, sql`select * from order_discounts where order_id = ${id} order by id`),
});

/** A new shopper's cash order (to Mumbai unless told): two units of one size and one of another. */
async function cashOrder(user?: TestUser, to: Record<string, string> = mumbai) {
  const u = user ?? (await signupAndLogin(t.app));
  await addToCart(t.app, u, await sizeInStock(t.database.db, 20), 2);
  await addToCart(t.app, u, await sizeInStock(t.database.db, 20, true), 1);
  const placed = await checkout(t.app, u, 'cod', to);
  expect(placed.statusCode, placed.body).toBe(200);
  return { u, orderId: placed.json().orderId as number };
}

const mailsOf = (orderId: number) =>
  rows<{ subject: string; text: string; html: string }>(
    t.database.db,
    sql`select subject, text, html from mail_outbox where subject like ${`%#${orderId}%`} order by id`,
  );

/** The pay-now link's token from the order's confirmation mail, and the saving it offers. */
async function mailedLink(orderId: number) {
  const mail = (await mailsOf(orderId)).find((m) => m.subject.includes('is confirmed'));
  expect(mail).toBeDefined();
  const match = new RegExp(`https://shop\\.example/order/${orderId}/pay-now\\?token=([\\w-]+)`).exec(
    mail!.text,
  );
  expect(match, mail!.text).not.toBeNull();
  return { token: match![1]!, text: mail!.text };
}

const view = (orderId: number, who: { token?: string; user?: TestUser }) =>
  inject(who.user?.token, {
    method: 'GET',
    url: `/api/order/${orderId}/pay-now${who.token ? `?token=${who.token}` : ''}`,
  });
const start = (orderId: number, who: { token?: string; user?: TestUser }) =>
  inject(who.user?.token, {
    method: 'POST',
    url: `/api/order/${orderId}/pay-now`,
    payload: who.token ? { token: who.token } : {},
  });
const sandboxPay = (orderId: string, who: { token?: string; user?: TestUser }) =>
  inject(who.user?.token, {
    method: 'POST',
    url: '/api/payments/sandbox/pay-now',
    payload: { order_id: orderId, ...(who.token ? { token: who.token } : {}) },
  });
const verify = (orderId: number, proof: object, who: { token?: string; user?: TestUser }) =>
  inject(who.user?.token, {
    method: 'POST',
    url: `/api/order/${orderId}/pay-now/verify`,
    payload: { ...proof, ...(who.token ? { token: who.token } : {}) },
  });

/** A signed webhook delivery, as Razorpay sends it. */
const deliver = (body: object, eventId: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': sandbox().signWebhook(raw),
    },
    payload: raw,
  });
};
const captured = (orderId: string, paymentId: string, amount: number) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
});

/** The prepaid offer on a subtotal: 5%, at most ₹100. */
const prepaidOff = (subtotal: number) => Math.min(Math.floor((subtotal * 5) / 100), 100_00);

/** The order's stored figures add up: the amounts CHECK, the tax breakup, the lines and fees. */
async function expectConsistent(id: number) {
  const o = await orderRow(id);
  const items = await itemsOf(id);
  expect(o.total_paise).toBe(o.subtotal_paise - o.discount_paise + o.delivery_charge_paise + o.cod_fee_paise);
  expect(o.taxable_paise + o.cgst_paise + o.sgst_paise + o.igst_paise).toBe(o.total_paise);
  expect(items.reduce((s, i) => s + i.discount_paise, 0)).toBe(o.discount_paise);
  for (const i of items)
    expect(i.taxable_paise + i.cgst_paise + i.sgst_paise + i.igst_paise).toBe(
      i.price_paise * i.quantity - i.discount_paise,
    );
  // What the lines leave of the tax is the fees' (delivery, and no COD fee any more).
  const linesTaxable = items.reduce((s, i) => s + i.taxable_paise, 0);
  expect(o.taxable_paise - linesTaxable).toBeGreaterThanOrEqual(0);
}

async function pdfText(token: string, url: string) {
  const res = await inject(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('paying a cash order online through its pay-now link', () => {
  let paid: { orderId: number; token: string; u: TestUser; online: number };

  it('converts an invoiced cash order to prepaid to the paisa, crediting its invoice and issuing a new one', async () => {
    const { u, orderId } = await cashOrder();
    const before = await orderRow(orderId);
    expect(before).toMatchObject({
      payment_method: 'cod',
      payment_status: 'cod',
      cod_fee_paise: 3000,
      discount_paise: 0,
    });
    const off = prepaidOff(before.subtotal_paise);
    const online = before.subtotal_paise - off + before.delivery_charge_paise;
    const saving = before.total_paise - online;
    expect(saving).toBe(off + 3000);
    const [firstInvoice] = await documentsOf(orderId);
    expect(firstInvoice).toMatchObject({ kind: 'invoice', total_paise: before.total_paise });

    // The confirmation mail offers it, with its link.
    const { token, text } = await mailedLink(orderId);
    expect(text).toContain(`Pay now and save ${formatRupees(saving)}`);

    const shown = await view(orderId, { token });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      orderId,
      cashPaise: before.total_paise,
      onlinePaise: online,
      savingPaise: saving,
      codFeePaise: 3000,
      state: 'open',
    });

    // Not signed in: the link's token is all it takes.
    const opened = await start(orderId, { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ orderId, amount: online, currency: 'INR', gateway: 'sandbox' });
    const proof = (await sandboxPay(opened.json().order_id, { token })).json();
    const verified = await verify(orderId, proof, { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ message: payNowMessages.converted, orderId });

    const after = await orderRow(orderId);
    expect(after).toMatchObject({
      payment_method: 'online',
      payment_status: 'paid',
      subtotal_paise: before.subtotal_paise,
      delivery_charge_paise: before.delivery_charge_paise,
      cod_fee_paise: 0,
      discount_paise: off,
      total_paise: online,
      igst_paise: 0,
      provider_payment_id: proof.razorpay_payment_id,
    });
    expect(after.paid_at).not.toBeNull();
    expect(after.cgst_paise).toBe(after.sgst_paise);
    await expectConsistent(orderId);
    // The prepaid offer is the order's discount now, redeemed.
    const discounts = await rows<{ label: string; amount_paise: number; redeemed: boolean }>(
      t.database.db,
      sql`select label, amount_paise, redeemed_at is not null as redeemed from order_discounts where order_id = ${orderId}`,
    );
    expect(discounts).toEqual([{ label: '5% off when you pay online', amount_paise: off, redeemed: true }]);

    // The timeline says so, for the shopper too.
    const events = await eventsOf(orderId);
    expect(events.filter((e) => e.event === 'converted_to_prepaid')).toEqual([
      {
        event: 'converted_to_prepaid',
        actor: 'shopper',
        reference: proof.razorpay_payment_id,
        from_payment: 'cod',
        to_payment: 'paid',
      },
    ]);
    const timeline = await inject(u.token, { method: 'GET', url: `/api/order/${orderId}/history` });
    expect(timeline.json().events.map((e: { text: string }) => e.text)).toContain(
      'Paid online instead of cash on delivery',
    );

    // GST: the first invoice credited in full, a new one for the new amounts.
    const docs = await documentsOf(orderId);
    expect(docs.map((d) => [d.kind, d.total_paise, d.invoice_id])).toEqual([
      ['invoice', before.total_paise, null],
      ['credit_note', before.total_paise, firstInvoice!.id],
      ['invoice', online, null],
    ]);
    const newInvoice = docs[2]!;
    const [snapshot] = await rows<{ document: InvoiceDocument }>(
      t.database.db,
      sql`select document from tax_documents where id = ${newInvoice.id}`,
    );
    expect(snapshot!.document.paymentMethod).toBe('online');
    expect(snapshot!.document.totals).toEqual({
      taxablePaise: after.taxable_paise,
      cgstPaise: after.cgst_paise,
      sgstPaise: after.sgst_paise,
      igstPaise: after.igst_paise,
      totalPaise: online,
    });
    expect(snapshot!.document.lines.map((l) => l.description)).not.toContain('Cash on delivery fee');

    const order = (
      await inject(u.token, { method: 'GET', url: `/api/order/get/${orderId}` })
    ).json() as Order;
    expect(order.invoice?.number).toBe(newInvoice.number);
    expect(order.creditNotes).toEqual([{ n: 1, number: docs[1]!.number }]);
    const invoiceText = await pdfText(u.token, `/api/order/${orderId}/invoice`);
    expect(invoiceText).toContain(newInvoice.number);
    expect(invoiceText).toContain(formatRupees(online));
    expect(invoiceText).not.toContain('Cash on delivery fee');
    const creditText = await pdfText(u.token, `/api/order/${orderId}/credit-notes/1`);
    expect(creditText).toContain(docs[1]!.number);
    expect(creditText).toContain(firstInvoice!.number);
    expect(creditText).toContain(formatRupees(before.total_paise));
    expect(creditText).toContain('Paid online instead of cash on delivery');

    paid = { orderId, token, u, online };
  });

  it('shows a converted order as paid, and refuses to open its payment again, changing nothing', async () => {
    const { orderId, token } = paid;
    const shown = await view(orderId, { token });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ state: 'paid', cashPaise: paid.online, savingPaise: 0 });
    const before = await stateOf(orderId);
    const again = await start(orderId, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(payNowMessages.already);
    expect(await stateOf(orderId)).toEqual(before);
  });

  it('a second payment cannot convert the order twice: it changes nothing and is noted as owed back', async () => {
    const { orderId, token } = paid;
    const [{ pay_now_order_id }] = (await rows<{ pay_now_order_id: string }>(
      t.database.db,
      sql`select pay_now_order_id from orders where id = ${orderId}`,
    )) as [{ pay_now_order_id: string }];
    const before = await stateOf(orderId);
    const second = sandbox().pay(pay_now_order_id);
    const res = await verify(orderId, second, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(payNowMessages.already);
    // The same payment by the webhook is acknowledged and changes nothing either.
    const hook = await deliver(
      captured(pay_now_order_id, second.razorpay_payment_id, paid.online),
      `evt_second_${orderId}`,
    );
    expect(hook.statusCode).toBe(200);
    const after = await stateOf(orderId);
    expect({ ...after, events: before.events }).toEqual(before);
    const notes = (await eventsOf(orderId)).filter((e) => e.event === 'note');
    expect(notes).toEqual([expect.objectContaining({ reference: second.razorpay_payment_id })]);
    expect((await eventsOf(orderId)).filter((e) => e.event === 'converted_to_prepaid')).toHaveLength(1);
  });

  it('the webhook converts the order when the browser never comes back, and the late browser is told it is paid', async () => {
    const { orderId } = await cashOrder();
    const { token } = await mailedLink(orderId);
    const opened = (await start(orderId, { token })).json();
    const proof = (await sandboxPay(opened.order_id, { token })).json();
    // A wrong amount is ignored.
    const wrong = await deliver(
      captured(opened.order_id, proof.razorpay_payment_id, opened.amount + 1),
      `evt_wrong_${orderId}`,
    );
    expect(wrong.statusCode).toBe(200);
    expect((await orderRow(orderId)).payment_method).toBe('cod');
    const hook = await deliver(
      captured(opened.order_id, proof.razorpay_payment_id, opened.amount),
      `evt_paynow_${orderId}`,
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const after = await orderRow(orderId);
    expect(after).toMatchObject({
      payment_method: 'online',
      payment_status: 'paid',
      cod_fee_paise: 0,
      total_paise: opened.amount,
      provider_payment_id: proof.razorpay_payment_id,
    });
    await expectConsistent(orderId);
    const converted = (await eventsOf(orderId)).filter((e) => e.event === 'converted_to_prepaid');
    expect(converted).toEqual([expect.objectContaining({ actor: 'gateway' })]);
    const late = await verify(orderId, proof, { token });
    expect(late.statusCode, late.body).toBe(200);
    expect((await eventsOf(orderId)).filter((e) => e.event === 'converted_to_prepaid')).toHaveLength(1);
    expect((await documentsOf(orderId)).map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
  });
});

describe("the offer in the shopper's language", () => {
  it("a Hindi order's confirmation mail offers it in Hindi, and no offer is made when paying online saves nothing", async () => {
    const u = await signupAndLogin(t.app);
    await addToCart(t.app, u, await sizeInStock(t.database.db, 20), 1);
    const placed = await inject(u.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      headers: { 'x-shop-language': 'hi' },
      payload: { ...checkoutAddress, ...mumbai, userId: u.userId, paymentMethod: 'cod' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as number;
    const saving =
      (await orderRow(orderId)).total_paise - (await view(orderId, { user: u })).json().onlinePaise;
    const [mail] = await mailsOf(orderId);
    expect(mail!.text).toContain(`अभी भुगतान करें और ${formatRupees(saving)} बचाएँ`);
    expect(mail!.text).toMatch(new RegExp(`/order/${orderId}/pay-now\\?token=`));

    // Off the COD fee list and with the prepaid offer switched off, paying online costs the same: no offer.
    await t.database.db.execute(sql`update promotions set active = false where online_only`);
    try {
      const { orderId: plain } = await cashOrder(undefined, {
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682001',
      });
      const [confirmed] = await mailsOf(plain);
      expect(confirmed!.text).not.toContain('Pay now and save');
      expect(confirmed!.text).not.toContain('/pay-now');
    } finally {
      await t.database.db.execute(sql`update promotions set active = true where online_only`);
    }
  });
});

describe('a held cash order paid online before its invoice was issued', () => {
  it('is confirmed by the payment and gets one invoice, with the new amounts and no credit note', async () => {
    const put = (codConfirmation: object) =>
      inject(admin, { method: 'PUT', url: '/api/admin/settings', payload: { codConfirmation } });
    expect((await put({ enabled: true, abovePaise: 0, firstTimeBuyers: true, hours: 24 })).statusCode).toBe(
      200,
    );
    try {
      const { u, orderId } = await cashOrder();
      const before = await orderRow(orderId);
      expect(before.confirmed_at).toBeNull();
      expect(await documentsOf(orderId)).toEqual([]);
      // The signed-in owner pays from the order's page, no token needed.
      const shown = await view(orderId, { user: u });
      expect(shown.statusCode, shown.body).toBe(200);
      const online = shown.json().onlinePaise as number;
      expect(shown.json().savingPaise).toBe(prepaidOff(before.subtotal_paise) + 3000);
      const opened = (await start(orderId, { user: u })).json();
      expect(opened.amount).toBe(online);
      const proof = (await sandboxPay(opened.order_id, { user: u })).json();
      const verified = await verify(orderId, proof, { user: u });
      expect(verified.statusCode, verified.body).toBe(200);

      const after = await orderRow(orderId);
      expect(after).toMatchObject({ payment_method: 'online', payment_status: 'paid', total_paise: online });
      expect(after.confirmed_at).not.toBeNull();
      await expectConsistent(orderId);
      const docs = await documentsOf(orderId);
      expect(docs.map((d) => [d.kind, d.total_paise])).toEqual([['invoice', online]]);
      const text = await pdfText(u.token, `/api/order/${orderId}/invoice`);
      expect(text).toContain(formatRupees(online));
      expect(text).not.toContain('Cash on delivery fee');
      expect((await eventsOf(orderId)).map((e) => e.event)).toEqual(
        expect.arrayContaining(['held', 'confirmed', 'converted_to_prepaid']),
      );
    } finally {
      await put({ enabled: false, abovePaise: 200_000, firstTimeBuyers: true, hours: 24 });
    }
  });
});

describe('pay-now refusals change nothing', () => {
  it('refuses a cancelled order with a message', async () => {
    const { u, orderId } = await cashOrder();
    const { token } = await mailedLink(orderId);
    expect((await inject(u.token, { method: 'POST', url: `/api/order/${orderId}/cancel` })).statusCode).toBe(
      200,
    );
    const before = await stateOf(orderId);
    for (const res of [await view(orderId, { token }), await start(orderId, { token })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(payNowMessages.cancelled);
    }
    expect(await stateOf(orderId)).toEqual(before);
  });

  it('refuses a shipped order, and a payment that arrives after it shipped is noted and not applied', async () => {
    const { orderId } = await cashOrder();
    const { token } = await mailedLink(orderId);
    const opened = (await start(orderId, { token })).json();
    const proof = (await sandboxPay(opened.order_id, { token })).json();
    const shipped = await inject(admin, {
      method: 'PATCH',
      url: `/api/order/${orderId}/shipment`,
      payload: { status: 3 },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const before = await stateOf(orderId);
    const shown = await view(orderId, { token });
    expect(shown.statusCode).toBe(409);
    expect(shown.json().message).toBe(payNowMessages.shipped);
    const late = await verify(orderId, proof, { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain(payNowMessages.shipped);
    const after = await stateOf(orderId);
    expect(after.order).toEqual(before.order);
    expect(after.documents).toEqual(before.documents);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      event: 'note',
      reference: proof.razorpay_payment_id,
    });
  });

  it('refuses an expired link, a wrong token and a wrong signature', async () => {
    const { orderId } = await cashOrder();
    const { token } = await mailedLink(orderId);
    const opened = (await start(orderId, { token })).json();
    const proof = (await sandboxPay(opened.order_id, { token })).json();
    const before = await stateOf(orderId);

    const forged = await verify(orderId, { ...proof, razorpay_signature: '0'.repeat(64) }, { token });
    expect(forged.statusCode).toBe(400);

    const wrong = `${token.slice(0, -4)}AAAA`;
    const bad = await view(orderId, { token: wrong });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(payNowMessages.invalid);
    expect((await start(orderId, { token: wrong })).statusCode).toBe(404);
    expect((await verify(orderId, proof, { token: wrong })).statusCode).toBe(404);
    expect((await sandboxPay(opened.order_id, { token: wrong })).statusCode).toBe(404);
    // Neither a token nor a sign-in: 401; someone else's order: as good as missing.
    expect((await view(orderId, {})).statusCode).toBe(401);
    const stranger = await signupAndLogin(t.app);
    expect((await view(orderId, { user: stranger })).statusCode).toBe(404);
    expect(await stateOf(orderId)).toEqual(before);

    await t.database.db.execute(
      sql`update orders set pay_now_due_at = now() - interval '1 minute' where id = ${orderId}`,
    );
    const expiredBefore = await stateOf(orderId);
    const expired = await view(orderId, { token });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(payNowMessages.expired);
    expect((await start(orderId, { token })).statusCode).toBe(409);
    expect(await stateOf(orderId)).toEqual(expiredBefore);
  });
});
