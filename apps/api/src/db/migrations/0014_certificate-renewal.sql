DROP INDEX "certificates_user_course_key";--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "certificate_id" char(24);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "renewal_window_days" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "renewal_part" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "renews_id" char(24);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_progress" ADD COLUMN "cycle_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_renews_id_certificates_id_fk" FOREIGN KEY ("renews_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_certificate_key" ON "assignments" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "certificates_renews_idx" ON "certificates" USING btree ("renews_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_key" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."kind" = 'course' and "certificates"."renewed_at" is null;