ALTER TABLE "carts" ADD COLUMN "buy_now" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "music_url" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "music_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "music_title_en" text DEFAULT '' NOT NULL;