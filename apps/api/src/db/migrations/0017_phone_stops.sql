CREATE TABLE "phone_stops" (
	"phone" text PRIMARY KEY NOT NULL,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL
);
