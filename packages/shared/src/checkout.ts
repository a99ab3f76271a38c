// Checkout's contract (SPEC sections 2, 5 and 7): the address form with its messages, the Indian states,
// and the payment choice. The same schema checks the form in the browser and the order on the server.
import { z } from 'zod';
import { checkoutBusiness } from './business-buyer.ts';
import { mobileNumberField } from './phone-field.ts';
import { pinCodeMessage, pinCodePattern } from './pin-code.ts';
import { codBuyerFields, deliveryState, discountCode } from './pricing.ts';

export const indianStates = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const checkoutFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'apt',
  'city',
  'state',
  'postalCode',
] as const;
export type CheckoutField = (typeof checkoutFields)[number];

/** The checkout form's labels: the form shows them and the messages name the fields by them. */
export const checkoutFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  apt: 'Apartment, suite, landmark',
  city: 'City',
  state: 'State',
  postalCode: 'PIN Code',
} as const satisfies Record<CheckoutField, string>;

/** 'First Name' → 'First name', 'PIN Code' → 'PIN code': words after the first in lower case, acronyms kept. */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word, i) => (i === 0 || word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');

/** SPEC section 5's '{Field} is required', the field named as its label reads: 'First name is required'. */
export const requiredMessage = (field: CheckoutField) =>
  `${inSentence(checkoutFieldLabels[field])} is required`;

const text = (field: CheckoutField, max = 120) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field) })
    .max(max, { error: `${inSentence(checkoutFieldLabels[field])} is too long` });

/** SPEC's 'Select State': the state select's empty choice. */
export const selectStateOption = 'Select State';

export const checkoutAddress = z.object({
  firstName: text('firstName', 60),
  lastName: text('lastName', 60),
  email: text('email', 254).pipe(z.email({ error: 'Invalid email format' })),
  // One rule with signup (phone.ts): '+91 98765 43210' is kept as 9876543210; 10 digits starting 6 to 9.
  phone: mobileNumberField({ required: requiredMessage('phone'), length: 'Phone number must be 10 digits' }),
  address: text('address', 200),
  apt: text('apt', 120),
  city: text('city', 80),
  // On the server the state must also be the PIN code's (the place of supply follows the PIN code).
  state: text('state', 60)
    .refine((s) => s !== selectStateOption, { error: 'Please select a valid state' })
    .refine((s) => s === selectStateOption || (indianStates as readonly string[]).includes(s), {
      error: 'Please select a valid state',
    }),
  postalCode: text('postalCode', 6).regex(pinCodePattern, { error: pinCodeMessage }),
});
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

export const paymentMethod = z.enum(['online', 'cod'], {
  error: 'Please choose online payment or cash on delivery',
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * POST /api/order/order and the COD verify: the address and payment method. Amounts, prices and items the
 * client sends (totalPrice, finalPrice, amount, delivery_charge, finalCartItems) are accepted and ignored:
 * the server prices the customer's own cart (D4).
 */
export const placeOrderBody = checkoutAddress.extend({
  userId: z.coerce.number().int().positive(),
  paymentMethod: paymentMethod.default('online'),
  /**
   * The discount code the shopper applied, priced again by the server: a code that no longer applies is
   * refused with 422 and its reason, never dropped to charge more than the shopper was shown.
   */
  code: discountCode.optional(),
  /**
   * Buying for a business (decision 0340): its GSTIN, legal name and registration's billing address; the invoice is
   * then a B2B tax invoice. The place of supply is still the delivery state.
   */
  business: checkoutBusiness.optional(),
  /** The optional offers boxes (decision 0357): never ticked beforehand; ticked, a consent is recorded. */
  marketingEmail: z.boolean().optional(),
  marketingMessages: z.boolean().optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** POST /api/order/order: the pending order and the payment provider's order the checkout window opens. */
export const createdOrder = z.object({
  message: z.string(),
  data: z.object({
    products: z.array(
      z.object({ name: z.string(), size: z.string(), quantity: z.number(), price: z.number() }),
    ),
    totalAmount: z.number(),
    finalAmount: z.number(),
    /** The payment provider's order id. */
    order_id: z.string(),
    /** Ours. */
    orderId: z.number(),
    /** Paise. */
    amount: z.number(),
    currency: z.literal('INR'),
    key: z.string(),
    gateway: z.enum(['razorpay', 'sandbox']),
  }),
});
export type CreatedOrder = z.infer<typeof createdOrder>;

/** POST /api/order/quote: the checkout summary of the customer's own cart (rupees; /api/cart/quote is in paise). */
export const checkoutQuoteBody = z.object({
  userId: z.coerce.number().int().positive(),
  paymentMethod: z.enum(['online', 'cod']).default('online'),
  ...codBuyerFields,
  postalCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/)
    .optional(),
  /** The delivery state, for the GST split (optional: the seller's state is assumed). */
  state: deliveryState.optional(),
  /** A discount code; a refused one is named in codeMessage. */
  code: discountCode.optional(),
});
export const checkoutQuote = z.object({
  subtotal: z.number(),
  delivery_charge: z.number(),
  codFee: z.number(),
  total: z.number(),
  /** The GST included in the total (rupees); 0 when the shop has no GSTIN. */
  gst: z.number(),
  lines: z.number().int(),
  codAvailable: z.boolean(),
  codMessage: z.string().nullable(),
  /** Cash on delivery offered with a condition of the shop's COD rules, in words; null when none. */
  codNotice: z.string().nullable(),
  /** What a cash order pays online before it is placed (rupees; 0: nothing). */
  codAdvance: z.number(),
  /** What offers took off the goods (rupees); a free delivery shows as an offer of kind delivery. */
  discount: z.number(),
  offers: z.array(
    z.object({
      label: z.string(),
      code: z.string().nullable(),
      kind: z.enum(['lines', 'delivery']),
      amount: z.number(),
    }),
  ),
  codeApplied: z.string().nullable(),
  codeMessage: z.string().nullable(),
  /** How much less paying online costs than cash on delivery (rupees). */
  onlineSavings: z.number(),
});

export const verifyPaymentBody = z.union([
  placeOrderBody.extend({ paymentMethod: z.literal('cod') }),
  z.object({
    paymentMethod: z.literal('online').default('online'),
    userId: z.coerce.number().int().positive().optional(),
    razorpay_order_id: z.string().min(1).max(100),
    razorpay_payment_id: z.string().min(1).max(100),
    razorpay_signature: z.string().min(1).max(200),
  }),
]);

export const codSettings = z.object({
  /** The cash-on-delivery fee charged for PIN codes in feePinCodes (SPEC section 9: ₹30 on select PIN codes). */
  feePaise: z.number().int().min(0),
  feePinCodes: z.array(z.string().regex(/^\d{6}$/)),
  /** PIN codes where cash on delivery is not offered. */
  blockedPinCodes: z.array(z.string().regex(/^\d{6}$/)),
  enabled: z.boolean(),
});
export type CodSettings = z.infer<typeof codSettings>;

export const defaultCodSettings: CodSettings = {
  feePaise: 3000,
  feePinCodes: ['110001', '400001', '560001', '600001', '700001', '500001'],
  blockedPinCodes: ['744101', '682555', '194101'],
  enabled: true,
};

/** Verify-payment's answer for both an online payment and a cash-on-delivery order. */
export const orderPlacedReply = z.object({ message: z.string(), orderId: z.number() });
export type OrderPlacedReply = z.infer<typeof orderPlacedReply>;

/** GET /api/payments/config: the window checkout opens; 'off' means cash on delivery only (D24). */
export const paymentsConfig = z.object({
  gateway: z.enum(['razorpay', 'sandbox', 'off']),
  keyId: z.string(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

/** The sandbox checkout's buttons (D7): pay or fail one provider order. */
export const sandboxPaymentBody = z.object({ order_id: z.string().min(1).max(100) });

/** What a payment window hands back to the checkout: Razorpay's, or the sandbox's with the same contract. */
export const paymentProof = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentProof = z.infer<typeof paymentProof>;
