ALTER TABLE "users" ADD COLUMN "sms_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_out_at" timestamp with time zone;