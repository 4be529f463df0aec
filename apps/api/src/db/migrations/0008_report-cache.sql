CREATE TABLE "report_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_cache_expires_idx" ON "report_cache" USING btree ("expires_at");