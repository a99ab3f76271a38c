// The purposes a shopper's personal data is used for (DPDP Rules; decision 0357), what each is called on the page,
// and the guest's analytics choice kept in a cookie. Order updates are needed to deliver what was bought (the
// contract); the other three are optional, asked with boxes never ticked beforehand, and withdrawn in one click.
import { z } from 'zod';

export const consentPurposes = [
  'order_updates',
  'marketing_email',
  'marketing_messages',
  'analytics',
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export const consentPurposeMessage =
  'purpose must be one of order_updates, marketing_email, marketing_messages, analytics.';
export const consentPurpose = z.enum(consentPurposes, { error: consentPurposeMessage });

/** Purposes a person may refuse or withdraw (order updates come with an order). */
export const optionalPurposes = [
  'marketing_email',
  'marketing_messages',
  'analytics',
] as const satisfies readonly ConsentPurpose[];

export const consentPurposeLabels: Record<ConsentPurpose, string> = {
  order_updates: 'Order updates (needed to deliver your order)',
  marketing_email: 'Offers and news by e-mail',
  marketing_messages: 'Offers and news by WhatsApp or SMS',
  analytics: 'Analytics and advertising measurement',
};

export const consentActions = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof consentActions)[number];

// The guest's analytics cookie lives in a module without zod, so the banner on every page carries none.
export {
  analyticsConsentCookie,
  analyticsCookieDays,
  analyticsCookieValue,
  parseAnalyticsCookie,
} from './privacy-cookie.ts';

// ---- The privacy notice (decision 0357): itemised, versioned; a published version never changes ----

const noticeText = (what: string, max = 2000) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, { error: `${what} is required.` })
    .max(max, { error: `${what} must be ${max} characters or less.` });

/** One item of personal data and what it is used for. */
export const noticeItem = z.strictObject({
  data: noticeText('The personal data', 300),
  purpose: noticeText('Its purpose', 1000),
});
export type NoticeItem = z.infer<typeof noticeItem>;

/** The rights the notice must explain (DPDP Act sections 11 to 14). */
export const noticeRights = ['access', 'correction', 'erasure', 'nomination', 'grievance'] as const;
export type NoticeRight = (typeof noticeRights)[number];
export const noticeRightLabels: Record<NoticeRight, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  nomination: 'Nomination',
  grievance: 'Grievance',
};

/** What a published notice says: every part is required, so no version can leave one out. */
export const privacyNoticeBody = z.strictObject({
  intro: noticeText('The introduction'),
  items: z
    .array(noticeItem, { error: 'List the personal data collected.' })
    .min(1, { error: 'List at least one item of personal data and its purpose.' })
    .max(30, { error: 'List at most 30 items.' }),
  rights: z.strictObject({
    access: noticeText('The right of access'),
    correction: noticeText('The right of correction'),
    erasure: noticeText('The right of erasure'),
    nomination: noticeText('The right of nomination'),
    grievance: noticeText('The right of grievance redressal'),
  }),
  withdraw: noticeText('How to withdraw consent'),
  complain: noticeText('How to complain to the Data Protection Board of India'),
  contact: z.strictObject({
    name: noticeText('The contact’s name', 100),
    email: z
      .string({ error: 'The contact’s e-mail is required.' })
      .trim()
      .max(254, { error: 'The contact’s e-mail is too long.' })
      .pipe(z.email({ error: 'Write a valid e-mail for the contact.' })),
    phone: noticeText('The contact’s phone', 20).regex(/^\+?[0-9 ()-]{6,20}$/, {
      error: 'Write a valid phone number for the contact.',
    }),
  }),
});
export type PrivacyNoticeBody = z.infer<typeof privacyNoticeBody>;

/** GET /api/privacy/notice and the admin's versions: a published version and what it says. */
export const privacyNotice = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  body: privacyNoticeBody,
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;

/** GET /api/admin/privacy/notices: every published version, newest first. */
export const privacyNoticeList = z.object({ notices: z.array(privacyNotice) });
export type PrivacyNoticeList = z.infer<typeof privacyNoticeList>;

export const privacyNoticePublished = z.object({ message: z.string(), notice: privacyNotice });

// ---- The shopper's consents (Profile → Privacy) and the guest's banner ----

/** Where in the shop a consent was given or withdrawn, and how. */
export const consentSources = [
  'signup',
  'code_sign_in',
  'checkout',
  'contact_form',
  'profile',
  'message_link',
  'cookie_banner',
  'existing_opt_out',
] as const;
export type ConsentSource = (typeof consentSources)[number];
export const consentMethods = ['checkbox', 'button', 'link', 'backfill', 'contract'] as const;
export type ConsentMethod = (typeof consentMethods)[number];

/**
 * POST /api/account/consents. The purpose is read as text here and checked by the service, so an unknown one is
 * refused with 422 and the list of purposes (consentPurpose's message), not a generic 400.
 */
export const consentChangeBody = z.strictObject({
  purpose: z.string({ error: consentPurposeMessage }).max(60, { error: consentPurposeMessage }),
  given: z.boolean({ error: 'given must be true or false.' }),
});
export type ConsentChangeBody = z.infer<typeof consentChangeBody>;

/** One purpose as the profile shows it: its current state, and when and under which notice it was set. */
export const consentState = z.object({
  purpose: consentPurpose,
  label: z.string(),
  optional: z.boolean(),
  given: z.boolean(),
  /** Null: never asked, so not given. */
  at: z.string().nullable(),
  noticeVersion: z.number().int().nullable(),
  source: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentState>;
export const consentsReply = z.object({
  noticeVersion: z.number().int().nullable(),
  purposes: z.array(consentState),
});
export type ConsentsReply = z.infer<typeof consentsReply>;
export const consentChanged = consentsReply.extend({ message: z.string() });

/** POST /api/privacy/analytics: the banner's answer; the reply's version goes into the cookie. */
export const analyticsChoiceBody = z.strictObject({
  granted: z.boolean({ error: 'granted must be true or false.' }),
});
export const analyticsChoiceReply = z.object({ version: z.number().int(), recorded: z.boolean() });

/** The optional boxes at signup and checkout: absent or false is not given (never ticked beforehand). */
export const marketingBoxes = {
  marketingEmail: z.boolean().optional(),
  marketingMessages: z.boolean().optional(),
};

export const privacyMessages = {
  given: 'Thanks: your choice is saved.',
  withdrawn: 'Stopped. You can allow it again at any time.',
  notOptional: 'Order updates come with an order: they are needed to deliver it.',
  published: (version: number) => `Version ${version} of the privacy notice is published.`,
  noNotice: 'No privacy notice is published yet.',
};
