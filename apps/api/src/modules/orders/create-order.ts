// Orders the shop creates for customers who ordered by phone or WhatsApp (decision 0354): the customer found or made
// by their mobile number, the lines priced by the same pipeline as a cart (pricing's quoteShopOrder) with the shop's
// discount as a named line, and the order placed by the same cash placement as a shopper's (placeQuotedCodOrder):
// stock, invoice, hold and messages included. A payment-link order is such a cash order with its pay-now link.

import { hasNoEmail } from '@chamak/shared/accounts';
import {
  type CreatedShopOrder,
  type CreateOrderQuote,
  type createOrderBody,
  createOrderMessages,
  type createOrderQuoteBody,
  type ShopDiscount,
  shopDiscountLabel,
} from '@chamak/shared/admin-create-order';
import { codRiskMessages } from '@chamak/shared/cod-risk';
import { formatRupees } from '@chamak/shared/money';
import { payNowPath } from '@chamak/shared/pay-now';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict } from '../../plugins/errors.ts';
import { customerForPhone } from '../accounts/index.ts';
import { type Quote, quoteShopOrder, type ShopDiscountRule } from '../pricing/index.ts';
import type { OrdersCtx } from './context.ts';
import { mintPayNowLink } from './pay-now-link.ts';
import { assertStateOfPin, placeQuotedCodOrder } from './place-order.ts';
import { recordOrderFact } from './transition.ts';

type Body = z.output<typeof createOrderBody>;
type QuoteBody = z.output<typeof createOrderQuoteBody>;

const ruleOf = (d: ShopDiscount | undefined): ShopDiscountRule | undefined =>
  d &&
  (d.kind === 'percent'
    ? { label: shopDiscountLabel(d.reason), percent: d.value }
    : { label: shopDiscountLabel(d.reason), amountPaise: d.value });

/** The customer account of a number, if any (what the quote prices for: their offers, their first order). */
async function existingCustomer(db: DbOrTx, phone: string): Promise<{ id: number; email: string } | null> {
  const [found] = await rows<{ id: number; email: string }>(
    db,
    sql`select id, email from users where deleted_at is null and role <> 'admin'
        and (phone = ${phone} or right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = ${phone})
      order by phone_verified_at is null, id desc limit 1`,
  );
  return found ?? null;
}

/** Cash orders needing part paid first are the shopper's checkout's (the payment window); the shop sends a link. */
function refuseAdvance(quote: Quote) {
  if (quote.cod && quote.cod.advancePaise > 0)
    throw new Conflict(
      `${codRiskMessages.advanceNeeded(quote.cod.advancePaise)} Ask the customer to pay online at the shop's checkout.`,
      'COD_ADVANCE_REQUIRED',
    );
}

/** POST /api/admin/orders/quote: the live quote of the staff page, with why cash is refused when it is. */
export async function quoteForShopOrder(ctx: OrdersCtx, body: QuoteBody): Promise<CreateOrderQuote> {
  const customer = await existingCustomer(ctx.db, body.phone);
  const { quote, codMessage } = await quoteShopOrder(
    ctx,
    customer?.id ?? null,
    body.lines,
    {
      method: 'cod',
      postalCode: body.postalCode,
      ...(body.state ? { state: body.state } : {}),
      buyer: {
        phone: body.phone,
        postalCode: body.postalCode,
        ...(body.address ? { address: body.address, apt: body.apt ?? '' } : {}),
      },
    },
    ruleOf(body.discount),
    true,
  );
  return {
    lines: quote.lines.map((l) => ({
      pl_id: l.pl_id,
      name: l.name,
      size: l.label,
      quantity: l.quantity,
      unitPaise: l.price,
      linePaise: l.lineTotal,
      discountPaise: l.discount,
      remaining: l.remaining,
    })),
    subtotalPaise: quote.subtotal,
    offers: quote.offers.map((o) => ({ label: o.label, amountPaise: o.amountPaise, kind: o.kind })),
    deliveryPaise: quote.delivery - quote.deliveryWaived,
    codFeePaise: quote.codFee,
    gstPaise: quote.taxes.reduce((sum, t) => sum + t.amountPaise, 0),
    totalPaise: quote.total,
    codMessage,
  };
}

/**
 * POST /api/admin/orders: the order, in one transaction (the account if it is new, the order, its stock taken with
 * the ledger's reason 'order', its discount line, its invoice, the timeline's "Created by" and discount notes, the
 * pay-now link); any refusal writes nothing. The staff member is the placing's actor on the timeline.
 */
export async function createShopOrder(
  ctx: OrdersCtx,
  body: Body,
  staff: { userId: number },
): Promise<CreatedShopOrder> {
  const a = body.address;
  await assertStateOfPin(a);
  const known = await existingCustomer(ctx.db, body.phone);
  const { quote } = await quoteShopOrder(
    ctx,
    known?.id ?? null,
    body.lines,
    {
      method: 'cod',
      postalCode: a.postalCode,
      state: a.state,
      // The COD rules judge this number and address as for a shopper (decision 0338): refused, nothing is written.
      buyer: { phone: body.phone, address: a.address, apt: a.apt, postalCode: a.postalCode },
    },
    ruleOf(body.discount),
  );
  refuseAdvance(quote);
  const [staffRow] = await rows<{ fullname: string; email: string }>(
    ctx.db,
    sql`select fullname, email from users where id = ${staff.userId}`,
  );
  const staffName = staffRow?.fullname.trim() || staffRow?.email || `staff #${staff.userId}`;
  let created = false;
  // The order's e-mail: the one given, else the account's real one, else none (no mail goes).
  const email = a.email || (known && !hasNoEmail(known.email) ? known.email : '');
  const placed = await placeQuotedCodOrder(
    ctx,
    async (tx) => {
      const customer = await customerForPhone(
        tx,
        body.phone,
        `${a.firstName} ${a.lastName}`.trim(),
        createOrderMessages,
        ctx.now,
      );
      created = customer.created;
      return customer.userId;
    },
    { ...a, phone: body.phone, email },
    quote,
    {},
    {
      placedBy: { staffUserId: staff.userId },
      alsoInTx: async (tx, orderId, payNow) => {
        const by = { kind: 'admin' as const, id: staff.userId };
        await recordOrderFact(tx, orderId, 'note', by, {
          reason: createOrderMessages.createdBy(staffName, body.payment),
        });
        const discount = body.discount;
        const shopLine = discount && quote.offers.find((o) => o.label === shopDiscountLabel(discount.reason));
        if (discount && shopLine)
          await recordOrderFact(tx, orderId, 'note', by, {
            reason: createOrderMessages.discountNote(formatRupees(shopLine.amountPaise), discount.reason),
          });
        if (body.payment !== 'link') return null;
        // The link the order-confirmed mail carries when it offers one; else a new one for the staff to send.
        if (payNow) return payNow.link;
        const { token } = await mintPayNowLink(tx, orderId, ctx.now ?? new Date());
        return `${(ctx.publicUrl ?? '').replace(/\/+$/, '')}${payNowPath(orderId, token)}`;
      },
    },
  );
  return {
    orderId: placed.orderId,
    message: placed.message,
    customer: { userId: placed.userId, created },
    totalPaise: quote.total,
    payLink: placed.extra ?? null,
  };
}
