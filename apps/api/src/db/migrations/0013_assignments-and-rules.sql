CREATE TABLE "assignment_digests" (
	"staff_id" char(24) NOT NULL,
	"week" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_digests_staff_id_week_pk" PRIMARY KEY("staff_id","week")
);
--> statement-breakpoint
CREATE TABLE "assignment_reminders" (
	"assignment_id" char(24) NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_reminders_assignment_id_key_pk" PRIMARY KEY("assignment_id","key")
);
--> statement-breakpoint
CREATE TABLE "assignment_rules" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_id" char(24),
	"path_id" char(24),
	"audience" jsonb NOT NULL,
	"due_on" date,
	"due_days" integer,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_rules_one_item" CHECK (("assignment_rules"."course_id" is null) <> ("assignment_rules"."path_id" is null)),
	CONSTRAINT "assignment_rules_one_due" CHECK ("assignment_rules"."due_on" is null or "assignment_rules"."due_days" is null)
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"course_id" char(24),
	"path_id" char(24),
	"rule_id" char(24),
	"assigned_by" char(24),
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_one_item" CHECK (("assignments"."course_id" is null) <> ("assignments"."path_id" is null))
);
--> statement-breakpoint
ALTER TABLE "assignment_digests" ADD CONSTRAINT "assignment_digests_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rules" ADD CONSTRAINT "assignment_rules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rules" ADD CONSTRAINT "assignment_rules_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rules" ADD CONSTRAINT "assignment_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_rule_id_assignment_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."assignment_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_rules_status_idx" ON "assignment_rules" USING btree ("status");--> statement-breakpoint
CREATE INDEX "assignment_rules_course_idx" ON "assignment_rules" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "assignment_rules_path_idx" ON "assignment_rules" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "assignment_rules_created_by_idx" ON "assignment_rules" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_open_course_key" ON "assignments" USING btree ("user_id","course_id") WHERE "assignments"."completed_at" is null and "assignments"."withdrawn_at" is null and "assignments"."course_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_open_path_key" ON "assignments" USING btree ("user_id","path_id") WHERE "assignments"."completed_at" is null and "assignments"."withdrawn_at" is null and "assignments"."path_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_rule_user_key" ON "assignments" USING btree ("rule_id","user_id") WHERE "assignments"."rule_id" is not null and "assignments"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "assignments_open_due_idx" ON "assignments" USING btree ("due_on") WHERE "assignments"."completed_at" is null and "assignments"."withdrawn_at" is null and "assignments"."due_on" is not null;--> statement-breakpoint
CREATE INDEX "assignments_user_assigned_idx" ON "assignments" USING btree ("user_id","assigned_at");--> statement-breakpoint
CREATE INDEX "assignments_rule_idx" ON "assignments" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "assignments_course_idx" ON "assignments" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "assignments_path_idx" ON "assignments" USING btree ("path_id");--> statement-breakpoint
CREATE INDEX "assignments_assigned_by_idx" ON "assignments" USING btree ("assigned_by");