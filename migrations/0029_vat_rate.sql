-- Decision 070: the KDV rate is a setting (20 %, Turkey's general rate since July 2023), and each
-- order keeps the rate it was placed with. The orders already placed were priced at the spec's
-- 18 % (their total_tax is total × 18 / 118), so they keep 18: their pages print the rate their
-- stored tax was computed with. A new order always names its rate (no default after this).
ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_rate_percent" CHECK ("orders"."vat_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_vat_rate_percent" CHECK ("settings"."vat_rate" between 0 and 100);
