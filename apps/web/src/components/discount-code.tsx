// The discount code field of the cart and checkout summaries: Apply asks the server to quote the cart with
// the code and keeps it only if the server applied it; a refusal shows the server's reason under the field.
// An applied code shows with Remove, and with the server's reason when the cart no longer earns it.
import type { CartQuote } from '@chamak/shared/pricing';
import { useId, useState } from 'react';
import { t } from '../lib/i18n.ts';

type Props = {
  /** The code kept with the cart, or null. */
  applied: string | null;
  /** The quote on screen (for an applied code: whether the server still applies it, and if not, why). */
  quote: CartQuote | undefined;
  /** Asks the server; answers the refusal to show, or null when the code was applied (and kept). */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  /** A refusal from elsewhere (placing the order found the code used up), shown like the server's. */
  refusal?: string | null;
};

export function DiscountCode({ applied, quote, onApply, onRemove, refusal = null }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const messageId = `${id}-message`;

  async function apply(event: { preventDefault(): void }) {
    event.preventDefault();
    if (checking) return;
    const code = draft.trim();
    if (!code) {
      setRefused(t('Please enter a code.'));
      return;
    }
    setChecking(true);
    const answer = await onApply(code).catch(() => t('Could not check the code. Please try again.'));
    setChecking(false);
    setRefused(answer);
    if (answer === null) setDraft('');
  }

  if (applied) {
    // The server's reason when the applied code no longer applies (the cart fell under its minimum, say).
    const reason = refusal ?? (quote && !quote.codeApplied ? quote.codeMessage : null);
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm">
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 text-slate-700">
            <span className="sr-only">{t('Discount code')} </span>
            <span className="font-mono font-semibold tracking-wide text-slate-900">{applied}</span>{' '}
            <span className={reason ? 'text-slate-500' : 'text-emerald-700'}>
              {reason ? t('not applied') : t('applied')}
            </span>
          </p>
          <button
            type="button"
            onClick={() => {
              setRefused(null);
              onRemove();
            }}
            className="shrink-0 rounded-lg px-2 py-1 font-semibold text-brand hover:bg-white focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
          >
            {t('Remove')}
            <span className="sr-only"> {t('code {code}', { code: applied })}</span>
          </button>
        </div>
        {reason && (
          <p role="alert" className="mt-1.5 text-xs text-red-700">
            {reason}
          </p>
        )}
      </div>
    );
  }

  return (
    // Not a <form>: the checkout's summary sits inside the checkout form, and forms do not nest.
    <div className="text-sm">
      <label htmlFor={`${id}-code`} className="mb-1.5 block font-medium text-slate-700">
        {t('Discount code')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (refused) setRefused(null);
          }}
          onKeyDown={(event) => {
            // Enter applies the code; it must not submit the checkout form around the summary.
            if (event.key === 'Enter') void apply(event);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? messageId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 font-mono uppercase placeholder:font-sans placeholder:normal-case focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none aria-invalid:border-red-400"
          placeholder={t('Enter code')}
        />
        <button
          type="button"
          onClick={(event) => void apply(event)}
          disabled={checking}
          className="shrink-0 rounded-lg border border-brand px-4 py-2 font-semibold text-brand transition hover:bg-brand hover:text-white focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60"
        >
          {checking ? t('Checking…') : t('Apply')}
        </button>
      </div>
      {refused && (
        <p id={messageId} role="alert" className="mt-1.5 text-xs text-red-700">
          {refused}
        </p>
      )}
    </div>
  );
}
