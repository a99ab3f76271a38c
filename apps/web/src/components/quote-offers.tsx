// The discounts of a quote as minus lines of a summary's <dl>: each by its name, the code first when it is
// the shopper's ("WELCOME10 – 10% off −₹50.00"). The figures are the server's.
import { formatRupees } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';

/** The offer's name as the summary shows it: the code in front of a code's name unless it is already there. */
export function offerLabel(offer: CartQuote['offers'][number]): string {
  if (!offer.code || offer.label.toLowerCase().includes(offer.code.toLowerCase())) return offer.label;
  return `${offer.code} – ${offer.label}`;
}

export function QuoteOffers({ offers, className }: { offers: CartQuote['offers']; className: string }) {
  return offers.map((offer) => (
    <div key={`${offer.promotionId}-${offer.kind}`} className={className}>
      <dt className="text-emerald-800">{offerLabel(offer)}</dt>
      <dd className="font-medium whitespace-nowrap text-emerald-800 tabular-nums">
        −{formatRupees(offer.amountPaise)}
      </dd>
    </div>
  ));
}
