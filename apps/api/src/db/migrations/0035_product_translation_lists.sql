-- Custom (decision 0333): a product's features and how-to-use steps in another language, as lists like the
-- English ones (null: untranslated, the English list shows).
ALTER TABLE "product_translations" ADD COLUMN "features" jsonb;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "how_to_use" jsonb;
