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
export const consentPurpose = z.enum(consentPurposes, {
  error: 'purpose must be one of order_updates, marketing_email, marketing_messages, analytics.',
});

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

/** The cookie a guest's analytics choice is kept in: `granted` or `denied`, then `.` and the notice version. */
export const analyticsConsentCookie = 'chamak_analytics';
export const analyticsCookieDays = 180;

export function parseAnalyticsCookie(
  value: string | undefined | null,
): { granted: boolean; version: number } | null {
  const m = /^(granted|denied)\.(\d{1,6})$/.exec(value ?? '');
  return m ? { granted: m[1] === 'granted', version: Number(m[2]) } : null;
}

export const analyticsCookieValue = (granted: boolean, version: number) =>
  `${granted ? 'granted' : 'denied'}.${version}`;
