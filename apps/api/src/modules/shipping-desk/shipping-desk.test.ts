// The shipping desk through its routes: the list of orders to ship, one PDF of labels and slips read back (its text,
// and its barcodes decoded from the rendered pages), the refusals, the permission, and the Shiprocket action
// against the local stand-in.
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../../../tools/demo-data/seed.ts';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { code128OnPages } from '../../test/barcode-reader.ts';
import { addToCart, checkout, type SizeInStock, sizeInStock } from '../../test/checkout.ts';
import { shiprocketStandIn } from '../../test/shiprocket-stand-in.ts';
import { shiprocketProvider } from '../delivery/shiprocket.ts';
import type { SandboxGateway } from '../payments/gateway.ts';
import { senderOf } from './service.ts';

async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text as string[];
}

/** A staff member of a role, signed in after the role was given (a token is signed for the role it had). */
async function staff(t: TestApp, role: string): Promise<string> {
  const u = await signupAndLogin(t.app);
  await t.database.db.execute(
    sql`update users set role = 'admin', staff_role = ${role} where id = ${u.userId}`,
  );
  return (await login(t.app, u.email, u.password)).token;
}

async function placeOrder(
  t: TestApp,
  method: 'cod' | 'online',
  lines: [SizeInStock, number][],
  address: Record<string, string> = {},
): Promise<number> {
  const shopper: TestUser = await signupAndLogin(t.app);
  for (const [size, quantity] of lines) await addToCart(t.app, shopper, size, quantity);
  const res = await checkout(t.app, shopper, method, address);
  expect(res.statusCode, res.body).toBe(200);
  if (method === 'cod') return res.json().orderId as number;
  const data = res.json().data as { orderId: number; order_id: string };
  const paid = await t.app.inject(
    as(shopper.token, {
      method: 'POST',
      url: '/api/order/verify-payment',
      payload: (t.app.gateway as SandboxGateway).pay(data.order_id),
    }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return data.orderId;
}

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the shipping desk (a shop shipping by hand)', () => {
  let t: TestApp;
  let owner: string;
  let fulfilment: string;
  let weighed: SizeInStock;
  let unweighed: SizeInStock;
  const ids = { cod: 0, prepaid: 0, unweighed: 0, noAddress: 0, fifth: 0 };

  const print = (token: string, orderIds: number[], kind: string) =>
    t.app.inject(
      as(token, { method: 'POST', url: '/api/admin/shipping-desk/print', payload: { orderIds, kind } }),
    );

  beforeAll(async () => {
    t = await testApp();
    owner = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
    fulfilment = await staff(t, 'fulfilment');
    weighed = await sizeInStock(t.database.db, 20);
    unweighed = await sizeInStock(t.database.db, 20, true);
    await t.database.db.execute(
      sql`update product_litres set weight_grams = null where id = ${unweighed.pl_id}`,
    );
    await t.database.db.execute(
      sql`update product_litres set weight_grams = 550, length_cm = 20, breadth_cm = 12, height_cm = 8
        where id = ${weighed.pl_id}`,
    );
    ids.cod = await placeOrder(t, 'cod', [[weighed, 2]]);
    ids.prepaid = await placeOrder(t, 'online', [[weighed, 1]], {
      firstName: 'Meera',
      lastName: 'Iyer',
      postalCode: '682011',
      phone: '9898989898',
    });
    ids.unweighed = await placeOrder(t, 'cod', [
      [weighed, 1],
      [unweighed, 1],
    ]);
    ids.noAddress = await placeOrder(t, 'cod', [[weighed, 1]]);
    ids.fifth = await placeOrder(t, 'cod', [[weighed, 3]]);
    // An order whose address was lost (an import, a data fix): it has nothing to print on a label.
    await t.database.db.execute(
      sql`update orders set address = '', city = '', postal_code = '' where id = ${ids.noAddress}`,
    );
    const awb = await t.app.inject(
      as(fulfilment, {
        method: 'PATCH',
        url: `/api/order/${ids.cod}/shipment`,
        payload: { courier_name: 'Delhivery', awb_code: 'DL123456789IN' },
      }),
    );
    expect(awb.statusCode, awb.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('lists the orders to ship with what to collect, the weight and what stops a label', async () => {
    const res = await t.app.inject(as(fulfilment, { url: '/api/admin/shipping-desk/orders?payment=cod' }));
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as {
      orders: { id: number; codPaise: number | null; weightGrams: number | null; problem: string | null }[];
      shiprocket: boolean;
    };
    expect(list.shiprocket).toBe(false);
    const byId = new Map(list.orders.map((o) => [o.id, o]));
    expect(byId.has(ids.prepaid)).toBe(false);
    expect(byId.get(ids.cod)).toMatchObject({ weightGrams: 1100, problem: null });
    expect(byId.get(ids.cod)!.codPaise).toBeGreaterThan(0);
    expect(byId.get(ids.unweighed)).toMatchObject({ weightGrams: null, problem: null });
    expect(byId.get(ids.noAddress)!.problem).toContain('has no street address, city, 6-digit PIN code');
    const online = (
      await t.app.inject(as(fulfilment, { url: '/api/admin/shipping-desk/orders?payment=online' }))
    ).json() as { orders: { id: number; codPaise: number | null }[] };
    expect(online.orders.find((o) => o.id === ids.prepaid)).toMatchObject({ codPaise: null });
    // A day range that ends before today finds none of today's orders; a bad range is refused.
    const past = await t.app.inject(
      as(fulfilment, { url: '/api/admin/shipping-desk/orders?from=2020-01-01&to=2020-01-31' }),
    );
    expect(past.json().orders).toEqual([]);
    const bad = await t.app.inject(
      as(fulfilment, { url: '/api/admin/shipping-desk/orders?from=2026-02-10&to=2026-02-01' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('to must be on or after from');
  });

  it('prints 4×6 labels whose text and barcodes carry sender, receiver, PIN, phone, COD or PREPAID, weight, order and AWB', async () => {
    const res = await print(fulfilment, [ids.cod, ids.prepaid, ids.unweighed], 'labels-4x6');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(3);
    const sender = await senderOf({ db: t.database.db });
    const [o] = await rows<{ total: number }>(
      t.database.db,
      sql`select total_paise as total from orders where id = ${ids.cod}`,
    );
    const codLabel = pages[0]!;
    for (const part of [
      sender.name,
      sender.lines[0]!,
      sender.phone,
      'Kavya Nair',
      '12 Lake Road',
      'PIN 682001',
      'Phone 9812345670',
      `COD: COLLECT ${rupees(o!.total)}`,
      'Weight: 1.1 kg',
      `Order #${ids.cod}`,
      'DELHIVERY',
      'AWB DL123456789IN',
    ])
      expect(codLabel).toContain(part);
    if (sender.gstin) expect(codLabel).toContain(`GSTIN ${sender.gstin}`);
    expect(pages[1]).toContain('PREPAID');
    expect(pages[1]).toContain('Meera Iyer');
    expect(pages[1]).toContain('PIN 682011');
    expect(pages[1]).toContain('Phone 9898989898');
    expect(pages[1]).toContain('Weight: 0.55 kg');
    expect(pages[1]).not.toContain('COD');
    expect(pages[1]).toContain('COURIER: NOT BOOKED');
    expect(pages[2]).toContain('Weight not set');
    // The bars themselves, rendered and scanned: the order number on each label, the AWB where it is known.
    const barcodes = code128OnPages(pdf);
    expect(barcodes[0]!.sort()).toEqual(['DL123456789IN', String(ids.cod)].sort());
    expect(barcodes[1]).toEqual([String(ids.prepaid)]);
    expect(barcodes[2]).toEqual([String(ids.unweighed)]);
  });

  it('prints four labels to an A4 page, and packing slips with items, sizes, SKUs, quantities and the order barcode', async () => {
    const a4 = await print(fulfilment, [ids.cod, ids.prepaid, ids.unweighed, ids.fifth], 'labels-a4');
    expect(a4.statusCode, a4.body).toBe(200);
    const a4Pages = await pdfPages(a4.rawPayload);
    expect(a4Pages).toHaveLength(1);
    for (const id of [ids.cod, ids.prepaid, ids.unweighed, ids.fifth])
      expect(a4Pages[0]).toContain(`Order #${id}`);
    const a4Codes = code128OnPages(a4.rawPayload)[0]!;
    expect(a4Codes.sort()).toEqual(
      ['DL123456789IN', ...[ids.cod, ids.prepaid, ids.unweighed, ids.fifth].map(String)].sort(),
    );

    const slips = await print(fulfilment, [ids.unweighed, ids.fifth, ids.cod], 'slips');
    expect(slips.statusCode, slips.body).toBe(200);
    const slipPages = await pdfPages(slips.rawPayload);
    // Two slips to a page.
    expect(slipPages).toHaveLength(2);
    const [line] = await rows<{ name: string; size: string; sku: string }>(
      t.database.db,
      sql`select i.product_name as name, i.litre_label as size, pl.sku from order_items i
        join product_litres pl on pl.id = i.product_litre_id where i.order_id = ${ids.fifth}`,
    );
    expect(slipPages[0]).toContain('PACKING SLIP');
    expect(slipPages[0]).toContain(`Order #${ids.fifth}`);
    expect(slipPages[0]).toContain(line!.name);
    expect(slipPages[0]).toContain(line!.size);
    expect(slipPages[0]).toContain(line!.sku);
    expect(slipPages[0]).toContain('3 units in 1 line');
    expect(slipPages[0]).toContain('Weight not set for');
    const slipCodes = code128OnPages(slips.rawPayload);
    expect(slipCodes[0]!.sort()).toEqual([String(ids.unweighed), String(ids.fifth)].sort());
    expect(slipCodes[1]).toEqual([String(ids.cod)]);

    const both = await print(fulfilment, [ids.prepaid], 'slips-and-labels');
    expect(both.statusCode, both.body).toBe(200);
    const bothPages = await pdfPages(both.rawPayload);
    expect(bothPages).toHaveLength(1);
    expect(bothPages[0]).toContain('PREPAID');
    expect(bothPages[0]).toContain('PACKING SLIP');
  });

  it('refuses a label for an order with no address, naming it, and prints nothing of the batch', async () => {
    const res = await print(fulfilment, [ids.cod, ids.noAddress], 'labels-a4');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `Order #${ids.noAddress} has no street address, city, 6-digit PIN code to print on its label: add the delivery address to the order first. Nothing was printed: take it out of the selection or fix it.`,
    );
    expect(res.headers['content-type']).not.toBe('application/pdf');
    // Its packing slip needs no address.
    expect((await print(fulfilment, [ids.noAddress], 'slips')).statusCode).toBe(200);
    const unknown = await print(fulfilment, [ids.cod, 999_999], 'slips');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No placed order #999999.');
    const twice = await print(fulfilment, [ids.cod, ids.cod], 'slips');
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('An order is chosen twice');
  });

  it('is Fulfilment’s, Managers’ and the Owner’s: a Catalogue member, a shopper and a guest are refused', async () => {
    const catalogue = await staff(t, 'catalogue');
    const shopper = (await signupAndLogin(t.app)).token;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/shipping-desk/orders' },
      {
        method: 'POST' as const,
        url: '/api/admin/shipping-desk/print',
        payload: { orderIds: [ids.cod], kind: 'slips' },
      },
      {
        method: 'POST' as const,
        url: '/api/admin/shipping-desk/shiprocket',
        payload: { orderIds: [ids.cod] },
      },
    ];
    for (const call of calls) {
      const refused = await t.app.inject(as(catalogue, call));
      expect(refused.statusCode, call.url).toBe(403);
      expect(refused.json().message).toContain('shipping.');
      expect((await t.app.inject(as(shopper, call))).statusCode).toBe(403);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    const manager = await staff(t, 'manager');
    expect((await print(manager, [ids.cod], 'slips')).statusCode).toBe(200);
    expect((await print(owner, [ids.cod], 'slips')).statusCode).toBe(200);
    // Without Shiprocket the courier is booked by hand.
    const ship = await t.app.inject(as(fulfilment, calls[2]!));
    expect(ship.statusCode).toBe(422);
    expect(ship.json().message).toContain('Shiprocket is not configured');
  });
});

describe('the shipping desk with Shiprocket (its local stand-in)', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof shiprocketStandIn>>;
  let fulfilment: string;

  beforeAll(async () => {
    standIn = await shiprocketStandIn();
    t = await testApp({
      shipping: shiprocketProvider({
        email: 'ops@chamak.example',
        password: 'pw',
        pickupLocation: 'Primary',
        baseUrl: standIn.baseUrl,
      }),
    });
    fulfilment = await staff(t, 'fulfilment');
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('books each order (order, AWB, pickup), then labels and manifest; a failing order is named and the others go on', async () => {
    const weighed = await sizeInStock(t.database.db, 20);
    const unweighed = await sizeInStock(t.database.db, 20, true);
    await t.database.db.execute(
      sql`update product_litres set weight_grams = null where id = ${unweighed.pl_id}`,
    );
    await t.database.db.execute(
      sql`update product_litres set weight_grams = 550, length_cm = 20, breadth_cm = 12, height_cm = 8
        where id = ${weighed.pl_id}`,
    );
    const first = await placeOrder(t, 'cod', [[weighed, 2]]);
    const refused = await placeOrder(t, 'online', [[weighed, 1]]);
    const noWeight = await placeOrder(t, 'cod', [[unweighed, 1]]);
    const list = await t.app.inject(as(fulfilment, { url: '/api/admin/shipping-desk/orders' }));
    expect(list.json().shiprocket).toBe(true);

    // The stand-in numbers shipments from 7001 in the order they are created: the second one's AWB is refused.
    standIn.refuseAwbFor.add('7002');
    standIn.calls.length = 0;
    const res = await t.app.inject(
      as(fulfilment, {
        method: 'POST',
        url: '/api/admin/shipping-desk/shiprocket',
        payload: { orderIds: [first, refused, noWeight] },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.results).toEqual([
      {
        orderId: first,
        ok: true,
        done: ['order created', 'AWB assigned', 'pickup requested'],
        awbCode: 'SR700177',
        courierName: 'Blue Dart',
        message: null,
      },
      {
        orderId: refused,
        ok: false,
        done: ['order created'],
        awbCode: null,
        courierName: null,
        message: expect.stringContaining('Delivery postcode not serviceable'),
      },
      {
        orderId: noWeight,
        ok: false,
        done: [],
        awbCode: null,
        courierName: null,
        message: expect.stringContaining('Weight not set for'),
      },
    ]);
    expect(reply.message).toBe('Booked 1 of 3 orders; 2 did not go: see each.');
    expect(reply.labelUrl).toBe('https://shiprocket.example/labels/7001.pdf');
    expect(reply.manifestUrl).toBe('https://shiprocket.example/manifests/7001.pdf');
    // (The sign-in happened when the orders were placed: their PIN codes were asked about then.)
    const paths = standIn.calls.map((c) => c.path);
    expect(paths).toEqual([
      '/orders/create/adhoc',
      '/courier/assign/awb',
      '/courier/generate/pickup',
      '/orders/create/adhoc',
      '/courier/assign/awb',
      '/courier/generate/label',
      '/manifests/generate',
    ]);
    // The sizes' weight and box went to the courier: two units of 550 g, 20×12 cm, stacked 16 cm high.
    expect(standIn.calls[0]!.body).toMatchObject({
      order_id: String(first),
      payment_method: 'COD',
      weight: 1.1,
      length: 20,
      breadth: 12,
      height: 16,
    });
    expect(standIn.calls[3]!.body).toMatchObject({ payment_method: 'Prepaid', weight: 0.55 });
    const orders = await rows<{
      id: number;
      status: number;
      awb_code: string | null;
      shipment_id: string | null;
    }>(
      t.database.db,
      sql`select id, status, awb_code, shipment_id from orders where id in (${first}, ${refused}, ${noWeight}) order by id`,
    );
    expect(orders).toEqual([
      { id: first, status: 3, awb_code: 'SR700177', shipment_id: '7001' },
      { id: refused, status: 1, awb_code: null, shipment_id: '7002' },
      { id: noWeight, status: 1, awb_code: null, shipment_id: null },
    ]);

    // Once the courier serves it, a retry goes on from where it stopped: no second courier order.
    standIn.refuseAwbFor.clear();
    standIn.calls.length = 0;
    const retry = await t.app.inject(
      as(fulfilment, {
        method: 'POST',
        url: '/api/admin/shipping-desk/shiprocket',
        payload: { orderIds: [refused] },
      }),
    );
    expect(retry.json().results[0]).toMatchObject({
      ok: true,
      done: ['AWB assigned', 'pickup requested'],
      awbCode: 'SR700277',
    });
    expect(standIn.calls.map((c) => c.path)).not.toContain('/orders/create/adhoc');
    // Its own label now carries the courier and the AWB barcode.
    const label = await t.app.inject(
      as(fulfilment, {
        method: 'POST',
        url: '/api/admin/shipping-desk/print',
        payload: { orderIds: [refused], kind: 'labels-4x6' },
      }),
    );
    expect(label.statusCode).toBe(200);
    expect(code128OnPages(label.rawPayload)[0]!.sort()).toEqual(['SR700277', String(refused)].sort());
    expect((await pdfPages(label.rawPayload))[0]).toContain('BLUE DART');
  });
});
