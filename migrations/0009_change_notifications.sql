-- Every committed write to what anonymous pages and the reference cache show tells every app
-- process, which forgets its cached copies (app/models/data-changes.server.ts, docs/decisions/025).
-- NOTIFY inside a transaction is sent at COMMIT and never on ROLLBACK; identical payloads of one
-- transaction are sent once. Statement triggers: one call per statement, however many rows.
CREATE OR REPLACE FUNCTION notify_shop_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_images_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_stones_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_stones FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_children_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_children FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_combinations_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_combinations FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER reviews_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER brands_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER categories_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER types_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER stones_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stones FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER ingredients_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ingredients FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER symbols_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON symbols FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER settings_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('settings');
--> statement-breakpoint
CREATE TRIGGER popups_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popups FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('content');
--> statement-breakpoint
CREATE TRIGGER sliders_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sliders FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('content');
--> statement-breakpoint
CREATE TRIGGER carousel_entries_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON carousel_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('content');
--> statement-breakpoint
CREATE TRIGGER blogs_shop_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_change('content');
