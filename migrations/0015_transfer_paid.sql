-- A transfer order is paid when an admin marks its money arrived (docs/decisions/033); before,
-- leaving Not Processed counted as paid. Those orders keep counting as paid: paid_at from when
-- they last changed.
UPDATE "orders" SET "paid_at" = "updated_at"
WHERE "payment" = 'Havale' AND "paid_at" IS NULL AND "status" NOT IN ('Not Processed', 'Canceled');
--> statement-breakpoint
DROP INDEX "orders_desk_paid_idx";--> statement-breakpoint
DROP INDEX "orders_desk_awaiting_idx";--> statement-breakpoint
CREATE INDEX "orders_desk_paid_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("orders"."paid_at" is not null and "orders"."status" <> 'Canceled');--> statement-breakpoint
CREATE INDEX "orders_desk_awaiting_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE ("orders"."payment" = 'Havale' and "orders"."paid_at" is null and "orders"."status" <> 'Canceled');