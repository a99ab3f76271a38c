// The e-way bill rules both sides read: the threshold at its edge, and the inputs the portal takes.
import { describe, expect, it } from 'vitest';
import {
  ewayBillNumberBody,
  ewayBillRequired,
  ewayBillTransportBody,
  isVehicleNo,
  portalRupees,
} from './eway-bill.ts';

describe('ewayBillRequired', () => {
  it('needs one only above the threshold: ₹50,000 between states, the setting within one', () => {
    const inter = (v: number) =>
      ewayBillRequired({ consignmentValuePaise: v, interState: true, intraStateThresholdPaise: 1_00_000_00 });
    expect(inter(50_000_00)).toBe(false);
    expect(inter(50_000_01)).toBe(true);
    const intra = (v: number) =>
      ewayBillRequired({
        consignmentValuePaise: v,
        interState: false,
        intraStateThresholdPaise: 1_00_000_00,
      });
    expect(intra(50_000_01)).toBe(false);
    expect(intra(1_00_000_00)).toBe(false);
    expect(intra(1_00_000_01)).toBe(true);
  });
});

describe('the transport details', () => {
  it('takes the vehicle numbers the portal takes, written any way', () => {
    for (const ok of [
      'MH12AB1234',
      'mh 12 ab 1234',
      'DL1C1234',
      'KA011234',
      'ABC1234',
      '22BH1234AB',
      'TR12345678',
    ])
      expect(isVehicleNo(ok), ok).toBe(true);
    for (const bad of ['MH12-ABCD', '1234', 'MH12AB12345', 'M12AB1234'])
      expect(isVehicleNo(bad), bad).toBe(false);
  });

  it('names the field of a bad distance, transporter ID or number', () => {
    const base = { mode: 'road', vehicleNo: 'MH12AB1234', distanceKm: 10 };
    const problem = (body: object) => {
      const r = ewayBillTransportBody.safeParse(body);
      return r.success ? null : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
    };
    expect(problem(base)).toBeNull();
    expect(problem({ ...base, distanceKm: 4000 })).toBeNull();
    expect(problem({ ...base, distanceKm: 4001 })).toMatch(/^distanceKm: /);
    expect(problem({ ...base, distanceKm: 0 })).toMatch(/^distanceKm: /);
    expect(problem({ ...base, transporterId: '27AAPFU0939F1Z' })).toMatch(/^transporterId: /);
    expect(problem({ ...base, isAdmin: true })).not.toBeNull();
    const number = ewayBillNumberBody.safeParse({
      number: '1234 5678 901',
      date: '2026-11-30',
      validUntil: '2026-12-01',
    });
    expect(number.success ? null : number.error.issues[0]!.path).toEqual(['number']);
  });

  it('writes paise as the portal’s rupees with two decimals', () => {
    expect(portalRupees(5_000_001)).toBe(50_000.01);
    expect(portalRupees(10)).toBe(0.1);
  });
});
