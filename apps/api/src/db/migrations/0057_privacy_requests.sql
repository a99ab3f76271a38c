-- A shopper's requests under the DPDP Rules (decision 0358): an export (logged when given), a correction, a change of
-- nominee and an erasure. Each has a ticket (PR-<year>-<six digits>), the day it was received and the day it is due
-- (90 days later), its status and staff's notes. An erasure asked while an order is on its way is held on that order.
-- One erasure may be open per account. The nominee (who may use the person's rights on their death or incapacity)
-- is one row per account.
CREATE TABLE "privacy_requests" (
  "id" serial PRIMARY KEY,
  "ticket" text NOT NULL UNIQUE,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('export', 'correction', 'nomination', 'erasure')),
  "status" text NOT NULL DEFAULT 'received'
    CHECK ("status" IN ('received', 'in_progress', 'held', 'done', 'refused')),
  "name" text NOT NULL,
  "email" text NOT NULL,
  "details" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "held_order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
  "identity_notes" text,
  "outcome" text,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "closed_at" timestamp with time zone,
  "closed_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" ("user_id", "received_at" DESC);
--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" ("due_at")
  WHERE "status" IN ('received', 'in_progress', 'held');
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_erasure" ON "privacy_requests" ("user_id")
  WHERE "kind" = 'erasure' AND "status" IN ('received', 'in_progress', 'held');
--> statement-breakpoint
CREATE TABLE "privacy_nominees" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "relation" text NOT NULL,
  "email" text,
  "phone" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
