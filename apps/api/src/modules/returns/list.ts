// The admin's returns list a page at a time (packages/shared/src/paging.ts): one page of the returns, newest
// first, searched (?q=: the order number, the customer's name or e-mail) and filtered by status in SQL, with
// the count of requests waiting for review over all returns; the rows are shaped as every return view is.
import type { Paging } from '@chamak/shared/paging';
import type { AdminReturnsPage, ReturnStatus } from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countAndPage, whereAll } from '../../lib/paging.ts';
import { rows } from '../../lib/sql.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { ReturnRow } from './return-rows.ts';
import { shapeReturns } from './return-views.ts';

type PageRow = ReturnRow & { customer_name: string; customer_email: string };

/** GET /api/admin/returns?page=: one page of the returns and how many of all wait for review. */
export async function adminReturnsPage(
  ctx: { db: DbOrTx; storage: Storage },
  paging: Paging,
  status?: ReturnStatus,
): Promise<AdminReturnsPage> {
  const term = containsPattern(paging.q);
  // '#12' and '12' both find order 12.
  const orderNumber = /^#?\d{1,9}$/.test(paging.q) ? Number(paging.q.replace('#', '')) : null;
  const from = sql`from returns r join orders o on o.id = r.order_id ${whereAll([
    status && sql`r.status = ${status}`,
    term &&
      sql`(trim(o.first_name || ' ' || o.last_name) ilike ${term} or o.email ilike ${term}
        ${orderNumber === null ? sql`` : sql`or r.order_id = ${orderNumber}`})`,
  ])}`;
  const [page, [waiting]] = await Promise.all([
    countAndPage<PageRow>(
      ctx.db,
      {
        select: sql`r.*, trim(o.first_name || ' ' || o.last_name) as customer_name, o.email as customer_email`,
        from,
        orderBy: sql`r.created_at desc, r.id desc`,
      },
      paging,
    ),
    rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from returns where status = 'requested'`),
  ]);
  return {
    items: await shapeReturns(ctx, page.rows),
    total: page.total,
    page: paging.page,
    pageSize: paging.pageSize,
    requested: waiting?.n ?? 0,
  };
}
