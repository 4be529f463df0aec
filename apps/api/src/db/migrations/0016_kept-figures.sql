CREATE TABLE "course_figures" (
	"course_id" char(24) NOT NULL,
	"distributor_id" char(24),
	"country_id" char(24),
	"learner" boolean NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"certified" integer DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"best_sum" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "course_figures_cell_key" UNIQUE NULLS NOT DISTINCT("course_id","distributor_id","country_id","learner")
);
--> statement-breakpoint
CREATE TABLE "month_figures" (
	"month" date NOT NULL,
	"distributor_id" char(24),
	"country_id" char(24),
	"active" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"certificates" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "month_figures_cell_key" UNIQUE NULLS NOT DISTINCT("month","distributor_id","country_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_figures" ADD CONSTRAINT "course_figures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_unlapsed_idx" ON "certificates" USING btree ("expires_at") WHERE "certificates"."kind" = 'course' and "certificates"."lapsed_at" is null and "certificates"."revoked_at" is null and "certificates"."renewed_at" is null;--> statement-breakpoint
-- The calendar month (UTC) of a time, as its first day: the dashboards' months.
CREATE FUNCTION figures_month(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', at AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- What each person adds to the kept figures of each course, counted now from his own rows: the
-- one definition that the rebuild, the check and a person's move between cells read.
CREATE VIEW person_course_figures AS
SELECT user_id, course_id, sum(enrolled)::int AS enrolled, sum(completed)::int AS completed,
  sum(certified)::int AS certified, count(best)::int AS scored, coalesce(sum(best), 0) AS best_sum
FROM (
  SELECT user_id, course_id, 1 AS enrolled, (completed_at IS NOT NULL)::int AS completed, 0 AS certified, NULL::numeric AS best
  FROM course_progress
  UNION ALL
  SELECT user_id, course_id, 0, 0, 1, NULL FROM certificates
  WHERE kind = 'course' AND course_id IS NOT NULL AND revoked_at IS NULL AND renewed_at IS NULL AND lapsed_at IS NULL
  UNION ALL
  SELECT user_id, course_id, 0, 0, 0, max(100.0 * score / nullif(total, 0)) FROM exam_attempts
  WHERE status = 'scored' GROUP BY user_id, course_id
) AS parts
GROUP BY user_id, course_id;
--> statement-breakpoint
-- What each person adds to the kept figures of each month.
CREATE VIEW person_month_figures AS
SELECT user_id, month, sum(active)::int AS active, sum(completed)::int AS completed, sum(certificates)::int AS certificates
FROM (
  SELECT DISTINCT user_id, figures_month(updated_at) AS month, 1 AS active, 0 AS completed, 0 AS certificates FROM course_progress
  UNION ALL
  SELECT user_id, figures_month(completed_at), 0, 1, 0 FROM course_progress WHERE completed_at IS NOT NULL
  UNION ALL
  SELECT user_id, figures_month(created_at), 0, 0, 1 FROM certificates WHERE revoked_at IS NULL
) AS parts
GROUP BY user_id, month;
--> statement-breakpoint
-- The kept figures as a count made now: what they must equal at every commit.
CREATE VIEW course_figures_now AS
SELECT p.course_id, u.distributor_id, u.country_id, u.type IN ('student', 'fact') AS learner,
  sum(p.enrolled)::int AS enrolled, sum(p.completed)::int AS completed, sum(p.certified)::int AS certified,
  sum(p.scored)::int AS scored, sum(p.best_sum) AS best_sum
FROM person_course_figures p JOIN users u ON u.id = p.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE VIEW month_figures_now AS
SELECT p.month, u.distributor_id, u.country_id,
  sum(p.active)::int AS active, sum(p.completed)::int AS completed, sum(p.certificates)::int AS certificates
FROM person_month_figures p JOIN users u ON u.id = p.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL
  AND u.type IN ('student', 'fact')
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Builds the kept figures again from scratch.
CREATE FUNCTION figures_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM course_figures;
  DELETE FROM month_figures;
  INSERT INTO course_figures (course_id, distributor_id, country_id, learner, enrolled, completed, certified, scored, best_sum)
    SELECT * FROM course_figures_now;
  INSERT INTO month_figures (month, distributor_id, country_id, active, completed, certificates)
    SELECT * FROM month_figures_now;
$$;
--> statement-breakpoint
-- Every cell whose kept figures differ from a count made now (a cell missing on one side counts as zeros).
CREATE FUNCTION figures_differences() RETURNS TABLE (kind text, cell text, kept text, counted text) LANGUAGE sql STABLE AS $$
  SELECT 'course', concat_ws(' ', coalesce(k.course_id, n.course_id), coalesce(k.distributor_id, n.distributor_id),
      coalesce(k.country_id, n.country_id), coalesce(k.learner, n.learner)),
    concat_ws(' ', k.enrolled, k.completed, k.certified, k.scored, k.best_sum),
    concat_ws(' ', n.enrolled, n.completed, n.certified, n.scored, n.best_sum)
  FROM (SELECT * FROM course_figures WHERE (enrolled, completed, certified, scored, best_sum) <> (0, 0, 0, 0, 0)) k
  FULL JOIN (SELECT * FROM course_figures_now WHERE (enrolled, completed, certified, scored, best_sum) <> (0, 0, 0, 0, 0)) n ON n.course_id = k.course_id AND n.distributor_id IS NOT DISTINCT FROM k.distributor_id
    AND n.country_id IS NOT DISTINCT FROM k.country_id AND n.learner = k.learner
  WHERE (k.enrolled, k.completed, k.certified, k.scored, k.best_sum) IS DISTINCT FROM (n.enrolled, n.completed, n.certified, n.scored, n.best_sum)
  UNION ALL
  SELECT 'month', concat_ws(' ', coalesce(k.month, n.month), coalesce(k.distributor_id, n.distributor_id), coalesce(k.country_id, n.country_id)),
    concat_ws(' ', k.active, k.completed, k.certificates), concat_ws(' ', n.active, n.completed, n.certificates)
  FROM (SELECT * FROM month_figures WHERE (active, completed, certificates) <> (0, 0, 0)) k
  FULL JOIN (SELECT * FROM month_figures_now WHERE (active, completed, certificates) <> (0, 0, 0)) n ON n.month = k.month AND n.distributor_id IS NOT DISTINCT FROM k.distributor_id
    AND n.country_id IS NOT DISTINCT FROM k.country_id
  WHERE (k.active, k.completed, k.certificates) IS DISTINCT FROM (n.active, n.completed, n.certificates)
$$;
--> statement-breakpoint
-- The functions below are plpgsql so that each session plans their statements once.
-- Progress rows added and removed (an update is both): enrolled and completed per course, courses
-- completed per month, and each learner's active months (he counts in a month while one of his
-- progress rows was last updated in it).
CREATE FUNCTION figures_progress_changed(added course_progress[], removed course_progress[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_figures AS f (course_id, distributor_id, country_id, learner, enrolled, completed)
  SELECT c.course_id, u.distributor_id, u.country_id, u.type IN ('student', 'fact'),
    sum(c.sign), sum(c.sign * (c.completed_at IS NOT NULL)::int)
  FROM (SELECT a.user_id, a.course_id, a.completed_at, 1 AS sign FROM unnest(added) a
    UNION ALL SELECT r.user_id, r.course_id, r.completed_at, -1 FROM unnest(removed) r) c
  JOIN users u ON u.id = c.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL
  JOIN courses ON courses.id = c.course_id
  GROUP BY 1, 2, 3, 4
  HAVING sum(c.sign) <> 0 OR sum(c.sign * (c.completed_at IS NOT NULL)::int) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT course_figures_cell_key
  DO UPDATE SET enrolled = f.enrolled + excluded.enrolled, completed = f.completed + excluded.completed;

  INSERT INTO month_figures AS f (month, distributor_id, country_id, active, completed)
  SELECT m.month, u.distributor_id, u.country_id, sum(m.active), sum(m.completed)
  FROM (
    SELECT c.user_id, figures_month(c.completed_at) AS month, 0 AS active, c.sign AS completed
    FROM (SELECT a.user_id, a.completed_at, 1 AS sign FROM unnest(added) a
      UNION ALL SELECT r.user_id, r.completed_at, -1 FROM unnest(removed) r) c
    WHERE c.completed_at IS NOT NULL
    UNION ALL
    SELECT t.user_id, t.month,
      (EXISTS (SELECT 1 FROM course_progress p WHERE p.user_id = t.user_id
          AND p.updated_at >= t.month::timestamp AT TIME ZONE 'UTC'
          AND p.updated_at < (t.month + interval '1 month') AT TIME ZONE 'UTC'))::int
      - (EXISTS (SELECT 1 FROM course_progress p WHERE p.user_id = t.user_id
          AND p.updated_at >= t.month::timestamp AT TIME ZONE 'UTC'
          AND p.updated_at < (t.month + interval '1 month') AT TIME ZONE 'UTC'
          AND (p.user_id, p.course_id) NOT IN (SELECT a.user_id, a.course_id FROM unnest(added) a))
        OR EXISTS (SELECT 1 FROM unnest(removed) r WHERE r.user_id = t.user_id AND figures_month(r.updated_at) = t.month))::int,
      0
    FROM (SELECT a.user_id, figures_month(a.updated_at) AS month FROM unnest(added) a
      UNION SELECT r.user_id, figures_month(r.updated_at) FROM unnest(removed) r) t
  ) m
  JOIN users u ON u.id = m.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL AND u.type IN ('student', 'fact')
  GROUP BY 1, 2, 3
  HAVING sum(m.active) <> 0 OR sum(m.completed) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT month_figures_cell_key
  DO UPDATE SET active = f.active + excluded.active, completed = f.completed + excluded.completed;
END $$;
--> statement-breakpoint
-- Exam attempts added and removed: each touched person's best score in the course, before and after.
CREATE FUNCTION figures_attempts_changed(added exam_attempts[], removed exam_attempts[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_figures AS f (course_id, distributor_id, country_id, learner, scored, best_sum)
  SELECT b.course_id, u.distributor_id, u.country_id, u.type IN ('student', 'fact'),
    sum((b.after IS NOT NULL)::int - (b.before IS NOT NULL)::int), sum(coalesce(b.after, 0) - coalesce(b.before, 0))
  FROM (
    SELECT t.user_id, t.course_id,
      (SELECT max(100.0 * e.score / nullif(e.total, 0)) FROM exam_attempts e
        WHERE e.user_id = t.user_id AND e.course_id = t.course_id AND e.status = 'scored') AS after,
      (SELECT max(s.best) FROM (
        SELECT 100.0 * e.score / nullif(e.total, 0) AS best FROM exam_attempts e
        WHERE e.user_id = t.user_id AND e.course_id = t.course_id AND e.status = 'scored'
          AND e.id NOT IN (SELECT a.id FROM unnest(added) a)
        UNION ALL
        SELECT 100.0 * r.score / nullif(r.total, 0) FROM unnest(removed) r
        WHERE r.user_id = t.user_id AND r.course_id = t.course_id AND r.status = 'scored') s) AS before
    FROM (SELECT a.user_id, a.course_id FROM unnest(added) a WHERE a.status = 'scored'
      UNION SELECT r.user_id, r.course_id FROM unnest(removed) r WHERE r.status = 'scored') t
  ) b
  JOIN users u ON u.id = b.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL
  JOIN courses ON courses.id = b.course_id
  GROUP BY 1, 2, 3, 4
  HAVING sum((b.after IS NOT NULL)::int - (b.before IS NOT NULL)::int) <> 0 OR sum(coalesce(b.after, 0) - coalesce(b.before, 0)) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT course_figures_cell_key
  DO UPDATE SET scored = f.scored + excluded.scored, best_sum = f.best_sum + excluded.best_sum;
END $$;
--> statement-breakpoint
-- Certificates added and removed: the certified per course (a course certificate neither
-- revoked, renewed nor lapsed) and the certificates issued per month (any not revoked).
CREATE FUNCTION figures_certificates_changed(added certificates[], removed certificates[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_figures AS f (course_id, distributor_id, country_id, learner, certified)
  SELECT c.course_id, u.distributor_id, u.country_id, u.type IN ('student', 'fact'), sum(c.sign)
  FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.*, -1 FROM unnest(removed) r) c
  JOIN users u ON u.id = c.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL
  JOIN courses ON courses.id = c.course_id
  WHERE c.kind = 'course' AND c.revoked_at IS NULL AND c.renewed_at IS NULL AND c.lapsed_at IS NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT course_figures_cell_key DO UPDATE SET certified = f.certified + excluded.certified;

  INSERT INTO month_figures AS f (month, distributor_id, country_id, certificates)
  SELECT figures_month(c.created_at), u.distributor_id, u.country_id, sum(c.sign)
  FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.*, -1 FROM unnest(removed) r) c
  JOIN users u ON u.id = c.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL AND u.type IN ('student', 'fact')
  WHERE c.revoked_at IS NULL
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT month_figures_cell_key DO UPDATE SET certificates = f.certificates + excluded.certificates;
END $$;
--> statement-breakpoint
-- A person leaving a cell (sign -1) or entering one (+1) takes everything he adds with him.
CREATE TYPE figures_move AS (user_id char(24), distributor_id char(24), country_id char(24), learner boolean, sign int);
--> statement-breakpoint
CREATE FUNCTION figures_people_moved(moves figures_move[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_figures AS f (course_id, distributor_id, country_id, learner, enrolled, completed, certified, scored, best_sum)
  SELECT p.course_id, m.distributor_id, m.country_id, m.learner, sum(m.sign * p.enrolled), sum(m.sign * p.completed),
    sum(m.sign * p.certified), sum(m.sign * p.scored), sum(m.sign * p.best_sum)
  FROM unnest(moves) m JOIN person_course_figures p ON p.user_id = m.user_id
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT course_figures_cell_key DO UPDATE SET enrolled = f.enrolled + excluded.enrolled,
    completed = f.completed + excluded.completed, certified = f.certified + excluded.certified,
    scored = f.scored + excluded.scored, best_sum = f.best_sum + excluded.best_sum;

  INSERT INTO month_figures AS f (month, distributor_id, country_id, active, completed, certificates)
  SELECT p.month, m.distributor_id, m.country_id, sum(m.sign * p.active), sum(m.sign * p.completed), sum(m.sign * p.certificates)
  FROM unnest(moves) m JOIN person_month_figures p ON p.user_id = m.user_id
  WHERE m.learner
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT month_figures_cell_key DO UPDATE SET active = f.active + excluded.active,
    completed = f.completed + excluded.completed, certificates = f.certificates + excluded.certificates;
END $$;
--> statement-breakpoint
CREATE FUNCTION figures_on_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM figures_progress_changed(array(SELECT n::course_progress FROM new_rows n), '{}'::course_progress[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM figures_progress_changed('{}'::course_progress[], array(SELECT o::course_progress FROM old_rows o));
  ELSE
    PERFORM figures_progress_changed(array(SELECT n::course_progress FROM new_rows n), array(SELECT o::course_progress FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION figures_on_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM figures_attempts_changed(array(SELECT n::exam_attempts FROM new_rows n), '{}'::exam_attempts[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM figures_attempts_changed('{}'::exam_attempts[], array(SELECT o::exam_attempts FROM old_rows o));
  ELSE
    PERFORM figures_attempts_changed(array(SELECT n::exam_attempts FROM new_rows n), array(SELECT o::exam_attempts FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION figures_on_certificates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM figures_certificates_changed(array(SELECT n::certificates FROM new_rows n), '{}'::certificates[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM figures_certificates_changed('{}'::certificates[], array(SELECT o::certificates FROM old_rows o));
  ELSE
    PERFORM figures_certificates_changed(array(SELECT n::certificates FROM new_rows n), array(SELECT o::certificates FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A person whose cell changed (distributor, country, type, enabled or removed) moves his figures.
CREATE FUNCTION figures_on_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM figures_people_moved(array(
    SELECT (o.id, o.distributor_id, o.country_id, o.type IN ('student', 'fact'), -1)::figures_move
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.status = 'enabled' AND o.deleted_at IS NULL
      AND (n.status, n.deleted_at IS NULL, n.distributor_id, n.country_id, n.type IN ('student', 'fact'))
        IS DISTINCT FROM (o.status, true, o.distributor_id, o.country_id, o.type IN ('student', 'fact'))
    UNION ALL
    SELECT (n.id, n.distributor_id, n.country_id, n.type IN ('student', 'fact'), 1)::figures_move
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.status = 'enabled' AND n.deleted_at IS NULL
      AND (o.status, o.deleted_at IS NULL, o.distributor_id, o.country_id, o.type IN ('student', 'fact'))
        IS DISTINCT FROM (n.status, true, n.distributor_id, n.country_id, n.type IN ('student', 'fact'))));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A person deleted outright takes his figures out before his rows go with him (their own
-- triggers then find no counted person and change nothing).
CREATE FUNCTION figures_on_person_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'enabled' AND OLD.deleted_at IS NULL THEN
    PERFORM figures_people_moved(array[(OLD.id, OLD.distributor_id, OLD.country_id, OLD.type IN ('student', 'fact'), -1)::figures_move]);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Certificates found ended by time before the figures exist are lapsed now, as the expiry job would.
UPDATE certificates c SET lapsed_at = now()
FROM courses
WHERE c.kind = 'course' AND c.lapsed_at IS NULL AND c.revoked_at IS NULL AND c.renewed_at IS NULL
  AND courses.id = c.course_id
  AND (c.expires_at <= now() OR (c.version < courses.version AND courses.version_deadline < (now() AT TIME ZONE 'UTC')::date));
--> statement-breakpoint
SELECT figures_rebuild();
--> statement-breakpoint
CREATE TRIGGER figures_progress_inserted AFTER INSERT ON course_progress REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_progress();
--> statement-breakpoint
CREATE TRIGGER figures_progress_updated AFTER UPDATE ON course_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_progress();
--> statement-breakpoint
CREATE TRIGGER figures_progress_deleted AFTER DELETE ON course_progress REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_progress();
--> statement-breakpoint
CREATE TRIGGER figures_attempts_inserted AFTER INSERT ON exam_attempts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_attempts();
--> statement-breakpoint
CREATE TRIGGER figures_attempts_updated AFTER UPDATE ON exam_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_attempts();
--> statement-breakpoint
CREATE TRIGGER figures_attempts_deleted AFTER DELETE ON exam_attempts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_attempts();
--> statement-breakpoint
CREATE TRIGGER figures_certificates_inserted AFTER INSERT ON certificates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_certificates();
--> statement-breakpoint
CREATE TRIGGER figures_certificates_updated AFTER UPDATE ON certificates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_certificates();
--> statement-breakpoint
CREATE TRIGGER figures_certificates_deleted AFTER DELETE ON certificates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_certificates();
--> statement-breakpoint
CREATE TRIGGER figures_people_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_on_people_changed();
--> statement-breakpoint
CREATE TRIGGER figures_person_deleted BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION figures_on_person_deleted();
