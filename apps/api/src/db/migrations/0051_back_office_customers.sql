-- Admin → Customers and contact requests with a state and a reply (decision 0352). A contact request is open
-- until staff close it (by hand, or by replying); who closed it and when is kept, and reopening clears both.
-- Every reply mailed from the back-office is a row of contact_replies: its text, who sent it (their name then,
-- so it survives their account) and the outbox message that carried it.
ALTER TABLE "contact_messages" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_by" text;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_state" CHECK ("state" IN ('open', 'closed') AND ("state" = 'closed') = ("closed_at" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at" DESC) WHERE "state" = 'open';
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"message" text NOT NULL,
	"sent_by_id" integer,
	"sent_by" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_replies_message_length" CHECK (char_length("message") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_sent_by_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contact_replies_contact_idx" ON "contact_replies" USING btree ("contact_id","created_at");
--> statement-breakpoint
-- Customer search by name and e-mail reads the customers' rows; orders are summed per account by orders_user_idx.
CREATE INDEX "users_customers_created_idx" ON "users" USING btree ("created_at" DESC, "id" DESC) WHERE "role" = 'customer';
