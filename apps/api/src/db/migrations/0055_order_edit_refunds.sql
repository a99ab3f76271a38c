-- A refund's kind (decision 0356): 'refund' is money given back against what the order cost; 'order_edit' is the
-- difference an edit took off a paid online order's total before pickup. The order's total already fell by it, so
-- it is neither refundable again nor revenue lost, and it has no credit note of its own (the edit credited the old
-- invoice in full and issued a new one); it is still the gateway's refund of the same payment.
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'refund' NOT NULL;
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind" CHECK ("kind" IN ('refund', 'order_edit'));
