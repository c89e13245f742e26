DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_type_idx";--> statement-breakpoint
DROP INDEX "products_ingredient_idx";--> statement-breakpoint
DROP INDEX "products_symbol_idx";--> statement-breakpoint
CREATE INDEX "products_listed_brand_idx" ON "products" USING btree ("brand_id","sku_number" DESC NULLS LAST,"id") WHERE "products"."is_active" and "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category_id","sku_number" DESC NULLS LAST,"id") WHERE "products"."is_active" and "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_listed_type_idx" ON "products" USING btree ("type_id","sku_number" DESC NULLS LAST,"id") WHERE "products"."is_active" and "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_listed_ingredient_idx" ON "products" USING btree ("ingredient_id","sku_number" DESC NULLS LAST,"id") WHERE "products"."is_active" and "products"."is_visible";--> statement-breakpoint
CREATE INDEX "products_listed_symbol_idx" ON "products" USING btree ("symbol_id","sku_number" DESC NULLS LAST,"id") WHERE "products"."is_active" and "products"."is_visible";