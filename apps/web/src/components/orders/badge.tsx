// A small rounded label in one of five tones: an order's status and payment state, an admin list's states.
import type { ReactNode } from 'react';

export const tones = {
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
  slate: 'bg-slate-100 text-slate-700',
  brand: 'bg-indigo-100 text-brand',
} as const;
export type Tone = keyof typeof tones;

export function Badge({
  tone,
  children,
  large = false,
}: {
  tone: Tone;
  children: ReactNode;
  large?: boolean;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold whitespace-nowrap ${large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs'} ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
