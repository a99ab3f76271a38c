-- A subscription's renewals, one row per cycle (decision 0326): unique per subscription and cycle number, so no
-- cycle is renewed twice whichever process runs the renewal job. Announced (priced, its order waiting, the
-- shopper told) 48 hours before its date; its debit started 26 hours before; then paid, or failed and retried at
-- most 3 times, or skipped (by the shopper, a pause, or a size sold out).
CREATE TABLE "subscription_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'announced' NOT NULL,
	"order_id" integer,
	"amount_paise" integer NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"skip_reason" text,
	"announced_at" timestamp with time zone NOT NULL,
	"debit_started_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "subscription_cycles_state" CHECK ("subscription_cycles"."state" in ('announced', 'debiting', 'failed', 'paid', 'skipped')),
	CONSTRAINT "subscription_cycles_attempts" CHECK ("subscription_cycles"."attempts" between 0 and 3),
	CONSTRAINT "subscription_cycles_amount" CHECK ("subscription_cycles"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_cycles_cycle_unique" ON "subscription_cycles" USING btree ("subscription_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_cycles_order_unique" ON "subscription_cycles" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_cycles_open_idx" ON "subscription_cycles" USING btree ("due_on") WHERE "subscription_cycles"."state" in ('announced', 'failed');
