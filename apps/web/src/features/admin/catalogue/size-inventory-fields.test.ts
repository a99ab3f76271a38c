// The product form's inventory fields of a size (decision 0349) in its body and checks: only the boxes the admin
// touched are sent (the rest stay as the size has them), a blank SKU is sent blank (a new size gets one made), and a
// GTIN with a wrong check digit is refused on the size's own GTIN box with the shared schema's message.
import { describe, expect, it } from 'vitest';
import { checkProduct, emptyDraft, emptySize, type ProductDraft, toFields } from './product-draft.ts';

function draftWith(inventory: Record<string, string> | undefined): ProductDraft {
  const size = { ...emptySize(), l_id: '1', price: '199', total_qty: '10', inventory };
  return {
    ...emptyDraft(),
    name: 'Neem Floor Wash',
    categoryId: '1',
    sub_cate_id: '1',
    shortDescription: 'Neem floor cleaner.',
    longDescription: 'Cleans floors.',
    suitableSurfaces: 'Tiles',
    ingredients: 'Neem oil',
    features: ['Neem scent'],
    howToUse: ['Mop'],
    sizes: [size],
  };
}

const sentSize = (draft: ProductDraft) =>
  JSON.parse(toFields(draft).litreConfigs!)[0] as Record<string, unknown>;

describe("a size's inventory fields in the product form", () => {
  it('sends only the boxes the admin touched', () => {
    const untouched = sentSize(draftWith(undefined));
    for (const field of [
      'sku',
      'gtin',
      'lowStockThreshold',
      'weightGrams',
      'lengthCm',
      'breadthCm',
      'heightCm',
    ])
      expect(untouched).not.toHaveProperty(field);
    expect(sentSize(draftWith({ sku: '', lowStockThreshold: '5', weightGrams: '' }))).toMatchObject({
      sku: '',
      lowStockThreshold: '5',
      weightGrams: '',
    });
  });

  it('refuses a wrong GTIN check digit and a bad parcel size on the size’s own boxes', () => {
    const draft = draftWith({ gtin: '4006381333932', lengthCm: '400', lowStockThreshold: '-1' });
    const errors = checkProduct(draft, true);
    const own = errors.sizes[draft.sizes[0]!.key]!;
    expect(own.gtin).toBe('GTIN/barcode 4006381333932 has a wrong check digit: the last digit should be 1');
    expect(own.lengthCm).toBe('Length must be a whole number of centimetres from 1 to 300');
    expect(own.lowStockThreshold).toBe('Low-stock threshold must be a whole number from 0 to 1000000');
    expect(checkProduct(draftWith({ gtin: '4006381333931', sku: 'NEEM-1L' }), true).summary).toEqual([]);
  });
});
