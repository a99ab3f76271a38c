-- Custom (decision 0333): the catalogue's own words in other languages than English, per row and language; a
-- null field is untranslated and shows the English one. `keywords` are more words a search finds the product by
-- (Hindi, and common Latin spellings of Hindi words: "phenyl", "pocha").
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"name" text,
	"short_description" text,
	"long_description" text,
	"keywords" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("product_id", "language")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("category_id", "language")
);
--> statement-breakpoint
CREATE TABLE "subcategory_translations" (
	"subcategory_id" integer NOT NULL REFERENCES "subcategories"("id") ON DELETE CASCADE,
	"language" text NOT NULL,
	"name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("subcategory_id", "language")
);
