// Toasts: top-right, 3000 ms everywhere (DECISIONS D15), announced to screen readers.
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** `serial` tells one showing from the next under the same `id`, so an old timer never takes down a new toast. */
type Toast = { id: string; serial: number; kind: 'success' | 'error' | 'info'; text: string };

/**
 * `id` names a toast a page keeps to one at a time (the login form's): a new toast with the same id takes the old
 * one's place and its full 3000 ms, and `toast.dismiss(id)` takes it down.
 */
export type ToastOptions = { id?: string };

let toasts: Toast[] = [];
let nextSerial = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function show(kind: Toast['kind'], text: string, options?: ToastOptions) {
  const serial = nextSerial++;
  const next: Toast = { id: options?.id ?? `toast-${serial}`, serial, kind, text };
  const at = toasts.findIndex((t) => t.id === next.id);
  toasts = at === -1 ? [...toasts, next] : toasts.map((t, i) => (i === at ? next : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.serial !== serial);
    emit();
  }, 3000);
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  /** Takes down the toast shown under `id`, if it is still up. */
  dismiss: (id: string) => {
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  /** Takes every toast down at once (the web tests do between tests, so none outlives its test). */
  clear: () => {
    toasts = [];
    emit();
  },
};

const colours: Record<Toast['kind'], string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-brand bg-white text-slate-900',
};

/**
 * Where the toasts sit: top-right (SPEC section 2), and on the pages without the shop's header (login, signup, the
 * password pages) just below their top bar, so a toast never covers the logo or "Back to shop".
 */
export type ToastPlacement = 'top' | 'below-auth-bar';

export function Toaster({ placement = 'top' }: { placement?: ToastPlacement }) {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
  const ref = useRef<HTMLDivElement>(null);
  // A manual popover lives in the top layer: shown again on each new toast, it sits above an open modal dialog,
  // whose backdrop would otherwise cover it.
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof box.showPopover !== 'function') return;
    if (box.matches(':popover-open')) box.hidePopover();
    if (list.length > 0) box.showPopover();
  }, [list]);
  return (
    <div
      ref={ref}
      popover="manual"
      aria-live="polite"
      className={`pointer-events-none fixed inset-auto ${placement === 'top' ? 'top-4' : 'top-20'} right-4 z-[100] m-0 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 overflow-visible border-0 bg-transparent p-0`}
    >
      {list.map((t) => (
        <output
          key={t.serial}
          className={`pointer-events-auto rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${colours[t.kind]}`}
        >
          {t.text}
        </output>
      ))}
    </div>
  );
}
