-- Custom (decision 0333, extended): the shop's own shopper-facing words in other languages than English, as the
-- catalogue's are, a null field untranslated (the English one shows). The words over each home banner and the
-- promo banner's, removed with their banner; and the shop's tagline, header taglines and customer care hours, one
-- row per language.
CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL REFERENCES "banners"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"title" text,
	"subtitle" text,
	"button_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("banner_id", "language")
);
--> statement-breakpoint
CREATE TABLE "promo_banner_translations" (
	"promo_banner_id" integer NOT NULL REFERENCES "promo_banners"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"title" text,
	"description" text,
	"button_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("promo_banner_id", "language")
);
--> statement-breakpoint
CREATE TABLE "shop_text_translations" (
	"language" text PRIMARY KEY NOT NULL,
	"tagline" text,
	"taglines" jsonb,
	"customer_care_hours" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
