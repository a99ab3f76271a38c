// Two server processes tick the renewal job at the same moment (decision 0326): each cycle is announced once and
// debited once. Two apps on one database stand for the two processes (test/two-apps.ts): on PostgreSQL each has
// its own pool, so their claims race as two processes' do; each has its own sandbox gateway, so a debit taken
// twice would show in one of the two.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { as, signupAndLogin } from '../../test/auth.ts';
import { checkoutAddress, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { type Pair, twoProcesses } from '../../test/two-apps.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { runRenewals } from './renewals.ts';

const hour = 3_600_000;
const subscribers = 12;
const dueOn = '2027-03-01';
const due = new Date(`${dueOn}T00:00:00+05:30`).getTime();
let p: Pair;
let size: SizeInStock;

const sandboxOf = (app: FastifyInstance) => app.gateway as SandboxGateway;

beforeAll(async () => {
  p = await twoProcesses({});
  size = await sizeInStock(p.a.ctx.db, 2 * subscribers + 5);
  await p.a.ctx.db.execute(
    sql`update product_litres set subscribable = true, subscription_intervals = '{30}', subscriber_discount = 10
      where id = ${size.pl_id}`,
  );
}, 120_000);
afterAll(() => p?.close());

/** A shopper subscribed through one app or the other, the first order paid on its mandate. */
async function subscribe(app: FastifyInstance, n: number): Promise<number> {
  const user = await signupAndLogin(app, { fullname: `Twin Subscriber ${n}` });
  const res = await app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: {
        ...checkoutAddress,
        email: `twin.subscriber.${n}@example.com`,
        productId: size.product_id,
        pl_id: size.pl_id,
        quantity: 1,
        intervalDays: 30,
        method: 'upi',
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const paid = await app.inject(
    as(user.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: sandboxOf(app).mandates.authorise(res.json().data.order_id),
    }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return res.json().data.subscriptionId as number;
}

describe('renewals ticked by two processes at once', () => {
  it('announces, debits and pays each subscription’s cycle once', async () => {
    const ids: number[] = [];
    for (let n = 0; n < subscribers; n++) ids.push(await subscribe(n % 2 ? p.b : p.a, n));
    // All due on one day, so both processes find every one of them due.
    await p.a.ctx.db.execute(sql`update subscriptions set next_due_on = ${dueOn}::date where id in ${ids}`);

    const both = async (at: Date) => {
      const [a, b] = await Promise.all([runRenewals(p.a.ctx, at), runRenewals(p.b.ctx, at)]);
      await Promise.all([sandboxOf(p.a).settled(), sandboxOf(p.b).settled()]);
      return [a, b];
    };
    const [a1, b1] = await both(new Date(due - 47 * hour));
    expect(a1!.announced + b1!.announced).toBe(subscribers);
    const [a2, b2] = await both(new Date(due - 25 * hour));
    expect(a2!.debits + b2!.debits).toBe(subscribers);
    // A second tick of both finds nothing left to do.
    const [a3, b3] = await both(new Date(due - 24 * hour));
    expect(a3!.announced + b3!.announced + a3!.debits + b3!.debits).toBe(0);

    const cycles = await rows<{ subscription_id: number; n: number; states: string[]; orders: number }>(
      p.a.ctx.db,
      sql`select subscription_id, count(*)::int as n, array_agg(state) as states,
          count(distinct order_id)::int as orders
        from subscription_cycles where subscription_id in ${ids} group by subscription_id`,
    );
    expect(cycles).toHaveLength(subscribers);
    for (const c of cycles) expect(c).toMatchObject({ n: 1, states: ['paid'], orders: 1 });

    // One debit per subscription across both gateways, one notice mail each.
    const debits = [...sandboxOf(p.a).mandates.debits, ...sandboxOf(p.b).mandates.debits];
    expect(debits).toHaveLength(subscribers);
    expect(new Set(debits.map((d) => d.tokenId)).size).toBe(subscribers);
    const [mails] = await rows<{ n: number; people: number }>(
      p.a.ctx.db,
      sql`select count(*)::int as n, count(distinct "to")::int as people from mail_outbox
        where "to" like 'twin.subscriber.%' and subject like 'Your subscription: %'`,
    );
    expect(mails).toEqual({ n: subscribers, people: subscribers });
    // Each renewal's order was paid once: stock taken once per subscription.
    const [renewals] = await rows<{ paid: number }>(
      p.a.ctx.db,
      sql`select count(*)::int as paid from orders o join subscription_cycles c on c.order_id = o.id
        where c.subscription_id in ${ids} and o.payment_status = 'paid'`,
    );
    expect(renewals!.paid).toBe(subscribers);
  }, 120_000);
});
