// The settings forms' text to the API's values and back: rupees in the form and paise in the API (D18),
// PIN codes as comma-separated 6-digit codes, lists one per line.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';

/** 9900 -> '99.00' for a rupee input. */
export const paiseToInput = (paise: number) => (paise / 100).toFixed(2);

/** '99', '99.5', '₹1,299.00' -> paise; an error message when it is not an amount of rupees of 0 or more. */
export function parseRupees(text: string, label: string): { paise: number } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: `${label} is required` };
  try {
    const paise = rupeesToPaise(trimmed);
    if (paise < 0) return { error: `${label} cannot be negative` };
    if (paise > 100_000_000) return { error: `${label} is too large` };
    return { paise };
  } catch {
    return { error: `${label} must be an amount in rupees, like 99 or 99.50` };
  }
}

/** Comma- (or space-, or line-) separated PIN codes, each exactly 6 digits, duplicates dropped. */
export function parsePinCodes(text: string): { codes: string[] } | { error: string } {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const wrong = parts.filter((p) => !/^\d{6}$/.test(p));
  if (wrong.length > 0)
    return {
      error: `PIN codes must be 6 digits. Not valid: ${wrong.slice(0, 5).join(', ')}${wrong.length > 5 ? '…' : ''}`,
    };
  return { codes: [...new Set(parts)] };
}

export const pinCodesToInput = (codes: readonly string[]) => codes.join(', ');

/** One entry a line; blank lines dropped. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The delivery rule in words, for the form's preview. */
export function describeDelivery(thresholdMl: number, underPaise: number, overPaise: number): string {
  return `Carts under ${thresholdMl.toLocaleString('en-IN')} ml pay ${formatRupees(underPaise)}; ${thresholdMl.toLocaleString('en-IN')} ml or more, or any size without a volume, pay ${formatRupees(overPaise)}.`;
}
