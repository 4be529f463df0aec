CREATE TABLE "assignment_figures" (
	"course_id" char(24),
	"path_id" char(24),
	"team_id" char(24),
	"distributor_id" char(24),
	"country_id" char(24),
	"open_due_on" date,
	"assigned" integer DEFAULT 0 NOT NULL,
	"completed_on_time" integer DEFAULT 0 NOT NULL,
	"completed_late" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_figures_cell_key" UNIQUE NULLS NOT DISTINCT("course_id","path_id","team_id","distributor_id","country_id","open_due_on"),
	CONSTRAINT "assignment_figures_one_item" CHECK (("assignment_figures"."course_id" is null) <> ("assignment_figures"."path_id" is null))
);
--> statement-breakpoint
ALTER TABLE "assignment_figures" ADD CONSTRAINT "assignment_figures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_figures" ADD CONSTRAINT "assignment_figures_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What one assignment adds to the figures of its item: the one definition that the rebuild, the
-- check and the triggers read (the rules of assignments/states.ts).
CREATE TYPE assignment_part AS (user_id char(24), course_id char(24), path_id char(24), open_due_on date,
  assigned int, completed_on_time int, completed_late int, open int);
--> statement-breakpoint
CREATE FUNCTION assignment_part(a assignments) RETURNS assignment_part LANGUAGE sql IMMUTABLE AS $$
  SELECT a.user_id, a.course_id, a.path_id,
    CASE WHEN a.completed_at IS NULL AND a.withdrawn_at IS NULL THEN a.due_on END,
    (a.completed_at IS NOT NULL OR a.withdrawn_at IS NULL)::int,
    (a.completed_at IS NOT NULL AND NOT coalesce((a.completed_at AT TIME ZONE 'UTC')::date > a.due_on, false))::int,
    (a.completed_at IS NOT NULL AND coalesce((a.completed_at AT TIME ZONE 'UTC')::date > a.due_on, false))::int,
    (a.completed_at IS NULL AND a.withdrawn_at IS NULL)::int
$$;
--> statement-breakpoint
-- The cells each counted person's assignments count in: everyone's of his distributor and country
-- (team_id null), and the same with each team he is a member of.
CREATE VIEW person_assignment_cells AS
SELECT u.id AS user_id, NULL::char(24) AS team_id, u.distributor_id, u.country_id
FROM users u WHERE u.status = 'enabled' AND u.deleted_at IS NULL
UNION ALL
SELECT u.id, t.team_id, u.distributor_id, u.country_id
FROM users u JOIN team_users t ON t.user_id = u.id AND t.role = 'member'
WHERE u.status = 'enabled' AND u.deleted_at IS NULL;
--> statement-breakpoint
CREATE VIEW assignment_figures_now AS
SELECT p.course_id, p.path_id, c.team_id, c.distributor_id, c.country_id, p.open_due_on,
  sum(p.assigned)::int AS assigned, sum(p.completed_on_time)::int AS completed_on_time,
  sum(p.completed_late)::int AS completed_late, sum(p.open)::int AS open
FROM (SELECT (assignment_part(a)).* FROM assignments a) p
JOIN person_assignment_cells c ON c.user_id = p.user_id
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- Adds signed parts to their cells. The plpgsql functions below plan their statements once per session.
CREATE TYPE assignment_cell_part AS (course_id char(24), path_id char(24), team_id char(24), distributor_id char(24),
  country_id char(24), open_due_on date, assigned int, completed_on_time int, completed_late int, open int);
--> statement-breakpoint
CREATE FUNCTION assignment_figures_add(parts assignment_cell_part[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO assignment_figures AS f (course_id, path_id, team_id, distributor_id, country_id, open_due_on,
    assigned, completed_on_time, completed_late, open)
  SELECT p.course_id, p.path_id, p.team_id, p.distributor_id, p.country_id, p.open_due_on,
    sum(p.assigned), sum(p.completed_on_time), sum(p.completed_late), sum(p.open)
  FROM unnest(parts) p
  -- an item being deleted takes its cells with it: nothing is added back for it
  WHERE (p.course_id IS NULL OR EXISTS (SELECT 1 FROM courses WHERE courses.id = p.course_id))
    AND (p.path_id IS NULL OR EXISTS (SELECT 1 FROM learning_paths WHERE learning_paths.id = p.path_id))
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(p.assigned) <> 0 OR sum(p.completed_on_time) <> 0 OR sum(p.completed_late) <> 0 OR sum(p.open) <> 0
  -- concurrent writers take the cells' rows in one order, so they never deadlock one another
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT assignment_figures_cell_key DO UPDATE SET assigned = f.assigned + excluded.assigned,
    completed_on_time = f.completed_on_time + excluded.completed_on_time,
    completed_late = f.completed_late + excluded.completed_late, open = f.open + excluded.open;
END $$;
--> statement-breakpoint
-- A kept figure depends on its person's cell (and, for an assignment, his teams), changed by other
-- writers. So that each writer counts what the others committed, writers of the rows counted hold
-- this advisory lock (7_140_060) shared (migration 0019 for those of 0016), and moves of people and
-- changes of teams hold it alone: one of them waits for the other's commit, and its next statement
-- (a new snapshot) sees what that one wrote.
-- One lock, not the people's rows: a bulk update of people locks its rows in the table's order,
-- which no trigger can follow, and two writers locking rows in two orders can deadlock.
CREATE FUNCTION figures_lock(alone boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF alone THEN
    PERFORM pg_advisory_xact_lock(7140060);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(7140060);
  END IF;
END $$;
--> statement-breakpoint
-- Assignments added and removed (an update is both).
CREATE FUNCTION assignment_figures_changed(added assignments[], removed assignments[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM figures_lock(false);
  PERFORM assignment_figures_add(array(
    SELECT (p.course_id, p.path_id, c.team_id, c.distributor_id, c.country_id, p.open_due_on,
      p.sign * p.assigned, p.sign * p.completed_on_time, p.sign * p.completed_late, p.sign * p.open)::assignment_cell_part
    FROM (SELECT (assignment_part(a)).*, 1 AS sign FROM unnest(added) a
      UNION ALL SELECT (assignment_part(r)).*, -1 FROM unnest(removed) r) p
    JOIN person_assignment_cells c ON c.user_id = p.user_id));
END $$;
--> statement-breakpoint
-- A statement that changed no row returns at once: every progress mark runs two updates of the
-- assignments it may move, which mostly match none.
CREATE FUNCTION assignment_figures_on_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN
      PERFORM assignment_figures_changed(array(SELECT n::assignments FROM new_rows n), '{}'::assignments[]);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      PERFORM assignment_figures_changed('{}'::assignments[], array(SELECT o::assignments FROM old_rows o));
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM assignment_figures_changed(array(SELECT n::assignments FROM new_rows n), array(SELECT o::assignments FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- People leaving a cell (sign -1) or entering one (+1) take their assignments with them, in
-- everyone's cell and in their teams' (migration 0016's figures_move; `learner` is not read).
CREATE FUNCTION assignment_figures_people_moved(moves figures_move[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(moves) = 0 THEN
    RETURN;
  END IF;
  PERFORM figures_lock(true);
  PERFORM assignment_figures_add(array(
    SELECT (p.course_id, p.path_id, t.team_id, m.distributor_id, m.country_id, p.open_due_on,
      m.sign * p.assigned, m.sign * p.completed_on_time, m.sign * p.completed_late, m.sign * p.open)::assignment_cell_part
    FROM unnest(moves) m
    JOIN LATERAL (SELECT (assignment_part(a)).* FROM assignments a WHERE a.user_id = m.user_id) p ON true
    CROSS JOIN LATERAL (SELECT NULL::char(24) AS team_id
      UNION ALL SELECT tu.team_id FROM team_users tu WHERE tu.user_id = m.user_id AND tu.role = 'member') t));
END $$;
--> statement-breakpoint
CREATE FUNCTION assignment_figures_on_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM assignment_figures_people_moved(array(
    SELECT (o.id, o.distributor_id, o.country_id, false, -1)::figures_move
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.status = 'enabled' AND o.deleted_at IS NULL
      AND (n.status, n.deleted_at IS NULL, n.distributor_id, n.country_id)
        IS DISTINCT FROM (o.status, true, o.distributor_id, o.country_id)
    UNION ALL
    SELECT (n.id, n.distributor_id, n.country_id, false, 1)::figures_move
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.status = 'enabled' AND n.deleted_at IS NULL
      AND (o.status, o.deleted_at IS NULL, o.distributor_id, o.country_id)
        IS DISTINCT FROM (n.status, true, n.distributor_id, n.country_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION assignment_figures_on_person_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'enabled' AND OLD.deleted_at IS NULL THEN
    PERFORM assignment_figures_people_moved(array[(OLD.id, OLD.distributor_id, OLD.country_id, false, -1)::figures_move]);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Memberships added and removed: the member's assignments enter or leave that team's cells.
CREATE FUNCTION assignment_figures_members_changed(added team_users[], removed team_users[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(added) + cardinality(removed) = 0 THEN
    RETURN;
  END IF;
  PERFORM figures_lock(true);
  PERFORM assignment_figures_add(array(
    SELECT (p.course_id, p.path_id, m.team_id, u.distributor_id, u.country_id, p.open_due_on,
      m.sign * p.assigned, m.sign * p.completed_on_time, m.sign * p.completed_late, m.sign * p.open)::assignment_cell_part
    FROM (SELECT a.user_id, a.team_id, 1 AS sign FROM unnest(added) a WHERE a.role = 'member'
      UNION ALL SELECT r.user_id, r.team_id, -1 FROM unnest(removed) r WHERE r.role = 'member') m
    JOIN users u ON u.id = m.user_id AND u.status = 'enabled' AND u.deleted_at IS NULL
    JOIN LATERAL (SELECT (assignment_part(a)).* FROM assignments a WHERE a.user_id = m.user_id) p ON true));
END $$;
--> statement-breakpoint
CREATE FUNCTION assignment_figures_on_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM assignment_figures_members_changed(array(SELECT n::team_users FROM new_rows n), '{}'::team_users[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM assignment_figures_members_changed('{}'::team_users[], array(SELECT o::team_users FROM old_rows o));
  ELSE
    PERFORM assignment_figures_members_changed(array(SELECT n::team_users FROM new_rows n), array(SELECT o::team_users FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rebuild and the check of migration 0016, with the assignment figures.
CREATE OR REPLACE FUNCTION figures_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM course_figures;
  DELETE FROM month_figures;
  DELETE FROM assignment_figures;
  INSERT INTO course_figures (course_id, distributor_id, country_id, learner, enrolled, completed, certified, scored, best_sum)
    SELECT * FROM course_figures_now;
  INSERT INTO month_figures (month, distributor_id, country_id, active, completed, certificates)
    SELECT * FROM month_figures_now;
  INSERT INTO assignment_figures (course_id, path_id, team_id, distributor_id, country_id, open_due_on,
      assigned, completed_on_time, completed_late, open)
    SELECT * FROM assignment_figures_now;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION figures_differences() RETURNS TABLE (kind text, cell text, kept text, counted text) LANGUAGE sql STABLE AS $$
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
  UNION ALL
  SELECT 'assignment', concat_ws(' ', coalesce(k.course_id, n.course_id), coalesce(k.path_id, n.path_id), coalesce(k.team_id, n.team_id),
      coalesce(k.distributor_id, n.distributor_id), coalesce(k.country_id, n.country_id), coalesce(k.open_due_on, n.open_due_on)),
    concat_ws(' ', k.assigned, k.completed_on_time, k.completed_late, k.open),
    concat_ws(' ', n.assigned, n.completed_on_time, n.completed_late, n.open)
  FROM (SELECT * FROM assignment_figures WHERE (assigned, completed_on_time, completed_late, open) <> (0, 0, 0, 0)) k
  FULL JOIN (SELECT * FROM assignment_figures_now WHERE (assigned, completed_on_time, completed_late, open) <> (0, 0, 0, 0)) n
    -- one equality (ids are unique across tables) lets PostgreSQL full-join the two sides
    ON coalesce(n.course_id, n.path_id) = coalesce(k.course_id, k.path_id)
    AND n.course_id IS NOT DISTINCT FROM k.course_id AND n.path_id IS NOT DISTINCT FROM k.path_id
    AND n.team_id IS NOT DISTINCT FROM k.team_id AND n.distributor_id IS NOT DISTINCT FROM k.distributor_id
    AND n.country_id IS NOT DISTINCT FROM k.country_id AND n.open_due_on IS NOT DISTINCT FROM k.open_due_on
  WHERE (k.assigned, k.completed_on_time, k.completed_late, k.open) IS DISTINCT FROM (n.assigned, n.completed_on_time, n.completed_late, n.open)
$$;
--> statement-breakpoint
INSERT INTO assignment_figures (course_id, path_id, team_id, distributor_id, country_id, open_due_on,
    assigned, completed_on_time, completed_late, open)
  SELECT * FROM assignment_figures_now;
--> statement-breakpoint
CREATE TRIGGER assignment_figures_inserted AFTER INSERT ON assignments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignment_figures_on_assignments();
--> statement-breakpoint
CREATE TRIGGER assignment_figures_updated AFTER UPDATE ON assignments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignment_figures_on_assignments();
--> statement-breakpoint
CREATE TRIGGER assignment_figures_deleted AFTER DELETE ON assignments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignment_figures_on_assignments();
--> statement-breakpoint
CREATE TRIGGER assignment_figures_members_inserted AFTER INSERT ON team_users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignment_figures_on_members();
--> statement-breakpoint
CREATE TRIGGER assignment_figures_members_updated AFTER UPDATE ON team_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignment_figures_on_members();
--> statement-breakpoint
CREATE TRIGGER assignment_figures_members_deleted AFTER DELETE ON team_users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignment_figures_on_members();
--> statement-breakpoint
CREATE TRIGGER assignment_figures_people_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assignment_figures_on_people_changed();
--> statement-breakpoint
CREATE TRIGGER assignment_figures_person_deleted BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION assignment_figures_on_person_deleted();
