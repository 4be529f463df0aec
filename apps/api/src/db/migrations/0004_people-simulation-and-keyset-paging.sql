ALTER TABLE "sessions" ADD COLUMN "simulation_mode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "moderation_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_id_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_type_created_id_idx" ON "users" USING btree ("type","created_at","id");--> statement-breakpoint
-- a simulation begun before this release goes on read-only, the safe default
UPDATE "sessions" SET "simulation_mode" = 'view' WHERE "acting_as_id" IS NOT NULL;