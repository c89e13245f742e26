-- Each attempt to give a refund back through iyzico (refund, same-day cancel, or found made in
-- iyzico's report), with its outcome: the admin reads every attempt (issue [15] point 5).
CREATE TABLE "refund_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"how" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_attempts_refund_idx" ON "refund_attempts" USING btree ("refund_id","at");