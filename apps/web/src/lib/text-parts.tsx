// A sentence with elements in it (a date in <time>, an amount in bold), in the page's language: the text is asked
// for with t() and no values, so its {placeholders} stay as written, and each is put back here as its element.
import { Fragment, type ReactNode } from 'react';

/** `text`'s pieces with each {name} replaced by `parts[name]` (a placeholder without a part stays as written). */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>);
}
