-- Migration 0016's figures under migration 0017's lock (figures_lock): a person moved while his
-- progress, attempts or certificates are written was counted in his old cell, or twice. Writers of
-- those rows hold the lock shared, a move holds it alone; a statement that changed no row, or no
-- figure, returns at once, before the lock.
CREATE OR REPLACE FUNCTION figures_on_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN
      PERFORM figures_lock(false);
      PERFORM figures_progress_changed(array(SELECT n::course_progress FROM new_rows n), '{}'::course_progress[]);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      PERFORM figures_lock(false);
      PERFORM figures_progress_changed('{}'::course_progress[], array(SELECT o::course_progress FROM old_rows o));
    END IF;
  -- an update that moves no figure (most marks: the same month, not completed) changes nothing
  ELSIF EXISTS (SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.user_id = n.user_id AND o.course_id = n.course_id
      WHERE o.user_id IS NULL OR n.user_id IS NULL OR o.completed_at IS DISTINCT FROM n.completed_at
        OR figures_month(o.updated_at) <> figures_month(n.updated_at)) THEN
    PERFORM figures_lock(false);
    PERFORM figures_progress_changed(array(SELECT n::course_progress FROM new_rows n), array(SELECT o::course_progress FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION figures_on_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN
      PERFORM figures_lock(false);
      PERFORM figures_attempts_changed(array(SELECT n::exam_attempts FROM new_rows n), '{}'::exam_attempts[]);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      PERFORM figures_lock(false);
      PERFORM figures_attempts_changed('{}'::exam_attempts[], array(SELECT o::exam_attempts FROM old_rows o));
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM figures_lock(false);
    PERFORM figures_attempts_changed(array(SELECT n::exam_attempts FROM new_rows n), array(SELECT o::exam_attempts FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION figures_on_certificates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN
      PERFORM figures_lock(false);
      PERFORM figures_certificates_changed(array(SELECT n::certificates FROM new_rows n), '{}'::certificates[]);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      PERFORM figures_lock(false);
      PERFORM figures_certificates_changed('{}'::certificates[], array(SELECT o::certificates FROM old_rows o));
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM figures_lock(false);
    PERFORM figures_certificates_changed(array(SELECT n::certificates FROM new_rows n), array(SELECT o::certificates FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A move takes the lock alone before it reads what the people hold (figures_people_moved is
-- called by the statement trigger on users and by the row trigger before a person's deletion).
CREATE OR REPLACE FUNCTION figures_people_moved(moves figures_move[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(moves) = 0 THEN
    RETURN;
  END IF;
  PERFORM figures_lock(true);
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
