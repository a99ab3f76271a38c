// The shopper's e-mail and phone as each destination wants them (decision 0364): normalised exactly as its
// documentation says, then SHA-256 in hex. Nothing readable leaves the shop.
//   GA4 Measurement Protocol, user-provided data (developers.google.com/analytics/devguides/collection/ga4/uid-data):
//   e-mail trimmed and lower-cased, the dots before the domain removed for gmail.com and googlemail.com; phone in
//   E.164 (digits only, with a + prefix).
//   Meta Conversions API, customer information parameters: e-mail trimmed and lower-cased; phone digits only, no
//   leading zeros, with the country code (91 for India) and no +.
import { createHash } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Meta's e-mail: trimmed, lower case. Null when it is not an address. */
export function metaEmail(raw: string | null | undefined): string | null {
  const email = (raw ?? '').trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+$/.test(email) ? email : null;
}

/** GA4's e-mail: Meta's, and for gmail.com and googlemail.com without the dots before the domain. */
export function ga4Email(raw: string | null | undefined): string | null {
  const email = metaEmail(raw);
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)];
  return domain === 'gmail.com' || domain === 'googlemail.com'
    ? `${local.replaceAll('.', '')}@${domain}`
    : email;
}

/**
 * An Indian mobile number in E.164's digits: country code 91 then the ten digits, no +. A number already with a
 * country code keeps it; one too short to be a number is none.
 */
export function e164Digits(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length >= 11 && digits.length <= 15) return digits;
  return null;
}

/** Hashed identifiers for GA4's user_data, or undefined when there are none. */
export function ga4UserData(who: { email?: string | null; phone?: string | null }) {
  const email = ga4Email(who.email);
  const phone = e164Digits(who.phone);
  if (!email && !phone) return undefined;
  return {
    ...(email ? { sha256_email_address: [sha256(email)] } : {}),
    ...(phone ? { sha256_phone_number: [sha256(`+${phone}`)] } : {}),
  };
}

/** Hashed identifiers for Meta's user_data (em, ph). */
export function metaHashedIds(who: { email?: string | null; phone?: string | null }) {
  const email = metaEmail(who.email);
  const phone = e164Digits(who.phone);
  return {
    ...(email ? { em: [sha256(email)] } : {}),
    ...(phone ? { ph: [sha256(phone)] } : {}),
  };
}
