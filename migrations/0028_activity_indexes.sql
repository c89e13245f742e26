-- The shop's activity (/dashboard/activity, GET /api/history), newest first: a merchant's pages
-- read their brands' changes and a filter one person's without walking the rest of the shop's.
CREATE INDEX "staff_changes_brand_idx" ON "staff_changes" USING btree ("brand_id","id" DESC NULLS LAST) WHERE "staff_changes"."brand_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_changes_writer_idx" ON "staff_changes" USING btree ("writer_email","id" DESC NULLS LAST);