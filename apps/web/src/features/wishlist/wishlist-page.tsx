// The wishlist page (/wishlist, SPEC section 2): the customer's server list or the guest's browser list, as a
// table with Add to Cart and remove, and an empty state leading back to the shop.
import { Link } from 'react-router';
import { PageHeader } from '../../components/breadcrumb.tsx';
import { HeartIcon } from '../../components/icons.tsx';
import { Loading } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { useRemoveFromWishlist, useWishlist } from './api.ts';
import { WishlistRow } from './wishlist-row.tsx';

const continueLink =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-brand px-5 py-2.5 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white';

export default function WishlistPage() {
  const wishlist = useWishlist();
  const removal = useRemoveFromWishlist(wishlist.userId);
  const { items } = wishlist;

  return (
    <>
      <PageHeader
        title={t('Wishlist')}
        crumbs={[{ label: t('Home'), to: paths.home }, { label: t('Wishlist') }]}
      />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        {wishlist.loading ? (
          <Loading text={t('Loading your wishlist...')} />
        ) : wishlist.failed ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-red-700">{t('Failed to fetch wishlist items')}</p>
            <button
              type="button"
              onClick={wishlist.retry}
              className="rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {t('Retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-white text-rose-600 shadow-sm">
              <HeartIcon width={30} height={30} />
            </span>
            <p className="text-lg font-semibold text-slate-900">{t('Your Wishlist is Currently Empty.')}</p>
            <Link to={paths.products} className={continueLink}>
              {t('Continue Shopping')}
            </Link>
          </div>
        ) : (
          <>
            <table className="block w-full md:table">
              <caption className="sr-only">{t('Products in your wishlist')}</caption>
              <thead className="hidden border-b border-slate-200 md:table-header-group">
                <tr className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <th scope="col" className="pb-3 pr-4">
                    {t('Product')}
                  </th>
                  <th scope="col" className="w-32 px-4 pb-3">
                    {t('Size')}
                  </th>
                  <th scope="col" className="w-52 px-4 pb-3">
                    {t('Price')}
                  </th>
                  <th scope="col" className="w-px pb-3 pl-4">
                    <span className="sr-only">{t('Actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="block divide-y divide-slate-200 border-b border-slate-200 md:table-row-group">
                {items.map((item) => (
                  <WishlistRow
                    key={item.productId}
                    item={item}
                    busy={item.id !== null && item.id === removal.busyId}
                    onRemove={() => removal.remove(item)}
                  />
                ))}
              </tbody>
            </table>
            <div className="mt-6">
              <Link to={paths.products} className={continueLink}>
                <span aria-hidden="true">←</span> {t('Continue Shopping')}
              </Link>
            </div>
          </>
        )}
      </div>
    </>
  );
}
