// Long text in a table cell: a short preview with 'Show more' / 'Show less'; short text is shown whole.
// Contacts use SPEC's figures: a 50-character preview, show-more offered above 100 characters.
import { useState } from 'react';

/** The preview of `text`, or null when it is short enough to show whole. */
export function previewOf(text: string, preview: number, threshold: number): string | null {
  return text.length > threshold ? `${text.slice(0, preview).trimEnd()}…` : null;
}

export function ExpandableText({
  text,
  preview = 50,
  threshold = 100,
  label,
}: {
  text: string;
  preview?: number;
  threshold?: number;
  /** Whose text it is, for the button's accessible name ('Show more of the message from Asha'). */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const short = previewOf(text, preview, threshold);
  if (short === null) return <p className="break-words whitespace-pre-line">{text}</p>;
  return (
    <div>
      <p className="break-words whitespace-pre-line">{open ? text : short}</p>
      <button
        type="button"
        className="mt-1 text-xs font-semibold text-brand hover:underline"
        aria-expanded={open}
        aria-label={`${open ? 'Show less' : 'Show more'} of ${label}`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Show less' : 'Show more'}
      </button>
    </div>
  );
}
