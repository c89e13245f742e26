CREATE TABLE "order_merchants" (
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_merchants_merchant_id_order_id_pk" PRIMARY KEY("merchant_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "order_merchants" ADD CONSTRAINT "order_merchants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_merchants" ADD CONSTRAINT "order_merchants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_merchants_desk_idx" ON "order_merchants" USING btree ("merchant_id","created_at" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_merchants_order_idx" ON "order_merchants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_desk_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("orders"."status" <> 'İşlem Tamamlanmadı' or "orders"."payment" <> 'Kredi Kartı');--> statement-breakpoint
CREATE INDEX "orders_desk_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_desk_paid_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("orders"."payment" = 'Kredi Kartı' and "orders"."paid_at" is not null and "orders"."status" <> 'Canceled');--> statement-breakpoint
CREATE INDEX "orders_desk_awaiting_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("orders"."payment" = 'Havale' and "orders"."status" = 'Not Processed');--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree (right(("id")::text, 7));--> statement-breakpoint
CREATE INDEX "orders_buyer_search_trgm_idx" ON "orders" USING gin (lower(translate(coalesce("buyer"->>'email', '') || ' ' || coalesce("buyer"->>'firstName', '') || ' ' || coalesce("buyer"->>'lastName', ''), 'İIŞĞÜÖÇÂÎÛ', 'iışğüöçâîû')) gin_trgm_ops);--> statement-breakpoint
-- order_merchants (db/schema.ts): exactly the merchants each order holds lines of, as brands
-- and products belong now. A new line can only add a merchant; any other change recomputes the
-- orders it touches.
CREATE FUNCTION "order_merchants_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_merchants" WHERE "order_id" = ANY("ids");
  INSERT INTO "order_merchants" ("merchant_id", "order_id", "created_at")
  SELECT DISTINCT b."merchant_id", o."id", o."created_at"
  FROM "order_items" l
  JOIN "products" p ON p."id" = l."product_id"
  JOIN "brands" b ON b."id" = p."brand_id"
  JOIN "orders" o ON o."id" = l."order_id"
  WHERE l."order_id" = ANY("ids") AND b."merchant_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_merchants_of_new_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_merchants" ("merchant_id", "order_id", "created_at")
  SELECT DISTINCT b."merchant_id", o."id", o."created_at"
  FROM "new_lines" l
  JOIN "products" p ON p."id" = l."product_id"
  JOIN "brands" b ON b."id" = p."brand_id"
  JOIN "orders" o ON o."id" = l."order_id"
  WHERE b."merchant_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_merchants_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "new_lines" FOR EACH STATEMENT
  EXECUTE FUNCTION "order_merchants_of_new_lines"();
--> statement-breakpoint
CREATE FUNCTION "order_merchants_of_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "order_merchants_refresh"(ARRAY[OLD."order_id"]);
  ELSE
    PERFORM "order_merchants_refresh"(ARRAY[OLD."order_id", NEW."order_id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_merchants_change" AFTER UPDATE OF "product_id", "order_id" OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_merchants_of_line"();
--> statement-breakpoint
CREATE FUNCTION "order_merchants_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_merchants_refresh"(
    ARRAY(SELECT DISTINCT "order_id" FROM "order_items" WHERE "product_id" = NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_order_merchants" AFTER UPDATE OF "brand_id" ON "products"
  FOR EACH ROW WHEN (OLD."brand_id" IS DISTINCT FROM NEW."brand_id")
  EXECUTE FUNCTION "order_merchants_of_product"();
--> statement-breakpoint
CREATE FUNCTION "order_merchants_of_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_merchants_refresh"(ARRAY(
    SELECT DISTINCT l."order_id" FROM "order_items" l
    JOIN "products" p ON p."id" = l."product_id" WHERE p."brand_id" = NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_order_merchants" AFTER UPDATE OF "merchant_id" ON "brands"
  FOR EACH ROW WHEN (OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "order_merchants_of_brand"();
--> statement-breakpoint
INSERT INTO "order_merchants" ("merchant_id", "order_id", "created_at")
SELECT DISTINCT b."merchant_id", o."id", o."created_at"
FROM "order_items" l
JOIN "products" p ON p."id" = l."product_id"
JOIN "brands" b ON b."id" = p."brand_id"
JOIN "orders" o ON o."id" = l."order_id"
WHERE b."merchant_id" IS NOT NULL
ON CONFLICT DO NOTHING;
