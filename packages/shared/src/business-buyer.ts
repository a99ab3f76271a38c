// A business buyer's GST registration (decision 0340): the GSTIN, the legal name and the billing address it is
// registered at, given at checkout ("Buying for a business? Add GSTIN") and kept on the account for next time. The
// same schema checks the checkout block in the browser, the order on the server and the saved registrations' routes.
import { z } from 'zod';
import { idParam } from './common.ts';
import { type GstState, gstinProblem, gstStateCode, gstStateCodes } from './gst.ts';
import { pinCodePattern } from './pin-code.ts';

/** How many GST registrations one account may keep. */
export const businessRegistrationsMax = 10;

export const businessBuyerMessages = {
  legalNameRequired: 'Business name is required',
  legalNameTooLong: 'Business name is too long',
  addressRequired: 'Billing address is required',
  addressTooLong: 'Billing address is too long',
  cityRequired: 'Billing city is required',
  stateRequired: 'Please select the state of the billing address',
  pinCode: 'Billing PIN code must be a valid 6-digit PIN code',
  /** The GSTIN's first two digits are the state it is registered in: the billing address must be in it. */
  stateMismatch: (gstin: string, billingState: string, billingCode: string) =>
    `GSTIN ${gstin} is registered in state code ${gstin.slice(0, 2)}, but the billing address is in ${billingState} (${billingCode})`,
  saved: 'GSTIN saved',
  deleted: 'GSTIN deleted',
  notFound: 'GSTIN not found',
  full: `You can save up to ${businessRegistrationsMax} GSTINs. Delete one to add another.`,
} as const;

/**
 * A missing text is an empty one, so it is refused with its own message rather than as a type error (which the
 * place-order body's union would report only as "Invalid input").
 */
const text = () =>
  z
    .string()
    .optional()
    .transform((v) => v ?? '');

/** A GSTIN as typed: spaces gone, upper case, then gst.ts's checks (length, state code, PAN, check character). */
export const gstinField = text()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    const problem = v ? gstinProblem(v) : 'GSTIN is required';
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const required = (required: string, tooLong: string, max: number) =>
  text().pipe(z.string().trim().min(1, { error: required }).max(max, { error: tooLong }));

/** The registration's fields, before the GSTIN is checked against the billing state. */
const registrationFields = z.object({
  gstin: gstinField,
  legalName: required(businessBuyerMessages.legalNameRequired, businessBuyerMessages.legalNameTooLong, 200),
  /** The billing address of the registration: street, building, area. */
  address: required(businessBuyerMessages.addressRequired, businessBuyerMessages.addressTooLong, 300),
  city: required(businessBuyerMessages.cityRequired, businessBuyerMessages.addressTooLong, 80),
  // The states with a GST code (the same as checkout's), not checkout.ts's list: that file imports this one.
  state: z.enum(Object.keys(gstStateCodes) as [GstState, ...GstState[]], {
    error: businessBuyerMessages.stateRequired,
  }),
  postalCode: text().pipe(z.string().trim().regex(pinCodePattern, { error: businessBuyerMessages.pinCode })),
});

/** Why a GSTIN does not belong to a billing state, or null (the GSTIN's state code is the registration's state). */
export function gstinStateProblem(gstin: string, billingState: string): string | null {
  const code = gstStateCode(billingState);
  if (!code || gstin.slice(0, 2) === code) return null;
  return businessBuyerMessages.stateMismatch(gstin, billingState, code);
}

const matchingState = <T extends { gstin: string; state: string }>(value: T, ctx: z.RefinementCtx) => {
  // Only once the GSTIN itself is valid: its own message comes first.
  if (gstinProblem(value.gstin)) return;
  const problem = gstinStateProblem(value.gstin, value.state);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'] });
};

/** POST /api/users/:userId/business-registrations: a registration to keep on the account. */
export const businessRegistrationBody = registrationFields.superRefine(matchingState);
export type BusinessRegistrationBody = z.input<typeof businessRegistrationBody>;
export type BusinessRegistration = z.output<typeof businessRegistrationBody>;

/**
 * The place-order body's optional business block: a registration, and whether to keep it on the account for next
 * time (a new GSTIN; one already kept is refreshed).
 */
export const checkoutBusiness = registrationFields
  .extend({ save: z.boolean().optional() })
  .superRefine(matchingState);
export type CheckoutBusiness = z.output<typeof checkoutBusiness>;

export const savedBusinessRegistration = z.object({
  id: z.number().int(),
  gstin: z.string(),
  legalName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  /** When an order last used it (ISO), or null. */
  lastUsedAt: z.string().nullable(),
});
export type SavedBusinessRegistration = z.infer<typeof savedBusinessRegistration>;

/** GET: the most recently used first, then the newest. */
export const businessRegistrationList = z.array(savedBusinessRegistration);

/** POST: the message and the registration as kept (the same GSTIN again: its details updated). */
export const businessRegistrationSaved = z.object({
  message: z.string(),
  registration: savedBusinessRegistration,
});

/** `/:userId/business-registrations/:id` */
export const businessRegistrationParams = z.object({ userId: idParam('userId'), id: idParam('id') });

/** The billing address as one line under the name, as the invoice prints it. */
export const billingLines = (r: Pick<BusinessRegistration, 'address' | 'city' | 'postalCode'>) => [
  r.address,
  `${r.city} ${r.postalCode}`,
];
