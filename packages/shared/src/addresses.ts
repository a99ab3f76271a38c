// The address book's contract: a customer's saved delivery addresses (up to 10, one the default), checked with
// checkout's own fields and messages, so a saved address is one the checkout accepts as it stands.
import { z } from 'zod';
import { checkoutAddress } from './checkout.ts';
import { idParam } from './common.ts';

/** How many addresses one customer may keep. */
export const addressBookMax = 10;

/** The labels offered beside the shopper's own word. */
export const addressLabels = ['Home', 'Office'] as const;

export const addressMessages = {
  saved: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  notFound: 'Address not found',
  full: `You can save up to ${addressBookMax} addresses. Delete one to add another.`,
  labelTooLong: 'Label must be at most 30 characters',
} as const;

/** POST and PUT: checkout's address without the e-mail (an account has one), a label and whether it is the default. */
export const addressBody = checkoutAddress.omit({ email: true }).extend({
  /** 'Home', 'Office' or the shopper's own word; blank for none. */
  label: z
    .string()
    .trim()
    .max(30, { error: addressMessages.labelTooLong })
    .transform((v) => v || null)
    .nullish(),
  /** Make this the default (the one checkout preselects); the first address saved is the default anyway. */
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.input<typeof addressBody>;

/** `/:userId/addresses/:id` */
export const addressParams = z.object({ userId: idParam('userId'), id: idParam('id') });

export const savedAddress = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  apt: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
  /** When an order last shipped here (ISO), or null. */
  lastUsedAt: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET: the default first, then the most recently used, then the newest. */
export const addressList = z.array(savedAddress);

/** POST and PUT: the message and the address as stored. */
export const addressSaved = z.object({ message: z.string(), address: savedAddress });
export type AddressSaved = z.infer<typeof addressSaved>;
