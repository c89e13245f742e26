CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text,
	"alt_en" text,
	"is_cover" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_cover_idx" ON "product_images" USING btree ("product_id") WHERE "product_images"."is_cover";--> statement-breakpoint
-- Existing pictures become rows: the cover, then the gallery in its order (a gallery entry equal to the cover is kept once).
INSERT INTO "product_images" ("product_id", "url", "is_cover", "position")
SELECT "id", "image_url", true, 0 FROM "products" WHERE "image_url" IS NOT NULL AND "image_url" <> '';--> statement-breakpoint
INSERT INTO "product_images" ("product_id", "url", "position")
SELECT p."id", g."url", g."n"::integer
FROM "products" p, unnest(p."images") WITH ORDINALITY AS g("url", "n")
WHERE g."url" <> '' AND g."url" IS DISTINCT FROM p."image_url";
