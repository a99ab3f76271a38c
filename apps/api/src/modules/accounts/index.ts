// The accounts module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export { keepBusinessRegistration } from './business-registrations.ts';
export { phoneConsentOf, setRemindersFor, stopRemindersFor } from './message-preferences.ts';
export { hashPassword } from './passwords.ts';
export {
  type AdmitCode,
  CodeLimited,
  type CodePurpose,
  customerForPhone,
  type PhoneSignInCtx,
  requestCode,
  takeDetailsFromOrder,
  useCode,
} from './phone-sign-in.ts';
export { answerCodeRequest } from './phone-sign-in-routes.ts';
export { type AccountForgetter, deleteAccount, getProfile } from './service.ts';
export { type CodeSenders, signInCodesToday } from './sign-in-code-log.ts';
export { refundLimitFor, staffSettingsOf } from './staff-settings.ts';
