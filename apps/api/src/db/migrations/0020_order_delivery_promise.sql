ALTER TABLE "orders" ADD COLUMN "promised_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_to" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promised_dates" CHECK (("orders"."promised_from" is null) = ("orders"."promised_to" is null) and ("orders"."promised_from" is null or "orders"."promised_from" <= "orders"."promised_to"));--> statement-breakpoint
-- The header's cash-on-delivery line is worded from the COD settings now (decision 0296): the old fixed line is
-- taken out of saved taglines, so the header does not say both.
UPDATE "shop_settings" SET "value" = jsonb_set("value", '{taglines}', coalesce((
  SELECT jsonb_agg(t) FROM jsonb_array_elements("value"->'taglines') AS t
  WHERE t <> to_jsonb('Cash on delivery available across India'::text)), '[]'::jsonb))
WHERE "key" = 'shop' AND jsonb_typeof("value"->'taglines') = 'array';
