// The address book through the real routes: a customer's own addresses only, at most 10, exactly one default, each
// checked as checkout checks an order's address (the state is the PIN code's), and placed orders keep their copy.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, signupAndLogin, type TestUser } from '../../test/auth.ts';
import { addToCart, checkout, sizeInStock } from '../../test/checkout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const home = {
  label: 'Home',
  firstName: 'Kavya',
  lastName: 'Nair',
  phone: '9812345670',
  address: '12 Lake Road',
  apt: 'Flat 4B',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682001',
};
const office = {
  label: 'Office',
  firstName: 'Kavya',
  lastName: 'Nair',
  phone: '+91 98123 45670',
  address: '5 Parliament Street',
  apt: 'Floor 3',
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110001',
};

type Saved = { id: number; label: string | null; isDefault: boolean; city: string; phone: string };

const base = (u: TestUser, userId = u.userId) => `/api/users/${userId}/addresses`;
const add = (u: TestUser, body: object, userId = u.userId) =>
  t.app.inject(as(u.token, { method: 'POST', url: base(u, userId), payload: body }));
const list = async (u: TestUser) => (await t.app.inject(as(u.token, { url: base(u) }))).json() as Saved[];
const put = (u: TestUser, id: number, body: object, userId = u.userId) =>
  t.app.inject(as(u.token, { method: 'PUT', url: `${base(u, userId)}/${id}`, payload: body }));
const remove = (u: TestUser, id: number, userId = u.userId) =>
  t.app.inject(as(u.token, { method: 'DELETE', url: `${base(u, userId)}/${id}` }));
const defaults = (saved: Saved[]) => saved.filter((a) => a.isDefault).map((a) => a.id);

describe('address book', () => {
  it('saves, lists, changes and deletes one’s addresses; the first saved is the default', async () => {
    const me = await signupAndLogin(t.app);
    expect(await list(me)).toEqual([]);
    const first = await add(me, home);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Address saved',
      address: { label: 'Home', isDefault: true },
    });
    const second = await add(me, office);
    expect(second.statusCode).toBe(201);
    // The phone is kept as checkout keeps it: the 10 digits.
    expect(second.json().address).toMatchObject({ isDefault: false, phone: '9812345670', label: 'Office' });

    const saved = await list(me);
    expect(saved.map((a) => a.label)).toEqual(['Home', 'Office']);
    const changed = await put(me, second.json().address.id, { ...office, label: 'Work', city: 'Delhi' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Address updated',
      address: { label: 'Work', city: 'Delhi' },
    });
    // A blank label is none.
    expect(
      (await put(me, second.json().address.id, { ...office, label: '' })).json().address.label,
    ).toBeNull();

    const gone = await remove(me, second.json().address.id);
    expect(gone.json()).toEqual({ message: 'Address deleted' });
    expect((await list(me)).map((a) => a.id)).toEqual([first.json().address.id]);
    expect((await remove(me, second.json().address.id)).statusCode).toBe(404);
  });

  it('keeps at most 10 addresses and says so on the 11th', async () => {
    const me = await signupAndLogin(t.app);
    for (let i = 1; i <= 10; i++)
      expect((await add(me, { ...home, address: `${i} Lake Road` })).statusCode).toBe(201);
    const eleventh = await add(me, { ...home, address: '11 Lake Road' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      message: 'You can save up to 10 addresses. Delete one to add another.',
      code: 'CONFLICT',
    });
    expect(await list(me)).toHaveLength(10);
    // Room again after a delete.
    await remove(me, (await list(me))[3]!.id);
    expect((await add(me, { ...home, address: '11 Lake Road' })).statusCode).toBe(201);
  });

  it('keeps exactly one default: making one the default unsets the other, and the default cannot be unset', async () => {
    const me = await signupAndLogin(t.app);
    const a = (await add(me, home)).json().address.id as number;
    const b = (await add(me, { ...office, isDefault: true })).json().address.id as number;
    expect(defaults(await list(me))).toEqual([b]);
    await put(me, a, { ...home, isDefault: true });
    expect(defaults(await list(me))).toEqual([a]);
    // The default list comes first.
    expect((await list(me))[0]!.id).toBe(a);
    await put(me, a, { ...home, isDefault: false });
    expect(defaults(await list(me))).toEqual([a]);
    const stored = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from addresses where user_id = ${me.userId} and is_default`,
    );
    expect(stored[0]!.n).toBe(1);
  });

  it('deleting the default makes the most recently used address the default', async () => {
    const me = await signupAndLogin(t.app);
    const a = (await add(me, home)).json().address.id as number;
    const b = (await add(me, office)).json().address.id as number;
    const c = (await add(me, { ...home, label: 'Parents', address: '7 Hill Road' })).json().address
      .id as number;
    // An order to b marks it used: it is newer in use than c, though c was saved later.
    await addToCart(t.app, me, await sizeInStock(t.database.db), 1);
    const placed = await checkout(t.app, me, 'cod', { ...office, email: me.email });
    expect(placed.statusCode).toBe(200);
    await expect
      .poll(async () => (await list(me)).find((x) => x.id === b) as Saved & { lastUsedAt: string | null })
      .toMatchObject({ lastUsedAt: expect.any(String) });
    expect((await list(me)).map((x) => x.id)).toEqual([a, b, c]);
    await remove(me, a);
    expect(defaults(await list(me))).toEqual([b]);
    await remove(me, b);
    expect(defaults(await list(me))).toEqual([c]);
  });

  it('checks the address as checkout does: SPEC’s field messages, a 6-digit PIN code, and the PIN code’s state', async () => {
    const me = await signupAndLogin(t.app);
    const blank = await add(me, { ...home, firstName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('First name is required');
    const shortPin = await add(me, { ...home, postalCode: '68200' });
    expect(shortPin.statusCode).toBe(400);
    expect(shortPin.json().message).toContain('Please enter a valid 6-digit PIN code');
    const phone = await add(me, { ...home, phone: '12345' });
    expect(phone.json().message).toContain('Phone number must be 10 digits');
    const wrongState = await add(me, { ...office, state: 'Kerala' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toEqual({
      message: 'The PIN code 110001 is in Delhi, not Kerala',
      code: 'PIN_STATE_MISMATCH',
    });
    const unknown = await add(me, { ...home, postalCode: '999999' });
    expect(unknown.json()).toEqual({
      message: 'We could not find PIN code 999999. Please check it.',
      code: 'PIN_UNKNOWN',
    });
    const id = (await add(me, home)).json().address.id as number;
    const changed = await put(me, id, { ...home, postalCode: '110001' });
    expect(changed.json().code).toBe('PIN_STATE_MISMATCH');
    expect((await list(me))[0]).toMatchObject({ postalCode: '682001', state: 'Kerala' });
    // A label longer than 30 characters, and fields the server sets, are not taken.
    expect((await add(me, { ...home, label: 'x'.repeat(31) })).json().message).toContain(
      'Label must be at most 30 characters',
    );
  });

  it('refuses another customer (403) and a guest (401), and finds no other’s address under one’s own id', async () => {
    const me = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    const mine = (await add(me, home)).json().address.id as number;
    expect((await t.app.inject(as(other.token, { url: base(me) }))).statusCode).toBe(403);
    expect((await add(other, office, me.userId)).statusCode).toBe(403);
    expect((await put(other, mine, office, me.userId)).statusCode).toBe(403);
    expect((await remove(other, mine, me.userId)).statusCode).toBe(403);
    // Under the other's own id, my address is not there.
    expect((await put(other, mine, office)).statusCode).toBe(404);
    expect((await remove(other, mine)).statusCode).toBe(404);
    for (const call of [
      { method: 'GET' as const, url: base(me) },
      { method: 'POST' as const, url: base(me), payload: home },
      { method: 'PUT' as const, url: `${base(me)}/${mine}`, payload: home },
      { method: 'DELETE' as const, url: `${base(me)}/${mine}` },
    ]) {
      const res = await t.app.inject(call);
      expect(res.statusCode).toBe(401);
    }
    expect(await list(me)).toHaveLength(1);
    expect((await list(me))[0]!.city).toBe('Kochi');
  });

  it('a placed order keeps its own copy: editing or deleting the saved address changes nothing in it', async () => {
    const me = await signupAndLogin(t.app);
    const id = (await add(me, home)).json().address.id as number;
    await addToCart(t.app, me, await sizeInStock(t.database.db), 1);
    const placed = await checkout(t.app, me, 'cod', { ...home, email: me.email });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId as number;
    const before = (await t.app.inject(as(me.token, { url: `/api/order/get/${orderId}` }))).json();
    await put(me, id, { ...office, label: 'Moved' });
    const afterEdit = (await t.app.inject(as(me.token, { url: `/api/order/get/${orderId}` }))).json();
    expect(afterEdit).toEqual(before);
    expect(afterEdit).toMatchObject({
      address: '12 Lake Road',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682001',
    });
    await remove(me, id);
    expect((await t.app.inject(as(me.token, { url: `/api/order/get/${orderId}` }))).json()).toEqual(before);
  });

  it('empties the address book when the account is deleted', async () => {
    const me = await signupAndLogin(t.app);
    await add(me, home);
    expect(
      (await t.app.inject(as(me.token, { method: 'DELETE', url: `/api/users/${me.userId}` }))).statusCode,
    ).toBe(200);
    const left = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from addresses where user_id = ${me.userId}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
