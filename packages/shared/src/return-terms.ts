// The return policy in words, from the order settings the return form and the server read (decision 0297): the
// window in days after delivery and the reasons a return is taken for. The policy pages, the FAQ, the terms and
// the return form all say it from here, so none of them can promise what another refuses.
import { defaultOrderSettings, type OrderSettings } from './cancellation.ts';
import { type ReturnReason, returnReasonLabels, returnReasons } from './returns.ts';

/** What each reason covers, as the policy says it ("when an item ..."). */
export const returnReasonNotes = {
  damaged: 'arrived damaged (a broken bottle, a cracked or missing cap)',
  leaking: 'arrived leaking',
  wrong_item: 'is not the product or size you ordered',
  other: 'has another problem (tell us what went wrong)',
} as const satisfies Record<ReturnReason, string>;

export type ReturnTerms = {
  /** Days after delivery in which a return may be asked for; 0: the shop takes no returns. */
  days: number;
  /** The reasons taken, in the form's order, with their labels and what they cover. */
  reasons: { reason: ReturnReason; label: string; note: string }[];
  /** The rule in one sentence. */
  rule: string;
  /** The rule's first half, for a list of the reasons to follow ("... within 7 days of delivery for these reasons:"). */
  lead: string;
};

/** The return window and reasons the settings give (the defaults for whatever was never saved). */
export function returnTerms(orders: Pick<OrderSettings, 'returnWindowDays' | 'returnReasons'>): ReturnTerms {
  const days = orders.returnWindowDays ?? defaultOrderSettings.returnWindowDays;
  const taken = new Set(orders.returnReasons ?? defaultOrderSettings.returnReasons);
  const reasons = returnReasons
    .filter((r) => taken.has(r))
    .map((reason) => ({ reason, label: returnReasonLabels[reason], note: returnReasonNotes[reason] }));
  const notes = reasons.map((r) => r.note);
  const when =
    notes.length <= 2
      ? notes.join(' or ')
      : `${notes.slice(0, -1).join(', ')}, or ${notes[notes.length - 1]}`;
  const rule =
    days === 0
      ? 'We are not taking returns at the moment.'
      : `You can ask for a return within ${days} day${days === 1 ? '' : 's'} of delivery when an item ${when}.`;
  const lead =
    days === 0
      ? rule
      : `You can ask for a return within ${days} day${days === 1 ? '' : 's'} of delivery for ${reasons.length === 1 ? 'this reason' : 'these reasons'}:`;
  return { days, reasons, rule, lead };
}

/** The server's answer to a reason the settings do not take (400, on the reason field). */
export const reasonNotTaken = (terms: ReturnTerms) =>
  `reason: we take returns only for ${terms.reasons.map((r) => r.label.toLowerCase()).join(', ')}.`;
