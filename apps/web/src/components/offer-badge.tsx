// The automatic offer a product earns, as a small text badge: "Buy 2 get 1 free". Read from the cached public
// offers; nothing shows while they load or if there are none, and the badges sit where they move nothing
// (over the card's image; in the product page's chip row, which the server renders with them).
import { useQuery } from '@tanstack/react-query';
import { type OfferProduct, offersFor, offersQuery } from '../api/offers.ts';
import { t } from '../lib/i18n.ts';

/** A product card's badge: its most specific offer, over the bottom of the image. Shop-wide offers are not repeated on every card. */
export function CardOfferBadge({ product }: { product: OfferProduct }) {
  const { data } = useQuery(offersQuery());
  const [offer] = offersFor(data, product, { shopWide: false });
  if (!offer) return null;
  return (
    <p className="pointer-events-none absolute bottom-2 left-2 z-10 max-w-[calc(100%-1rem)] truncate rounded-md bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
      <span className="sr-only">{t('Offer:')} </span>
      {offer.badge}
    </p>
  );
}

/** A product page's offers (shop-wide ones too), as chips; the first `max` of them. */
export function OfferChips({ product, max = 2 }: { product: OfferProduct; max?: number }) {
  const { data } = useQuery(offersQuery());
  return offersFor(data, product)
    .slice(0, max)
    .map((offer) => (
      <span
        key={offer.id}
        className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
      >
        <span className="sr-only">{t('Offer:')} </span>
        {offer.badge}
      </span>
    ));
}
