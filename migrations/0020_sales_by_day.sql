CREATE TABLE "sales_day_changes" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_day_products" (
	"scope" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"scope" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"orders" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "sales_days_scope_day_currency_pk" PRIMARY KEY("scope","day","currency")
);
--> statement-breakpoint
CREATE TABLE "sales_days_done" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_window_products" (
	"scope" uuid NOT NULL,
	"product_key" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "sales_window_products_scope_product_key_pk" PRIMARY KEY("scope","product_key")
);
--> statement-breakpoint
CREATE INDEX "sales_day_changes_day_idx" ON "sales_day_changes" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_day_products_day_idx" ON "sales_day_products" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_window_products_best_idx" ON "sales_window_products" USING btree ("scope","quantity" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("quantity","name") WHERE "products"."archived_at" is null and "products"."is_active" and "products"."quantity" >= 1;--> statement-breakpoint
-- The shop day (Europe/Istanbul) of every order whose sales may have changed, noted in
-- sales_day_changes for the owner's morning to make that day's rows again (decision 040). Only
-- inserts: an order's transaction never waits on another's for it.
CREATE FUNCTION "sales_shop_day"("at" timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ("at" AT TIME ZONE 'Europe/Istanbul')::date
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_day_of_new_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_day_changes" ("day")
  SELECT DISTINCT "sales_shop_day"(o."created_at") FROM "changed_orders" o;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "changed_orders" FOR EACH STATEMENT
  EXECUTE FUNCTION "sales_day_of_new_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "changed_orders" FOR EACH STATEMENT
  EXECUTE FUNCTION "sales_day_of_new_orders"();
--> statement-breakpoint
CREATE FUNCTION "sales_day_of_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_day_changes" ("day")
  SELECT DISTINCT d FROM unnest(ARRAY["sales_shop_day"(OLD."created_at"), "sales_shop_day"(NEW."created_at")]) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_change" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."currency" IS DISTINCT FROM NEW."currency"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "sales_day_of_order"();
--> statement-breakpoint
CREATE FUNCTION "sales_day_of_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Lines deleted with their order find no order: the order's own trigger noted its day.
  INSERT INTO "sales_day_changes" ("day")
  SELECT DISTINCT "sales_shop_day"(o."created_at")
  FROM "changed_lines" l JOIN "orders" o ON o."id" = l."order_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "changed_lines" FOR EACH STATEMENT
  EXECUTE FUNCTION "sales_day_of_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS "changed_lines" FOR EACH STATEMENT
  EXECUTE FUNCTION "sales_day_of_lines"();
--> statement-breakpoint
CREATE FUNCTION "sales_day_of_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_day_changes" ("day")
  SELECT DISTINCT "sales_shop_day"(o."created_at") FROM "orders" o
  WHERE o."id" IN (OLD."order_id", NEW."order_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_change" AFTER UPDATE ON "order_items"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."quantity" IS DISTINCT FROM NEW."quantity"
    OR OLD."total_price" IS DISTINCT FROM NEW."total_price"
    OR OLD."product_id" IS DISTINCT FROM NEW."product_id"
    OR OLD."order_id" IS DISTINCT FROM NEW."order_id"
    OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."slug" IS DISTINCT FROM NEW."slug")
  EXECUTE FUNCTION "sales_day_of_line"();
--> statement-breakpoint
-- A product or brand changing hands moves past sales between merchants: every day again.
CREATE FUNCTION "sales_all_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sales_day_changes" ("day") VALUES ('-infinity');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_sales_owner" AFTER UPDATE OF "brand_id" ON "products"
  FOR EACH ROW WHEN (OLD."brand_id" IS DISTINCT FROM NEW."brand_id")
  EXECUTE FUNCTION "sales_all_days"();
--> statement-breakpoint
CREATE TRIGGER "brands_sales_owner" AFTER UPDATE OF "merchant_id" ON "brands"
  FOR EACH ROW WHEN (OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "sales_all_days"();
