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
