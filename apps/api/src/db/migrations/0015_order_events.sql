CREATE TABLE "event_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"handled_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"event" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"from_payment" text,
	"to_payment" text,
	"reason" text,
	"reference" text
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_queue_due_idx" ON "event_queue" USING btree ("run_after","id") WHERE "event_queue"."done_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Orders placed before the timeline existed get their history back from what their rows recorded, in time order:
-- placed (or checkout started and paid), held and confirmed, the shipment's steps, cancelled, returned to the shop,
-- cash collected, refunds and the return steps. The shop's own reconstruction is the actor ('system').
INSERT INTO "order_events" ("order_id", "at", "actor", "event", "to_status", "to_payment", "reason", "reference")
SELECT o.id, o.created_at, 'system', CASE WHEN o.payment_method = 'cod' THEN 'placed' ELSE 'checkout_started' END,
  1, CASE WHEN o.payment_method = 'cod' THEN 'cod' ELSE 'pending' END, NULL, NULL
FROM "orders" o
UNION ALL
SELECT o.id, o.paid_at, 'system', 'paid', NULL, 'paid', NULL, o.provider_payment_id
FROM "orders" o WHERE o.paid_at IS NOT NULL
UNION ALL
SELECT o.id, o.updated_at, 'system', 'payment_failed', NULL, 'failed', NULL, NULL
FROM "orders" o WHERE o.payment_status = 'failed'
UNION ALL
SELECT o.id, o.created_at, 'system', 'held', NULL, NULL, NULL, NULL
FROM "orders" o WHERE o.confirmation_due_at IS NOT NULL
UNION ALL
SELECT o.id, o.confirmed_at, CASE WHEN o.confirmed_by = 'admin' THEN 'admin' ELSE 'shopper' END, 'confirmed', NULL, NULL, NULL, NULL
FROM "orders" o WHERE o.confirmed_at IS NOT NULL
UNION ALL
SELECT e.order_id, e.date, 'system', 'status', e.status, NULL, e.activity, NULL
FROM "shipment_events" e WHERE e.status IS NOT NULL AND e.status <> 11
UNION ALL
SELECT o.id, CASE WHEN o.status = 7 AND o.delivered_at IS NOT NULL THEN o.delivered_at ELSE o.updated_at END,
  'system', 'status', o.status, NULL, NULL, NULL
FROM "orders" o WHERE o.status NOT IN (1, 11)
  AND NOT EXISTS (SELECT 1 FROM "shipment_events" e WHERE e.order_id = o.id AND e.status = o.status)
UNION ALL
SELECT o.id, o.cancelled_at, 'system', 'cancelled', 11, NULL, o.cancel_reason, NULL
FROM "orders" o WHERE o.cancelled_at IS NOT NULL
UNION ALL
SELECT o.id, o.returned_to_origin_at, 'system', 'returned_to_origin', NULL, NULL, NULL, NULL
FROM "orders" o WHERE o.returned_to_origin_at IS NOT NULL
UNION ALL
SELECT o.id, o.cod_collected_at, 'system', 'cash_collected', NULL, 'cod_collected', NULL, NULL
FROM "orders" o WHERE o.cod_collected_at IS NOT NULL
UNION ALL
SELECT r.order_id, r.processed_at, 'system', 'refund', NULL, NULL, r.reason, 'Refund ' || r.id
FROM "refunds" r WHERE r.status = 'processed' AND r.processed_at IS NOT NULL
UNION ALL
SELECT r.order_id, r.created_at, 'shopper', 'return_requested', NULL, NULL, r.reason, 'Return ' || r.id FROM "returns" r
UNION ALL
SELECT r.order_id, r.approved_at, 'admin', 'return_approved', NULL, NULL, NULL, 'Return ' || r.id
FROM "returns" r WHERE r.approved_at IS NOT NULL
UNION ALL
SELECT r.order_id, r.rejected_at, 'admin', 'return_rejected', NULL, NULL, r.reject_reason, 'Return ' || r.id
FROM "returns" r WHERE r.rejected_at IS NOT NULL
UNION ALL
SELECT r.order_id, r.received_at, 'admin', 'return_received', NULL, NULL, NULL, 'Return ' || r.id
FROM "returns" r WHERE r.received_at IS NOT NULL
UNION ALL
SELECT r.order_id, r.refunded_at, 'admin', 'return_refunded', NULL, NULL, NULL, 'Return ' || r.id
FROM "returns" r WHERE r.refunded_at IS NOT NULL
ORDER BY 2, 1;
