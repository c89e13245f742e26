-- A card payment iyzico holds for fraud review (issue [15] point 4): the order keeps its stock,
-- unconfirmed, until iyzico's later answer settles it.
ALTER TABLE "orders" ADD COLUMN "payment_review_at" timestamp with time zone;