-- The staff lists' searches at 100,000 rows (issue [11] point 4).
-- orders.buyer_search_text: the order desk's search text, stored, so that a search walking the
-- desk's index tests a short column per order instead of folding three JSON fields each time
-- (the trigram index moves onto it). Adding it rewrites orders once, locked meanwhile: under 3 s
-- at 100,000 orders. products_low_stock_threshold_idx: the highest threshold of a product's own,
-- read in an instant, bounds "running low" for the staff list's count (lowStockCeiling).
DROP INDEX "orders_buyer_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(buyer->>'email', '') || ' ' || coalesce(buyer->>'firstName', '') || ' ' || coalesce(buyer->>'lastName', ''), 'İIŞĞÜÖÇÂÎÛ', 'iışğüöçâîû'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_low_stock_threshold_idx" ON "products" USING btree ("low_stock_threshold") WHERE "products"."low_stock_threshold" is not null;--> statement-breakpoint
CREATE INDEX "orders_buyer_search_trgm_idx" ON "orders" USING gin ("buyer_search_text" gin_trgm_ops);