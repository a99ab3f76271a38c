// An Indian mobile number as people write it: one rule for signup, the profile and the checkout, on the server and
// in the browser. Kept free of zod so any page can use it; the schemas build their fields on it.

/** What is stored and sent on: exactly 10 digits, the first 6, 7, 8 or 9 (SPEC section 5's hint). */
export const mobilePattern = /^[6-9]\d{9}$/;

/** Room in a phone field for '+91 98765 43210' and '+91-98765-43210' before the number is tidied. */
export const phoneInputMaxLength = 20;

export const phoneStartMessage = 'Phone number must start with 6, 7, 8 or 9.';

/**
 * '+91 98765 43210', '+91-98765-43210', '91 98765 43210', '098450 12345' and '98450-12345' all become
 * '9876543210' or '9845012345': spaces and dashes go, then a +91 (or 91 before 10 more digits) or a leading 0
 * before 10 digits. Anything else is returned as it is, for the checks to refuse.
 */
export function normalisePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s-]+/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (/^91\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

/**
 * Why a tidied number is refused, or null when it is a mobile number: `length` when it is not 10 digits, the
 * start message when it does not begin with 6 to 9.
 */
export function phoneProblem(normalised: string, length: string): string | null {
  if (!/^\d{10}$/.test(normalised)) return length;
  if (!mobilePattern.test(normalised)) return phoneStartMessage;
  return null;
}
