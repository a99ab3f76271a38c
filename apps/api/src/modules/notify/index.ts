// The notify module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export {
  admitMessage,
  defaultMessageLimits,
  type MessageCause,
  type MessageGate,
  type MessageLimits,
  numberProved,
} from './message-gate.ts';
export { type NotifyResult, nameForMessage, notifyPhone, type PhoneChannels } from './notifier.ts';
export { eventOfStatus, sendOrderMessage } from './order-messages.ts';
export {
  orderStatusExpiry,
  orderStatusLink,
  orderStatusToken,
  readOrderStatusToken,
} from './order-status-link.ts';
export { type LinkSigner, phoneStopLink } from './phone-stop.ts';
