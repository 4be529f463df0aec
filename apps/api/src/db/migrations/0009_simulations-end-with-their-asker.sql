ALTER TABLE "sessions" ADD COLUMN "asker_session_id" char(24);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_asker_session_id_sessions_id_fk" FOREIGN KEY ("asker_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_asker_session_idx" ON "sessions" USING btree ("asker_session_id");--> statement-breakpoint
-- A simulation opened before simulations were tied to the asker's session ends now: the web app's
-- bar takes its asker back to his own session.
UPDATE "sessions" SET "revoked_at" = now() WHERE "acting_as_id" IS NOT NULL AND "revoked_at" IS NULL;
