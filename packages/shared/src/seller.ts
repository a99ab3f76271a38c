// The seller's legal identity: who sells, under which GSTIN, from which state, and whom a shopper may
// complain to (Consumer Protection (E-Commerce) Rules 2020, rules 4 and 5). Printed on every invoice and
// shown in the storefront's footer, contact, policy and product pages; kept in the settings under the key
// 'seller'. All of it is public information (decision 0100).
import { z } from 'zod';
import { type GstState, gstinProblem, gstStateCode, gstStateCodes } from './gst.ts';

/** A GST document number prefix the shop may choose: 1 to 3 capital letters or digits (CH/26-27/000123). */
export function isDocumentPrefix(prefix: string): boolean {
  return /^[A-Z0-9]{1,3}$/.test(prefix);
}

export const gstStates = Object.keys(gstStateCodes) as [GstState, ...GstState[]];

export function isGstState(value: string): value is GstState {
  return (gstStates as readonly string[]).includes(value);
}

/** Within one state the tax is CGST + SGST, between states IGST. */
export function intraState(sellerState: string, deliveryState: string): boolean {
  return sellerState.trim().toLowerCase() === deliveryState.trim().toLowerCase();
}

const text = (field: string, max = 120) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

const email = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .pipe(z.email({ error: `${field} must be a valid e-mail address` }));

const phone = (field: string) =>
  text(field, 20).regex(/^\+?[\d\s-]{8,20}$/, { error: `${field} must be a phone number` });

const prefix = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .toUpperCase()
    .refine(isDocumentPrefix, { error: `${field} must be 1 to 3 capital letters or digits` });

export const sellerLicence = z.object({
  /** E.g. FSSAI, Udyam (MSME), Drug licence. */
  label: text('Licence name', 60),
  number: text('Licence number', 40),
});
export type SellerLicence = z.infer<typeof sellerLicence>;

export const grievanceOfficer = z.object({
  name: text('Grievance officer name', 80),
  designation: text('Grievance officer designation', 80),
  email: email('Grievance officer e-mail'),
  phone: phone('Grievance officer phone'),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficer>;

export const customerCare = z.object({
  email: email('Customer care e-mail'),
  phone: phone('Customer care phone'),
  /** E.g. "Mon–Sat, 9:30 am – 6:30 pm". */
  hours: z.string().trim().max(80, { error: 'Customer care hours must be at most 80 characters' }).optional(),
});
export type CustomerCare = z.infer<typeof customerCare>;

/**
 * The seller identity as saved and as GET /api/settings gives it. The GSTIN is optional until the shop is
 * registered; when given it must be a valid GSTIN of the seller's state. The invoice and credit-note series
 * need different prefixes, so no number is ever both.
 */
export const sellerIdentity = z
  .object({
    /** The name on the PAN and GST registration, e.g. "Chamak Home Care Private Limited". */
    legalName: text('Legal name', 120),
    /** The name the shop trades under, e.g. "Chamak". */
    tradeName: text('Trade name', 80),
    gstin: z.string().trim().toUpperCase().optional(),
    /** The registered office, as printed: one entry per line, the last with the PIN code. */
    registeredAddress: z
      .array(text('Registered address line', 120), { error: 'Registered address is required' })
      .min(1, { error: 'Registered address is required' })
      .max(6, { error: 'Registered address must be at most 6 lines' }),
    state: z.enum(gstStates, { error: 'State must be an Indian state or union territory' }),
    licences: z.array(sellerLicence).max(10, { error: 'At most 10 licences' }),
    grievanceOfficer,
    customerCare,
    invoicePrefix: prefix('Invoice prefix'),
    creditNotePrefix: prefix('Credit note prefix'),
  })
  .superRefine((seller, ctx) => {
    if (seller.gstin) {
      const problem = gstinProblem(seller.gstin);
      if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
      else if (seller.gstin.slice(0, 2) !== gstStateCode(seller.state))
        ctx.addIssue({
          code: 'custom',
          path: ['gstin'],
          message: `GSTIN state code ${seller.gstin.slice(0, 2)} is not ${seller.state}'s (${gstStateCode(seller.state)})`,
        });
    }
    if (seller.invoicePrefix === seller.creditNotePrefix)
      ctx.addIssue({
        code: 'custom',
        path: ['creditNotePrefix'],
        message: 'Credit note prefix must differ from the invoice prefix',
      });
  });
export type SellerIdentity = z.infer<typeof sellerIdentity>;

/**
 * Until an admin saves the seller: the demo shop's identity without a GSTIN, so no invoice ever carries a
 * made-up registration (the demo seed adds one).
 */
export const defaultSellerIdentity: SellerIdentity = {
  legalName: 'Chamak Home Care Private Limited',
  tradeName: 'Chamak',
  registeredAddress: ['Unit 4, Sai Industrial Estate', 'Bhosari MIDC, Pune', 'Maharashtra 411026'],
  state: 'Maharashtra',
  licences: [],
  grievanceOfficer: {
    name: 'Anjali Kulkarni',
    designation: 'Grievance Officer',
    email: 'grievance@chamak.example',
    phone: '+91 20 4567 8900',
  },
  customerCare: {
    email: 'care@chamak.example',
    phone: '+91 98765 43210',
    hours: 'Mon–Sat, 9:30 am – 6:30 pm',
  },
  invoicePrefix: 'CH',
  creditNotePrefix: 'CN',
};

/** The seller's state and its GST code, for the place-of-supply comparison and the invoice's seller block. */
export function sellerStateOf(seller: Pick<SellerIdentity, 'state'>): { state: GstState; stateCode: string } {
  return { state: seller.state, stateCode: gstStateCodes[seller.state] };
}
