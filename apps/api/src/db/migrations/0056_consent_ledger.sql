-- The privacy notice and the consent ledger (DPDP Rules; decision 0357). A notice is versioned: once published a
-- version is never changed, a new one is written instead. Every consent given or withdrawn is one ledger row (who,
-- which purpose, under which notice version, when, where in the shop and how); what a person has agreed to now is
-- their newest row per purpose. The ledger is append-only: the database refuses updates and deletes, except the
-- anonymising of an erased account (user_id set to null by the foreign key).
CREATE TABLE "privacy_notices" (
  "id" serial PRIMARY KEY,
  "version" integer NOT NULL UNIQUE,
  "body" jsonb NOT NULL,
  "published_at" timestamp with time zone,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_ledger" (
  "id" bigserial PRIMARY KEY,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "purpose" text NOT NULL CHECK ("purpose" IN ('order_updates', 'marketing_email', 'marketing_messages', 'analytics')),
  "action" text NOT NULL CHECK ("action" IN ('given', 'withdrawn')),
  "notice_version" integer,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "source" text NOT NULL,
  "method" text NOT NULL,
  "ip" text
);
--> statement-breakpoint
CREATE INDEX "consent_ledger_user_purpose_idx" ON "consent_ledger" ("user_id", "purpose", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE FUNCTION consent_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT NULL AND NEW.user_id IS NULL
     AND (to_jsonb(NEW) - 'user_id' - 'ip') = (to_jsonb(OLD) - 'user_id' - 'ip') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent_ledger rows cannot be changed or deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER consent_ledger_append_only BEFORE UPDATE OR DELETE ON consent_ledger
  FOR EACH ROW EXECUTE FUNCTION consent_ledger_append_only();
--> statement-breakpoint
-- Version 1 of the notice, so a fresh shop has one on /privacy; the admin publishes the next from Admin → Privacy
-- notice (the contact is the demo shop's until then).
INSERT INTO "privacy_notices" ("version", "body", "published_at") VALUES (1, $notice${
  "intro": "Chamak sells home care concentrates online. This notice says which personal data we collect, what we use each item for, the rights you have under India's Digital Personal Data Protection Act, 2023 and its Rules, and whom to ask.",
  "items": [
    {"data": "Name, e-mail address and mobile number", "purpose": "To make and run your account, sign you in (by password or one-time code) and answer you."},
    {"data": "Delivery address and phone of an order", "purpose": "To deliver the order, send its invoice and tell you its status (order updates are part of the purchase)."},
    {"data": "Payment references (never your card or UPI PIN)", "purpose": "To match your payment, refund it and keep the accounts the law requires."},
    {"data": "GSTIN and business name, when you buy for a business", "purpose": "To issue a GST tax invoice."},
    {"data": "Messages you send through the contact form", "purpose": "To answer your question."},
    {"data": "Offers and news by e-mail, WhatsApp or SMS", "purpose": "Only if you tick the box: to tell you about offers, new products and items left in your cart."},
    {"data": "Analytics of visits (pages seen, device type)", "purpose": "Only if you accept: to measure and improve the shop. No third-party script is loaded without it."}
  ],
  "rights": {
    "access": "You may ask for a summary of the personal data we hold about you and what we do with it: Profile → Privacy → Download, correct or erase my data.",
    "correction": "You may correct or complete your data at any time in your profile, or ask us to.",
    "erasure": "You may ask us to erase your data once it is no longer needed for the purpose you gave it for; invoices are kept as long as tax law requires.",
    "nomination": "You may name another person to exercise these rights for you in the event of your death or incapacity, by writing to the contact below.",
    "grievance": "Write to the contact below; we answer within 90 days, and usually much sooner."
  },
  "withdraw": "Withdrawing is as easy as giving: one click in Profile → Privacy, the stop link in any of our messages, or a note to the contact below. It stops further use; what was done before stays lawful.",
  "complain": "If our answer to a grievance does not satisfy you, you may complain to the Data Protection Board of India through its website (dpb.gov.in).",
  "contact": {"name": "Chamak Grievance Officer", "email": "care@chamak.example", "phone": "+91 98765 43210"}
}$notice$::jsonb, now()) ON CONFLICT ("version") DO NOTHING;
--> statement-breakpoint
-- The opt-outs kept before the ledger, each a withdrawn row at its own time: SMS and WhatsApp order messages are
-- order updates by phone; reminders (cart, payment, reorder) are offers by e-mail and by message.
INSERT INTO "consent_ledger" ("user_id", "purpose", "action", "notice_version", "at", "source", "method")
SELECT u.id, x.purpose, 'withdrawn', NULL, x.at, 'existing_opt_out', 'backfill'
FROM "users" u
CROSS JOIN LATERAL (VALUES
  ('order_updates', u.sms_opt_out_at),
  ('order_updates', u.whatsapp_opt_out_at),
  ('marketing_email', u.reminders_opt_out_at),
  ('marketing_messages', u.reminders_opt_out_at)
) AS x(purpose, at)
WHERE x.at IS NOT NULL
ORDER BY x.at, u.id;
