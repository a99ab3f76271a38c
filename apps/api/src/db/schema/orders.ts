// Orders with the server's own figures, their items (names, sizes and prices copied at the time),
// shipment tracking events and the payment-provider events already handled.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productLitres, products } from './catalogue.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shipment status code (SPEC section 4): 1 Order Placed ... 11 Cancelled. */
    status: smallint('status').notNull().default(1),
    paymentMethod: text('payment_method', { enum: ['online', 'cod'] }).notNull(),
    paymentStatus: text('payment_status', {
      enum: [
        'pending',
        'paid',
        'failed',
        'cod',
        'cod_collected',
        'refund_due',
        'partially_refunded',
        'refunded',
      ],
    })
      .notNull()
      .default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    /** What promotions took off the goods, split across the lines (order_items.discount_paise). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The delivery charge the shopper pays (0 when a free-delivery offer waived it). */
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /**
     * The GST inside the total (decision 0105), copied at placement; all null for an order the shop placed
     * without a GSTIN (no GST charged) and for orders from before GST. Fees are taxed at fee_gst_rate (the highest
     * line rate).
     */
    placeOfSupply: text('place_of_supply'),
    feeGstRate: smallint('fee_gst_rate'),
    taxablePaise: integer('taxable_paise'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    apt: text('apt').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    courierName: text('courier_name'),
    awbCode: text('awb_code'),
    /** The shipping provider's order id; null means a manual order. */
    shipmentOrderId: text('shipment_order_id'),
    shipmentId: text('shipment_id'),
    trackUrl: text('track_url'),
    etd: text('etd'),
    /**
     * The delivery dates the order was placed with (decision 0295): the estimate its shopper was shown for the
     * PIN code and parcel (zones or couriers, cut-off, holidays), India dates. The confirmation page, the mails
     * and the order pages show these; null for orders placed before the promise was kept.
     */
    promisedFrom: date('promised_from', { mode: 'string' }),
    promisedTo: date('promised_to', { mode: 'string' }),
    /** Stock taken for this order (COD at placement, online at payment) and not yet given back. */
    stockReservedAt: timestamp('stock_reserved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the parcel was first marked Delivered (status 7): the return window (D15) counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the admin recorded the cash of a delivered COD order as collected (decision 0125). */
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    /** When the parcel came back (RTO Delivered) and its stock was given back, once (decision 0126). */
    returnedToOriginAt: timestamp('returned_to_origin_at', { withTimezone: true }),
    /** Why the shop cancelled it on its own (an unconfirmed cash order), else null (decision 0252). */
    cancelReason: text('cancel_reason'),
    /**
     * A cash order held for its shopper's confirmation (decision 0250): when the hold ends (null:
     * never held), when and by whom it was confirmed, and the sha256 of its link's token.
     */
    confirmationDueAt: timestamp('confirmation_due_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by', { enum: ['shopper', 'admin'] }),
    confirmationTokenHash: text('confirmation_token_hash'),
    /** The language the order was placed in ('en', 'hi'; migration 0036): its mails, SMS and WhatsApp speak it. */
    language: text('language').notNull().default('en'),
    /**
     * A cash order's risk when placed (decision 0335): its score (0-100) and its reasons, largest first
     * ([{ signal, points, text }]); null for online orders and orders from before the score.
     */
    codRiskScore: smallint('cod_risk_score'),
    codRiskReasons: jsonb('cod_risk_reasons'),
    /** What a cash order's shopper paid online before it was placed (partial prepayment); the rest is cash. */
    advancePaise: integer('advance_paise').notNull().default(0),
    /**
     * A cash order's pay-now link (decision 0337): the sha256 of its token and when the link ends; the gateway
     * order the shopper opened to pay it online instead, and its amount (the order's total quoted for online
     * payment).
     */
    payNowTokenHash: text('pay_now_token_hash'),
    payNowDueAt: timestamp('pay_now_due_at', { withTimezone: true }),
    payNowOrderId: text('pay_now_order_id'),
    payNowPaise: integer('pay_now_paise'),
    /**
     * A business buyer's GST registration (decision 0340, migration 0043): its GSTIN, legal name and billing address
     * ({ address, city, state, postalCode }); the invoice is then a B2B tax invoice. All three or none.
     */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    buyerBillingAddress: jsonb('buyer_billing_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The admin orders filters (decision 0060): their counts read this index alone (index-only scans).
    index('orders_admin_filter_idx').on(t.status, t.paymentMethod, t.paymentStatus),
    index('orders_payment_idx').on(t.paymentMethod, t.paymentStatus),
    // The admin orders search by customer name, e-mail, phone or AWB code (orders/views.ts adminOrderWhere
    // writes this very expression, which the planner needs to use the index).
    index('orders_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || coalesce(${t.awbCode}, '')) gin_trgm_ops`,
    ),
    uniqueIndex('orders_provider_order_unique').on(t.providerOrderId),
    uniqueIndex('orders_provider_payment_unique').on(t.providerPaymentId),
    uniqueIndex('orders_pay_now_order_unique').on(t.payNowOrderId),
    // The held orders (the job, the admin's filter, the dashboard's count): few rows, so a small partial index.
    index('orders_awaiting_confirmation_idx')
      .on(t.confirmationDueAt)
      .where(
        sql`${t.confirmedAt} is null and ${t.cancelledAt} is null and ${t.confirmationDueAt} is not null`,
      ),
    // The COD risk's history (cod-risk-facts.ts) reads a number's and an address's past cash orders by these keys.
    index('orders_cod_phone_idx').on(sql`cod_phone_key(${t.phone})`).where(sql`${t.paymentMethod} = 'cod'`),
    index('orders_cod_address_idx')
      .on(sql`cod_address_key(${t.address}, ${t.apt}, ${t.postalCode})`)
      .where(sql`${t.paymentMethod} = 'cod'`),
    index('orders_cod_pin_idx').on(t.postalCode).where(sql`${t.paymentMethod} = 'cod'`),
    check('orders_cod_risk_score', sql`${t.codRiskScore} is null or ${t.codRiskScore} between 0 and 100`),
    check('orders_pay_now_link', sql`(${t.payNowTokenHash} is null) = (${t.payNowDueAt} is null)`),
    check(
      'orders_pay_now_paise',
      sql`(${t.payNowOrderId} is null) = (${t.payNowPaise} is null) and (${t.payNowPaise} is null or ${t.payNowPaise} > 0)`,
    ),
    check(
      'orders_business_buyer',
      sql`(${t.buyerGstin} is null) = (${t.buyerLegalName} is null) and (${t.buyerGstin} is null) = (${t.buyerBillingAddress} is null) and (${t.buyerGstin} is null or char_length(${t.buyerGstin}) = 15)`,
    ),
    check('orders_advance', sql`${t.advancePaise} >= 0 and ${t.advancePaise} <= ${t.totalPaise}`),
    check('orders_confirmed_by', sql`(${t.confirmedAt} is null) = (${t.confirmedBy} is null)`),
    // A promise is both dates, soonest first, or none.
    check(
      'orders_promised_dates',
      sql`(${t.promisedFrom} is null) = (${t.promisedTo} is null) and (${t.promisedFrom} is null or ${t.promisedFrom} <= ${t.promisedTo})`,
    ),
    check('orders_discount', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise}`),
    check(
      'orders_amounts',
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.deliveryChargePaise} + ${t.codFeePaise}`,
    ),
    // The tax breakup adds up to what the shopper pays, or there is none at all.
    check(
      'orders_tax_breakup',
      sql`(${t.placeOfSupply} is null and ${t.feeGstRate} is null and ${t.taxablePaise} is null
        and ${t.cgstPaise} is null and ${t.sgstPaise} is null and ${t.igstPaise} is null)
      or (${t.placeOfSupply} is not null and ${t.feeGstRate} is not null and ${t.feeGstRate} in (0, 5, 12, 18, 28)
        and ${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0
        and (${t.igstPaise} = 0 or (${t.cgstPaise} = 0 and ${t.sgstPaise} = 0))
        and ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise})`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productLitreId: integer('product_litre_id').references(() => productLitres.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    litreLabel: text('litre_label').notNull(),
    totalMl: integer('total_ml').notNull(),
    image: text('image'),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discount (largest-remainder split); GST is on what is left. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** GST copied at placement (decision 0105); all null on an untaxed order. */
    hsnCode: text('hsn_code'),
    gstRate: smallint('gst_rate'),
    taxablePaise: integer('taxable_paise'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_name_trgm_idx').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_discount',
      sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.pricePaise} * ${t.quantity}`,
    ),
    // A line's taxable value and taxes add up to its price times its quantity, or it carries no tax at all.
    check(
      'order_items_tax_breakup',
      sql`(${t.hsnCode} is null and ${t.gstRate} is null and ${t.taxablePaise} is null
        and ${t.cgstPaise} is null and ${t.sgstPaise} is null and ${t.igstPaise} is null)
      or (${t.hsnCode} is not null and ${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'
        and ${t.gstRate} is not null and ${t.gstRate} in (0, 5, 12, 18, 28)
        and ${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0
        and (${t.igstPaise} = 0 or (${t.cgstPaise} = 0 and ${t.sgstPaise} = 0))
        and ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.pricePaise} * ${t.quantity} - ${t.discountPaise})`,
    ),
  ],
);

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    activity: text('activity').notNull(),
    location: text('location').notNull().default(''),
    status: smallint('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_order_idx').on(t.orderId, t.date.desc().nullsFirst())],
);

export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id (x-razorpay-event-id): a second delivery of the same event is ignored. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order's history (the admin's timeline, the shopper's order page): one row per state change the orders
 * module's transition made, and per internal note. Written only by orders/transition.ts.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made it happen: the shopper, an admin (actor_id is their user id), the shop's own jobs, the gateway or the courier. */
    actor: text('actor', { enum: ['shopper', 'admin', 'staff', 'system', 'gateway', 'courier'] }).notNull(),
    actorId: integer('actor_id'),
    /** What happened (order-timeline.ts in packages/shared names and labels them). */
    event: text('event').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    fromPayment: text('from_payment'),
    toPayment: text('to_payment'),
    reason: text('reason'),
    /** A refund id, an AWB, a return id: what the event is about. */
    reference: text('reference'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** The admin's word on a phone number (its last ten digits): never cash on delivery, or always whatever its score. */
export const codPhoneRules = pgTable(
  'cod_phone_rules',
  {
    phone: text('phone').primaryKey(),
    rule: text('rule', { enum: ['block', 'allow'] }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cod_phone_rules_rule', sql`${t.rule} in ('block', 'allow')`),
    check('cod_phone_rules_phone', sql`${t.phone} ~ '^[0-9]{10}$'`),
  ],
);
