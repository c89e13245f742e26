CREATE TABLE "product_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discount_price" numeric(12, 2),
	"effective" numeric(12, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","changed_at","id");--> statement-breakpoint
-- Every price a product had (issue [10] point 6): written here, so that every way of changing a
-- price records it. `effective` is what a shopper paid: the discount price below the price.
CREATE OR REPLACE FUNCTION record_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price IS NOT DISTINCT FROM OLD.price
     AND NEW.discount_price IS NOT DISTINCT FROM OLD.discount_price THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_price_history (product_id, price, discount_price, effective)
  VALUES (NEW.id, NEW.price, NEW.discount_price,
          CASE WHEN NEW.discount_price > 0 AND NEW.discount_price < NEW.price
               THEN NEW.discount_price ELSE NEW.price END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_price_history AFTER INSERT OR UPDATE OF price, discount_price ON products FOR EACH ROW EXECUTE FUNCTION record_product_price();
--> statement-breakpoint
-- The product page shows it: its writes tell every process, like the products' (decision 025).
CREATE TRIGGER product_price_history_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_price_history FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
-- The prices products have now, from when they were made: the history starts with them.
INSERT INTO product_price_history (product_id, price, discount_price, effective, changed_at)
SELECT id, price, discount_price,
       CASE WHEN discount_price > 0 AND discount_price < price THEN discount_price ELSE price END,
       created_at
FROM products;
