ALTER TABLE "distributors" ADD COLUMN "status_page_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "status_page_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_status_page_code_key" ON "distributors" USING btree ("status_page_code");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "course_progress_updated_idx" ON "course_progress" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "course_progress_completed_idx" ON "course_progress" USING btree ("completed_at") WHERE "course_progress"."completed_at" is not null;