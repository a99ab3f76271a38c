import { describe, expect, it } from 'vitest';
import {
  type CodRiskFacts,
  codRiskScore,
  defaultCodRiskWeights,
  noHistory,
  weakAddress,
} from './cod-risk.ts';

/** A returning customer's ordinary order: every signal quiet. */
const quiet: CodRiskFacts = {
  phone: { delivered: 4, failed: 0, cancelled: 0 },
  address: { delivered: 4, failed: 0, cancelled: 0 },
  pin: { pin: '411026', delivered: 80, failed: 12, cancelled: 3 },
  zone: { name: '411', delivered: 900, failed: 150, cancelled: 20 },
  shopFailureRate: 0.18,
  orderPaise: 64_900,
  medianOrderPaise: 59_900,
  unitsOfOneSize: 2,
  addressLine: 'Flat 5C, 21 Janpath, Shivajinagar',
  hour: 14,
  wrongCodes: 0,
};

const signals = (facts: CodRiskFacts) => codRiskScore(facts).reasons.map((r) => r.signal);

describe('the COD risk score', () => {
  it('is 0 with no reason for a returning customer’s ordinary order', () => {
    expect(codRiskScore(quiet)).toEqual({ score: 0, reasons: [] });
  });

  it('gives a number that refused its only parcel two thirds of its weight, in words, and three of three all', () => {
    const once = codRiskScore({ ...quiet, phone: { delivered: 0, failed: 1, cancelled: 0 } });
    expect(once.reasons).toEqual([
      {
        signal: 'phoneFailures',
        // (1 + 2 × 0.18) / (1 + 2) = 0.453 failed, 0.65 of the way from the shop's 0.18 to 0.6
        points: 29.3,
        text: 'This phone number refused or returned 1 of 1 COD order',
      },
    ]);
    expect(once.score).toBe(29);
    const thrice = codRiskScore({ ...quiet, phone: { delivered: 0, failed: 3, cancelled: 0 } });
    expect(thrice.reasons[0]).toMatchObject({
      signal: 'phoneFailures',
      points: defaultCodRiskWeights.phoneFailures,
    });
  });

  it('forgives one refusal among many deliveries', () => {
    const risk = codRiskScore({ ...quiet, phone: { delivered: 12, failed: 1, cancelled: 0 } });
    expect(risk.score).toBe(0);
  });

  it('reads a PIN only on many orders: a PIN with two returns of two says little, one returning half says much', () => {
    const few = codRiskScore({ ...quiet, pin: { pin: '744101', delivered: 0, failed: 2, cancelled: 0 } });
    const many = codRiskScore({ ...quiet, pin: { pin: '744101', delivered: 50, failed: 50, cancelled: 0 } });
    const fewPoints = few.reasons.find((r) => r.signal === 'pinFailures')?.points ?? 0;
    expect(fewPoints).toBeGreaterThan(0);
    expect(fewPoints).toBeLessThan(defaultCodRiskWeights.pinFailures / 2);
    expect(many.reasons.find((r) => r.signal === 'pinFailures')).toMatchObject({
      points: defaultCodRiskWeights.pinFailures,
      text: 'PIN 744101: 45 % of COD parcels fail (shop: 18 %)',
    });
  });

  it('names a first order, a high value, many units, a weak address, a late hour and wrong codes', () => {
    const risk = codRiskScore({
      ...quiet,
      phone: noHistory,
      address: noHistory,
      orderPaise: 299_900,
      unitsOfOneSize: 8,
      addressLine: 'Near temple',
      hour: 2,
      wrongCodes: 3,
    });
    expect(risk.reasons.map((r) => [r.signal, r.points])).toEqual([
      ['manyUnits', 20],
      ['weakAddress', 20],
      ['wrongCodes', 20],
      ['lateHour', 15],
      ['firstOrder', 10],
      ['highValue', 10],
    ]);
    expect(risk.score).toBe(95);
    expect(risk.reasons.find((r) => r.signal === 'highValue')?.text).toBe(
      "₹2,999.00 is 5.0 times the shop's usual COD order (₹599.00)",
    );
  });

  it('scales the value and the units between their thresholds', () => {
    // 2.25 times the median is half-way from 1.5 to 3 times.
    const value = codRiskScore({ ...quiet, orderPaise: 134_775 });
    expect(value.reasons).toEqual([expect.objectContaining({ signal: 'highValue', points: 5 })]);
    const units = codRiskScore({ ...quiet, unitsOfOneSize: 4 });
    expect(units.reasons).toEqual([expect.objectContaining({ signal: 'manyUnits', points: 4 })]);
  });

  it('counts cancellations against the number, and stops at 100', () => {
    expect(signals({ ...quiet, phone: { delivered: 1, failed: 0, cancelled: 3 } })).toEqual([
      'phoneCancellations',
    ]);
    const worst = codRiskScore({
      ...quiet,
      phone: { delivered: 0, failed: 3, cancelled: 2 },
      address: { delivered: 0, failed: 3, cancelled: 0 },
      pin: { pin: '744101', delivered: 10, failed: 90, cancelled: 0 },
      zone: { name: '744', delivered: 100, failed: 300, cancelled: 0 },
      addressLine: 'x',
      hour: 1,
    });
    expect(worst.score).toBe(100);
    expect(worst.reasons[0]!.signal).toBe('phoneFailures');
  });

  it('follows the weights it is given: a signal weighed 0 gives no reason', () => {
    const facts = { ...quiet, phone: noHistory, address: noHistory };
    expect(signals(facts)).toEqual(['firstOrder']);
    expect(codRiskScore(facts, { ...defaultCodRiskWeights, firstOrder: 0 })).toEqual({
      score: 0,
      reasons: [],
    });
    expect(codRiskScore(facts, { ...defaultCodRiskWeights, firstOrder: 30 }).score).toBe(30);
  });

  it('judges the shop’s own rate when it has one, a typical rate before', () => {
    const pin = { pin: '560001', delivered: 60, failed: 40, cancelled: 0 };
    const typical = codRiskScore({ ...quiet, pin, shopFailureRate: null });
    const ownLow = codRiskScore({ ...quiet, pin, shopFailureRate: 0.1 });
    const points = (r: typeof typical) => r.reasons.find((x) => x.signal === 'pinFailures')?.points ?? 0;
    expect(points(ownLow)).toBeGreaterThan(points(typical));
    expect(typical.reasons[0]?.text).toContain('(shop: 20 %)');
  });
});

describe('an address a courier may not find', () => {
  it('is very short or has no number', () => {
    expect(weakAddress('Near temple')).toBe(true);
    expect(weakAddress('Main road, opposite the bus stand, Ward')).toBe(true);
    expect(weakAddress('12 MG Rd')).toBe(true);
    expect(weakAddress('Flat 5C, 21 Janpath')).toBe(false);
  });
});
