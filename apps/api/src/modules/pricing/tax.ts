// GST in the quote (D22): prices include tax, so the pricing module only says what part of each line and fee
// is tax. A shop without a GSTIN charges no GST; one with a GSTIN sells only products whose HSN code and rate
// are set. The arithmetic is packages/shared/src/gst.ts (gstBreakup).

import { gstBreakup, type TaxedAmount } from '@chamak/shared/gst';
import { intraState as isIntraState } from '@chamak/shared/seller';
import type { DbOrTx } from '../../db/client.ts';
import { Unprocessable } from '../../plugins/errors.ts';
import { sellerIdentityOf } from '../settings/index.ts';

/** What the tax needs of the seller: the GSTIN (none: not registered, no GST) and the state it is registered in. */
export type SellerTax = { gstin: string | null; state: string };

/** The seller's GSTIN and state, from the seller identity in the settings. */
export async function sellerTaxOf(db: DbOrTx): Promise<SellerTax> {
  const seller = await sellerIdentityOf({ db });
  return { gstin: seller.gstin?.trim() || null, state: seller.state };
}

/** A line as the tax sees it: its product's HSN code and rate (null until the admin sets them) and its amount. */
export type TaxLine = { name: string; hsnCode: string | null; gstRate: number | null; amountPaise: number };

/** A line's tax: its HSN code and rate as copied into the order, with the breakup of its amount. */
export type LineTax = TaxedAmount & { hsnCode: string };

/** The GST inside a quote: where it is supplied, each line's and fee's part, and the totals. */
export type QuoteTax = {
  placeOfSupply: string;
  intraState: boolean;
  /** Fees go with the goods at the highest line rate. */
  feeRate: number;
  lines: LineTax[];
  fees: TaxedAmount[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
};

/** A product the shop cannot sell yet: the message names it. */
export const untaxedProductMessage = (name: string) =>
  `${name} cannot be sold yet: its GST details (HSN code and rate) are not set. Please remove it from your cart.`;

/**
 * The tax inside lines and fees for delivery to `deliveryState`, or null when the shop has no GSTIN. Without a
 * delivery state (a cart not yet at checkout) the seller's own state is assumed: the tax is the same either way,
 * only its split into CGST + SGST or IGST differs (decision 0105). A line without HSN code or rate throws 422.
 */
export function quoteTax(
  seller: SellerTax,
  lines: readonly TaxLine[],
  fees: readonly number[],
  deliveryState: string | undefined,
): QuoteTax | null {
  if (!seller.gstin || lines.length === 0) return null;
  for (const l of lines)
    if (l.hsnCode === null || l.gstRate === null)
      throw new Unprocessable(untaxedProductMessage(l.name), 'PRODUCT_TAX_DATA_MISSING');
  const placeOfSupply = deliveryState?.trim() || seller.state;
  const intraState = isIntraState(seller.state, placeOfSupply);
  const breakup = gstBreakup({
    lines: lines.map((l) => ({ amountPaise: l.amountPaise, ratePercent: l.gstRate! })),
    fees,
    intraState,
  });
  const { totalPaise: _, ...totals } = breakup.totals;
  return {
    placeOfSupply,
    intraState,
    feeRate: Math.max(0, ...lines.map((l) => l.gstRate!)),
    lines: breakup.lines.map((t, i) => ({ ...t, hsnCode: lines[i]!.hsnCode! })),
    fees: breakup.fees,
    totals,
  };
}

/** The quote's tax lines: CGST and SGST within the state, IGST between states; none without a GSTIN. */
export function taxLabels(tax: QuoteTax | null): { label: string; amountPaise: number }[] {
  if (!tax) return [];
  if (tax.intraState)
    return [
      { label: 'CGST', amountPaise: tax.totals.cgstPaise },
      { label: 'SGST', amountPaise: tax.totals.sgstPaise },
    ];
  return [{ label: 'IGST', amountPaise: tax.totals.igstPaise }];
}
