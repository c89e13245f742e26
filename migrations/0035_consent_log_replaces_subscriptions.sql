-- The consent log (migration 0034) is now the only record of consent to commercial mail
-- (issue [20] point 3). What the two older records hold and the log does not is copied first:
-- members who ticked the sign-up box, and newsletter sign-ups written after 0034 ran.
INSERT INTO "consent_records" ("email", "source", "text_version", "given", "user_id", "created_at")
SELECT u."email", '/register', 'before-2026-12', true, u."id", u."created_at"
FROM "users" u
WHERE u."is_subscribed"
  AND NOT EXISTS (SELECT 1 FROM "consent_records" c WHERE lower(c."email") = lower(u."email"));
--> statement-breakpoint
INSERT INTO "consent_records" ("email", "source", "text_version", "given", "created_at")
SELECT n."email", '/newsletter', 'before-2026-12', true, n."created_at"
FROM "newsletter_subscriptions" n
WHERE NOT EXISTS (SELECT 1 FROM "consent_records" c WHERE lower(c."email") = lower(n."email"));
--> statement-breakpoint
DROP TABLE "newsletter_subscriptions" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_subscribed";
