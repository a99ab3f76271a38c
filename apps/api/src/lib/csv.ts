// CSV for the admin's exports (the orders export, the GST report): one cell rule, so every file a spreadsheet
// opens is safe the same way.

/** A CSV cell: quoted, with formula-starting text defused so a spreadsheet never runs it. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
