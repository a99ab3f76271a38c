// Following an order by its number and mobile (decision 0322): a code to the order's mobile number, and the code
// typed back for the token of the order's status link.
import type {
  OrderStatusCodeBody,
  OrderStatusVerifyBody,
  OrderStatusVerifyReply,
} from '@chamak/shared/order-status';
import type { OtpRequestReply } from '@chamak/shared/phone-sign-in';
import { request } from '../../api/client.ts';

export const sendOrderStatusCode = (body: OrderStatusCodeBody) =>
  request<OtpRequestReply>('/order-status/code', { body });

export const verifyOrderStatusCode = (body: OrderStatusVerifyBody) =>
  request<OrderStatusVerifyReply>('/order-status/verify', { body });
