// The admin's returns list a page at a time (packages/shared/src/paging.ts): one page of the returns, newest
// first, searched (?q=: the order number, the customer's name or e-mail) and filtered by status in SQL, with
// the count of requests waiting for review over all returns. The rows are shaped as service.ts's returnViews
// shapes them (that function is private to service.ts; this file repeats its mapping for one page of ids).
import { paiseToRupees } from '@chamak/shared/money';
import type { Paging } from '@chamak/shared/paging';
import type { Refund } from '@chamak/shared/refunds';
import {
  type AdminReturn,
  type AdminReturnsPage,
  type ReturnReason,
  type ReturnStatus,
  returnReasonLabels,
  returnStatusLabels,
} from '@chamak/shared/returns';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countAndPage, whereAll } from '../../lib/paging.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { Storage } from '../../plugins/storage.ts';
import { imageUrl } from '../media/index.ts';
import { refundsOfOrders } from '../payments/index.ts';

type PageRow = {
  id: number;
  order_id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  details: string;
  photos: string[];
  pickup: 'manual' | 'shiprocket' | null;
  pickup_awb: string | null;
  reject_reason: string | null;
  amount_paise: number;
  refund_id: number | null;
  approved_at: Date | string | null;
  rejected_at: Date | string | null;
  received_at: Date | string | null;
  refunded_at: Date | string | null;
  created_at: Date | string;
  customer_name: string;
  customer_email: string;
};

type ItemRow = {
  return_id: number;
  order_item_id: number;
  quantity: number;
  resellable_qty: number | null;
  amount_paise: number;
  product_name: string;
  litre_label: string;
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

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
    items: await views(ctx, page.rows),
    total: page.total,
    page: paging.page,
    pageSize: paging.pageSize,
    requested: waiting?.n ?? 0,
  };
}

async function views(ctx: { db: DbOrTx; storage: Storage }, found: PageRow[]): Promise<AdminReturn[]> {
  if (found.length === 0) return [];
  const [items, refunds] = await Promise.all([
    rows<ItemRow>(
      ctx.db,
      sql`select ri.return_id, ri.order_item_id, ri.quantity, ri.resellable_qty, ri.amount_paise,
          oi.product_name, oi.litre_label
        from return_items ri join order_items oi on oi.id = ri.order_item_id
        where ri.return_id = any(${arrayLiteral(found.map((r) => r.id))}::int[]) order by ri.id`,
    ),
    refundsOfOrders(ctx.db, [...new Set(found.map((r) => r.order_id))]),
  ]);
  return found.map((r) => {
    const refund: Refund | undefined = r.refund_id
      ? refunds.get(r.order_id)?.find((f) => f.id === r.refund_id)
      : undefined;
    return {
      id: r.id,
      orderId: r.order_id,
      status: r.status,
      statusLabel: returnStatusLabels[r.status],
      reason: r.reason,
      reasonLabel: returnReasonLabels[r.reason],
      details: r.details,
      photos: r.photos.map((key) => imageUrl(ctx.storage, key) ?? ''),
      items: items
        .filter((i) => i.return_id === r.id)
        .map((i) => ({
          orderItemId: i.order_item_id,
          name: i.product_name,
          size: i.litre_label,
          quantity: i.quantity,
          resellableQty: i.resellable_qty,
          amount: paiseToRupees(i.amount_paise),
        })),
      amount: paiseToRupees(r.amount_paise),
      pickup: r.pickup,
      pickupAwb: r.pickup_awb,
      rejectReason: r.reject_reason,
      refund: refund ? { id: refund.id, status: refund.status, amount: refund.amount } : null,
      createdAt: new Date(r.created_at).toISOString(),
      approvedAt: iso(r.approved_at),
      rejectedAt: iso(r.rejected_at),
      receivedAt: iso(r.received_at),
      refundedAt: iso(r.refunded_at),
      customerName: r.customer_name,
      customerEmail: r.customer_email,
    };
  });
}
