import { describe, expect, it } from 'vitest';
import { deliveryChargePaise } from './delivery.ts';
import { discountPercent, formatRupees, indianNumber, rupeesToPaise } from './money.ts';
import { pageWindow, totalPages } from './page-window.ts';
import { discountedPricePaise } from './pricing.ts';
import {
  adminProgressStep,
  customerProgressStep,
  fromShiprocketStatus,
  shipmentStatusLabel,
} from './shipment.ts';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    expect(formatRupees(9900)).toBe('₹99.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });
  it("writes rupees and numbers exactly as Intl's en-IN formats do, without building one", () => {
    const currency = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const plain = new Intl.NumberFormat('en-IN');
    const amounts = [0, -0, 1, 5, 99, 100, 999, 1000, 99999, 100000, 12345678, 1e15, -1, -250, -12345600];
    // Every digit count up to 15, at random (past that, paise / 100 in floating point is no longer exact).
    for (let digits = 1; digits <= 15; digits++)
      for (let i = 0; i < 20; i++) amounts.push(Math.floor(Math.random() * 10 ** digits) * (i % 2 ? -1 : 1));
    for (const paise of amounts.filter((a) => Number.isSafeInteger(a))) {
      expect(formatRupees(paise), String(paise)).toBe(currency.format(paise / 100));
      expect(indianNumber(paise), String(paise)).toBe(plain.format(paise));
    }
    // Not whole paise, or past the safe integers: Intl itself.
    expect(formatRupees(12.5)).toBe(currency.format(0.125));
    expect(indianNumber(1.5)).toBe('1.5');
  });
  it('parses rupees into paise without float drift', () => {
    expect(rupeesToPaise('249.50')).toBe(24950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise('1,23,456.78')).toBe(12345678);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(() => rupeesToPaise('abc')).toThrow(RangeError);
  });
  it('derives the whole-percent discount between an MRP and a selling price', () => {
    expect(discountPercent(24900, 19900)).toBe(20);
    expect(discountPercent(24900, 19920)).toBe(20);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('discounted price: the one rounding rule', () => {
  it('rounds MRP less the discount to the nearest whole rupee', () => {
    expect(discountedPricePaise(27900, 12)).toBe(24600); // 245.52 -> 246
    expect(discountedPricePaise(24900, 20)).toBe(19900); // 199.20 -> 199
    expect(discountedPricePaise(34900, 10)).toBe(31400); // 314.10 -> 314
    expect(discountedPricePaise(9900, 0)).toBe(9900);
    expect(discountedPricePaise(9900, 100)).toBe(0);
  });
  it('rounds half a rupee up, in integer arithmetic', () => {
    expect(discountedPricePaise(10100, 50)).toBe(5100); // 50.50 -> 51
    expect(discountedPricePaise(9900, 50)).toBe(5000); // 49.50 -> 50
    expect(discountedPricePaise(10300, 50)).toBe(5200); // 51.50 -> 52
  });
  it('never sells above the MRP, and reads a fractional or out-of-range percent as whole 0-100', () => {
    expect(discountedPricePaise(24950, 0)).toBe(24950);
    expect(discountedPricePaise(44950, 10)).toBe(40500); // 404.55 -> 405
    expect(discountedPricePaise(20000, 12.6)).toBe(17400); // 13% -> 174
    expect(discountedPricePaise(20000, -5)).toBe(20000);
    expect(discountedPricePaise(20000, 150)).toBe(0);
    expect(discountedPricePaise(0, 10)).toBe(0);
  });
});

describe('delivery rule (D5)', () => {
  it('charges 99 under 1000 ml and 199 from 1000 ml', () => {
    expect(deliveryChargePaise([{ totalMl: 500, quantity: 1 }])).toBe(9900);
    expect(
      deliveryChargePaise([
        { totalMl: 500, quantity: 1 },
        { totalMl: 250, quantity: 1 },
      ]),
    ).toBe(9900);
    expect(deliveryChargePaise([{ totalMl: 500, quantity: 2 }])).toBe(19900);
    expect(deliveryChargePaise([{ totalMl: 999, quantity: 1 }])).toBe(9900);
  });
  it('charges 199 when any line has no volume, and nothing for an empty cart', () => {
    expect(
      deliveryChargePaise([
        { totalMl: 200, quantity: 1 },
        { totalMl: 0, quantity: 1 },
      ]),
    ).toBe(19900);
    expect(deliveryChargePaise([])).toBe(0);
  });
  it('follows changed settings', () => {
    const settings = { thresholdMl: 2000, underThresholdPaise: 5000, atOrOverThresholdPaise: 0 };
    expect(deliveryChargePaise([{ totalMl: 1000, quantity: 1 }], settings)).toBe(5000);
    expect(deliveryChargePaise([{ totalMl: 1000, quantity: 2 }], settings)).toBe(0);
  });
});

describe('pagination', () => {
  it('counts pages and keeps at most five buttons around the current one', () => {
    expect(totalPages(61, 15)).toBe(5);
    expect(totalPages(0, 15)).toBe(1);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('shipment statuses', () => {
  it('labels codes, unknown as Pending', () => {
    expect(shipmentStatusLabel(6)).toBe('Out for Delivery');
    expect(shipmentStatusLabel(2)).toBe('Pending');
    expect(shipmentStatusLabel(null)).toBe('Pending');
  });
  it('maps the customer bar: 1, 3, 4, 7 and everything else to step 1', () => {
    expect([1, 3, 4, 7, 5, 11].map(customerProgressStep)).toEqual([1, 2, 3, 4, 1, 1]);
  });
  it('maps the admin bar as D14 says', () => {
    expect([1, 3, 5, 4, 6, 7].map(adminProgressStep)).toEqual([1, 2, 2, 3, 3, 4]);
    for (const code of [8, 9, 10, 11]) expect(adminProgressStep(code)).toBe('rto-or-cancelled');
  });
  it('maps Shiprocket codes as D13 says', () => {
    const table: [number, number][] = [
      [42, 5],
      [6, 4],
      [18, 4],
      [17, 6],
      [7, 7],
      [9, 8],
      [46, 9],
      [10, 10],
      [8, 11],
      [45, 11],
    ];
    for (const [theirs, ours] of table) expect(fromShiprocketStatus(theirs)).toBe(ours);
    expect(fromShiprocketStatus(999)).toBeNull();
  });
});
