// The renewal notice's link and its signature (decision 0326): the subscription and the cycle, signed by the app.
import type { LinkSigner } from '../notify/index.ts';

/** 22 characters (132 bits): short in a message, hopeless to guess. */
export const signatureOf = (tokens: LinkSigner, s: number, c: number) =>
  tokens.mac('subscription-notice', `${s}.${c}`).slice(0, 22);

/** The notice's link to its page at the shop's address. */
export function noticeLink(tokens: LinkSigner, publicUrl: string, s: number, c: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/subscription-notice?s=${s}&c=${c}&t=${signatureOf(tokens, s, c)}`;
}
