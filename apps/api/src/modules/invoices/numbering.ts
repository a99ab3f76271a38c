// GST document numbers (CGST Rules, rule 46(b)): consecutive within a financial year (April to March in the
// shop's time zone: India unless the settings name another, decision 0298), unique, at most 16 characters, e.g.
// CH/26-27/000123. Taken inside the transaction that issues the document, so a rolled-back placement takes its
// number back with it and the series never has a gap.
import { defaultTimeZone, financialYear } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

export type DocumentSeries = 'invoice' | 'credit_note';

/** The longest a GST document number may be (rule 46(b)). */
export const maxDocumentNumberLength = 16;

/** The financial year of an instant in a time zone, as 2026-27 (the shop's calendar, shop-time.ts). */
export { financialYear };

/**
 * The printed number: prefix, the financial year's short form and the sequence in six digits
 * (CH/26-27/000123, 15 characters; the prefix may have up to 3 letters or digits so it fits in 16).
 */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  const number = `${prefix}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;
  if (number.length > maxDocumentNumberLength)
    throw new RangeError(`document number ${number} is longer than ${maxDocumentNumberLength} characters`);
  return number;
}

/**
 * The next number of a series in the financial year of `at`, in the caller's transaction. The counter row stays
 * locked until that transaction ends, so concurrent issuers queue for it: no two get the same number, and one
 * that rolls back leaves no gap.
 */
export async function takeDocumentNumber(
  tx: DbOrTx,
  series: DocumentSeries,
  prefix: string,
  at: Date,
  timeZone: string = defaultTimeZone,
): Promise<{ number: string; financialYear: string; sequence: number }> {
  const year = financialYear(at, timeZone);
  const [row] = await rows<{ last_number: number }>(
    tx,
    sql`insert into document_counters (series, financial_year, last_number) values (${series}, ${year}, 1)
        on conflict (series, financial_year) do update set last_number = document_counters.last_number + 1
        returning last_number`,
  );
  const sequence = row!.last_number;
  return { number: documentNumber(prefix, year, sequence), financialYear: year, sequence };
}
