CREATE TABLE "payment_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds_due" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"payment_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_due_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
DROP INDEX "orders_payment_token_key";--> statement-breakpoint
ALTER TABLE "payment_tokens" ADD CONSTRAINT "payment_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds_due" ADD CONSTRAINT "refunds_due_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_tokens_order_idx" ON "payment_tokens" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_tokens_unsettled_idx" ON "payment_tokens" USING btree ("created_at") WHERE "payment_tokens"."settled_at" is null;--> statement-breakpoint
-- The one token each order kept so far; a paid order's is settled.
INSERT INTO "payment_tokens" ("token", "order_id", "created_at", "settled_at")
  SELECT "payment_token", "id", "created_at", "paid_at" FROM "orders" WHERE "payment_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_token";