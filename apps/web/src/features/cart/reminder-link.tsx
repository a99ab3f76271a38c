// The links in a reminder of a left cart or an unfinished payment (decision 0246) and in a reorder reminder
// (decision 0325): /cart?restore= puts the reminded lines back in the shopper's cart, /cart?reorder= puts the size
// and quantity bought in it once (a logged-out visitor is sent to log in and brought back here either way), and
// /cart?stop= (with &reminder=reorder from a reorder reminder) asks, without logging in, whether to turn the
// reminders off: only pressing the button does it, so a mail scanner that opens the link (and runs its scripts)
// stops nothing. The token leaves the address bar at once.
import type { CartRestoreReply } from '@chamak/shared/cart-reminders';
import type { MessageReply } from '@chamak/shared/common';
import type { ReorderRestoreReply } from '@chamak/shared/reorder-reminders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { t } from '../../lib/i18n.ts';
import { loginPath, useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

type Notice = {
  tone: 'ok' | 'warn' | 'error';
  text: string;
  unavailable?: string[];
  /** A reorder's size page, where the shopper may subscribe instead. */
  subscribePath?: string | null;
};

const tones = {
  ok: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warn: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
};

const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : t('Something went wrong. Please try again.');

export function ReminderLinkNotice() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const s = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);
  /** The stop link's token while the shopper has not yet pressed the button, and which reminder it came from. */
  const [stopToken, setStopToken] = useState<{ token: string; reorder: boolean } | null>(null);
  const [stopping, setStopping] = useState(false);
  const done = useRef<string | null>(null);
  const restore = params.get('restore');
  const reorder = params.get('reorder');
  const stop = params.get('stop');
  const stopsReorder = params.get('reminder') === 'reorder';

  useEffect(() => {
    const token = restore ?? reorder ?? stop;
    if (!token || done.current === token) return;
    if ((restore || reorder) && !s.loggedIn) {
      // The cart is the account's: log in first, then come back here to restore it.
      const back = restore
        ? `?restore=${encodeURIComponent(restore)}`
        : `?reorder=${encodeURIComponent(token)}`;
      navigate(loginPath(`${paths.cart}${back}`), { replace: true });
      return;
    }
    done.current = token;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('restore');
        next.delete('reorder');
        next.delete('stop');
        next.delete('reminder');
        return next;
      },
      { replace: true },
    );
    if (restore)
      request<CartRestoreReply>('/cart/restore', { body: { token: restore } })
        .then(async (reply) => {
          await queryClient.invalidateQueries({ queryKey: keys.carts() });
          setNotice({
            tone: reply.unavailable.length > 0 ? 'warn' : 'ok',
            text: reply.message,
            unavailable: reply.unavailable,
          });
        })
        .catch((error: unknown) => setNotice({ tone: 'error', text: failed(error) }));
    else if (reorder)
      request<ReorderRestoreReply>('/reorder-reminders/restore', { body: { token: reorder } })
        .then(async (reply) => {
          await queryClient.invalidateQueries({ queryKey: keys.carts() });
          setNotice({
            tone: reply.restored > 0 ? 'ok' : 'warn',
            text: reply.message,
            unavailable: reply.unavailable,
            subscribePath: reply.productPath,
          });
        })
        .catch((error: unknown) => setNotice({ tone: 'error', text: failed(error) }));
    else setStopToken({ token, reorder: stopsReorder });
  }, [restore, reorder, stop, stopsReorder, s.loggedIn, navigate, setParams, queryClient]);

  const confirmStop = () => {
    if (!stopToken) return;
    setStopping(true);
    request<MessageReply>(stopToken.reorder ? '/reorder-reminders/stop' : '/cart-reminders/stop', {
      body: { token: stopToken.token },
    })
      .then((reply) => {
        setStopToken(null);
        setNotice({ tone: 'ok', text: reply.message });
      })
      .catch((error: unknown) => setNotice({ tone: 'error', text: failed(error) }))
      .finally(() => setStopping(false));
  };

  if (stopToken && !notice)
    return (
      <section
        aria-labelledby="stop-reminders-title"
        className="mb-6 rounded-2xl border border-slate-200 bg-white px-4 py-4 text-sm shadow-sm sm:px-6"
      >
        <h2 id="stop-reminders-title" className="text-base font-semibold text-slate-900">
          {t('Stop reminder e-mails?')}
        </h2>
        <p className="mt-1 text-slate-700">
          {t(
            'We will no longer write about items left in your cart, payments not finished, or products you may be running out of. Messages about your orders still come.',
          )}
        </p>
        <button
          type="button"
          onClick={confirmStop}
          disabled={stopping}
          className="mt-3 rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60"
        >
          {stopping ? t('Stopping…') : t('Stop reminders')}
        </button>
      </section>
    );
  if (!notice) return null;
  return (
    <div role="status" className={`mb-6 rounded-2xl border px-4 py-3 text-sm ${tones[notice.tone]}`}>
      <p className="font-semibold">{notice.text}</p>
      {notice.unavailable && notice.unavailable.length > 0 && (
        <p className="mt-1">{t('Not available now: {items}.', { items: notice.unavailable.join(', ') })}</p>
      )}
      {notice.subscribePath && (
        <p className="mt-1">
          {t('Buy it often?')}{' '}
          <Link to={notice.subscribePath} className="font-semibold underline">
            {t('Subscribe and save')}
          </Link>{' '}
          {t('where it is offered, and never run out.')}
        </p>
      )}
    </div>
  );
}
