// The unit sale price of a size: per ml or g below a litre or kilogram, per L or kg from one up, in whole paise
// rounded half up, none for a size without a volume.
import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';
import { unitSalePrice } from './unit-price.ts';

const ml = (total_ml: number, litre = `${total_ml} ml`) => ({ litre, total_ml });

describe('unitSalePrice', () => {
  it('is per ml below one litre, to the paisa', () => {
    // ₹161.00 for 500 ml: ₹0.322/ml → ₹0.32/ml.
    expect(unitSalePrice(16100, ml(500))).toEqual({ paise: 32, unit: 'ml' });
    // 999 ml is still below a litre: ₹339.00 / 999 = ₹0.3393… → ₹0.34/ml.
    expect(unitSalePrice(33900, ml(999))).toEqual({ paise: 34, unit: 'ml' });
  });

  it('rounds half a paisa up', () => {
    // ₹99.00 for 200 ml is exactly ₹0.495/ml.
    expect(unitSalePrice(9900, ml(200))).toEqual({ paise: 50, unit: 'ml' });
    // ₹98.90 for 200 ml is ₹0.4945/ml: below the half.
    expect(unitSalePrice(9890, ml(200))).toEqual({ paise: 49, unit: 'ml' });
  });

  it('is per litre from one litre up', () => {
    // At exactly one litre the price per litre is the price itself.
    expect(unitSalePrice(25415, ml(1000, '1 L'))).toEqual({ paise: 25415, unit: 'L' });
    expect(unitSalePrice(91900, ml(5000, '5 L'))).toEqual({ paise: 18380, unit: 'L' });
    // ₹699.00 for 3 L is ₹233.00/L; ₹700.00 for 3 L is ₹233.333…/L → ₹233.33/L.
    expect(unitSalePrice(69900, ml(3000, '3 L'))).toEqual({ paise: 23300, unit: 'L' });
    expect(unitSalePrice(70000, ml(3000, '3 L'))).toEqual({ paise: 23333, unit: 'L' });
    // Half a paisa up above a litre too: ₹10.01 for 2 L is ₹5.005/L.
    expect(unitSalePrice(1001, ml(2000, '2 L'))).toEqual({ paise: 501, unit: 'L' });
  });

  it('is per g or per kg for a size sold by weight (its label in g or kg; 1 g counted as 1 ml)', () => {
    expect(unitSalePrice(14900, ml(500, '500 g'))).toEqual({ paise: 30, unit: 'g' });
    expect(unitSalePrice(14900, ml(999, '999 gm'))).toEqual({ paise: 15, unit: 'g' });
    expect(unitSalePrice(24900, ml(1000, '1 kg'))).toEqual({ paise: 24900, unit: 'kg' });
    expect(unitSalePrice(44900, ml(2000, '2 Kg'))).toEqual({ paise: 22450, unit: 'kg' });
    expect(unitSalePrice(44900, ml(2000, '2 kgs.'))).toEqual({ paise: 22450, unit: 'kg' });
    // A label that only mentions a gram elsewhere is a volume.
    expect(unitSalePrice(16100, ml(500, '500 ml'))?.unit).toBe('ml');
  });

  it('is none for a size without a volume, or a price that is not an amount', () => {
    expect(unitSalePrice(16100, ml(0, 'Combo'))).toBeNull();
    expect(unitSalePrice(16100, ml(-5, 'Combo'))).toBeNull();
    expect(unitSalePrice(-100, ml(500))).toBeNull();
    expect(unitSalePrice(161.5, ml(500))).toBeNull();
  });

  it('reads as the shop writes money', () => {
    const perMl = unitSalePrice(33900, ml(999))!;
    expect(`${formatRupees(perMl.paise)}/${perMl.unit}`).toBe('₹0.34/ml');
    const perL = unitSalePrice(33900, ml(1000, '1 L'))!;
    expect(`${formatRupees(perL.paise)}/${perL.unit}`).toBe('₹339.00/L');
  });
});
