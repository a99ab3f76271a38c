-- Custom: failed deliveries (decision 0336). Each failed delivery attempt of an order, reported by the courier
-- (Shiprocket's NDR in its webhook or tracking) or by the admin: its number and reason, a key that makes a
-- repeated report one attempt, the shopper's answer link (only its token's sha256 kept, with its expiry), the
-- answer (another try on a date, a corrected address or phone, or cancel), whether it went on to Shiprocket, and
-- how it was closed.
CREATE TABLE "delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answer_date" date,
	"answer_address" jsonb,
	"answered_at" timestamp with time zone,
	"forwarded_at" timestamp with time zone,
	"forward_error" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	CONSTRAINT "delivery_attempts_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "delivery_attempts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "delivery_attempts_source" CHECK ("source" in ('courier', 'admin')),
	CONSTRAINT "delivery_attempts_answer" CHECK ("answer" is null or "answer" in ('reattempt', 'address', 'cancel')),
	CONSTRAINT "delivery_attempts_answered" CHECK (("answer" is null) = ("answered_at" is null)),
	CONSTRAINT "delivery_attempts_resolution" CHECK ("resolution" is null or "resolution" in ('forwarded', 'reattempt', 'returned', 'resolved', 'superseded')),
	CONSTRAINT "delivery_attempts_resolved" CHECK (("resolution" is null) = ("resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_attempts_order_idx" ON "delivery_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_attempts_open_idx" ON "delivery_attempts" USING btree ("reported_at") WHERE "resolved_at" is null;
