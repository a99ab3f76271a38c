// An Indian PIN code as a shopper types it: kept free of zod so the storefront's PIN check can use it without
// loading the schemas.

/** 6 digits, not starting with 0. */
export const pinCodePattern = /^[1-9]\d{5}$/;
export const pinCodeMessage = 'Please enter a valid 6-digit PIN code';

/** A well-formed PIN code that India Post's directory does not have. */
export const pinNotFoundMessage = (pin: string) => `We could not find PIN code ${pin}. Please check it.`;

/** An address whose state is not its PIN code's: the place of supply follows the PIN code. */
export const pinStateMismatchMessage = (pin: string, pinState: string, given: string) =>
  `The PIN code ${pin} is in ${pinState}, not ${given}`;
