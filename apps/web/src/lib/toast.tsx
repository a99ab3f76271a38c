// Toasts: top-right, 3000 ms everywhere (DECISIONS D15), announced to screen readers.
import { useEffect, useRef, useSyncExternalStore } from 'react';

type Toast = { id: number; kind: 'success' | 'error' | 'info'; text: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function show(kind: Toast['kind'], text: string) {
  const id = nextId++;
  toasts = [...toasts, { id, kind, text }];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, 3000);
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
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

export function Toaster() {
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
      className="pointer-events-none fixed inset-auto top-4 right-4 z-[100] m-0 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2 overflow-visible border-0 bg-transparent p-0"
    >
      {list.map((t) => (
        <output
          key={t.id}
          className={`pointer-events-auto rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${colours[t.kind]}`}
        >
          {t.text}
        </output>
      ))}
    </div>
  );
}
