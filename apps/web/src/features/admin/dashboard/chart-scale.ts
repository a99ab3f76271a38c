// Axis arithmetic of the dashboard chart: round tick steps and the day labels.
import { rupeesToPaise } from '@chamak/shared/money';

/** Ticks from 0 to a round maximum at or above `max`, about `count` of them (1, 2, 2.5 or 5 times 10^n). */
export function niceTicks(max: number, count = 4, minimum = 1): number[] {
  const top = Math.max(max, minimum);
  const rough = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let v = 0; v < top + step / 2; v += step) ticks.push(Math.round(v * 100) / 100);
  if ((ticks[ticks.length - 1] ?? 0) < top) ticks.push((ticks[ticks.length - 1] ?? 0) + step);
  return ticks;
}

/** Whole-number ticks for counts (orders a day): never 0.5 of an order. */
export function countTicks(max: number, count = 4): number[] {
  const top = Math.max(1, Math.ceil(max));
  const step = Math.max(1, Math.ceil(top / count));
  const ticks: number[] = [];
  for (let v = 0; v < top + step; v += step) ticks.push(v);
  return ticks;
}

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
/** '₹12K', '₹1.2L' for an axis label. */
export const axisRupees = (rupees: number) => compactRupees.format(rupees);

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A 'YYYY-MM-DD' day as '21 Nov' (short) or 'Sat, 21 Nov 2026' (long); the day is a calendar date, so UTC. */
export const formatDay = (day: string, long = false) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : (long ? dayLong : dayLabel).format(date);
};

/** Sums of rupee amounts done in paise, so 30 days of revenue never drift (D18). */
export const sumPaise = (amounts: readonly number[]) => amounts.reduce((s, a) => s + rupeesToPaise(a), 0);
