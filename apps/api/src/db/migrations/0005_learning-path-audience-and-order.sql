ALTER TABLE "learning_paths" ADD COLUMN "open_to_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD COLUMN "enforce_order" boolean DEFAULT false NOT NULL;