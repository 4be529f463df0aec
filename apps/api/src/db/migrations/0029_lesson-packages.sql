CREATE TABLE "cmi5_sessions" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"attempt_id" char(24) NOT NULL,
	"unit_id" text NOT NULL,
	"token_hash" text,
	"fetch_hash" text NOT NULL,
	"verbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cmi5_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" char(24) NOT NULL,
	"verb" text NOT NULL,
	"statement" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_package_files" (
	"package_id" char(24) NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "lesson_package_files_package_id_path_pk" PRIMARY KEY("package_id","path")
);
--> statement-breakpoint
CREATE TABLE "lesson_packages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"standard" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"uploaded_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_packages_standard" CHECK ("lesson_packages"."standard" in ('scorm12', 'scorm2004-3', 'scorm2004-4', 'cmi5'))
);
--> statement-breakpoint
CREATE TABLE "package_attempts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"course_id" char(24) NOT NULL,
	"lesson_id" char(24) NOT NULL,
	"package_id" char(24) NOT NULL,
	"registration" text NOT NULL,
	"completion" text DEFAULT 'unknown' NOT NULL,
	"success" text DEFAULT 'unknown' NOT NULL,
	"score" real,
	"seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "package_attempts_completion" CHECK ("package_attempts"."completion" in ('unknown', 'incomplete', 'completed')),
	CONSTRAINT "package_attempts_success" CHECK ("package_attempts"."success" in ('unknown', 'passed', 'failed')),
	CONSTRAINT "package_attempts_score" CHECK ("package_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "package_unit_data" (
	"attempt_id" char(24) NOT NULL,
	"unit_id" text NOT NULL,
	"cmi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_unit_data_attempt_id_unit_id_pk" PRIMARY KEY("attempt_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "cmi5_sessions" ADD CONSTRAINT "cmi5_sessions_attempt_id_package_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."package_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cmi5_statements" ADD CONSTRAINT "cmi5_statements_session_id_cmi5_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cmi5_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_package_files" ADD CONSTRAINT "lesson_package_files_package_id_lesson_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lesson_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_packages" ADD CONSTRAINT "lesson_packages_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_attempts" ADD CONSTRAINT "package_attempts_package_id_lesson_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lesson_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_unit_data" ADD CONSTRAINT "package_unit_data_attempt_id_package_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."package_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cmi5_sessions_session_key" ON "cmi5_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cmi5_sessions_token_key" ON "cmi5_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cmi5_sessions_attempt_idx" ON "cmi5_sessions" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "cmi5_statements_session_idx" ON "cmi5_statements" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_attempts_one_open_key" ON "package_attempts" USING btree ("user_id","lesson_id") WHERE "package_attempts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "package_attempts_user_lesson_idx" ON "package_attempts" USING btree ("user_id","lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "package_attempts_lesson_idx" ON "package_attempts" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "package_attempts_course_idx" ON "package_attempts" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "package_attempts_package_idx" ON "package_attempts" USING btree ("package_id");