-- Custom: the language a back-in-stock alert was asked for in (English or Hindi, decision 0331): the page's language
-- when the alert is made (or asked for again), so its confirmation and back-in-stock mails speak it, an alert
-- without an account included.
ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
