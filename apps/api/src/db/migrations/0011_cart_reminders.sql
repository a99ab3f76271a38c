CREATE TABLE "cart_changes" (
	"user_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_changes_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"cart_changed_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"value_paise" integer NOT NULL,
	"reminders_sent" smallint DEFAULT 1 NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "cart_reminders_sent_count" CHECK ("cart_reminders"."reminders_sent" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_changes" ADD CONSTRAINT "cart_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_token_unique" ON "cart_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_order_unique" ON "cart_reminders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cart_reminders_user_idx" ON "cart_reminders" USING btree ("user_id","last_sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cart_reminders_open_idx" ON "cart_reminders" USING btree ("first_sent_at") WHERE "cart_reminders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("first_sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);