// Setup for the GST report page's tests: the tax invoice and credit notes an order got (issued by the API's
// invoices module when the order was placed or cancelled), read from the rows the API stored.
import { sql } from 'drizzle-orm';
import { rows } from '../../../api/src/lib/sql.ts';
import type { RealApi } from './real-api.ts';

export type IssuedDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** The documents issued for order `orderId`, in issue order (its invoice first). */
export function documentsOfOrder(api: RealApi, orderId: number): Promise<IssuedDocument[]> {
  return rows<IssuedDocument>(
    api.database.db,
    sql`select kind, number, taxable_paise as "taxablePaise", cgst_paise as "cgstPaise", sgst_paise as "sgstPaise",
        igst_paise as "igstPaise", total_paise as "totalPaise"
      from tax_documents where order_id = ${orderId} order by id`,
  );
}
