-- Custom (decision 0333, extended): a product's attributes in other languages than English (the spec rows of its
-- page: suitable surfaces, ingredients, scent, made in, packaging, volume), a null field untranslated (the English
-- one shows); and a promotion's name, which the cart and checkout show for its offer, per language, removed with
-- its promotion.
ALTER TABLE "product_translations" ADD COLUMN "suitable_surfaces" text;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "ingredients" text;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "scent" text;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "made_in" text;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "packaging" text;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "volume" text;
--> statement-breakpoint
CREATE TABLE "promotion_translations" (
	"promotion_id" integer NOT NULL REFERENCES "promotions"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("promotion_id", "language")
);
