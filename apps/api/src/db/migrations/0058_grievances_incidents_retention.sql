-- Grievances, the breach runbook and retention (decisions 0359, 0360, 0361).
-- A customer's last sign-in (a password or a one-time code): the retention job reads it to find inactive accounts.
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;
--> statement-breakpoint
-- Each grievance ticket's number is GR-<year>-<six digits>, counted per calendar year in the shop's time zone.
CREATE TABLE "grievance_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
-- A contact request or grievance as a ticket (decision 0359): its number, the one-month redressal clock, the
-- acknowledgement mailed at once, and the resolution recorded and mailed when it closes.
CREATE TABLE "grievance_tickets" (
	"contact_id" integer PRIMARY KEY NOT NULL REFERENCES "contact_messages"("id") ON DELETE CASCADE,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"order_number" text,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"acknowledgement_mail_id" integer,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_mail_id" integer,
	CONSTRAINT "grievance_tickets_kind" CHECK ("kind" IN ('contact', 'grievance'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_tickets_number_unique" ON "grievance_tickets" USING btree ("number");
--> statement-breakpoint
-- A personal-data breach as the owner records it (decision 0360), with the drafts of the notice to each affected
-- person (DPDP Rule 7(1)) and of the report to the Data Protection Board (Rule 7(2)).
CREATE TABLE "security_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"what_happened" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"happened_at" timestamp with time zone,
	"data_affected" jsonb NOT NULL,
	"people" text NOT NULL,
	"orders_from" date,
	"orders_to" date,
	"people_list" jsonb NOT NULL DEFAULT '[]'::jsonb,
	"cause" text NOT NULL DEFAULT '',
	"mitigation" text NOT NULL DEFAULT '',
	"person_responsible" text NOT NULL DEFAULT '',
	"remedial_measures" text NOT NULL DEFAULT '',
	"notice_subject" text NOT NULL,
	"notice_text" text NOT NULL,
	"report_text" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_incidents_people" CHECK ("people" IN ('all', 'orders', 'list'))
);
--> statement-breakpoint
-- One notice per incident and person (their e-mail, or their phone when they have none): a retry sends no second.
CREATE TABLE "security_incident_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL REFERENCES "security_incidents"("id") ON DELETE CASCADE,
	"recipient" text NOT NULL,
	"user_id" integer,
	"email" text,
	"phone" text,
	"mail_id" integer,
	"phone_result" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "security_incident_notices_once" ON "security_incident_notices" USING btree ("incident_id", "recipient");
--> statement-breakpoint
-- The 48-hour notice before an inactive account is erased (DPDP Rule 8(2)), one per account until it is erased
-- or signs in again (decision 0361).
CREATE TABLE "retention_warnings" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"warned_at" timestamp with time zone NOT NULL,
	"mail_id" integer
);
--> statement-breakpoint
-- What each retention run did: when, what, how many.
CREATE TABLE "retention_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"what" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retention_runs_ran_idx" ON "retention_runs" USING btree ("ran_at" DESC);
