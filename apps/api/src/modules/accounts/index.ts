// The accounts module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export { phoneConsentOf, stopRemindersFor } from './message-preferences.ts';
export { hashPassword } from './passwords.ts';
export { takeDetailsFromOrder } from './phone-sign-in.ts';
export { getProfile } from './service.ts';
