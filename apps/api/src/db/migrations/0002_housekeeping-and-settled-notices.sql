ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_id" char(24);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_about_idx" ON "notifications" USING btree ("about_id","type") WHERE "notifications"."about_id" is not null;--> statement-breakpoint
-- Mails recorded before retries existed: each had its one try; one left pending is due now.
UPDATE "mail_outbox" SET "attempts" = 1 WHERE "status" IN ('sent', 'failed');--> statement-breakpoint
UPDATE "mail_outbox" SET "next_attempt_at" = "created_at" WHERE "status" = 'pending';--> statement-breakpoint
-- Registration notices written before they named their user: found by the email in their text,
-- and read already when the registration was answered.
UPDATE "notifications" SET "about_id" = "users"."id" FROM "users"
WHERE "notifications"."type" = 'user-registered' AND "notifications"."about_id" IS NULL
  AND "users"."email" = substring("notifications"."describe"->>'en' FROM '\(([^()]+)\) registered and is waiting for approval$');--> statement-breakpoint
UPDATE "notifications" SET "status" = 'read' FROM "users"
WHERE "notifications"."type" = 'user-registered' AND "notifications"."about_id" = "users"."id"
  AND "notifications"."status" = 'unread' AND "users"."status" <> 'pending';
