ALTER TABLE "carts" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unpaid_card_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'İşlem Tamamlanmadı' and "orders"."released_at" is null;