// The links in a reminder of a left cart or an unfinished payment (decision 0246): /cart?restore= puts the
// reminded lines back in the shopper's cart (a logged-out visitor is sent to log in and brought back here),
// and /cart?stop= turns the reminders off without logging in. The token leaves the address bar at once.
import type { CartRestoreReply } from '@chamak/shared/cart-reminders';
import type { MessageReply } from '@chamak/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { loginPath, useSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

type Notice = { tone: 'ok' | 'warn' | 'error'; text: string; unavailable?: string[] };

const tones = {
  ok: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warn: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
};

const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export function ReminderLinkNotice() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const s = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);
  const done = useRef<string | null>(null);
  const restore = params.get('restore');
  const stop = params.get('stop');

  useEffect(() => {
    const token = restore ?? stop;
    if (!token || done.current === token) return;
    if (restore && !s.loggedIn) {
      // The cart is the account's: log in first, then come back here to restore it.
      navigate(loginPath(`${paths.cart}?restore=${encodeURIComponent(restore)}`), { replace: true });
      return;
    }
    done.current = token;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('restore');
        next.delete('stop');
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
    else
      request<MessageReply>('/cart-reminders/stop', { body: { token } })
        .then((reply) => setNotice({ tone: 'ok', text: reply.message }))
        .catch((error: unknown) => setNotice({ tone: 'error', text: failed(error) }));
  }, [restore, stop, s.loggedIn, navigate, setParams, queryClient]);

  if (!notice) return null;
  return (
    <div role="status" className={`mb-6 rounded-2xl border px-4 py-3 text-sm ${tones[notice.tone]}`}>
      <p className="font-semibold">{notice.text}</p>
      {notice.unavailable && notice.unavailable.length > 0 && (
        <p className="mt-1">Not available now: {notice.unavailable.join(', ')}.</p>
      )}
    </div>
  );
}
