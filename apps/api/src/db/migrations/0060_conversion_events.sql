-- Consented conversion events (decision 0364). Each event for each destination (GA4's Measurement Protocol, Meta's
-- Conversions API) is one outbox row, queued only while the shopper's analytics consent is on and sent after commit
-- by the conversions worker, with retries and backoff; after the last attempt it is given up with its error. The
-- event id is shared with the browser pixel (Meta de-duplicates on it); a purchase is queued once per order and
-- destination (dedupe_key). The payload is the body the destination is sent, e-mail and phone only as SHA-256.
CREATE TABLE "conversion_events" (
  "id" bigserial PRIMARY KEY,
  "event_id" uuid NOT NULL,
  "name" text NOT NULL CHECK ("name" IN ('view_item', 'add_to_cart', 'begin_checkout', 'purchase')),
  "destination" text NOT NULL CHECK ("destination" IN ('ga4', 'meta')),
  "dedupe_key" text,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  -- Queued for a signed-in shopper: once their account is erased (user_id null) it is never sent.
  "signed_in" boolean DEFAULT false NOT NULL,
  "payload" jsonb NOT NULL,
  "context" jsonb,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "locked_until" timestamp with time zone,
  "sent_at" timestamp with time zone,
  "given_up_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversion_events_event_destination_unique" UNIQUE ("event_id", "destination")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_dedupe_idx" ON "conversion_events" ("dedupe_key", "destination")
  WHERE "dedupe_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "conversion_events_due_idx" ON "conversion_events" ("next_attempt_at")
  WHERE "sent_at" IS NULL AND "given_up_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "conversion_events_user_idx" ON "conversion_events" ("user_id", "created_at" DESC);
--> statement-breakpoint
-- The owner's marketing measurement settings (one row): ids and secrets (the environment's are used where these
-- are empty) and whether the browser tag and pixel load, both off by default.
CREATE TABLE "conversion_settings" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "ga4_measurement_id" text DEFAULT '' NOT NULL,
  "ga4_api_secret" text DEFAULT '' NOT NULL,
  "meta_pixel_id" text DEFAULT '' NOT NULL,
  "meta_access_token" text DEFAULT '' NOT NULL,
  "ga4_browser_tag" boolean DEFAULT false NOT NULL,
  "meta_browser_pixel" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone,
  "updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
