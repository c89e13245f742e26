CREATE TABLE "staff_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"writer_id" uuid,
	"writer_email" text NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"brand_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"batch_id" uuid,
	"reverts" bigint
);
--> statement-breakpoint
CREATE INDEX "staff_changes_subject_idx" ON "staff_changes" USING btree ("subject","subject_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_changes_batch_idx" ON "staff_changes" USING btree ("batch_id") WHERE "staff_changes"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_changes_reverts_idx" ON "staff_changes" USING btree ("reverts") WHERE "staff_changes"."reverts" is not null;--> statement-breakpoint
-- Who writes: the app sets `shop.writer` ('{"id":..,"email":..}') in each transaction of a staff
-- request (db/staff-writer.server.ts); a shopper's order, a payment callback or a sweep sets
-- nothing and is not recorded. Trigger arguments: the subject a history is shown for, the column
-- naming it, then the columns never recorded (secrets, timestamps the database keeps).
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
--> statement-breakpoint
CREATE TRIGGER products_staff_change AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION record_staff_change('product', 'id', 'updated_at', 'created_at');--> statement-breakpoint
CREATE TRIGGER product_images_staff_change AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH ROW EXECUTE FUNCTION record_staff_change('product', 'product_id', 'created_at');--> statement-breakpoint
CREATE TRIGGER product_stones_staff_change AFTER INSERT OR DELETE ON product_stones FOR EACH ROW EXECUTE FUNCTION record_staff_change('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER product_children_staff_change AFTER INSERT OR DELETE ON product_children FOR EACH ROW EXECUTE FUNCTION record_staff_change('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER product_combinations_staff_change AFTER INSERT OR DELETE ON product_combinations FOR EACH ROW EXECUTE FUNCTION record_staff_change('product', 'product_id');--> statement-breakpoint
CREATE TRIGGER categories_staff_change AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION record_staff_change('category', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER types_staff_change AFTER INSERT OR UPDATE OR DELETE ON types FOR EACH ROW EXECUTE FUNCTION record_staff_change('type', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER stones_staff_change AFTER INSERT OR UPDATE OR DELETE ON stones FOR EACH ROW EXECUTE FUNCTION record_staff_change('stone', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER ingredients_staff_change AFTER INSERT OR UPDATE OR DELETE ON ingredients FOR EACH ROW EXECUTE FUNCTION record_staff_change('ingredient', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER symbols_staff_change AFTER INSERT OR UPDATE OR DELETE ON symbols FOR EACH ROW EXECUTE FUNCTION record_staff_change('symbol', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER brands_staff_change AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH ROW EXECUTE FUNCTION record_staff_change('brand', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER coupons_staff_change AFTER INSERT OR UPDATE OR DELETE ON coupons FOR EACH ROW EXECUTE FUNCTION record_staff_change('coupon', 'id', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER settings_staff_change AFTER INSERT OR UPDATE ON settings FOR EACH ROW EXECUTE FUNCTION record_staff_change('settings', 'id', 'updated_at');--> statement-breakpoint
CREATE TRIGGER popups_staff_change AFTER INSERT OR UPDATE ON popups FOR EACH ROW EXECUTE FUNCTION record_staff_change('popup', 'id', 'updated_at');--> statement-breakpoint
CREATE TRIGGER blogs_staff_change AFTER INSERT OR UPDATE OR DELETE ON blogs FOR EACH ROW EXECUTE FUNCTION record_staff_change('blog', 'id', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER sliders_staff_change AFTER INSERT OR UPDATE OR DELETE ON sliders FOR EACH ROW EXECUTE FUNCTION record_staff_change('slider', 'id', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER carousel_entries_staff_change AFTER INSERT OR UPDATE OR DELETE ON carousel_entries FOR EACH ROW EXECUTE FUNCTION record_staff_change('carousel', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER users_staff_change AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION record_staff_change('user', 'id', 'password_hash', 'updated_at', 'created_at');--> statement-breakpoint
CREATE TRIGGER merchants_staff_change AFTER INSERT OR UPDATE OR DELETE ON merchants FOR EACH ROW EXECUTE FUNCTION record_staff_change('merchant', 'id', 'created_at');--> statement-breakpoint
CREATE TRIGGER merchant_requests_staff_change AFTER INSERT OR UPDATE OR DELETE ON merchant_requests FOR EACH ROW EXECUTE FUNCTION record_staff_change('merchant_request', 'id', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER orders_staff_change AFTER UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION record_staff_change('order', 'id', 'updated_at');--> statement-breakpoint
CREATE TRIGGER order_items_staff_change AFTER UPDATE ON order_items FOR EACH ROW EXECUTE FUNCTION record_staff_change('order', 'order_id', 'updated_at');--> statement-breakpoint
CREATE TRIGGER refunds_staff_change AFTER INSERT OR UPDATE ON refunds FOR EACH ROW EXECUTE FUNCTION record_staff_change('order', 'order_id', 'updated_at');--> statement-breakpoint
-- Puts one recorded update back, only while every column it wrote still holds what it wrote: the
-- condition is part of the UPDATE, so a concurrent edit (or a later one) makes it refuse, never
-- overwrite. `brands` narrows a merchant to their own products. Answers 'reverted', 'changed'
-- (something changed since), 'missing' or 'refused' (not a change that can be put back).
CREATE OR REPLACE FUNCTION revert_staff_change(change_id bigint, brands uuid[]) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  c staff_changes;
  sets text;
  same text;
  n int;
BEGIN
  SELECT * INTO c FROM staff_changes WHERE id = change_id;
  IF NOT FOUND OR (brands IS NOT NULL AND (c.brand_id IS NULL OR c.brand_id <> ALL (brands))) THEN
    RETURN 'missing';
  END IF;
  IF c.action <> 'update' OR c.table_name NOT IN ('products', 'categories', 'types', 'stones',
       'ingredients', 'symbols', 'brands', 'coupons', 'settings', 'popups', 'blogs', 'sliders')
     OR (brands IS NOT NULL AND c.before ? 'brand_id'
         AND (c.before ->> 'brand_id') IS DISTINCT FROM NULL
         AND (c.before ->> 'brand_id')::uuid <> ALL (brands)) THEN
    RETURN 'refused';
  END IF;
  SELECT string_agg(format('%I = r.%I', k, k), ', '),
         string_agg(format('to_jsonb(t.%I) IS NOT DISTINCT FROM %L::jsonb', k, c.after -> k), ' AND ')
    INTO sets, same
    FROM jsonb_object_keys(c.after) AS k;
  IF brands IS NOT NULL THEN
    same := same || ' AND t.brand_id = ANY ($3)';
  END IF;
  PERFORM set_config('shop.reverts', change_id::text, true);
  EXECUTE format('UPDATE %I t SET %s FROM jsonb_populate_record(NULL::%I, $1) r WHERE t.id::text = $2 AND %s',
                 c.table_name, sets, c.table_name, same)
    USING c.before, c.row_id, brands;
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('shop.reverts', '', true);
  RETURN CASE WHEN n = 1 THEN 'reverted' ELSE 'changed' END;
END
$$;
--> statement-breakpoint
-- Puts a bulk change back as a whole or not at all: when any product it wrote has changed since,
-- nothing is put back and the names of those products are answered.
CREATE OR REPLACE FUNCTION revert_staff_batch(batch uuid, brands uuid[]) RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  c record;
  failed text[] := '{}';
BEGIN
  BEGIN
    FOR c IN SELECT id, row_id FROM staff_changes
              WHERE batch_id = batch AND NOT EXISTS (SELECT 1 FROM staff_changes r WHERE r.reverts = staff_changes.id)
              ORDER BY id DESC LOOP
      IF revert_staff_change(c.id, brands) <> 'reverted' THEN
        failed := failed || coalesce((SELECT p.name FROM products p WHERE p.id::text = c.row_id), c.row_id);
      END IF;
    END LOOP;
    IF cardinality(failed) > 0 THEN
      RAISE EXCEPTION 'batch changed since' USING ERRCODE = 'SC001';
    END IF;
  EXCEPTION WHEN SQLSTATE 'SC001' THEN
    RETURN failed;
  END;
  RETURN failed;
END
$$;
