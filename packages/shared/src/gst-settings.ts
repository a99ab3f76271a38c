// The shop's GST compliance settings: the HSN digits of its GSTR-1 summary (Table 12 asks for 4 digits below
// ₹5 crore of turnover and 6 above), whether it must raise e-invoices (above the e-invoicing turnover threshold)
// and the value above which an intra-state consignment needs an e-way bill (the state's own limit; inter-state
// it is always ₹50,000, Rule 138).
import { z } from 'zod';

/** An inter-state consignment above this value (₹50,000, tax included) needs an e-way bill (CGST Rules, rule 138). */
export const ewayBillInterStateThresholdPaise = 50_000_00;

export const gstSettings = z.object({
  /** The HSN code's digits in the GSTR-1 HSN summary: 4 (turnover up to ₹5 crore) or 6. */
  hsnDigits: z.union([z.literal(4), z.literal(6)], { error: 'HSN digits must be 4 or 6' }),
  /** The shop's turnover is above the e-invoicing threshold: its B2B invoices and credit notes need an IRN. */
  einvoicing: z.boolean({ error: 'E-invoicing must be on or off' }),
  /** An intra-state consignment above this value (paise, tax included) needs an e-way bill; ₹50,000 in most states. */
  ewayBillIntraStateThresholdPaise: z
    .number({ error: 'Intra-state e-way bill threshold must be an amount in paise' })
    .int({ error: 'Intra-state e-way bill threshold must be an amount in paise' })
    .min(0, { error: 'Intra-state e-way bill threshold cannot be negative' })
    .max(100_000_000_00, { error: 'Intra-state e-way bill threshold must be at most ₹10 crore' }),
});
export type GstSettings = z.infer<typeof gstSettings>;

/** Until the admin saves them: 4-digit HSN, no e-invoicing, ₹50,000 within the state. */
export const defaultGstSettings: GstSettings = {
  hsnDigits: 4,
  einvoicing: false,
  ewayBillIntraStateThresholdPaise: 50_000_00,
};
