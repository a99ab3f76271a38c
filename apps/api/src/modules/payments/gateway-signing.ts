// The gateway's signatures: Razorpay signs payments and webhooks with HMAC-SHA256 in hex, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function safeEqualHex(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(/^[0-9a-f]+$/i.test(givenHex) ? givenHex : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
