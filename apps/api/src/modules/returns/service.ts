// Returns (D15): the shopper asks, within the return window after delivery, to send back some or all units of an
// order; the admin approves, rejects, receives and refunds it; each step mails the shopper. The verbs live one a
// file; this list keeps the module's routes and tests importing them from one place. The module writes only its
// own tables (returns, return_items).
export { approveReturn } from './approve-return.ts';
export { receiveReturn } from './receive-return.ts';
export { refundReturn, returnRefundKey } from './refund-return.ts';
export { rejectReturn } from './reject-return.ts';
export { parseReturnFields, requestReturn } from './request-return.ts';
export { returnPhoto } from './return-photos.ts';
export type { ReturnsCtx } from './return-rows.ts';
export { adminReturns, orderReturns } from './return-views.ts';
export { unitsValue } from './return-window.ts';
