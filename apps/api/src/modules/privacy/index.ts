// The privacy module's face (decision 0357): what other modules may use. Recording consents (the signup's and
// checkout's boxes, the message opt-outs and stop links) and reading what a person has agreed to now.
export { analyticsConsentOf, consentsOf, hasConsent, marketingConsentedSql } from './consent-state.ts';
export {
  boxesTicked,
  type ConsentAct,
  currentNoticeVersion,
  recordConsent,
  recordConsents,
} from './ledger.ts';
