ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pictures_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stones" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "symbols" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Every record staff edit carries a version (issue [16] point 1, docs/decisions/067): raised here
-- on every real change, by any writer (a form, /api, an order taking stock, a payment), so that a
-- staff save naming the version it was drawn from can be refused when the record moved on. The
-- trigger's arguments are the columns that do not count: kept by the database, derived, or edited
-- by another form than the record's own (a product's pictures have their own version).
CREATE OR REPLACE FUNCTION bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version
     AND (to_jsonb(NEW) - TG_ARGV - 'version') IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV - 'version') THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_version BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION bump_version('updated_at', 'image_url', 'images', 'search_text', 'staff_search_text', 'sku_number', 'pictures_version');--> statement-breakpoint
CREATE TRIGGER brands_version BEFORE UPDATE ON brands FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
CREATE TRIGGER categories_version BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
CREATE TRIGGER types_version BEFORE UPDATE ON types FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
CREATE TRIGGER stones_version BEFORE UPDATE ON stones FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
CREATE TRIGGER ingredients_version BEFORE UPDATE ON ingredients FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
CREATE TRIGGER symbols_version BEFORE UPDATE ON symbols FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
CREATE TRIGGER coupons_version BEFORE UPDATE ON coupons FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
CREATE TRIGGER blogs_version BEFORE UPDATE ON blogs FOR EACH ROW EXECUTE FUNCTION bump_version('created_at');--> statement-breakpoint
-- A slider's or carousel entry's place in the list is the list's, not the record's.
CREATE TRIGGER sliders_version BEFORE UPDATE ON sliders FOR EACH ROW EXECUTE FUNCTION bump_version('created_at', 'sort_order');--> statement-breakpoint
CREATE TRIGGER carousel_entries_version BEFORE UPDATE ON carousel_entries FOR EACH ROW EXECUTE FUNCTION bump_version('sort_order');--> statement-breakpoint
CREATE TRIGGER popups_version BEFORE UPDATE ON popups FOR EACH ROW EXECUTE FUNCTION bump_version('updated_at');--> statement-breakpoint
-- The music page writes its own columns of the settings row, from its own form.
CREATE TRIGGER settings_version BEFORE UPDATE ON settings FOR EACH ROW EXECUTE FUNCTION bump_version('updated_at', 'music_url', 'music_title', 'music_title_en');--> statement-breakpoint
-- Staff edit a user's role (and merchant); the person's own details are theirs to change.
CREATE TRIGGER users_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION bump_version('updated_at', 'created_at', 'first_name', 'last_name', 'email', 'password_hash', 'phone_number', 'provider', 'is_subscribed');--> statement-breakpoint
CREATE TRIGGER orders_version BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION bump_version('updated_at', 'guest_access_token', 'buyer_search_text');--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pictures_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET pictures_version = pictures_version + 1
   WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_images_version AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH ROW EXECUTE FUNCTION bump_pictures_version();--> statement-breakpoint
-- The history leaves the versions out: they say that something changed, the columns say what.
CREATE OR REPLACE FUNCTION record_staff_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w jsonb := nullif(current_setting('shop.writer', true), '')::jsonb;
  old_j jsonb;
  new_j jsonb;
  b jsonb;
  a jsonb;
  subject_id text;
  brand uuid;
BEGIN
  IF w IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF;
  SELECT jsonb_object_agg(k, old_j -> k) FILTER (WHERE old_j IS NOT NULL),
         jsonb_object_agg(k, new_j -> k) FILTER (WHERE new_j IS NOT NULL)
    INTO b, a
    FROM jsonb_object_keys(coalesce(new_j, old_j)) AS k
   WHERE k <> ALL (TG_ARGV[2:])
     AND k NOT IN ('version', 'pictures_version')
     AND (TG_OP <> 'UPDATE' OR (old_j -> k) IS DISTINCT FROM (new_j -> k));
  IF TG_OP = 'UPDATE' AND a IS NULL THEN
    RETURN NULL;
  END IF;
  subject_id := coalesce(new_j, old_j) ->> TG_ARGV[1];
  IF TG_ARGV[0] = 'product' THEN
    brand := coalesce(new_j ->> 'brand_id', old_j ->> 'brand_id')::uuid;
    IF TG_TABLE_NAME <> 'products' THEN
      SELECT p.brand_id INTO brand FROM products p WHERE p.id = subject_id::uuid;
    END IF;
  END IF;
  INSERT INTO staff_changes (writer_id, writer_email, table_name, row_id, action, subject,
                             subject_id, brand_id, before, after, batch_id, reverts)
  VALUES ((w ->> 'id')::uuid, w ->> 'email', TG_TABLE_NAME,
          coalesce(coalesce(new_j, old_j) ->> 'id', subject_id), lower(TG_OP), TG_ARGV[0],
          subject_id, brand, b, a,
          nullif(current_setting('shop.batch', true), '')::uuid,
          nullif(current_setting('shop.reverts', true), '')::bigint);
  RETURN NULL;
END
$$;
