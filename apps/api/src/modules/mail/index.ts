// The mail module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export { type MailTransport, prepareTemplate, sendTemplate } from './service.ts';
export { emailChangedMail, passwordChangedMail, passwordResetMail } from './templates/accounts.tsx';
export { type ContactReplyMail, contactReplyMail } from './templates/contact-reply.tsx';
export { failedDeliveryMail } from './templates/failed-delivery.tsx';
export type { MailLine } from './templates/layout.tsx';
export { type LowStockMail, lowStockMail } from './templates/low-stock.tsx';
export {
  codConfirmationMail,
  type OrderMail,
  orderCancelledMail,
  orderCancelledShopMail,
  orderConfirmedMail,
  shipmentStatusMail,
} from './templates/orders.tsx';
export {
  type BreachNoticeMail,
  breachNoticeMail,
  type ErasureNoticeMail,
  erasureNoticeMail,
  type GrievanceReceivedMail,
  type GrievanceResolvedMail,
  grievanceReceivedMail,
  grievanceResolvedMail,
  type OfficerLine,
} from './templates/privacy-notices.tsx';
export {
  type PrivacyRequestAnswerMail,
  type PrivacyRequestMail,
  privacyRequestAnsweredMail,
  privacyRequestReceivedMail,
} from './templates/privacy-request.tsx';
export { refundInitiatedMail, refundProcessedMail } from './templates/refunds.tsx';
export { cartReminderMail, paymentReminderMail } from './templates/reminders.tsx';
export { type ReorderMail, reorderReminderMail } from './templates/reorder.tsx';
export { returnRequestedMail, returnRequestedShopMail, returnStepMail } from './templates/returns.tsx';
export { type SalesSummaryMail, salesSummaryMail } from './templates/sales-summary.tsx';
export { type StaffInvitationMail, staffInvitationMail } from './templates/staff.tsx';
export { backInStockMail, stockAlertConfirmMail } from './templates/stock.tsx';
export {
  type RenewalMail,
  renewalFailedMail,
  renewalNoticeMail,
  renewalSoldOutMail,
} from './templates/subscriptions.tsx';
