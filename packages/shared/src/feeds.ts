// Catalogue feeds for Google Merchant Center and Meta Commerce Manager (decision 0363): who may read them (anyone,
// or only with the shop's secret token), the admin's calls that set that, and the money format both feeds take.
import { z } from 'zod';

export const feedAccessModes = ['public', 'token'] as const;
export type FeedAccessMode = (typeof feedAccessModes)[number];

/** The feeds' addresses, at the site's root beside the sitemap. */
export const feedPaths = { google: '/feeds/google.xml', meta: '/feeds/meta.csv' } as const;

export const feedMessages = {
  access: 'Choose public or with a token',
  tokenMissing:
    'This catalogue feed needs its access token. Add ?token=... with the token shown in the admin under Shop Settings > Catalogue feeds.',
  tokenWrong:
    'The access token of this catalogue feed is wrong. Copy the feed address again from the admin under Shop Settings > Catalogue feeds.',
  saved: 'Feed access saved',
  newToken: 'New token made: paste the new addresses into Merchant Center and Commerce Manager',
} as const;

/** GET /feeds/google.xml and /feeds/meta.csv: the token, when the shop asks for one. */
export const feedQuery = z.object({ token: z.string().max(200).optional() });
export type FeedQuery = z.infer<typeof feedQuery>;

/** PUT /api/admin/settings/feeds */
export const feedAccessBody = z.strictObject({
  access: z.enum(feedAccessModes, { error: feedMessages.access }),
});
export type FeedAccessBody = z.infer<typeof feedAccessBody>;

/** The admin's view of the feeds: the access rule, the token and the addresses to paste, and what each feed holds. */
export const feedSettingsReply = z.object({
  access: z.enum(feedAccessModes),
  token: z.string(),
  googleUrl: z.string(),
  metaUrl: z.string(),
  /** Items (one per active size) in the feeds, and sizes left out because their product has no image. */
  items: z.number().int(),
  withoutImage: z.number().int(),
  message: z.string().optional(),
});
export type FeedSettingsReply = z.infer<typeof feedSettingsReply>;

/** Paise as both feeds write a price: "123.45 INR" (a decimal point, two decimals, the ISO 4217 code). */
export function feedPrice(paise: number): string {
  const whole = Math.floor(paise / 100);
  return `${whole}.${String(paise % 100).padStart(2, '0')} INR`;
}
