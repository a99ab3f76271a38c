-- What can be subscribed, per size (decision 0325): whether the size may be subscribed to, the intervals offered
-- in days, the subscriber's discount in percent, and how many days one unit lasts (days of supply, which the
-- reorder reminders are timed by). Off, none, 0 and unknown for every size until the admin sets them.
ALTER TABLE "product_litres" ADD COLUMN "subscribable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "subscription_intervals" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "subscriber_discount" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_litres" ADD COLUMN "supply_days" smallint;--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_subscriber_discount" CHECK ("product_litres"."subscriber_discount" between 0 and 50);--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_supply_days" CHECK ("product_litres"."supply_days" is null or "product_litres"."supply_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "product_litres" ADD CONSTRAINT "product_litres_subscription_intervals" CHECK (not "product_litres"."subscribable" or cardinality("product_litres"."subscription_intervals") > 0);
