-- First, before any lock on the tables below: no fold runs until this commits (as in 0030).
SELECT pg_advisory_xact_lock(73110014);
--> statement-breakpoint
ALTER TABLE "enterprise_day_stats" ADD COLUMN "emergency_not_upheld" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stat_changes" ADD COLUMN "emergency_not_upheld" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_stats" ADD COLUMN "emergency_not_upheld" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A registration's changes say whether it is an emergency the supervision office found not to be one: still a
-- case-specific registration, but counted against the annual cap.
CREATE OR REPLACE FUNCTION record_inspection_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, emergency_not_upheld, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, o.department_code, coalesce(dist.code, ''), o.enterprise_id,
      -1, -(o.type = 'routine')::int, -(o.type = 'triggered')::int, -(o.type = 'case')::int, -(o.no_findings)::int, -o.problem_count, -(o.method = 'code')::int, -(o.method = 'licence')::int, -(o.allowance_basis = 'approved')::int,
      -(o.type = 'case' AND EXISTS (SELECT 1 FROM emergency_reviews er WHERE er.registration_id = o.id AND er.status = 'notUpheld'))::int,
      -(o.late)::int, -(o.frequency_warned)::int,
      -(EXISTS (SELECT 1 FROM appointments a WHERE a.registration_id = o.id))::int
    FROM old_rows o
    CROSS JOIN LATERAL (SELECT (o.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN enterprises e ON e.id = o.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, emergency_not_upheld, late, frequency_warned, booked)
    SELECT d.day, extract(year from d.day)::int, n.department_code, coalesce(dist.code, ''), n.enterprise_id,
      1, (n.type = 'routine')::int, (n.type = 'triggered')::int, (n.type = 'case')::int, (n.no_findings)::int, n.problem_count, (n.method = 'code')::int, (n.method = 'licence')::int, (n.allowance_basis = 'approved')::int,
      (n.type = 'case' AND EXISTS (SELECT 1 FROM emergency_reviews er WHERE er.registration_id = n.id AND er.status = 'notUpheld'))::int,
      (n.late)::int, (n.frequency_warned)::int,
      (EXISTS (SELECT 1 FROM appointments a WHERE a.registration_id = n.id))::int
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT (n.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
    LEFT JOIN enterprises e ON e.id = n.enterprise_id
    LEFT JOIN regions r ON r.code = e.region_code
    LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A review's finding changed (pending -> notUpheld; any other change too, though the app makes none): only
-- `emergency_not_upheld` changes.
CREATE FUNCTION record_emergency_review_stat_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  changes integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.registration_id), array_agg((n.status = 'notUpheld')::int - (o.status = 'notUpheld')::int)
    INTO ids, changes
    FROM new_rows n JOIN old_rows o ON o.registration_id = n.registration_id;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.registration_id), array_agg((n.status = 'notUpheld')::int) INTO ids, changes FROM new_rows n;
  ELSE
    SELECT array_agg(o.registration_id), array_agg(-(o.status = 'notUpheld')::int) INTO ids, changes FROM old_rows o;
  END IF;
  INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned, booked, emergency_not_upheld)
  SELECT d.day, extract(year from d.day)::int, x.department_code, coalesce(dist.code, ''), x.enterprise_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, c.change
  FROM unnest(ids, changes) AS c(registration_id, change)
  JOIN registrations x ON x.id = c.registration_id AND x.type = 'case'
  CROSS JOIN LATERAL (SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
  LEFT JOIN enterprises e ON e.id = x.enterprise_id
  LEFT JOIN regions r ON r.code = e.region_code
  LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true
  WHERE c.change <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER emergency_reviews_stats_insert AFTER INSERT ON emergency_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_emergency_review_stat_changes();
--> statement-breakpoint
CREATE TRIGGER emergency_reviews_stats_update AFTER UPDATE ON emergency_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_emergency_review_stat_changes();
--> statement-breakpoint
CREATE TRIGGER emergency_reviews_stats_delete AFTER DELETE ON emergency_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_emergency_review_stat_changes();
--> statement-breakpoint
-- Folding counts a not-upheld emergency against the cap (`capped`, and the enterprise's days) and in the figures.
CREATE OR REPLACE FUNCTION fold_inspection_stats() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(73110014) THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM inspection_stat_changes RETURNING *
  ), days AS (
    INSERT INTO inspection_stats (day, department_code, district_code, inspections, routine, triggered, case_specific, no_findings, problems, scanned, licence_scanned, approved, emergency_not_upheld, late, frequency_warned)
    SELECT day, department_code, district_code, sum(inspections), sum(routine), sum(triggered), sum(case_specific), sum(no_findings), sum(problems), sum(scanned), sum(licence_scanned), sum(approved), sum(emergency_not_upheld), sum(late), sum(frequency_warned) FROM taken WHERE inspections <> 0 OR scanned <> 0 OR licence_scanned <> 0 OR emergency_not_upheld <> 0 GROUP BY day, department_code, district_code
    ON CONFLICT (department_code, day, district_code) DO UPDATE SET inspections = inspection_stats.inspections + excluded.inspections, routine = inspection_stats.routine + excluded.routine, triggered = inspection_stats.triggered + excluded.triggered, case_specific = inspection_stats.case_specific + excluded.case_specific, no_findings = inspection_stats.no_findings + excluded.no_findings, problems = inspection_stats.problems + excluded.problems, scanned = inspection_stats.scanned + excluded.scanned, licence_scanned = inspection_stats.licence_scanned + excluded.licence_scanned, approved = inspection_stats.approved + excluded.approved, emergency_not_upheld = inspection_stats.emergency_not_upheld + excluded.emergency_not_upheld, late = inspection_stats.late + excluded.late, frequency_warned = inspection_stats.frequency_warned + excluded.frequency_warned
  ), years AS (
    INSERT INTO enterprise_year_stats (year, department_code, enterprise_id, inspections, capped)
    SELECT year, department_code, enterprise_id, sum(inspections), sum(inspections - case_specific + emergency_not_upheld)
    FROM taken WHERE inspections <> 0 OR emergency_not_upheld <> 0 GROUP BY year, department_code, enterprise_id
    ON CONFLICT (year, department_code, enterprise_id) DO UPDATE SET
      inspections = enterprise_year_stats.inspections + excluded.inspections,
      capped = enterprise_year_stats.capped + excluded.capped
  ), enterprise_days AS (
    INSERT INTO enterprise_day_stats (enterprise_id, day, department_code, inspections, case_specific, emergency_not_upheld, booked)
    SELECT enterprise_id, day, department_code, sum(inspections), sum(case_specific), sum(emergency_not_upheld), sum(booked)
    FROM taken GROUP BY enterprise_id, day, department_code
    ON CONFLICT (enterprise_id, day, department_code) DO UPDATE SET
      inspections = enterprise_day_stats.inspections + excluded.inspections,
      case_specific = enterprise_day_stats.case_specific + excluded.case_specific,
      emergency_not_upheld = enterprise_day_stats.emergency_not_upheld + excluded.emergency_not_upheld,
      booked = enterprise_day_stats.booked + excluded.booked
  )
  SELECT count(*) INTO folded FROM taken;
  RETURN folded;
END $$;
--> statement-breakpoint
-- Emergencies already found not upheld (since 0035) count from now on.
INSERT INTO inspection_stat_changes (day, year, department_code, district_code, enterprise_id, inspections, routine, triggered, case_specific, no_findings, problems, scanned, late, frequency_warned, booked, emergency_not_upheld)
SELECT d.day, extract(year from d.day)::int, x.department_code, coalesce(dist.code, ''), x.enterprise_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
FROM emergency_reviews er
JOIN registrations x ON x.id = er.registration_id AND x.type = 'case'
CROSS JOIN LATERAL (SELECT (x.started_at AT TIME ZONE 'Asia/Shanghai')::date AS day) d
LEFT JOIN enterprises e ON e.id = x.enterprise_id
LEFT JOIN regions r ON r.code = e.region_code
LEFT JOIN LATERAL (SELECT CASE WHEN r.level = 'district' THEN r.code ELSE r.parent_code END AS code) dist ON true
WHERE er.status = 'notUpheld';
