CREATE TABLE "certification_holdings" (
	"user_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"item_id" char(24) NOT NULL,
	"distributor_id" char(24),
	"expires_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "certification_holdings_pkey" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "certification_holdings" ADD CONSTRAINT "certification_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_holdings_distributor_idx" ON "certification_holdings" USING btree ("distributor_id","kind","item_id");--> statement-breakpoint
-- Who holds what among `people` (null: everyone), whatever the instant: the rule of
-- certification-status holdings.ts with its time conditions turned into `ends_at`. A course
-- certificate holds while neither revoked nor renewed, of a counted person; it ends at its expiry
-- or, of an earlier version of its course with a deadline, at the start (UTC) of the day after the
-- deadline. A published path is held with a holding of each of its courses, ending with the first.
CREATE FUNCTION certification_holdings_of(people char(24)[])
RETURNS TABLE (user_id char(24), kind text, item_id char(24), distributor_id char(24), expires_at timestamptz, ends_at timestamptz)
LANGUAGE sql STABLE AS $$
  WITH valid AS (
    SELECT u.id AS user_id, u.distributor_id, c.course_id, c.expires_at,
      least(c.expires_at, CASE WHEN c.version < co.version AND co.version_deadline IS NOT NULL
        THEN (co.version_deadline + 1)::timestamp AT TIME ZONE 'UTC' END) AS ends_at
    FROM certificates c JOIN users u ON u.id = c.user_id JOIN courses co ON co.id = c.course_id
    WHERE c.kind = 'course' AND c.revoked_at IS NULL AND c.renewed_at IS NULL
      AND u.status = 'enabled' AND u.deleted_at IS NULL
      AND (people IS NULL OR c.user_id = ANY(people))
  ), path_courses AS (
    SELECT lpc.learning_path_id AS path_id, lpc.course_id,
      count(*) OVER (PARTITION BY lpc.learning_path_id) AS size
    FROM learning_path_courses lpc JOIN learning_paths lp ON lp.id = lpc.learning_path_id
    WHERE lp.status = 'published'
  )
  SELECT v.user_id, 'course', v.course_id, v.distributor_id, v.expires_at, v.ends_at FROM valid v
  UNION ALL
  SELECT v.user_id, 'path', pc.path_id, v.distributor_id, min(v.expires_at), min(v.ends_at)
  FROM valid v JOIN path_courses pc ON pc.course_id = v.course_id
  GROUP BY v.user_id, v.distributor_id, pc.path_id, pc.size
  HAVING count(*) = pc.size
$$;
--> statement-breakpoint
-- Works the people's holdings out again. Under the figures' lock shared (a move holds it alone, so
-- the two wait for each other as migration 0017 says), and under a lock per bucket of people
-- (7_140_070 and the bucket), taken in the buckets' order: two writers of one person's
-- certificates take turns, and the second one's next statement (a new snapshot) sees what the
-- first wrote. Buckets, not people: a refresh of thousands takes at most 256 locks.
CREATE FUNCTION certification_holdings_refresh(people char(24)[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(people), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM figures_lock(false);
  PERFORM pg_advisory_xact_lock(7140070, bucket)
    FROM (SELECT DISTINCT hashtext(p) & 255 AS bucket FROM unnest(people) p ORDER BY 1) buckets;
  DELETE FROM certification_holdings h WHERE h.user_id = ANY(people);
  INSERT INTO certification_holdings (user_id, kind, item_id, distributor_id, expires_at, ends_at)
    SELECT * FROM certification_holdings_of(people);
END $$;
--> statement-breakpoint
-- A change of a course's version or of a path works out whom it touches from the certificates;
-- a certificate being written meanwhile would be missed by it, and its own refresh would not see
-- the change. So such a change first takes the figures' lock alone (every certificate's writer
-- holds it shared until it commits), and reads the holders in the statement after it. These are
-- rare changes by an admin, as a move of people is.
CREATE FUNCTION certification_holdings_refresh_holders_of(courses char(24)[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(courses), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM figures_lock(true);
  PERFORM certification_holdings_refresh(certification_holders_of(courses));
END $$;
--> statement-breakpoint
-- The people holding a course certificate of any of `courses`: whom a change of a course or path refreshes.
CREATE FUNCTION certification_holders_of(courses char(24)[]) RETURNS char(24)[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT c.user_id), '{}') FROM certificates c
  WHERE c.kind = 'course' AND c.course_id = ANY(courses)
$$;
--> statement-breakpoint
-- Certificates written: their people, when a column the rule reads changed (the lapse job's
-- `lapsed_at` does not).
CREATE FUNCTION certification_holdings_on_certificates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM certification_holdings_refresh(array(SELECT n.user_id FROM new_rows n WHERE n.kind = 'course'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM certification_holdings_refresh(array(SELECT o.user_id FROM old_rows o WHERE o.kind = 'course'));
  ELSE
    PERFORM certification_holdings_refresh(array(
      SELECT o.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.kind = 'course' OR n.kind = 'course')
        AND (o.user_id, o.kind, o.course_id, o.revoked_at, o.renewed_at, o.expires_at, o.version)
          IS DISTINCT FROM (n.user_id, n.kind, n.course_id, n.revoked_at, n.renewed_at, n.expires_at, n.version)
      UNION SELECT n.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.user_id <> o.user_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- People who become counted or not, or change distributor.
CREATE FUNCTION certification_holdings_on_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM certification_holdings_refresh(array(
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status = 'enabled' AND o.deleted_at IS NULL) IS DISTINCT FROM (n.status = 'enabled' AND n.deleted_at IS NULL)
      OR o.distributor_id IS DISTINCT FROM n.distributor_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A course's version or deadline changed: the holders of its certificates.
CREATE FUNCTION certification_holdings_on_courses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM certification_holdings_refresh_holders_of(array(
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.version, o.version_deadline) IS DISTINCT FROM (n.version, n.version_deadline)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A path published or not: the holders of its courses' certificates.
CREATE FUNCTION certification_holdings_on_paths() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM certification_holdings_refresh_holders_of(array(
    SELECT lpc.course_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN learning_path_courses lpc ON lpc.learning_path_id = n.id
    WHERE o.status IS DISTINCT FROM n.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Courses added to or taken from a path (a path's removal takes its rows too): the holders of the
-- certificates of every course of the paths touched, and of the courses taken from them.
CREATE FUNCTION certification_holdings_on_path_courses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched char(24)[];
  taken char(24)[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT n.learning_path_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT o.learning_path_id FROM old_rows o);
    taken := array(SELECT o.course_id FROM old_rows o);
  ELSE
    touched := array(SELECT n.learning_path_id FROM new_rows n UNION SELECT o.learning_path_id FROM old_rows o);
    taken := array(SELECT o.course_id FROM old_rows o);
  END IF;
  IF cardinality(touched) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM certification_holdings_refresh_holders_of(array(
    SELECT lpc.course_id FROM learning_path_courses lpc WHERE lpc.learning_path_id = ANY(touched)
    UNION SELECT unnest(taken)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rebuild and the check, as figures_rebuild and figures_differences are for the figures.
CREATE FUNCTION certification_holdings_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM certification_holdings;
  INSERT INTO certification_holdings (user_id, kind, item_id, distributor_id, expires_at, ends_at)
    SELECT * FROM certification_holdings_of(NULL);
$$;
--> statement-breakpoint
CREATE FUNCTION certification_holdings_differences() RETURNS TABLE (kind text, cell text, kept text, counted text) LANGUAGE sql STABLE AS $$
  SELECT 'holding', concat_ws(' ', coalesce(k.user_id, n.user_id), coalesce(k.kind, n.kind), coalesce(k.item_id, n.item_id)),
    concat_ws(' ', k.distributor_id, k.expires_at, k.ends_at, CASE WHEN k.user_id IS NULL THEN 'none' END),
    concat_ws(' ', n.distributor_id, n.expires_at, n.ends_at, CASE WHEN n.user_id IS NULL THEN 'none' END)
  FROM certification_holdings k
  FULL JOIN certification_holdings_of(NULL) n ON n.user_id = k.user_id AND n.kind = k.kind AND n.item_id = k.item_id
  WHERE (k.distributor_id, k.expires_at, k.ends_at, k.user_id IS NULL)
    IS DISTINCT FROM (n.distributor_id, n.expires_at, n.ends_at, n.user_id IS NULL)
$$;
--> statement-breakpoint
-- The holdings are built and their triggers made with the tables they follow held against writes
-- (reads go on), so an instance still running the release before cannot write between the two.
LOCK TABLE certificates, users, courses, learning_paths, learning_path_courses IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT certification_holdings_rebuild();
--> statement-breakpoint
-- Named after the figures' triggers (`figures_...`, `assignment_figures_...`), so that on a table
-- both watch, these run last: a statement takes the figures' lock before any person's.
CREATE TRIGGER holdings_certificates_inserted AFTER INSERT ON certificates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_certificates();
--> statement-breakpoint
CREATE TRIGGER holdings_certificates_updated AFTER UPDATE ON certificates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_certificates();
--> statement-breakpoint
CREATE TRIGGER holdings_certificates_deleted AFTER DELETE ON certificates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_certificates();
--> statement-breakpoint
CREATE TRIGGER holdings_people_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_people();
--> statement-breakpoint
CREATE TRIGGER holdings_courses_updated AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_courses();
--> statement-breakpoint
CREATE TRIGGER holdings_paths_updated AFTER UPDATE ON learning_paths REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_paths();
--> statement-breakpoint
CREATE TRIGGER holdings_path_courses_inserted AFTER INSERT ON learning_path_courses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_path_courses();
--> statement-breakpoint
CREATE TRIGGER holdings_path_courses_updated AFTER UPDATE ON learning_path_courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_path_courses();
--> statement-breakpoint
CREATE TRIGGER holdings_path_courses_deleted AFTER DELETE ON learning_path_courses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certification_holdings_on_path_courses();
