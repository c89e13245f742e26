CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"source" text NOT NULL,
	"text_version" text NOT NULL,
	"given" boolean NOT NULL,
	"lang" text DEFAULT 'tr' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"iys_state" text DEFAULT 'pending' NOT NULL,
	"iys_attempts" integer DEFAULT 0 NOT NULL,
	"iys_last_error" text,
	"iys_transaction_id" text,
	"iys_reported_at" timestamp with time zone,
	"iys_claimed_at" timestamp with time zone,
	CONSTRAINT "consent_records_iys_state_check" CHECK ("consent_records"."iys_state" in ('pending','reported','failed'))
);
--> statement-breakpoint
CREATE TABLE "mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_en" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "product_stones" ADD COLUMN "nature" text DEFAULT 'natural' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fineness" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "plating" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree (lower("email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_records_created_idx" ON "consent_records" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_records_iys_pending_idx" ON "consent_records" USING btree ("created_at") WHERE "consent_records"."iys_state" = 'pending';--> statement-breakpoint
ALTER TABLE "product_stones" ADD CONSTRAINT "product_stones_nature_check" CHECK ("product_stones"."nature" in ('natural','treated','synthetic'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fineness_range" CHECK ("products"."fineness" is null or "products"."fineness" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" is null or "products"."weight_grams" > 0);--> statement-breakpoint
-- The newsletter's earlier sign-ups become the consent log's first rows (issue [20] point 3): each
-- was given on the newsletter form, before the log named its text ('before-2026-12').
INSERT INTO "consent_records" ("email", "source", "text_version", "given", "created_at")
SELECT "email", '/newsletter', 'before-2026-12', true, "created_at" FROM "newsletter_subscriptions";
