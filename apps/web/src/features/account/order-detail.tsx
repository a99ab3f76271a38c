// One order in full (SPEC section 2): the progress bar, courier and tracking, address, items and totals,
// payment method and state, its GST invoice and credit notes to download, and its history (placed, confirmed,
// shipped, delivered, cancelled, refunds, returns); 'Failed to load order details.' when it cannot be read.
import type { Order } from '@chamak/shared/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ChevronLeftIcon } from '../../components/icons.tsx';
import { AwaitingConfirmation } from '../../components/orders/awaiting-confirmation.tsx';
import { Badge } from '../../components/orders/badge.tsx';
import { orderStatusText, orderTone } from '../../components/orders/format.ts';
import { OrderDetails } from '../../components/orders/order-details.tsx';
import { PayNowOffer } from '../../components/orders/pay-now-offer.tsx';
import { Loading } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { downloadFile } from '../../lib/files.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, orderHistoryQuery, orderQuery, serverMessage } from './api.ts';
import { CancelOrder } from './cancel-order.tsx';
import { OrderReturns } from './order-returns.tsx';

export const orderLoadFailed = msg('Failed to load order details.');
export const documentDownloadFailed = msg('Failed to download the document. Please try again.');

/** The invoice or a credit note, saved as a file; a refusal shows the server's message. */
async function downloadDocument(path: string, fallbackName: string): Promise<void> {
  try {
    await downloadFile(path, fallbackName);
  } catch (error) {
    toast.error(serverMessage(error) ?? t(documentDownloadFailed));
  }
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-1 rounded-lg py-1 pr-2 text-sm font-semibold text-brand hover:underline"
    >
      <ChevronLeftIcon width={18} height={18} />
      {t('Back to orders')}
    </button>
  );
}

/** The order's way so far, oldest first: what the shop's timeline shows its shopper (GET /order/:id/history). */
function OrderEvents({ orderId }: { orderId: number }) {
  const { data, isError } = useQuery(orderHistoryQuery(orderId));
  const headingId = `order-events-${orderId}`;
  if (!data && !isError) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h4 id={headingId} className="text-sm font-bold tracking-wide text-slate-500 uppercase">
        {t('Order history')}
      </h4>
      {data && data.events.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-2 text-sm">
          {data.events.map((e, i) => (
            <li key={`${e.at}-${i}`} className="flex flex-col sm:flex-row sm:gap-4">
              <time dateTime={e.at} className="text-xs text-slate-600 sm:w-44 sm:shrink-0 sm:text-sm">
                {formatDateTime(e.at)}
              </time>
              <span className="font-medium text-slate-900">{e.text}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {isError ? t('The order history could not be loaded.') : t('Nothing to show yet.')}
        </p>
      )}
    </section>
  );
}

export function OrderDetail({
  orderId,
  userId,
  onBack,
}: {
  orderId: number;
  userId: number;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...orderQuery(orderId),
    // The list already holds this order: show it at once while the fresh copy loads.
    placeholderData: () =>
      queryClient.getQueryData<Order[]>(accountKeys.orders(userId))?.find((o) => o.id === orderId),
  });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (query.isError) toast.error(t(orderLoadFailed));
  }, [query.isError]);

  const loaded = query.data !== undefined;
  // Focus the order's title when it opens, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        <BackButton onBack={onBack} />
        <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-red-700">
          <p>{t(orderLoadFailed)}</p>
          <button
            type="button"
            onClick={() => query.refetch()}
            className="rounded-md border border-red-300 px-4 py-2 text-sm hover:bg-red-50"
          >
            {t('Retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!query.data) return <Loading text={t('Loading order details...')} />;

  const order = query.data;
  // The date in its own element inside the sentence: the text's placeholder, unfilled, marks where it goes.
  const placedOn = t('Placed on {date}').split('{date}');

  return (
    <div className="flex flex-col gap-5">
      <BackButton onBack={onBack} />

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {t('Order #{id}', { id: String(order.id) })}
          </h3>
          <p className="text-sm text-slate-500">
            {placedOn[0]}
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            {placedOn[1]}
          </p>
        </div>
        <Badge tone={orderTone(order)} large>
          {orderStatusText(order)}
        </Badge>
      </div>

      <AwaitingConfirmation order={order} />

      {order.paymentMethod === 'cod' && order.paymentStatus === 'cod' && order.status === 1 && (
        <PayNowOffer orderId={order.id} />
      )}

      {order.cancelReason && (
        <p className="rounded-2xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {t('We cancelled this order: {reason}. Nothing was charged for it.', {
            reason: order.cancelReason,
          })}
        </p>
      )}

      <CancelOrder order={order} />

      <OrderReturns order={order} />

      <OrderDetails order={order} view="shopper" onDownload={downloadDocument} />

      <OrderEvents orderId={order.id} />
    </div>
  );
}
