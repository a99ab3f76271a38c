// "Notify me" on an out-of-stock size (decision 0203): a logged-in shopper asks with one click (the account's
// e-mail is used); a guest gives an e-mail, checked with the server's own schema first. The server's answer
// replaces the form: "We'll e-mail you when it's back." for the shopper, and for a guest to check their e-mail
// and confirm (the alert waits for its mailed link, alert-confirmation.tsx).
import type { StockAlertAdded, StockAlertBody } from '@chamak/shared/stock-alerts';
import { useId, useState } from 'react';
import { ApiError, request } from '../../api/client.ts';
import { MailIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.tsx';

/** POST /api/stock-alerts: 201 with the message to show. */
export const askStockAlert = (body: StockAlertBody) => request<StockAlertAdded>('/stock-alerts', { body });

export function NotifyMe({ plId, sizeLabel }: { plId: number; sizeLabel: string }) {
  const id = useId();
  const { loggedIn } = useSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const guest = !loggedIn;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    let body: StockAlertBody = { pl_id: plId };
    if (guest) {
      // The schema (and zod with it) loads only when a guest sends: shopper pages never download zod up front.
      const { stockAlertBody, stockAlertMessages } = await import('@chamak/shared/stock-alerts');
      if (!email.trim()) return fail(stockAlertMessages.emailRequired);
      const parsed = stockAlertBody.safeParse({ pl_id: plId, email });
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? stockAlertMessages.emailInvalid);
      body = parsed.data;
    }
    setSending(true);
    try {
      setDone((await askStockAlert(body)).message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && /^email/i.test(err.message))
        fail(err.message.replace(/^email:\s*/i, ''));
      else
        toast.error(
          err instanceof ApiError ? err.message : t('Could not save your alert. Please try again.'),
        );
    } finally {
      setSending(false);
    }
  }

  function fail(message: string) {
    setError(message);
    document.getElementById(`${id}-email`)?.focus();
  }

  if (done)
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
      >
        <MailIcon width={18} height={18} className="shrink-0" />
        {done}
      </p>
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('Get one e-mail when {size} is back in stock', { size: sizeLabel })}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        {guest && (
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('Your e-mail')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-400 focus:ring-2 focus:outline-none ${error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand focus:ring-brand/30'}`}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        )}
        <button
          type="submit"
          disabled={sending}
          className="flex shrink-0 items-center justify-center gap-2 rounded-xl border-2 border-brand bg-white px-5 py-2.5 font-semibold text-brand transition hover:bg-brand hover:text-white disabled:opacity-60"
        >
          <MailIcon width={18} height={18} />
          {sending ? t('Saving...') : t('Notify me')}
        </button>
      </div>
    </form>
  );
}
