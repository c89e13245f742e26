-- The search texts stay in the product's row (issue [11] point 4). staff_search_text (about 700
-- bytes) made the largest column of a 2 kB row, so PostgreSQL's TOAST moved it out of the row
-- into products' TOAST table, and every list row a search tested fetched it from there: a LIKE
-- over it cost 3 µs a row instead of 1 (a count reads up to 1,500 rows). STORAGE MAIN keeps a
-- column in the row, compressed or moved out only when nothing else can make the row fit, so the
-- descriptions and stories, read for one product at a time, go out instead. search_text gets
-- the same: it was next in line, and the shop's search tests it on every row.
-- A storage setting applies to rows as they are written: staff_search_text is added again in the
-- same statement, which writes every row anew (23 s at 100,000 products, the table locked).
ALTER TABLE "products"
  ALTER COLUMN "search_text" SET STORAGE MAIN,
  DROP COLUMN "staff_search_text",
  ADD COLUMN "staff_search_text" text GENERATED ALWAYS AS (search_text || ' • ' || regexp_replace(lower(translate(description || ' • ' || description_en, 'İIÇĞÖŞÜ', 'iıçğöşü')), '\s+', ' ', 'g')) STORED NOT NULL,
  ALTER COLUMN "staff_search_text" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "products_staff_search_trgm_idx" ON "products" USING gin ("staff_search_text" gin_trgm_ops);
--> statement-breakpoint
-- The column is new to the planner: without its statistics, a word's matches are guessed, and a
-- common word was counted through the trigram index (the staff list: 127 ms against 10).
ANALYZE "products";
