// Returns on the shopper's order page (D15): for a delivered order, "Return items" while the server says a
// return may be asked (until the end of the return window, while units are left), otherwise why not, quietly;
// below, each return's progress. The server decides everything; the page shows what it says.
import { OrderStatus } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { type OrderReturnsReply, returnMessages } from '@chamak/shared/returns';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReturnCard } from '../../components/orders/return-card.tsx';
import { formatDate, formatDateTime, parseDate } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { ReturnForm } from './return-form.tsx';
import { orderReturnsQuery } from './returns-api.ts';

/** The server's reasons for no return (shared/returns.ts), marked for translation and keyed by their English. */
const reasonTexts: Readonly<Record<string, string>> = {
  'Only a delivered order can be returned.': msg('Only a delivered order can be returned.'),
  'These items have already been returned or a return for them is open.': msg(
    'These items have already been returned or a return for them is open.',
  ),
  'This shop is not taking returns.': msg('This shop is not taking returns.'),
};

/** Why no return can be asked now, in a few words: the window's end once it has passed, else the server's reason. */
export function closedText(reply: OrderReturnsReply, now = Date.now()): string | null {
  if (reply.canReturn) return null;
  // Every unit is in a return already: the returns below say so.
  if (reply.reason === returnMessages.alreadyReturned && reply.returns.length > 0) return null;
  const end = parseDate(reply.returnBy);
  if (end && end.getTime() <= now)
    return t('Returns closed on {date}.', { date: formatDate(reply.returnBy) });
  const marked = reply.reason === null ? undefined : reasonTexts[reply.reason];
  return marked === undefined ? reply.reason : t(marked);
}

export function OrderReturns({ order }: { order: Order }) {
  const delivered = order.status === OrderStatus.Delivered;
  const query = useQuery({ ...orderReturnsQuery(order.id), enabled: delivered });
  const [open, setOpen] = useState(false);
  const reply = query.data;
  if (!delivered || !reply) return null;
  const closed = closedText(reply);
  const headingId = `returns-${order.id}`;
  // The date in its own element inside the sentence: the text's placeholder, unfilled, marks where it goes.
  const [before, after] = t(
    'Something wrong with your order? You can ask to return items until {date}.',
  ).split('{date}');

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h4 id={headingId} className="text-sm font-bold tracking-wide text-slate-500 uppercase">
            {t('Returns')}
          </h4>
          {reply.canReturn ? (
            <p className="mt-1 text-sm text-slate-600">
              {reply.returnBy ? (
                <>
                  {before}
                  <time dateTime={reply.returnBy} className="font-semibold text-slate-900">
                    {formatDateTime(reply.returnBy)}
                  </time>
                  {after}
                </>
              ) : (
                t('Something wrong with your order? You can ask to return items.')
              )}
            </p>
          ) : (
            closed && <p className="mt-1 text-sm text-slate-500">{closed}</p>
          )}
        </div>
        {reply.canReturn && !open && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="shrink-0 rounded-xl border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-indigo-50"
          >
            {t('Return items')}
          </button>
        )}
      </div>

      {open && reply.canReturn && (
        <ReturnForm order={order} returnable={reply.returnable} onClose={() => setOpen(false)} />
      )}

      {reply.returns.length > 0 && (
        <div className="flex flex-col gap-3">
          {reply.returns.map((r) => (
            <ReturnCard key={r.id} ret={r} view="shopper" />
          ))}
        </div>
      )}
    </section>
  );
}
