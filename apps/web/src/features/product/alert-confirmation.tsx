// The link of a back-in-stock alert's confirmation mail opens the product page with `?alert=<token>`. Opening it
// confirms nothing (a mail scanner that follows links must not): the page asks for one click. The token leaves
// the address bar at once and is kept only in this panel's state.
import type { StockAlertConfirmed } from '@chamak/shared/stock-alerts';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { MailIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';

/** POST /api/stock-alerts/confirm: 200 with the message to show. */
const confirmStockAlert = (token: string) =>
  request<StockAlertConfirmed>('/stock-alerts/confirm', { body: { token } });

type Outcome = { ok: boolean; text: string };

export function AlertConfirmation({ sizeLabel }: { sizeLabel: string | null }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState<string | null>(() => params.get('alert'));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inAddress = params.get('alert');

  useEffect(() => {
    if (!inAddress) return;
    setToken(inAddress);
    setOutcome(null);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('alert');
        return next;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);

  if (!token) return null;

  async function confirm() {
    if (!token) return;
    setSending(true);
    try {
      setOutcome({ ok: true, text: (await confirmStockAlert(token)).message });
    } catch (err) {
      setOutcome({
        ok: false,
        text: err instanceof ApiError ? err.message : t('Could not confirm your alert. Please try again.'),
      });
    } finally {
      setSending(false);
    }
  }

  if (outcome)
    return (
      <p
        role="status"
        className={`mt-4 flex items-center gap-2 rounded-xl border px-4 py-3 text-sm font-medium ${outcome.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}
      >
        <MailIcon width={18} height={18} className="shrink-0" />
        {outcome.text}
      </p>
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 flex flex-col gap-3 rounded-xl border border-brand/30 bg-brand/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('Confirm your back-in-stock alert')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {sizeLabel
            ? t('We will e-mail you once when {size} is back in stock.', { size: sizeLabel })
            : t('We will e-mail you once when this size is back in stock.')}
        </p>
      </div>
      <button
        type="button"
        onClick={confirm}
        disabled={sending}
        className="flex shrink-0 items-center justify-center gap-2 rounded-xl bg-brand px-5 py-2.5 font-semibold text-white transition hover:bg-brand/90 disabled:opacity-60"
      >
        <MailIcon width={18} height={18} />
        {sending ? t('Confirming...') : t('Confirm my alert')}
      </button>
    </section>
  );
}
