// An Indian PIN code as a shopper types it: kept free of zod so the storefront's PIN check can use it without
// loading the schemas.

/** 6 digits, not starting with 0. */
export const pinCodePattern = /^[1-9]\d{5}$/;
export const pinCodeMessage = 'Please enter a valid 6-digit PIN code';
