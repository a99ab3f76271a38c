// A cash order's offer to pay online now for less (decision 0337), as its signed-in owner sees it on the order
// confirmation page and the order's page: "Pay now and save ₹X", shown only while the server says the order can be
// paid now and paying now saves something. The link opens the pay-now page (features/pay-now).
import { formatRupees } from '@chamak/shared/money';
import type { PayNowView } from '@chamak/shared/pay-now';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';

/** GET /api/order/{id}/pay-now as the signed-in owner; a refusal (paid, shipped, no saving) means no offer. */
export const payNowOfferQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...keys.all, 'pay-now', orderId, 'owner'] as const,
    queryFn: ({ signal }) => request<PayNowView>(`/order/${orderId}/pay-now`, { signal }),
    retry: false,
  });

export function PayNowOffer({ orderId, enabled = true }: { orderId: number; enabled?: boolean }) {
  const query = useQuery({ ...payNowOfferQuery(orderId), enabled });
  const view = query.data;
  if (view?.state !== 'open' || view.savingPaise <= 0) return null;
  const amount = formatRupees(view.savingPaise);
  return (
    <section
      aria-labelledby={`pay-now-offer-${orderId}`}
      className="flex flex-col gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="text-sm text-emerald-950">
        <h2 id={`pay-now-offer-${orderId}`} className="text-base font-bold">
          {t('Pay now and save {amount}', { amount })}
        </h2>
        <p className="mt-1">
          {t('Pay online instead of cash on delivery: {online} instead of {cash}.', {
            online: formatRupees(view.onlinePaise),
            cash: formatRupees(view.cashPaise),
          })}
        </p>
      </div>
      <Link
        to={paths.payNow(orderId)}
        className="shrink-0 rounded-xl bg-emerald-700 px-5 py-3 text-center font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('Pay now')}
      </Link>
    </section>
  );
}
