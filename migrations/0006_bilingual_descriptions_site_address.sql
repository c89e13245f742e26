ALTER TABLE "brands" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "site_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stones" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "symbols" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "types" ADD COLUMN "description_en" text;