// Order messages by phone: which events go to which channel (a Shop Setting, with the provider template each
// phone channel sends), and the shopper's choice to stop SMS or WhatsApp messages, kept with its time (DPDP
// Act).
import { z } from 'zod';
import { mobilePattern } from './phone.ts';

export const notifyEvents = [
  'order_placed',
  'order_shipped',
  'out_for_delivery',
  'order_delivered',
  'order_cancelled',
  /** A held cash order's confirmation link; its template's third value is the link. */
  'cod_confirmation',
  /** A cart left unchanged: first name, the cart's value, the restore link. */
  'cart_reminder',
  /** An online payment failed or left unfinished: first name, order number, the restore link. */
  'payment_reminder',
  /** A size bought without subscribing may be running out: first name, the product and size, the reorder link. */
  'reorder_reminder',
  /**
   * A subscription's renewal is coming (the pre-debit notice, also by mail): first name, the amount, the date, and
   * the notice's link to skip, move or pause it.
   */
  'renewal_notice',
  /** A delivery attempt failed: first name, order number, the link to answer it (another day, address, cancel). */
  'delivery_failed',
  /**
   * A cash order may be paid online now for less (decision 0337): first name, order number, the saving in rupees,
   * the pay-now link.
   */
  'cod_pay_now',
  /**
   * A personal-data breach's notice (decision 0360), sent by phone beside the mail: first name, and whom to contact
   * (the grievance officer's e-mail). The full notice is the mail.
   */
  'security_notice',
] as const;
export type NotifyEvent = (typeof notifyEvents)[number];

/** Events added after shops first saved their routing: optional in a saved setting, where the default routes them. */
const laterEvents: readonly NotifyEvent[] = [
  'cod_confirmation',
  'cart_reminder',
  'payment_reminder',
  'reorder_reminder',
  'renewal_notice',
  'delivery_failed',
  'cod_pay_now',
  'security_notice',
];

export const notifyChannel = z.enum(['email', 'sms', 'whatsapp'], {
  error: 'A channel is email, sms or whatsapp',
});
export type Channel = z.infer<typeof notifyChannel>;

const templateId = z
  .string()
  .trim()
  .min(1, { error: 'Template id is required' })
  .max(64, { error: 'Template id must be at most 64 characters' });

/**
 * MSG91's template id for the event's Hindi text (its own DLT registration): sent to a shopper who reads the shop
 * in Hindi; left out, they get the English template. The same rules as the English id, named in the error.
 */
const hindiTemplateId = z
  .string()
  .trim()
  .min(1, { error: 'Hindi template id is empty: leave it out, or give the MSG91 id of the Hindi template' })
  .max(64, { error: 'Hindi template id must be at most 64 characters' });

/** MSG91's template id for the event's Marathi text, as the Hindi one: a Marathi reader gets it, else English. */
const marathiTemplateId = z
  .string()
  .trim()
  .min(1, {
    error: 'Marathi template id is empty: leave it out, or give the MSG91 id of the Marathi template',
  })
  .max(64, { error: 'Marathi template id must be at most 64 characters' });

/** One event's SMS templates: the English one, and the Hindi and Marathi ones when the shop registered them. */
export const smsTemplate = z
  .object({
    templateId,
    templateIdHi: hindiTemplateId.optional(),
    templateIdMr: marathiTemplateId.optional(),
  })
  .strict();
export type SmsTemplate = z.infer<typeof smsTemplate>;

const perEvent = <T extends z.ZodType>(value: T) =>
  z
    .object(
      Object.fromEntries(notifyEvents.map((e) => [e, value.optional()])) as Record<
        NotifyEvent,
        z.ZodOptional<T>
      >,
    )
    .strict();

export const salesSummaryMessages = {
  template: 'Enter the name of the approved WhatsApp template',
  templateShape: 'A WhatsApp template name has only small letters, digits and _ (at most 64)',
  language: 'Language must be a code like en or en_US',
  phone: "Enter the owner's WhatsApp number: a 10-digit Indian mobile number",
} as const;

/**
 * The owner's daily summary by WhatsApp (decision 0347's addendum): the approved template (its body's {{1}} to {{6}} are the day, orders,
 * revenue, average order, cash-on-delivery share and cancelled orders), its language, and the owner's WhatsApp
 * number (10 digits; not the shop's public phones).
 */
export const salesSummaryWhatsapp = z
  .object({
    template: z
      .string({ error: salesSummaryMessages.template })
      .trim()
      .min(1, { error: salesSummaryMessages.template })
      .max(64, { error: salesSummaryMessages.templateShape })
      .regex(/^[a-z0-9_]+$/, { error: salesSummaryMessages.templateShape }),
    language: z
      .string({ error: salesSummaryMessages.language })
      .trim()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/, { error: salesSummaryMessages.language }),
    /** Saved as 10 digits (the form tidies +91 98765 43210 with normalisePhone first). */
    phone: z
      .string({ error: salesSummaryMessages.phone })
      .regex(mobilePattern, { error: salesSummaryMessages.phone }),
  })
  .strict();
export type SalesSummaryWhatsapp = z.infer<typeof salesSummaryWhatsapp>;

/**
 * GET and PUT /api/admin/settings/sales-summary: the summary's WhatsApp template and the owner's number, or null
 * for mail only. Its own call, for staff with the settings permission: the owner's number is not among the public
 * settings.
 */
export const salesSummarySettingsBody = z.object({ whatsapp: salesSummaryWhatsapp.nullable() }).strict();
export type SalesSummarySettingsBody = z.infer<typeof salesSummarySettingsBody>;
export const salesSummarySettingsReply = z.object({
  whatsapp: salesSummaryWhatsapp.nullable(),
  /** Whether the server has WhatsApp's keys: without them the summary goes by mail only. */
  whatsappConfigured: z.boolean(),
  message: z.string().optional(),
});
export type SalesSummarySettingsReply = z.infer<typeof salesSummarySettingsReply>;
/** Where the setting is kept (the settings table's key). */
export const salesSummarySettingKey = 'salesSummary';

/** Shop Settings' `notifications`: the channels of each event, and each phone channel's template per event. */
export const notificationSettings = z
  .object({
    events: z
      .object(
        // Settings saved before an event existed leave it out: it is optional, and the default routes it.
        Object.fromEntries(
          notifyEvents.map((e) => [
            e,
            laterEvents.includes(e)
              ? z.array(notifyChannel).max(3).optional()
              : z.array(notifyChannel).max(3),
          ]),
        ) as Record<NotifyEvent, z.ZodArray<typeof notifyChannel>>,
      )
      .strict(),
    /**
     * MSG91 template ids, each mapped in MSG91 to the DLT template id registered for its text; `templateIdHi` is the
     * Hindi text's, for shoppers who read the shop in Hindi, `templateIdMr` the Marathi text's (settings saved
     * before them have none: English for all).
     */
    sms: perEvent(smsTemplate),
    /** Approved WhatsApp templates: name and language code. */
    whatsapp: perEvent(
      z
        .object({
          template: templateId,
          language: z
            .string()
            .trim()
            .regex(/^[a-z]{2}(_[A-Z]{2})?$/, {
              error: 'Language must be a code like en or en_US',
            }),
        })
        .strict(),
    ),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** Until the admin routes them: e-mail only, as before the phone channels existed. */
export const defaultNotificationSettings: NotificationSettings = {
  events: {
    order_placed: ['email'],
    order_shipped: ['email'],
    out_for_delivery: ['email'],
    order_delivered: ['email'],
    order_cancelled: ['email'],
    // Sent by phone once the admin names its SMS or WhatsApp template: the link is the point of it.
    cod_confirmation: ['email', 'sms', 'whatsapp'],
    // By WhatsApp too once the admin names an approved template for them.
    cart_reminder: ['email', 'whatsapp'],
    payment_reminder: ['email', 'whatsapp'],
    reorder_reminder: ['email', 'whatsapp'],
    // The mail always goes (the bank's rules ask for the notice); WhatsApp once the admin names its template.
    renewal_notice: ['email', 'whatsapp'],
    // Sent by phone once the admin names its template: the shopper answers the courier by its link.
    delivery_failed: ['email', 'sms', 'whatsapp'],
    // Sent by phone once the admin names its template: the offer is its link, as in the order-confirmed mail.
    cod_pay_now: ['email', 'sms', 'whatsapp'],
    // A breach notice goes by phone too once the admin names its template (DPDP Rule 7(1): every person affected).
    security_notice: ['email', 'sms', 'whatsapp'],
  },
  sms: {},
  whatsapp: {},
};

/** PUT /api/users/{userId}/messages: whether the shopper gets order messages by SMS and by WhatsApp. */
export const messagePreferencesBody = z
  .object({
    sms: z.boolean({ error: 'sms must be true or false' }),
    whatsapp: z.boolean({ error: 'whatsapp must be true or false' }),
    /** Reminders of a left cart or an unfinished payment; left out, the choice stays. */
    reminders: z.boolean({ error: 'reminders must be true or false' }).optional(),
  })
  .strict();
export type MessagePreferencesBody = z.infer<typeof messagePreferencesBody>;

const preference = z.object({
  receive: z.boolean(),
  /** When the shopper opted out (ISO time); null while they receive them. */
  optedOutAt: z.string().nullable(),
});
export const messagePreferencesReply = z.object({
  sms: preference,
  whatsapp: preference,
  reminders: preference,
});
export type MessagePreferences = z.infer<typeof messagePreferencesReply>;

export const messagePreferencesSaved = 'Message preferences saved';
export const messagePreferencesUpdateReply = messagePreferencesReply.extend({ message: z.string() });

/**
 * Why a message to a number was not sent (decision 0288): kept in the log, on a held order's timeline and, where
 * the shopper's own action asked for it, in the answer they see.
 */
export const messageRefusals = {
  stopped: 'This number has asked for no messages from the shop',
  notMobile: 'Not an Indian mobile number',
  perNumber: 'Too many messages to this number today',
  perAccount: 'Too many messages from this account today',
  perAddress: 'Too many messages from this address today',
  shop: 'The shop has sent all the messages it may send today',
} as const;

/** Said to a shopper whose held cash order's link could not go by SMS or WhatsApp, after "Order placed...". */
export const confirmationLinkNotSent = (reason: string) =>
  `The confirmation link could not be sent by SMS or WhatsApp (${reason}). Confirm the order from the e-mail or your order's page.`;

export const phoneStopMessages = {
  invalid: 'This link is not valid.',
  stopped: 'No more SMS or WhatsApp messages will be sent to this number.',
} as const;

/** The web page a message's stop link opens: `?n=<number>&t=<signature>`. */
export const phoneStopPath = '/messages/stop';

const stopLink = {
  /** The number as messages go to it: 91 and ten digits. */
  n: z
    .string({ error: phoneStopMessages.invalid })
    .regex(/^91[6-9]\d{9}$/, { error: phoneStopMessages.invalid }),
  /** The link's signature of that number. */
  t: z
    .string({ error: phoneStopMessages.invalid })
    .regex(/^[\w-]{16,64}$/, { error: phoneStopMessages.invalid }),
};

/** GET /api/messages/stop: what the stop link's page shows (no sign-in). */
export const phoneStopQuery = z.object(stopLink).strict();
export type PhoneStopQuery = z.infer<typeof phoneStopQuery>;
/** POST /api/messages/stop: the click that stops every SMS and WhatsApp to the link's number. */
export const phoneStopBody = z.object(stopLink).strict();
export type PhoneStopBody = z.infer<typeof phoneStopBody>;
export const phoneStopView = z.object({
  /** The number with its middle hidden, e.g. 98•••••670. */
  number: z.string(),
  stopped: z.boolean(),
});
export type PhoneStopView = z.infer<typeof phoneStopView>;
