-- Staff and the audit log (decision 0348). An administrator is staff with a role: Owner, Manager, Fulfilment,
-- Support, Catalogue or Accounts; the admins there were become Owners. Staff join by an invitation (a hashed,
-- expiring link that sets the password). Every admin write and every export of personal data is one row of
-- audit_log: who, when, from which address, what, and the changed fields before and after. The database refuses
-- to change a row of it; rows go only when older than the kept period, by the pruning job.
ALTER TABLE "users" ADD COLUMN "staff_role" text;
--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';
--> statement-breakpoint
-- SPEC's admin flag stays the owner's: a user made an admin without a staff role is an Owner, and a customer has none.
CREATE FUNCTION users_staff_role_of_admin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'admin' AND NEW.staff_role IS NULL THEN
    NEW.staff_role := 'owner';
  ELSIF NEW.role <> 'admin' THEN
    NEW.staff_role := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_staff_role_of_admin BEFORE INSERT OR UPDATE OF role, staff_role ON users
  FOR EACH ROW EXECUTE FUNCTION users_staff_role_of_admin();
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role" CHECK (("role" = 'admin') = ("staff_role" IS NOT NULL) AND ("staff_role" IS NULL OR "staff_role" IN ('owner', 'manager', 'fulfilment', 'support', 'catalogue', 'accounts')));
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"fullname" text NOT NULL,
	"staff_role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_role" CHECK ("staff_role" IN ('owner', 'manager', 'fulfilment', 'support', 'catalogue', 'accounts'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_unique" ON "staff_invitations" ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" (lower("email"));
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"ip" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status_code" smallint NOT NULL,
	CONSTRAINT "audit_log_kind" CHECK ("kind" IN ('write', 'export'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_user_id", "at");
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity", "at");
--> statement-breakpoint
CREATE FUNCTION audit_log_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit_log rows cannot be changed';
  END IF;
  IF current_setting('chamak.audit_prune', true) IS DISTINCT FROM 'on' OR OLD.at > now() - interval '365 days' THEN
    RAISE EXCEPTION 'audit_log rows are deleted only by the pruning job, after a year at least';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_unchangeable BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_unchangeable();
