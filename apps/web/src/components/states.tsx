// Loading, error and empty states with SPEC's texts.
export function Loading({ text = 'Loading...' }: { text?: string }) {
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
      <p>Error: {message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-red-300 px-4 py-2 text-sm hover:bg-red-50"
        >
          Retry
        </button>
      )}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="py-16 text-center text-slate-600">{text}</p>;
}
