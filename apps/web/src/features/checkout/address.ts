// The checkout address as the form holds it: empty values, the SPEC check (one message per field, from
// the shared schema), and the prefill from the profile or from the last unfinished order.
import { hasNoEmail, type User } from '@chamak/shared/accounts';
import {
  type CheckoutAddress,
  type CheckoutField,
  checkoutAddress,
  checkoutFields,
} from '@chamak/shared/checkout';
import { addressIssueTexts } from '../../lib/address-texts.ts';

export type AddressValues = Record<CheckoutField, string>;
export type FieldErrors = Partial<Record<CheckoutField, string>>;

export const selectState = 'Select State';

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
    if (isField(field) && !errors[field]) errors[field] = addressIssueTexts[issue.message] ?? issue.message;
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
