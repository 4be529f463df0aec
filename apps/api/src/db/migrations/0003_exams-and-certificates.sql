DROP INDEX "certificates_user_course_key";--> statement-breakpoint
ALTER TABLE "exam_attempts" ALTER COLUMN "score" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "exam_attempts" ALTER COLUMN "total" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "exam_attempts" ALTER COLUMN "passed" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "exam_attempts" ALTER COLUMN "answers" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_validity_months" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "questions_per_attempt" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "lesson_id" char(24);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "code" text;--> statement-breakpoint
-- Certificates issued before they could be checked get a code now (122 random bits).
UPDATE "certificates" SET "code" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "certificates" SET "holder_name" = "users"."name", "lang" = coalesce("users"."lang", 'en')
FROM "users" WHERE "users"."id" = "certificates"."user_id";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" char(24);--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "status" text DEFAULT 'scored' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "drawn" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "timed_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_lesson_key" ON "certificates" USING btree ("user_id","lesson_id") WHERE "certificates"."kind" = 'lesson';--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expires_at") WHERE "certificates"."expires_at" is not null and "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_key" ON "exam_attempts" USING btree ("user_id","lesson_id") WHERE "exam_attempts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_key" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."kind" = 'course';