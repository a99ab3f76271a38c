CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_litre_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_litre_id_product_litres_id_fk" FOREIGN KEY ("product_litre_id") REFERENCES "public"."product_litres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_size_email_unique" ON "stock_alerts" USING btree ("product_litre_id","email");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_litre_id") WHERE "stock_alerts"."sent_at" is null;