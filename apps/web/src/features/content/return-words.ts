// The return policy's words (shared/return-terms.ts: the window and the reasons the order settings take, decision
// 0297) in the page's language. The shared module writes them in English; the build translates only messages.ts
// wholesale, so the policy pages say them from here, with the same English.
import type { ReturnTerms } from '@chamak/shared/return-terms';
import type { ReturnReason } from '@chamak/shared/returns';
import { msg, t } from '../../lib/i18n.ts';

/** Each reason's label (returnReasonLabels) and what it covers (returnReasonNotes), marked for translation. */
const reasonWords: Record<ReturnReason, { label: string; note: string }> = {
  damaged: {
    label: msg('Damaged'),
    note: msg('arrived damaged (a broken bottle, a cracked or missing cap)'),
  },
  leaking: { label: msg('Leaking'), note: msg('arrived leaking') },
  wrong_item: { label: msg('Wrong item'), note: msg('is not the product or size you ordered') },
  other: { label: msg('Other'), note: msg('has another problem (tell us what went wrong)') },
};

export const reasonLabel = (reason: ReturnReason): string => t(reasonWords[reason].label);
export const reasonNote = (reason: ReturnReason): string => t(reasonWords[reason].note);

/** 'a', 'a or b', 'a, b, or c', as returnTerms joins the notes. */
function either(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return t('{first} or {second}', { first: items[0]!, second: items[1]! });
  return t('{list}, or {last}', { list: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/** The rule in one sentence (ReturnTerms.rule). */
export function returnRule(terms: ReturnTerms): string {
  if (terms.days === 0) return t('We are not taking returns at the moment.');
  return t(
    '{days, plural, one {You can ask for a return within # day of delivery when an item {when}.} other {You can ask for a return within # days of delivery when an item {when}.}}',
    { days: terms.days, when: either(terms.reasons.map((r) => reasonNote(r.reason))) },
  );
}

/** The rule's first half, before the list of the reasons (ReturnTerms.lead). */
export function returnLead(terms: ReturnTerms): string {
  if (terms.days === 0) return returnRule(terms);
  return t(
    '{days, plural, one {You can ask for a return within # day of delivery} other {You can ask for a return within # days of delivery}} {count, plural, one {for this reason:} other {for these reasons:}}',
    { days: terms.days, count: terms.reasons.length },
  );
}
