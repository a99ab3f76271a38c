// Admin → Customers (decision 0352): the shop's customer accounts searched by name, phone or e-mail, each with
// its orders, lifetime value (the kept orders' totals less their processed refunds, in paise), last order and
// parcels returned to origin; one customer's profile, addresses, orders and message consent; and the list as CSV
// for the roles allowed to export it. Staff accounts are not customers; a deleted account shows without its data.
import { z } from 'zod';
import { messagePreferencesReply } from './notifications.ts';
import { pagedReply, pagingQuery } from './paging.ts';

/** GET /api/admin/customers: ?page=&pageSize=&q= (name, phone or e-mail). Without ?page=, page 1. */
export const customersQuery = pagingQuery;
export type CustomersQuery = z.infer<typeof customersQuery>;

/** GET /api/admin/customers.csv: the same search, every matching customer. */
export const customersCsvQuery = z.object({
  q: z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
});
export const customersCsvText = z.string();

export const customerRow = z.object({
  id: z.number().int(),
  /** 'Deleted account' for a deleted one: its personal data is gone. */
  fullname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'pending', 'blocked', 'deleted']),
  createdAt: z.string(),
  /** Orders placed (cash orders and paid online ones), kept or not. */
  orders: z.number().int(),
  /** The kept orders' totals less their processed refunds. */
  lifetimeValuePaise: z.number().int(),
  lastOrderAt: z.string().nullable(),
  /** Parcels returned to origin (refused or undelivered cash orders). */
  rtoCount: z.number().int(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customersPage = pagedReply(customerRow);
export type CustomersPage = z.infer<typeof customersPage>;

export const customerAddress = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  /** The address on one line: street, apartment, city, state, PIN. */
  line: z.string(),
  isDefault: z.boolean(),
  lastUsedAt: z.string().nullable(),
});

export const customerOrder = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  paymentMethod: z.enum(['online', 'cod']),
  paymentStatus: z.string(),
  paymentLabel: z.string(),
  totalPaise: z.number().int(),
  refundedPaise: z.number().int(),
  /** Counted in the lifetime value: a kept order (not cancelled, refunded in full or returned to origin). */
  kept: z.boolean(),
  returnedToOrigin: z.boolean(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const customerDetail = customerRow.extend({
  username: z.string().nullable(),
  /** The language their mails and messages speak ('en', 'hi', 'mr'). */
  language: z.string(),
  phoneVerifiedAt: z.string().nullable(),
  /** Order messages by SMS and WhatsApp, cart and payment reminders: on, or when they were turned off. */
  preferences: messagePreferencesReply,
  addresses: z.array(customerAddress),
  /** Every order of the account, newest first (unpaid online attempts included, marked by their payment). */
  orderList: z.array(customerOrder),
  /** Contact-form messages sent from the account's e-mail. */
  contactRequests: z.number().int(),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

export const customerMessages = {
  notFound: 'Customer not found.',
  deleted: 'Deleted account',
} as const;
