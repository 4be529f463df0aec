CREATE TABLE "invitation_joins" (
	"link_id" char(24) NOT NULL,
	"user_id" char(24) NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_joins_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "invitation_links" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"distributor_id" char(24) NOT NULL,
	"label" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_links_uses" CHECK ("invitation_links"."uses" >= 0 and "invitation_links"."uses" <= "invitation_links"."max_uses" and "invitation_links"."max_uses" > 0)
);
--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "entrance_slug" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "brand_colour" text;--> statement-breakpoint
ALTER TABLE "invitation_joins" ADD CONSTRAINT "invitation_joins_link_id_invitation_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."invitation_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_joins" ADD CONSTRAINT "invitation_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_joins_user_idx" ON "invitation_joins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_links_code_hash_key" ON "invitation_links" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "invitation_links_distributor_idx" ON "invitation_links" USING btree ("distributor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_entrance_slug_key" ON "distributors" USING btree ("entrance_slug");--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_brand_colour" CHECK ("distributors"."brand_colour" ~ '^#[0-9a-f]{6}$');