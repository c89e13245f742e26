CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_in_stock_requests_lang_check" CHECK ("back_in_stock_requests"."lang" in ('tr','en'))
);
--> statement-breakpoint
CREATE TABLE "low_stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_alerts" ADD CONSTRAINT "low_stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_product_email_key" ON "back_in_stock_requests" USING btree ("product_id",lower("email"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_nonnegative" CHECK ("products"."low_stock_threshold" is null or "products"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_low_stock_threshold_nonnegative" CHECK ("settings"."low_stock_threshold" >= 0);--> statement-breakpoint
-- Decision 036: the database decides when stock crosses down to its low-stock threshold, whoever
-- writes it (checkout, a cancel, the staff's form or API, a script, psql). The row update holds
-- the product's lock, so two writers at once see each other's result as OLD: one crossing, one
-- row. Eligible again only once the stock is back above the threshold (OLD above, NEW at or
-- below). A sold-out product coming back (0 -> more) with shoppers waiting is announced, and the
-- processes mail both (app/features/catalogue/stock-alerts.server.ts); NOTIFY goes at COMMIT.
-- The one rule for a product's threshold: its own, else the shop's, else 5 (a shop without its
-- settings row). The trigger, the staff list's "low" filter and the owner's dashboard all ask it.
CREATE OR REPLACE FUNCTION low_stock_threshold(own integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(own, (SELECT s.low_stock_threshold FROM settings s WHERE s.id = 1), 5)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_stock_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  limit_at integer;
BEGIN
  IF NEW.archived_at IS NOT NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.quantity < OLD.quantity THEN
    limit_at := low_stock_threshold(NEW.low_stock_threshold);
    IF OLD.quantity > limit_at AND NEW.quantity <= limit_at THEN
      INSERT INTO low_stock_alerts (product_id, quantity, threshold)
        VALUES (NEW.id, NEW.quantity, limit_at);
      PERFORM pg_notify('stock_alerts', 'low');
    END IF;
  ELSIF OLD.quantity <= 0 AND NEW.quantity > 0 THEN
    IF EXISTS (SELECT 1 FROM back_in_stock_requests r WHERE r.product_id = NEW.id) THEN
      PERFORM pg_notify('stock_alerts', 'back');
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_alerts AFTER UPDATE OF quantity ON products FOR EACH ROW EXECUTE FUNCTION products_stock_alerts();
