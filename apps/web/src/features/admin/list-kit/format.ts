// How the back-office's searchable tables match what an admin types.
/** Case-insensitive "contains" over several fields, for the searchable tables. */
export function matches(search: string, ...fields: (string | number | null | undefined)[]): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return fields.some((f) => f != null && String(f).toLowerCase().includes(term));
}
