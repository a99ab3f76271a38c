-- Custom: the language a shopper reads the shop's messages in (English or Hindi, decision 0331): an account's
-- choice (kept when they sign up, sign in or switch the language while signed in) for its account mails and
-- reminders, and the language an order was placed in for its mails, SMS and WhatsApp messages.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
