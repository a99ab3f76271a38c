// The seller's legal identity in the settings: what the storefront reads, what the admin may save, and the
// clear 400 that names the field when a GSTIN, state or prefix is wrong.
import { gstinCheckCharacter } from '@chamak/shared/gst';
import type { SellerIdentity } from '@chamak/shared/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoSeller } from '../../../../../tools/demo-data/seed.ts';
import { type TestApp, testApp } from '../../test/app.ts';
import { as, login, signupAndLogin } from '../../test/auth.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // A cache that outlives the test, so a save that forgot to invalidate it would show the old seller.
  t = await testApp({ cacheTtlMs: 60_000 });
  admin = (await login(t.app, demoAccounts.admin.email, demoAccounts.admin.password)).token;
});
afterAll(() => t?.close());

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const karnataka: SellerIdentity = {
  ...demoSeller,
  legalName: 'Chamak Retail LLP',
  gstin: gstin('29AAKFC1234M1Z'),
  registeredAddress: ['14 MG Road', 'Bengaluru, Karnataka 560001'],
  state: 'Karnataka',
  licences: [{ label: 'FSSAI', number: '11224999000123' }],
  invoicePrefix: 'CR',
  creditNotePrefix: 'CRN',
};

const put = (seller: unknown) =>
  t.app.inject(as(admin, { method: 'PUT', url: '/api/admin/settings', payload: { seller } }));

describe('the seller identity', () => {
  it('is public: GET /api/settings gives the demo seller, GSTIN, grievance officer and customer care', async () => {
    const res = await t.app.inject('/api/settings');
    expect(res.statusCode).toBe(200);
    const { seller } = res.json() as { seller: SellerIdentity };
    expect(seller).toEqual(demoSeller);
    expect(seller.gstin).toBe('27AAJCC4821K1ZH');
    expect(seller.grievanceOfficer.email).toBe('grievance@chamak.example');
  });

  it('is saved by an admin and read back at once, with the GSTIN in capitals and spaces trimmed', async () => {
    // Read once, so a stale cached answer would be there to be served.
    await t.app.inject('/api/settings');
    const res = await put({
      ...karnataka,
      gstin: ` ${karnataka.gstin!.toLowerCase()} `,
      invoicePrefix: 'cr',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { seller, shop } = (await t.app.inject('/api/settings')).json() as {
      seller: SellerIdentity;
      shop: { name: string };
    };
    expect(seller).toEqual(karnataka);
    expect(shop.name).toBe('Chamak');
  });

  it('leaves the seller as it is when a save carries only other parts', async () => {
    const before = (await t.app.inject('/api/settings')).json();
    expect(
      (
        await t.app.inject(
          as(admin, {
            method: 'PUT',
            url: '/api/admin/settings',
            payload: { delivery: before.delivery },
          }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject('/api/settings')).json().seller).toEqual(before.seller);
  });

  it('may have no GSTIN until the shop is registered', async () => {
    const { gstin: _, ...unregistered } = karnataka;
    expect((await put(unregistered)).statusCode).toBe(200);
    expect((await t.app.inject('/api/settings')).json().seller.gstin).toBeUndefined();
    expect((await put(karnataka)).statusCode).toBe(200);
  });

  it.each([
    [{ gstin: '29AAKFC1234M1Z' }, 'seller/gstin: GSTIN must be 15 characters'],
    [
      { gstin: `${gstin('29AAKFC1234M1Z').slice(0, 14)}0` },
      'seller/gstin: GSTIN check character does not match',
    ],
    [{ gstin: gstin('29AAKF01234M1Z') }, 'seller/gstin: GSTIN must carry a valid PAN (characters 3 to 12)'],
    [{ gstin: gstin('27AAKFC1234M1Z') }, "seller/gstin: GSTIN state code 27 is not Karnataka's (29)"],
    [{ state: 'Bombay' }, 'seller/state: State must be an Indian state or union territory'],
    [
      { invoicePrefix: 'CHA/' },
      'seller/invoicePrefix: Invoice prefix must be 1 to 3 capital letters or digits',
    ],
    [
      { invoicePrefix: 'ABCD' },
      'seller/invoicePrefix: Invoice prefix must be 1 to 3 capital letters or digits',
    ],
    [
      { creditNotePrefix: 'CR' },
      'seller/creditNotePrefix: Credit note prefix must differ from the invoice prefix',
    ],
    [{ legalName: '  ' }, 'seller/legalName: Legal name is required'],
    [{ registeredAddress: [] }, 'seller/registeredAddress: Registered address is required'],
    [
      { grievanceOfficer: { ...karnataka.grievanceOfficer, email: 'nobody' } },
      'seller/grievanceOfficer/email: Grievance officer e-mail must be a valid e-mail address',
    ],
    [
      { customerCare: { ...karnataka.customerCare, phone: 'call us' } },
      'seller/customerCare/phone: Customer care phone must be a phone number',
    ],
  ])('refuses %j with a 400 that names the field', async (change, message) => {
    const res = await put({ ...karnataka, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
    expect((await t.app.inject('/api/settings')).json().seller).toEqual(karnataka);
  });

  it('is changed only by an admin', async () => {
    const customer = await signupAndLogin(t.app);
    const payload = { seller: { ...karnataka, legalName: 'Someone Else Pvt Ltd' } };
    const asCustomer = await t.app.inject(
      as(customer.token, { method: 'PUT', url: '/api/admin/settings', payload }),
    );
    expect(asCustomer.statusCode).toBe(403);
    const asGuest = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload });
    expect(asGuest.statusCode).toBe(401);
    expect((await t.app.inject('/api/settings')).json().seller.legalName).toBe('Chamak Retail LLP');
  });
});

describe('a shop nobody has set up', () => {
  it('shows the demo identity without a GSTIN, so no invoice carries a made-up registration', async () => {
    const empty = await testApp({ seed: false });
    try {
      const { seller } = (await empty.app.inject('/api/settings')).json() as { seller: SellerIdentity };
      expect(seller.legalName).toBe('Chamak Home Care Private Limited');
      expect(seller.gstin).toBeUndefined();
      expect([seller.invoicePrefix, seller.creditNotePrefix]).toEqual(['CH', 'CN']);
    } finally {
      await empty.close();
    }
  });
});
