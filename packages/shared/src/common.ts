// The little contracts every domain's routes share: an id in a path or body, the `{ message }` answer of writes,
// the `{ message, code }` answer of refusals, a saved row's id, an admin list's search, and a webhook's
// acknowledgement.
import { z } from 'zod';
import { errorCodes } from './error-codes.ts';
import { isShopLink, linkMessage } from './links.ts';

/** A database id as a path, query or body field: a positive 32-bit integer, its name in every message. */
export const idParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .positive({ error: `${name} must be a positive number` })
    .max(2_147_483_647, { error: `${name} is too large` });

/**
 * A link the admin sets (a social link, a home banner's link): an http(s) address or a page of this shop, by
 * links.ts's one rule; trimmed, at most 500 characters. `empty` lets '' through (no link).
 */
export const shopLink = (options: { empty?: boolean } = {}) =>
  z
    .string({ error: linkMessage })
    .trim()
    .max(500, { error: 'at most 500 characters' })
    .refine((v) => (options.empty && v === '') || isShopLink(v), { error: linkMessage });

/** `/:id` */
export const idParams = z.object({ id: idParam('id') });

/** `/:userId` */
export const userIdParams = z.object({ userId: idParam('userId') });

/** What a write answers. */
export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/**
 * What the error handler answers for every refusal (4xx and 5xx): SPEC's message for a person, and the code a
 * program decides by (error-codes.ts). A route declares it for the error statuses it documents.
 */
export const errorReply = z.object({
  message: z.string(),
  code: z.enum(errorCodes).meta({ description: 'A stable code to decide by; the message may be reworded.' }),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** A write that added or changed a row: SPEC's message and the row's id. */
export const savedReply = messageReply.extend({ id: z.number().int() });
export type SavedReply = z.infer<typeof savedReply>;

/** The search box of an admin list (users, reviews, contact requests). */
export const listSearchQuery = z.object({ search: z.string().trim().max(100).optional() });

/** What the shop answers a payment or shipping provider's webhook. */
export const webhookAck = z.object({ status: z.string() });
