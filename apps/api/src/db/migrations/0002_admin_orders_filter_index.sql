DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "orders_admin_filter_idx" ON "orders" USING btree ("status","payment_method","payment_status");