// The checkout address as the form holds it: empty values, the SPEC check (one message per field, from
// the shared schema), and the prefill from the profile or from the last unfinished order.
import { hasNoEmail, type User } from '@chamak/shared/accounts';
import {
  type CheckoutAddress,
  type CheckoutField,
  checkoutAddress,
  checkoutFields,
} from '@chamak/shared/checkout';
import { msg } from '../../lib/i18n.ts';

export type AddressValues = Record<CheckoutField, string>;
export type FieldErrors = Partial<Record<CheckoutField, string>>;

export const selectState = 'Select State';

/**
 * The shared schema's messages (checkout.ts, phone.ts, pin-code.ts: SPEC section 5's English) marked for
 * translation, keyed by their English: the field shows t(message).
 */
const issueTexts: Readonly<Record<string, string>> = {
  'First name is required': msg('First name is required'),
  'Last name is required': msg('Last name is required'),
  'Email is required': msg('Email is required'),
  'Phone is required': msg('Phone is required'),
  'Address is required': msg('Address is required'),
  'Apartment, suite, landmark is required': msg('Apartment, suite, landmark is required'),
  'City is required': msg('City is required'),
  'State is required': msg('State is required'),
  'PIN code is required': msg('PIN code is required'),
  'First name is too long': msg('First name is too long'),
  'Last name is too long': msg('Last name is too long'),
  'Email is too long': msg('Email is too long'),
  'Address is too long': msg('Address is too long'),
  'Apartment, suite, landmark is too long': msg('Apartment, suite, landmark is too long'),
  'City is too long': msg('City is too long'),
  'State is too long': msg('State is too long'),
  'PIN code is too long': msg('PIN code is too long'),
  'Invalid email format': msg('Invalid email format'),
  'Phone number must be 10 digits': msg('Phone number must be 10 digits'),
  'Phone number must start with 6, 7, 8 or 9.': msg('Phone number must start with 6, 7, 8 or 9.'),
  'Please select a valid state': msg('Please select a valid state'),
  'Please enter a valid 6-digit PIN code': msg('Please enter a valid 6-digit PIN code'),
};

export const emptyAddress: AddressValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  apt: '',
  city: '',
  state: selectState,
  postalCode: '',
};

const isField = (key: PropertyKey | undefined): key is CheckoutField =>
  typeof key === 'string' && (checkoutFields as readonly string[]).includes(key);

export type AddressCheck = { ok: true; address: CheckoutAddress } | { ok: false; errors: FieldErrors };

/** SPEC section 5 through the shared schema: the first message of each invalid field (marked for translation). */
export function checkAddress(values: AddressValues): AddressCheck {
  const result = checkoutAddress.safeParse(values);
  if (result.success) return { ok: true, address: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issueTexts[issue.message] ?? issue.message;
  }
  return { ok: false, errors };
}

/**
 * 'Asha Rani Verma' → Asha / Rani Verma; the e-mail unless it is the stand-in of an account made by a code (the
 * checkout asks for it instead); the phone as its last 10 digits.
 */
export function fromProfile(user: Pick<User, 'fullname' | 'email' | 'phone'>): Partial<AddressValues> {
  const [first = '', ...rest] = user.fullname.trim().split(/\s+/);
  const digits = user.phone.replace(/\D/g, '');
  return {
    firstName: first,
    lastName: rest.join(' '),
    email: hasNoEmail(user.email) ? '' : user.email,
    phone: digits.length >= 10 ? digits.slice(-10) : digits,
  };
}

/** Fills only the fields the shopper has not typed into. */
export function fillBlanks(values: AddressValues, prefill: Partial<AddressValues>): AddressValues {
  const next = { ...values };
  for (const field of checkoutFields) {
    const value = prefill[field];
    const blank = field === 'state' ? next.state === selectState || !next.state : !next[field].trim();
    if (value && blank) next[field] = value;
  }
  return next;
}
