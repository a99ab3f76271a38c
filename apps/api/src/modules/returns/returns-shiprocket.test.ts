// A return's reverse pickup through Shiprocket, against a local stand-in of its documented API: approving
// with pickup "shiprocket" logs in, creates the return order (POST /orders/create/return: the shopper's
// address as pickup_*, the shop's registered address as shipping_*, amounts in rupees) and asks for a return
// AWB (is_return 1); a Shiprocket failure answers 502 and leaves the return requested.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrderStatus } from '@chamak/shared/order-state';
import type { OrderReturn } from '@chamak/shared/returns';
import { defaultSellerIdentity } from '@chamak/shared/seller';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, seedDemo } from '../../../../../tools/demo-data/seed.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { localStorage } from '../../plugins/storage.ts';
import { openTestDatabase } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';
import { addToCart, checkout, checkoutAddress, sizeInStock } from '../../test/checkout.ts';
import { fields, multipart } from '../../test/multipart.ts';
import { testMediaDir } from '../../test/paths.ts';
import { shiprocketProvider } from '../delivery/shiprocket.ts';

const calls: { method: string; url: string; auth?: string; body?: Record<string, unknown> }[] = [];
let failCreate = false;
const fake = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    const url = req.url!.replace('/v1/external', '');
    if (url === '/auth/login') return res.end(JSON.stringify({ token: 'sr-token' }));
    if (req.headers.authorization !== 'Bearer sr-token') {
      res.statusCode = 401;
      return res.end(JSON.stringify({ message: 'Unauthenticated' }));
    }
    if (url === '/orders/create/return') {
      if (failCreate) {
        res.statusCode = 422;
        return res.end(JSON.stringify({ message: 'Oops! Invalid pickup pincode.' }));
      }
      return res.end(
        JSON.stringify({ order_id: 8801, shipment_id: 6601, status: 'RETURN PENDING', status_code: 21 }),
      );
    }
    if (url === '/courier/assign/awb')
      return res.end(
        JSON.stringify({
          awb_assign_status: 1,
          response: { data: { awb_code: 'RT445566', shipment_id: 6601 } },
        }),
      );
    res.statusCode = 404;
    res.end('{}');
  });
});

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let admin: string;

beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1/external`;
  ({ database, drop } = await openTestDatabase());
  await seedDemo(database.db);
  app = await buildApp({
    config: {
      ...loadConfig({ NODE_ENV: 'test' }),
      mediaDir: testMediaDir,
      authRateLimit: { perIpPerMinute: 10_000, perAccountPer15Minutes: 10_000 },
    },
    database,
    storage: localStorage(testMediaDir),
    shipping: shiprocketProvider({
      email: 'ops@chamak.example',
      password: 'pw',
      pickupLocation: 'Primary',
      baseUrl,
    }),
  });
  await app.ready();
  admin = (await login(app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
  fake.close();
});

/** A delivered cash order of 2 units of one size, and a return of both asked by its shopper. */
async function askedReturn(): Promise<{ orderId: number; ret: OrderReturn }> {
  const user = await signupAndLogin(app);
  await addToCart(app, user, await sizeInStock(database.db, 10), 2);
  const orderId = (await checkout(app, user, 'cod')).json().orderId as number;
  await app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/order/${orderId}/shipment`,
      payload: { status: OrderStatus.Delivered },
    }),
  );
  const [item] = await rows<{ id: number }>(
    database.db,
    sql`select id from order_items where order_id = ${orderId}`,
  );
  const form = multipart(
    fields({ items: JSON.stringify([{ orderItemId: item!.id, quantity: 2 }]), reason: 'damaged' }),
  );
  const asked = await app.inject(
    as(user.token, {
      method: 'POST',
      url: `/api/order/${orderId}/returns`,
      payload: form.payload,
      headers: form.headers,
    }),
  );
  expect(asked.statusCode).toBe(201);
  return { orderId, ret: asked.json().return };
}

const approve = (id: number) =>
  app.inject(
    as(admin, { method: 'POST', url: `/api/admin/returns/${id}/approve`, payload: { pickup: 'shiprocket' } }),
  );

describe('a reverse pickup through Shiprocket', () => {
  it('creates the return order as Shiprocket documents it and keeps its AWB', async () => {
    const { orderId, ret } = await askedReturn();
    calls.length = 0;
    const res = await approve(ret.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().return).toMatchObject({
      status: 'approved',
      pickup: 'shiprocket',
      pickupAwb: 'RT445566',
    });
    const create = calls.find((c) => c.url === '/v1/external/orders/create/return')!;
    expect(create).toMatchObject({ method: 'POST', auth: 'Bearer sr-token' });
    const seller = defaultSellerIdentity;
    expect(create.body).toMatchObject({
      order_id: `R${ret.id}-${orderId}`,
      pickup_customer_name: checkoutAddress.firstName,
      pickup_last_name: checkoutAddress.lastName,
      pickup_address: checkoutAddress.address,
      pickup_city: checkoutAddress.city,
      pickup_state: checkoutAddress.state,
      pickup_pincode: checkoutAddress.postalCode,
      pickup_phone: checkoutAddress.phone,
      pickup_country: 'India',
      shipping_customer_name: seller.tradeName,
      shipping_city: 'Pune',
      shipping_state: seller.state,
      shipping_pincode: '411026',
      shipping_country: 'India',
      payment_method: 'PREPAID',
      // Rupees, not paise: the return's value.
      sub_total: ret.amount,
      order_items: [expect.objectContaining({ units: 2, selling_price: ret.amount / 2 })],
    });
    expect(calls.find((c) => c.url === '/v1/external/courier/assign/awb')?.body).toEqual({
      shipment_id: '6601',
      is_return: 1,
    });
    const [row] = await rows<{ pickup_shipment_id: string }>(
      database.db,
      sql`select pickup_shipment_id from returns where id = ${ret.id}`,
    );
    expect(row!.pickup_shipment_id).toBe('6601');
  });

  it('answers 502 and leaves the return requested when Shiprocket refuses', async () => {
    const { ret } = await askedReturn();
    failCreate = true;
    try {
      const res = await approve(ret.id);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/Shiprocket did not book the reverse pickup/);
    } finally {
      failCreate = false;
    }
    const [row] = await rows<{ status: string }>(
      database.db,
      sql`select status from returns where id = ${ret.id}`,
    );
    expect(row!.status).toBe('requested');
  });
});
