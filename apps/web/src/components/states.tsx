// Loading, error and empty states with SPEC's texts.
import { t } from '../lib/i18n.ts';

export function Loading({ text = t('Loading...') }: { text?: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand border-t-transparent"
        aria-hidden="true"
      />
      {text}
    </p>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-red-700">
      <p>{t('Error: {message}', { message })}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-red-300 px-4 py-2 text-sm hover:bg-red-50"
        >
          {t('Retry')}
        </button>
      )}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="py-16 text-center text-slate-600">{text}</p>;
}
