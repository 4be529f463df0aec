CREATE TABLE "tier_requirements" (
	"tier_id" char(24) NOT NULL,
	"training_type_id" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "tier_requirements_tier_id_training_type_id_pk" PRIMARY KEY("tier_id","training_type_id")
);
--> statement-breakpoint
CREATE TABLE "partner_tiers" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version_deadline" date;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "changed_in_version" integer;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "tier_id" char(24);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tier_requirements" ADD CONSTRAINT "tier_requirements_tier_id_partner_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."partner_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_requirements" ADD CONSTRAINT "tier_requirements_training_type_id_training_types_id_fk" FOREIGN KEY ("training_type_id") REFERENCES "public"."training_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tier_requirements_training_type_idx" ON "tier_requirements" USING btree ("training_type_id");--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_tier_id_partner_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."partner_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributors_tier_idx" ON "distributors" USING btree ("tier_id");