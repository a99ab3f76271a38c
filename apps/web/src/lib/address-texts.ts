// The address form's words as the shared schema writes them (checkout.ts, phone.ts, pin-code.ts: SPEC section 5's
// English), marked for translation and keyed by their English, for checkout, the address book and a subscription's
// address: the build translates only the app's own texts, so a page shows these through t() of the entry.
import type { CheckoutField } from '@chamak/shared/checkout';
import { msg } from './i18n.ts';

/** The shared checkoutFieldLabels (SPEC's words), marked for translation: shown with t(addressFieldLabels[field]). */
export const addressFieldLabels: Record<CheckoutField, string> = {
  firstName: msg('First Name'),
  lastName: msg('Last Name'),
  email: msg('Email'),
  phone: msg('Phone'),
  address: msg('Address'),
  apt: msg('Apartment, suite, landmark'),
  city: msg('City'),
  state: msg('State'),
  postalCode: msg('PIN Code'),
};

/** The shared address schema's messages, by their English. */
export const addressIssueTexts: Readonly<Record<string, string>> = {
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
